import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFeedWithItems } from "../factories.js";
import { expectNoSeriousViolations } from "../setup/axe.js";
import { gone, startE2e, visible, type E2eHarness } from "../setup/e2eHarness.js";
import { startRedditStandIn, type RedditStandIn } from "../setup/redditServer.js";

// The comments viewer /content/{id}/comments through the real UI: the built web app, the real API reading a
// local server that speaks Reddit's comments JSON (REDDIT_BASE_URL), PostgreSQL, graphql-ws, Chromium.
let h: E2eHarness;
let page: Page;
let reddit: RedditStandIn;
let ids: { thread: string; plain: string; gone: string };
let feedId: string;
const c: Record<string, string> = {};

/** Set E2E_SCREENSHOTS=<folder> to keep a PNG of every screen at desktop and phone widths. */
const SHOTS = process.env.E2E_SCREENSHOTS;
async function shot(name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(SHOTS, `${name}-phone.png`) });
  await page.setViewportSize({ width: 1280, height: 900 });
}

const minutesAgo = (m: number) => Date.now() / 1000 - m * 60;

beforeAll(async () => {
  reddit = await startRedditStandIn();
  h = await startE2e(undefined, { REDDIT_BASE_URL: reddit.base, FETCH_ALLOW_PRIVATE_HOSTS: "127.0.0.1", COMMENTS_LIVE_INTERVAL_MS: "1000", COMMENTS_CACHE_SECONDS: "1" });
  page = h.page;

  reddit.addThread("e2eth1", { title: "What is the longest river you have kayaked?", subreddit: "kayaking" });
  c.amazon = reddit.addComment("e2eth1", { author: "river_rat", body: "Most of the Danube, over three summers. Locks are the hard part.", score: 412, created: minutesAgo(300) });
  c.amazonReply = reddit.addComment("e2eth1", { parentId: c.amazon, author: "paddler42", body: "How did you handle the locks near Vienna?", score: 88, created: minutesAgo(280) });
  c.amazonDeep = reddit.addComment("e2eth1", { parentId: c.amazonReply, author: "river_rat", body: "You call ahead on channel 22 and wait for a barge.", score: 61, created: minutesAgo(270) });
  c.thanks = reddit.addComment("e2eth1", { parentId: c.amazonDeep, author: "paddler42", body: "Thanks, that helps!", score: 12, created: minutesAgo(260) });
  c.yukon = reddit.addComment("e2eth1", {
    author: "north_star",
    html: '<p>The Yukon River Quest, 715 km. <a href="/r/kayaking/wiki/races">Race list here</a>.</p><ul><li>Bring bug spray</li><li>Sleep is optional</li></ul>',
    score: 950,
    created: minutesAgo(240),
  });
  c.deleted = reddit.addComment("e2eth1", { author: "someone", body: "gone", score: 5, created: minutesAgo(200) });
  c.orphanReply = reddit.addComment("e2eth1", { parentId: c.deleted, author: "curious_cat", body: "What did they say?", score: 3, created: minutesAgo(190) });
  reddit.deleteComment("e2eth1", c.deleted, "deleted");
  c.late = reddit.addComment("e2eth1", { author: "newbie", body: "Only a lake so far, but planning the Thames.", score: 2, created: minutesAgo(30) });

  const feed = await createFeedWithItems(h.t.db, "kayaking", [
    { ageDays: 0.2, title: "What is the longest river you have kayaked?", commentsUrl: "https://www.reddit.com/r/kayaking/comments/e2eth1/what_is_the_longest/", commentCount: 8, score: 321 },
    { ageDays: 0.3, title: "A blog post with its own comments", commentsUrl: "https://blog.example/post#comments", commentCount: 3 },
    { ageDays: 0.4, title: "A thread Reddit lost", commentsUrl: "https://www.reddit.com/r/kayaking/comments/e2enope/lost/", commentCount: 1 },
  ]);
  ids = { thread: feed.itemIds[0]!, plain: feed.itemIds[1]!, gone: feed.itemIds[2]! };
  feedId = feed.feedId;
  await page.goto(`${h.base}/`);
  await h.token();
});

