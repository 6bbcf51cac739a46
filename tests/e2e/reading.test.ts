import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createFeedWithItems, type ItemSpec } from "../factories.js";
import { serveLocally, startE2e, visible, type E2eHarness } from "../setup/e2eHarness.js";

// Reading through the real UI: the built web app on the real API and PostgreSQL, in Chromium. Items are
// written straight to the database (dated precisely); subscriptions and folders go through GraphQL with the
// browser's own guest token, so the drawer and the lists show what a user would have.
let h: E2eHarness;
let page: Page;
let feeds: Awaited<ReturnType<typeof serveLocally>>;
let feedBase: string;
/** Titles the local feed server publishes (newest first); tests add to it to "publish". */
const published: string[] = ["First post"];

/** Set E2E_SCREENSHOTS=<folder> to keep PNGs; the layout test always writes its six to test-results. */
const SHOTS = process.env.E2E_SCREENSHOTS ?? "test-results/screenshots";

beforeAll(async () => {
  feeds = await serveLocally((_req, res) => {
    const items = published
      .map((title, i) => `<item><guid>live-${title}</guid><title>${title}</title><link>${feedBase}/posts/${i}</link><pubDate>${new Date(Date.now() - i * 60_000).toUTCString()}</pubDate></item>`)
      .join("");
    res.writeHead(200, { "content-type": "application/rss+xml" }).end(`<rss version="2.0"><channel><title>Live feed</title><link>${feedBase}</link>${items}</channel></rss>`);
  });
  feedBase = feeds.base;
  h = await startE2e(undefined, { FETCH_ALLOW_PRIVATE_HOSTS: "127.0.0.1" });
  page = h.page;
});

afterAll(async () => {
  await h?.close();
  await feeds?.close();
});

// A failed step leaves a picture of the page behind (test-results/screenshots/failed-<test>.png).
afterEach(async (ctx) => {
  if (ctx.task.result?.state !== "fail" || !page) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `failed-${ctx.task.name.replace(/\W+/g, "-")}.png`) }).catch(() => {});
});

async function gql(query: string, variables: Record<string, unknown> = {}) {
  const res = await h.t.gql(query, variables, await h.token());
  if (res.errors?.length) throw new Error(JSON.stringify(res.errors));
  return res.data;
}

/** A feed with dated items, followed by the guest (in `folderId` when given). */
async function follow(name: string, items: ItemSpec[], folderId?: string) {
  const { feedId, itemIds } = await createFeedWithItems(h.t.db, name, items);
  const feedGid = Buffer.from(`Feed:${feedId}`).toString("base64");
  const data = await gql(
    `mutation($input: SubscribeInput!) { subscribe(input: $input) { __typename ... on SubscriptionPayload { subscription { id subscriptionId } } ... on Error { message } } }`,
    { input: { feedId: feedGid, folderId: folderId ?? null } },
  );
  expect(data.subscribe.__typename).toBe("SubscriptionPayload");
  return { feedId, itemIds, subscriptionId: data.subscribe.subscription.subscriptionId as string };
}

async function createFolder(name: string) {
  const data = await gql(
    `mutation($input: CreateFolderInput!) { createFolder(input: $input) { __typename ... on FolderPayload { folder { id folderId } } ... on Error { message } } }`,
    { input: { name } },
  );
  return data.createFolder.folder as { id: string; folderId: string };
}

async function counts() {
  const data = await gql(`{ viewer { readingList { allUnreadCount } folders { name unreadCount } } }`);
  return {
    all: data.viewer.readingList.allUnreadCount as number,
    folders: Object.fromEntries(data.viewer.folders.map((f: { name: string; unreadCount: number }) => [f.name, f.unreadCount])) as Record<string, number>,
  };
}

const nav = () => page.getByRole("navigation", { name: "Main navigation" });
const items = () => page.getByTestId("content-item");
const pageCount = () => page.getByTestId("page-unread-count");

async function openApp() {
  await page.goto(`${h.base}/`);
  await h.token();
}