afterAll(async () => {
  await h?.close();
  await reddit?.close();
});

const modal = () => page.getByRole("dialog", { name: "Comments" });
const comment = (id: string) => modal().locator(`[data-comment-id="${id}"]`);
const shownIds = () => modal().locator("[data-comment-id]").evaluateAll((els) => els.map((e) => e.getAttribute("data-comment-id")));

describe("comments viewer", () => {
  it("opens from a Reddit item's comment count and shows Top as a tree, most replies first, collapsible", async () => {
    await page.goto(`${h.base}/content/${ids.thread}`);
    const details = page.getByTestId("item-details");
    await details.getByRole("link", { name: "8 comments" }).click();
    await visible(modal());
    expect(new URL(page.url()).pathname).toBe(`/content/${ids.thread}/comments`);
    await visible(comment(c.yukon!));
    // The Danube comment has three replies below it, so it leads although the Yukon one scores higher.
    expect(await shownIds()).toEqual([c.amazon, c.amazonReply, c.amazonDeep, c.thanks, c.deleted, c.orphanReply, c.yukon, c.late]);
    await visible(comment(c.deleted!).getByText("This comment was deleted."));
    // Bodies are the server's sanitised HTML: the relative Reddit link is absolute and opens in a new tab.
    const race = comment(c.yukon!).getByRole("link", { name: "Race list here" });
    expect(await race.getAttribute("href")).toBe("https://www.reddit.com/r/kayaking/wiki/races");
    expect(await race.getAttribute("target")).toBe("_blank");
    await shot("comments-top");

    await comment(c.amazon!).getByRole("button", { name: "Hide replies" }).click();
    await gone(comment(c.amazonReply!));
    await comment(c.amazon!).getByRole("button", { name: "Show 3 replies" }).click();
    await visible(comment(c.thanks!));
    await expectNoSeriousViolations(page, { include: '[data-testid="comments-modal"]' });
  });

  it("shows one comment's replies or parents from the URL hash, Show All Comments going back", async () => {
    await comment(c.amazonReply!).getByRole("button", { name: "2 replies" }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe(`#replies-${c.amazonReply}`);
    await expect.poll(shownIds).toEqual([c.amazonReply, c.amazonDeep, c.thanks]);
    await visible(modal().getByText("Showing paddler42's comment and its replies"));
    await shot("comments-replies");
    await modal().getByRole("button", { name: "Show All Comments" }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe("");
    await expect.poll(async () => (await shownIds()).length).toBe(8);

    await comment(c.thanks!).getByRole("button", { name: "Parents" }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe(`#parents-${c.thanks}`);
    await expect.poll(shownIds).toEqual([c.amazon, c.amazonReply, c.amazonDeep, c.thanks]);

    // A hash naming a comment that is not there goes back to all.
    await page.goto(`${h.base}/content/${ids.thread}/comments#replies-zzzgone`);
    await visible(comment(c.yukon!));
    await expect.poll(() => new URL(page.url()).hash).toBe("");
    await expect.poll(async () => (await shownIds()).length).toBe(8);
  });

  it("shows Live oldest first, kept at the bottom, and a new comment arrives without a reload", async () => {
    await modal().getByRole("button", { name: "Live" }).click();
    await visible(modal().getByTestId("comments-live"));
    await expect.poll(shownIds).toEqual([c.amazon, c.amazonReply, c.amazonDeep, c.thanks, c.yukon, c.deleted, c.orphanReply, c.late]);
    await visible(comment(c.orphanReply!).getByText("replying to [deleted]"));
    await visible(modal().getByText(/^Live · new comments every 10 s/));
    // Landed at the bottom.
    const atBottom = () => modal().locator(".chakra-dialog__body").evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight < 5);
    await expect.poll(atBottom).toBe(true);

    const fresh = reddit.addComment("e2eth1", { parentId: c.late, author: "thames_local", body: "The Thames from Lechlade is lovely in June.", score: 1 });
    await visible(comment(fresh), 15_000);
    expect((await shownIds()).at(-1)).toBe(fresh);
    await visible(comment(fresh).getByText("replying to newbie"));
    await expect.poll(atBottom).toBe(true);
    await shot("comments-live");
    await expectNoSeriousViolations(page, { include: '[data-testid="comments-modal"]' });

    await modal().getByRole("button", { name: "Scroll to top" }).click();
    await expect.poll(() => modal().locator(".chakra-dialog__body").evaluate((el) => el.scrollTop)).toBe(0);
  });

  it("keeps the item's own keys off while open, and closes back to the item with Escape", async () => {
    await page.keyboard.press("j");
    await page.keyboard.press("k");
    expect(new URL(page.url()).pathname).toBe(`/content/${ids.thread}/comments`);
    await page.keyboard.press("Escape");
    await gone(modal());
    await visible(page.getByRole("heading", { level: 1, name: "What is the longest river you have kayaked?" }));
  });

  it("opens over an item shown over a list, and closes back to the item, still over that list", async () => {
    const r = await h.t.gql(`mutation($input: SubscribeInput!) { subscribe(input: $input) { __typename } }`, { input: { feedId: Buffer.from(`Feed:${feedId}`).toString("base64") } }, await h.token());
    expect(r.data.subscribe.__typename).toBe("SubscriptionPayload");
    await page.goto(`${h.base}/subscriptions/all?layout=compact&showRead=1`);
    const row = page.getByTestId("content-item").filter({ hasText: "What is the longest river you have kayaked?" });
    await row.getByTestId("content-item-title").click();
    const item = page.getByTestId("content-item-modal");
    await visible(item.getByTestId("content-item-view"));
    await item.getByTestId("item-details").getByRole("link", { name: "8 comments" }).click();
    await visible(comment(c.yukon!));
    await page.keyboard.press("Escape");
    await gone(modal());
    await visible(item.getByTestId("content-item-view"));
    expect(new URL(page.url()).pathname).toBe(`/content/${ids.thread}`);
    await page.keyboard.press("Escape");
    await gone(item);
    expect(new URL(page.url()).pathname).toBe("/subscriptions/all");
  });

  it("passes axe in a light theme too", async () => {
    const d = await h.t.gql(`mutation($input: AppSettingsInput!) { updateAppSettings(input: $input) { __typename } }`, { input: { theme: "snow" } }, await h.token());
    expect(d.data.updateAppSettings.__typename).not.toMatch(/Error/);
    await page.goto(`${h.base}/content/${ids.thread}/comments`);
    await visible(comment(c.yukon!));
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe("snow");
    await expectNoSeriousViolations(page, { include: '[data-testid="comments-modal"]' });
    await modal().getByRole("button", { name: "Live" }).click();
    await visible(modal().getByTestId("live-status"));
    await expectNoSeriousViolations(page, { include: '[data-testid="comments-modal"]' });
    await shot("comments-live-snow");
    await h.t.gql(`mutation($input: AppSettingsInput!) { updateAppSettings(input: $input) { __typename } }`, { input: { theme: "obsidian" } }, await h.token());
  });

  it("says the spec's errors: an item without a Reddit thread, and a thread Reddit does not have", async () => {
    await page.goto(`${h.base}/content/${ids.plain}`);
    // Another site's comments page stays a link to that site.
    const external = page.getByTestId("item-details").getByRole("link", { name: "3 comments" });
    expect(await external.getAttribute("href")).toBe("https://blog.example/post#comments");
    await page.goto(`${h.base}/content/${ids.plain}/comments`);
    await visible(modal().getByText("Error: Invalid Reddit comment thread link"));
    await page.goto(`${h.base}/content/${ids.gone}/comments`);
    await visible(modal().getByText("Error: Failed to fetch comments: 404"));
    await shot("comments-error");
  });
});