describe("reading", () => {
  it("reads a folder with the keyboard while every count falls", async () => {
    await openApp();
    const folder = await createFolder("News");
    await follow("alpha", [{ ageDays: 0.1 }, { ageDays: 0.2 }, { ageDays: 0.3 }], folder.id);
    await follow("beta", [{ ageDays: 0.15 }, { ageDays: 0.25 }], folder.id);
    expect((await counts()).folders.News).toBe(5);

    await page.goto(`${h.base}/folders/${folder.folderId}?sort=newest`);
    await visible(page.getByRole("heading", { name: "News", level: 1 }));
    await expect.poll(() => items().count()).toBe(5);
    await expect.poll(() => pageCount().textContent()).toBe("5 unread");

    // j selects the first item and reads it; the header, the drawer and the server all agree.
    await page.keyboard.press("j");
    await expect.poll(() => items().nth(0).getAttribute("aria-current")).toBe("true");
    await expect.poll(() => pageCount().textContent()).toBe("4 unread");
    await page.keyboard.press("j");
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => pageCount().textContent()).toBe("2 unread");
    await expect.poll(async () => (await counts()).folders.News).toBe(2);
    await expect.poll(() => nav().getByRole("treeitem", { name: /News/ }).first().textContent()).toMatch(/^News\s*2\b/);

    // y toggles the selected item back to unread; k moves up without re-reading.
    await page.keyboard.press("y");
    await expect.poll(() => pageCount().textContent()).toBe("3 unread");
    await expect.poll(async () => (await counts()).all).toBe(3);

    // Enter opens the selected item over the list; Escape closes it and the list is still there.
    await page.keyboard.press("Enter");
    const modal = page.getByTestId("content-item-modal");
    await visible(modal);
    expect(new URL(page.url()).pathname).toMatch(/^\/content\/[0-9a-f-]+$/);
    // Inside the item, l and h step to the next and previous item (not to the Library).
    const opened = page.url();
    const title = modal.getByTestId("content-item-view").getByRole("heading").first();
    await visible(title);
    const openedTitle = await title.textContent();
    await page.keyboard.press("l");
    await expect.poll(() => page.url()).not.toBe(opened);
    expect(new URL(page.url()).pathname).toMatch(/^\/content\/[0-9a-f-]+$/);
    await expect.poll(() => title.textContent()).not.toBe(openedTitle);
    await page.keyboard.press("h");
    await expect.poll(() => page.url()).toBe(opened);
    await page.keyboard.press("Escape");
    await expect.poll(() => modal.count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe(`/folders/${folder.folderId}`);
    await expect.poll(() => items().count()).toBe(5);
  });

  it("says the spec's list failure for a missing list, and for a list whose query fails keeps the frame and retries", async () => {
    await openApp();
    const sub = await follow("missing-check", [{ ageDays: 0.1 }]);
    await page.goto(`${h.base}/subscriptions/00000000-0000-0000-0000-000000000000`);
    await visible(page.getByRole("heading", { name: "Subscription not found" }));
    await visible(page.getByText("Failed to load content list. It may have been disabled, removed, or made private"));

    // The server fails the list's query: the message replaces the list, the drawer stays.
    await page.route("**/graphql", (route) =>
      route.request().postData()?.includes("ContentListScreenQuery") ? route.fulfill({ status: 500, body: "boom" }) : route.fallback(),
    );
    await page.goto(`${h.base}/subscriptions/${sub.subscriptionId}`);
    await visible(page.getByRole("alert").filter({ hasText: "Failed to load content list. It may have been disabled, removed, or made private" }));
    await visible(nav().getByRole("treeitem", { name: /Feed missing-check/ }));
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS, "list-load-failed.png") });
    await page.unroute("**/graphql");
    await page.getByRole("button", { name: "Try again" }).click();
    await visible(items().filter({ hasText: "missing-check item 0" }));

    // An unknown layout is an error (spec): said above the list, which shows in the default layout.
    await page.goto(`${h.base}/subscriptions/${sub.subscriptionId}?layout=sideways`);
    await visible(page.getByRole("alert").filter({ hasText: 'Unknown layout type "sideways": showing compact instead.' }));
    await page.screenshot({ path: path.join(SHOTS, "list-unknown-layout.png") });
    await visible(items().filter({ hasText: "missing-check item 0" }));
  });

  it("marks everything older than a day as read from the header menu", async () => {
    await openApp();
    const sub = await follow("gamma", [{ ageDays: 0.2 }, { ageDays: 0.5 }, { ageDays: 2 }, { ageDays: 3 }, { ageDays: 5 }]);
    await page.goto(`${h.base}/subscriptions/${sub.subscriptionId}`);
    await visible(page.getByRole("heading", { name: "Feed gamma", level: 1 }));
    await expect.poll(() => pageCount().textContent()).toBe("5 unread");

    await page.getByTestId("mark-read-menu").click();
    await page.getByRole("menuitem", { name: "Older than 1 day" }).click();
    await expect.poll(() => pageCount().textContent()).toBe("2 unread");
    // The list refreshes: only the two newer items are still unread.
    await expect.poll(() => items().count()).toBe(2);
    const gammaRead = await gql(`query($id: ID!) { node(id: $id) { ... on FeedSubscription { unreadCount } } }`, {
      id: Buffer.from(`FeedSubscription:${sub.subscriptionId}`).toString("base64"),
    });
    expect(gammaRead.node.unreadCount).toBe(2);
  });

  it("switches between the six layouts", async () => {
    await openApp();
    const sub = await follow(
      "delta",
      Array.from({ length: 8 }, (_, i) => ({ ageDays: 0.1 * (i + 1), title: `Delta story number ${i + 1} with a longer headline` })),
    );
    await page.goto(`${h.base}/subscriptions/${sub.subscriptionId}`);
    await visible(items());
    mkdirSync(SHOTS, { recursive: true });
    for (const layout of ["list", "compact", "magazine", "cards", "cards-large", "article"]) {
      await page.getByTestId("layout-menu").click();
      await page.getByRole("menuitemradio", { name: layout.replace("-", " ").replace(/^./, (c) => c.toUpperCase()), exact: true }).click();
      await expect.poll(() => page.getByTestId("content-list").getAttribute("data-layout")).toBe(layout);
      expect(new URL(page.url()).searchParams.get("layout")).toBe(layout);
      await visible(items());
      await page.waitForTimeout(200);
      await page.screenshot({ path: path.join(SHOTS, `layout-${layout}.png`) });
    }
    // Cards lay items out in columns: two cards share a row at this width.
    await page.getByTestId("layout-menu").click();
    await page.getByRole("menuitemradio", { name: "Cards", exact: true }).click();
    await expect.poll(() => page.getByTestId("content-list").getAttribute("data-layout")).toBe("cards");
    const [a, b] = [await items().nth(0).boundingBox(), await items().nth(1).boundingBox()];
    expect(Math.round(a!.y)).toBe(Math.round(b!.y));
  });

  it("saves an item for later and finds it on the Read Later page", async () => {
    await openApp();
    const sub = await follow("epsilon", [{ ageDays: 0.1, title: "Keep this one" }, { ageDays: 0.2, title: "Not this one" }]);
    await page.goto(`${h.base}/subscriptions/${sub.subscriptionId}?sort=newest`);
    const row = items().filter({ hasText: "Keep this one" });
    await visible(row);
    await row.hover();
    await row.getByRole("button", { name: "Read later" }).click();
    await expect.poll(() => row.getByRole("button", { name: "Read later" }).getAttribute("aria-pressed")).toBe("true");

    await page.goto(`${h.base}/content/tags/read-later`);
    await visible(page.getByRole("heading", { name: "Read Later", level: 1 }));
    await expect.poll(() => items().count()).toBe(1);
    await visible(items().filter({ hasText: "Keep this one" }));
  });

  it("tags an item with a new tag from the picker and lists it on the tag's page", async () => {
    await openApp();
    const sub = await follow("eta", [{ ageDays: 0.1, title: "Worth a tag" }, { ageDays: 0.2, title: "Left alone" }]);
    await page.goto(`${h.base}/subscriptions/${sub.subscriptionId}?sort=newest`);
    const row = items().filter({ hasText: "Worth a tag" });
    await visible(row);
    await row.hover();
    await row.getByRole("button", { name: "Tags for Worth a tag" }).click();
    const search = page.getByRole("textbox", { name: "Search or create a tag" });
    await visible(search);
    await search.fill("Recipes");
    await page.getByRole("button", { name: /New tag “Recipes”/ }).click();
    // Created and ticked at once; the server agrees.
    await expect.poll(() => page.getByRole("checkbox", { name: "Recipes" }).isChecked()).toBe(true);
    const tags = await gql(`{ viewer { contentItemTags { contentItemTagId name totalContentItems } } }`);
    const recipes = tags.viewer.contentItemTags.find((t: { name: string }) => t.name === "Recipes");
    await expect
      .poll(async () => (await gql(`{ viewer { contentItemTags { name totalContentItems } } }`)).viewer.contentItemTags.find((t: { name: string }) => t.name === "Recipes")?.totalContentItems)
      .toBe(1);
    await page.keyboard.press("Escape");

    await page.goto(`${h.base}/content/tags/${recipes.contentItemTagId}?showRead=1`);
    await visible(page.getByRole("heading", { name: "Recipes", level: 1 }));
    await expect.poll(() => items().count()).toBe(1);
    await visible(items().filter({ hasText: "Worth a tag" }));
  });

  it("reads items the user scrolls past, and only those", async () => {
    await openApp();
    const sub = await follow(
      "zeta",
      Array.from({ length: 30 }, (_, i) => ({ ageDays: 0.01 * (i + 1), title: `Zeta ${i}` })),
    );
    await page.goto(`${h.base}/subscriptions/${sub.subscriptionId}?sort=newest`);
    await visible(items());
    // Opening the page reads nothing.
    await page.waitForTimeout(500);
    await expect.poll(() => pageCount().textContent()).toBe("30 unread");
    // Scrolling with the wheel reads the items that went past the top bar.
    await page.mouse.move(700, 500);
    await page.mouse.wheel(0, 600);
    const header = async () => Number((await pageCount().textContent())?.split(" ")[0]);
    await expect.poll(header).toBeLessThan(30);
    // The server agrees with the header once the marks have landed, and only the rows scrolled past are read.
    const unread = async () =>
      (await gql(`query($id: ID!) { node(id: $id) { ... on FeedSubscription { unreadCount } } }`, {
        id: Buffer.from(`FeedSubscription:${sub.subscriptionId}`).toString("base64"),
      })).node.unreadCount as number;
    await expect.poll(async () => (await unread()) === (await header())).toBe(true);
    expect(await header()).toBeGreaterThan(20);
    // The next page loads as the end comes near (25 per page).
    await page.mouse.wheel(0, 4000);
    await expect.poll(() => page.getByText("Zeta 29", { exact: true }).count(), { timeout: 15_000 }).toBe(1);
  });

  it("shows a new item arriving live while the list is open", async () => {
    await openApp();
    const data = await gql(
      `mutation($input: SubscribeInput!) { subscribe(input: $input) { __typename ... on SubscriptionPayload { subscription { feed { feedId } } } ... on Error { message } } }`,
      { input: { url: `${feedBase}/feed.xml` } },
    );
    expect(data.subscribe.__typename).toBe("SubscriptionPayload");
    const feedId = data.subscribe.subscription.feed.feedId as string;
    await h.t.app.services.fetchQueue.fetchNow(feedId);
    await page.goto(`${h.base}/subscriptions/all?sort=newest`);
    await visible(items().filter({ hasText: "First post" }));
    // The live stream is up (its first event has come): what happens from now on reaches the page.
    await visible(page.locator("html[data-live=on]"));

    // The local feed server publishes; the feed is refreshed server-side; the open page hears of it.
    published.unshift("Breaking news");
    await h.t.app.services.fetchQueue.fetchNow(feedId);
    const button = page.getByTestId("new-arrivals");
    await visible(button);
    expect(await button.textContent()).toBe("1 new article");
    await button.click();
    await visible(items().filter({ hasText: "Breaking news" }));
    await expect.poll(() => button.count()).toBe(0);
  });

  it("remembers the sort and layout chosen on All Subscriptions in its settings key for the next visit; the URL still wins", async () => {
    await openApp();
    const sub = await follow("echo", [{ ageDays: 0.2, title: "Echo one" }, { ageDays: 0.4, title: "Echo two" }]);
    const pick = async (menu: "sort-menu" | "layout-menu", name: string) => {
      await page.getByTestId(menu).click();
      await page.getByRole("menuitemradio", { name, exact: true }).click();
    };
    const shown = async () => ({ layout: await page.getByTestId("content-list").getAttribute("data-layout"), sort: await page.getByTestId("sort-menu").getAttribute("aria-label") });
    const saved = async () => (await gql(`{ viewer { settings { allSubscriptionsContentFeed } } }`)).viewer.settings.allSubscriptionsContentFeed;

    await page.goto(`${h.base}/subscriptions/all`);
    await visible(items());
    expect(await shown()).toEqual({ layout: "compact", sort: "Sort: Popular" });
    await pick("sort-menu", "Oldest");
    await pick("layout-menu", "Magazine");
    await expect.poll(shown).toEqual({ layout: "magazine", sort: "Sort: Oldest" });
    // Spec part 1 section 3: allSubscriptionsContentFeed holds sortBy and layoutView.
    await expect.poll(saved).toEqual({ sortBy: "oldest", layoutView: "magazine" });

    // Another list keeps the user's defaults.
    await page.goto(`${h.base}/subscriptions/${sub.subscriptionId}`);
    await visible(items());
    expect(await shown()).toEqual({ layout: "compact", sort: "Sort: Popular" });
    // Back to All Subscriptions without the choices in the URL, in the app and after a fresh load.
    await nav().getByRole("link", { name: /^Subscriptions/ }).click();
    await page.waitForURL(`${h.base}/subscriptions/all`);
    await expect.poll(shown).toEqual({ layout: "magazine", sort: "Sort: Oldest" });
    await page.goto(`${h.base}/subscriptions/all`);
    await visible(items());
    expect(await shown()).toEqual({ layout: "magazine", sort: "Sort: Oldest" });
    // The URL wins over the saved view.
    await page.goto(`${h.base}/subscriptions/all?sort=newest&layout=list`);
    await visible(items());
    expect(await shown()).toEqual({ layout: "list", sort: "Sort: Newest" });
  });
});
