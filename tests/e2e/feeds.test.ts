import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveLocally, startE2e, visible, type E2eHarness } from "../setup/e2eHarness.js";

// Feed discovery, the feed page, OPML import/export and bundles through the real UI: built web app, real API
// and PostgreSQL, Chromium, and feeds served by a real HTTP server on 127.0.0.1.
let h: E2eHarness;
let page: Page;
let feeds: Awaited<ReturnType<typeof serveLocally>>;
let feedBase: string;

/** Set E2E_SCREENSHOTS=<folder> to keep a PNG of every screen at desktop and phone widths. */
const SHOTS = process.env.E2E_SCREENSHOTS;
async function shot(name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

const DAY = 86_400_000;
const titleOf = (name: string) => `${name.charAt(0).toUpperCase()}${name.slice(1)} feed`;
function rss(name: string) {
  const items = [1, 3, 8]
    .map((d, i) => `<item><guid>${name}-${i}</guid><title>${name} item ${i}</title><link>${feedBase}/${name}/${i}</link><pubDate>${new Date(Date.now() - d * DAY).toUTCString()}</pubDate></item>`)
    .join("");
  return `<rss version="2.0"><channel><title>${titleOf(name)}</title><link>${feedBase}/${name}</link><description>All about ${name}.</description>${items}</channel></rss>`;
}

beforeAll(async () => {
  feeds = await serveLocally((req, res) => {
    const p = new URL(req.url ?? "/", "http://x").pathname;
    const m = /^\/feed-([a-z0-9]+)\.xml$/.exec(p);
    if (m) return void res.writeHead(200, { "content-type": "application/rss+xml" }).end(rss(m[1]!));
    // A page that links its feed (spec: subscribe by a page URL; discovery reads <link rel=alternate>).
    if (p === "/blog") {
      return void res
        .writeHead(200, { "content-type": "text/html" })
        .end(`<html><head><title>My blog</title><link rel="alternate" type="application/rss+xml" href="/feed-blog.xml"></head><body>Hello</body></html>`);
    }
    if (p === "/plain") return void res.writeHead(200, { "content-type": "text/html" }).end("<html><head><title>Plain</title></head><body>No feed here</body></html>");
    res.writeHead(404).end();
  });
  feedBase = feeds.base;
  h = await startE2e(undefined, {
    FETCH_ALLOW_PRIVATE_HOSTS: "127.0.0.1",
    // The import adds a dozen new feeds; the guest tier's weekly allowance is smaller than that.
    // A registered (unverified) account may follow one feed, to see the tier-limit message.
    TIER_LIMITS: JSON.stringify({ guest: { maxNewFeedsPerWeek: 100, maxSubscriptions: 100, maxSubscriptionTags: 20 }, freeUnverified: { maxSubscriptions: 1 } }),
  });
  page = h.page;
});

afterAll(async () => {
  await h?.close();
  await feeds?.close();
});

/** What the server holds for the signed-in guest: subscribed feed URLs and folder names. */
async function readingList() {
  const res = await h.t.gql(
    `{ viewer { folders { name subscriptions { feed { url } } } subscriptions(first: 100) { edges { node { feed { url } } } } } }`,
    {},
    await h.token(),
  );
  const v = res.data.viewer;
  return {
    urls: v.subscriptions.edges.map((e: any) => e.node.feed.url as string).sort(),
    folders: Object.fromEntries(v.folders.map((f: any) => [f.name, f.subscriptions.map((s: any) => s.feed.url).sort()])) as Record<string, string[]>,
  };
}

const searchBox = () => page.getByRole("searchbox");

const opmlFile = () => `<?xml version="1.0" encoding="UTF-8"?>
<opml version="1.0">
  <head><title>My old reader</title></head>
  <body>
    <outline text="Top" type="rss" xmlUrl="${feedBase}/feed-top.xml"/>
    <outline text="News">
      ${[1, 2, 3, 4, 5, 6].map((n) => `<outline text="News ${n}" type="rss" xmlUrl="${feedBase}/feed-news${n}.xml"/>`).join("\n      ")}
    </outline>
    <outline text="Tech">
      <outline text="Web">
        <outline text="Web 1" type="rss" xmlUrl="${feedBase}/feed-web1.xml"/>
        <outline text="Web 2" type="rss" xmlUrl="${feedBase}/feed-web2.xml"/>
      </outline>
      <outline text="Tech 1" type="rss" xmlUrl="${feedBase}/feed-tech1.xml"/>
      <outline text="Broken" type="rss" xmlUrl="ftp://example.com/feed.xml"/>
    </outline>
    <outline text="Blog" type="rss" xmlUrl="${feedBase}/feed-blog.xml"/>
  </body>
</opml>`;

describe("feeds in the browser", () => {
  it("searches (debounced, kept in the URL) and subscribes by a page URL", async () => {
    await page.goto(`${h.base}/feeds`);
    await visible(page.getByRole("heading", { name: "Feeds", level: 1 }));
    expect(await page.getByRole("tab", { name: "Websites & RSS" }).getAttribute("aria-selected")).toBe("true");
    // A fresh site has no top feeds yet: the inviting empty state.
    await visible(page.getByText("Find something worth reading"));
    await shot("feeds-empty-desktop");

    // Typing searches after 500 ms without Enter and keeps the text in ?search=.
    await searchBox().fill("zzqqxx");
    await page.waitForURL((u) => u.searchParams.get("search") === "zzqqxx", { timeout: 5_000 });
    await visible(page.getByRole("status").filter({ hasText: "No results found" }));

    // A page without a feed: the spec's message, with "Create Feed from Website" opening the website feed editor on it.
    await searchBox().fill(`${feedBase}/plain`);
    await searchBox().press("Enter");
    await visible(page.getByText("No feed results found for this URL. If this site does not have a feed, create one here:").first(), 20_000);
    expect(await page.getByRole("link", { name: "Create Feed from Website" }).getAttribute("href")).toBe(`/library?webfeedUrl=${encodeURIComponent(`${feedBase}/plain`)}#websites`);
    await shot("feeds-no-feed-for-url-desktop");

    await searchBox().fill(`${feedBase}/blog`);
    await searchBox().press("Enter");
    const card = page.getByRole("article", { name: "Blog feed" });
    await visible(card, 20_000);
    await visible(card.getByText("0 subscribers"));
    await shot("feeds-results-desktop");
    await card.getByRole("button", { name: "Subscribe to Blog feed" }).click();
    await visible(card.getByRole("link", { name: /Subscribed to Blog feed/ }));
    await visible(card.getByText("1 subscriber"));
    expect((await readingList()).urls).toEqual([`${feedBase}/feed-blog.xml`]);

    // The URL restores the search after a reload, and the state comes from the server.
    await page.reload();
    expect(await searchBox().inputValue()).toBe(`${feedBase}/blog`);
    await visible(page.getByRole("article", { name: "Blog feed" }).getByRole("link", { name: /Subscribed to Blog feed/ }), 20_000);

    // Text searches known feeds; an empty box lists the top feeds.
    await searchBox().fill("blog");
    await page.waitForURL((u) => u.searchParams.get("search") === "blog");
    await visible(page.getByRole("article", { name: "Blog feed" }));
    await searchBox().fill("");
    await page.waitForURL((u) => !u.searchParams.has("search"));
    await visible(page.getByRole("heading", { name: "Popular feeds" }));
    await visible(page.getByRole("article", { name: "Blog feed" }));

    // The Reddit tab keeps the search in the URL and says what it accepts.
    await page.getByRole("tab", { name: "Reddit" }).click();
    await page.waitForURL((u) => u.hash === "#reddit");
    await visible(page.getByText("Type r/name for a subreddit"));
    // No Reddit feeds are known here: the Reddit tab's inviting empty state.
    await visible(page.getByText("Follow subreddits and people"));
    await shot("feeds-reddit-desktop");
  });

  it("pages results with Load more and moves focus to the first new card", async () => {
    await h.t.db.feed.createMany({ data: Array.from({ length: 30 }, (_, i) => ({ url: `${feedBase}/feed-paged${i}.xml`, title: `Paged feed ${i}` })) });
    await page.goto(`${h.base}/feeds?search=paged`);
    const cards = page.getByRole("article").filter({ hasText: "Paged feed" });
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(25);
    await page.getByRole("button", { name: "Load more" }).click();
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(30);
    expect(await page.getByRole("button", { name: "Load more" }).count()).toBe(0);
    const focused = await page.evaluate(() => document.activeElement?.closest("article")?.getAttribute("aria-label"));
    expect(focused).toBe(await cards.nth(25).getAttribute("aria-label"));
  });

  it("shows the feed page with its General and Fetch Log tabs, and Feed not found", async () => {
    await page.goto(`${h.base}/feeds?search=blog`);
    await page.getByRole("article", { name: "Blog feed" }).getByRole("link", { name: "Blog feed", exact: true }).click();
    await page.waitForURL(/\/feeds\/[0-9a-f-]{36}$/);
    await visible(page.getByRole("heading", { name: "Blog feed", level: 1 }));
    expect(await page.title()).toBe("Rivulet - Blog feed");
    await visible(page.getByText("Active"));
    await visible(page.getByText("All about blog."));
    await visible(page.getByRole("link", { name: /Subscribed to Blog feed/ }));
    // The feed's latest items, newest first, read or not; one opens as its page.
    const latest = page.getByRole("region", { name: "Latest articles" }).getByTestId("content-item");
    await expect.poll(() => latest.allTextContents().then((t) => t.map((x) => /blog item \d/.exec(x)?.[0]))).toEqual(["blog item 0", "blog item 1", "blog item 2"]);
    await shot("feed-detail-general-desktop");
    const feedPage = page.url();
    await latest.filter({ hasText: "blog item 1" }).getByTestId("content-item-title").click();
    await page.waitForURL(/\/content\/[0-9a-f-]{36}$/);
    await visible(page.getByRole("heading", { name: "blog item 1", level: 1 }));
    await page.goto(feedPage);
    await visible(page.getByRole("heading", { name: "Blog feed", level: 1 }));

    await page.getByRole("tab", { name: "Fetch Log" }).click();
    await page.waitForURL((u) => u.hash === "#fetchLog");
    const table = page.getByRole("table");
    await visible(table);
    await visible(table.getByText("success"));
    await visible(page.getByText("Consecutive errors"));
    // The schedule in words, derived from job.cron (spec part 1 section 9), with the cron itself in its help line.
    await visible(page.getByText(/^(Every (\d+ minutes|hour|\d+ hours)|Daily at \d\d:\d\d)$/));
    await visible(page.getByText(/cron\s(\*\/\d+\s\*\s\*\s\*\s\*|0\s(\*\/\d+|\*|0)\s\*\s\*\s\*)$/));
    await shot("feed-detail-fetchlog-desktop");
    // The hash opens the tab directly.
    await page.reload();
    await visible(page.getByRole("table"));

    await page.goto(`${h.base}/feeds/00000000-0000-4000-8000-000000000000`);
    await visible(page.getByRole("heading", { name: "Feed not found" }));
    await page.goto(`${h.base}/feeds/not-a-feed`);
    await visible(page.getByRole("heading", { name: "Feed not found" }));
  });

  it("imports an OPML file with nested folders in batches of 10, with progress and Import complete", async () => {
    // Hold each subscribeBatch request until the test lets it through, to watch the import progress.
    const held: Array<() => void> = [];
    await page.route("**/graphql", async (route) => {
      if (route.request().postData()?.includes("OpmlImportSubscribeBatchMutation")) await new Promise<void>((r) => held.push(r));
      await route.continue();
    });

    await page.goto(`${h.base}/feeds#import`);
    expect(await page.getByRole("tab", { name: "Import OPML" }).getAttribute("aria-selected")).toBe("true");
    await visible(page.getByText("No file selected"));
    await page.locator('input[type="file"]').setInputFiles({ name: "empty.opml", mimeType: "text/xml", buffer: Buffer.from("<html><body>not opml</body></html>") });
    await visible(page.getByRole("alert").filter({ hasText: "Failed to parse OPML" }));

    await page.locator('input[type="file"]').setInputFiles({ name: "reader.opml", mimeType: "text/x-opml", buffer: Buffer.from(opmlFile()) });
    await visible(page.getByText("12 feeds in 3 folders"));
    await visible(page.getByText("reader.opml"));
    for (const label of ["Top", "News", "News 6", "Tech", "Web", "Web 2", "Broken", "Blog"]) await visible(page.getByText(label, { exact: true }));
    expect(await page.getByText("Pending", { exact: true }).count()).toBe(12);
    await shot("feeds-import-parsed-desktop");

    const importButton = page.getByRole("button", { name: "Import", exact: true });
    expect(await importButton.isEnabled()).toBe(true);
    await importButton.click();

    // First batch (10 feeds) in flight: those rows are importing, the rest pending, progress at 0.
    await expect.poll(() => held.length, { timeout: 15_000 }).toBe(1);
    await visible(page.getByText("0 of 12"));
    expect(await page.getByText("Importing", { exact: true }).count()).toBe(10);
    await shot("feeds-import-progress-desktop");
    held.shift()!();
    await expect.poll(() => held.length, { timeout: 15_000 }).toBe(1);
    await visible(page.getByText("10 of 12"));
    await visible(page.getByLabel("6 succeeded"));
    held.shift()!();

    await visible(page.getByRole("status").filter({ hasText: "Import complete" }));
    await visible(page.getByText("12 of 12"));
    await visible(page.getByText("10 subscribed, 1 already subscribed, 1 failed."));
    await visible(page.getByText("Only http and https feeds are supported"));
    await visible(page.getByText("Already subscribed", { exact: true }));
    // Folder rows count their feeds: Tech holds Web 1, Web 2, Tech 1 (ok) and Broken (failed).
    await visible(page.getByLabel("3 succeeded"));
    await visible(page.getByLabel("1 failed"));
    expect(await importButton.isEnabled()).toBe(false);
    await shot("feeds-import-complete-desktop");
    await page.unroute("**/graphql");

    const list = await readingList();
    expect(list.urls).toHaveLength(11);
    expect(Object.keys(list.folders).sort()).toEqual(["News", "Tech", "Tech / Web"]);
    expect(list.folders["News"]).toHaveLength(6);
    expect(list.folders["Tech / Web"]).toEqual([`${feedBase}/feed-web1.xml`, `${feedBase}/feed-web2.xml`]);
    expect(list.folders["Tech"]).toEqual([`${feedBase}/feed-tech1.xml`]);
  });

  it("exports everything and one folder, and re-importing the export duplicates nothing", async () => {
    await page.goto(`${h.base}/settings#importExport`);
    await visible(page.getByRole("heading", { name: "Export OPML" }));
    await shot("settings-import-export-desktop");

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export all subscriptions" }).click()]);
    expect(download.suggestedFilename()).toMatch(/-opml-export\.opml$/);
    const exported = readFileSync((await download.path())!, "utf8");
    for (const name of ["top", "news1", "news6", "web1", "tech1", "blog"]) expect(exported).toContain(`${feedBase}/feed-${name}.xml`);

    await page.getByLabel("Folder", { exact: true }).selectOption({ label: "News" });
    const [folderDownload] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export folder" }).click()]);
    expect(folderDownload.suggestedFilename()).toMatch(/news-opml-export\.opml$/);
    const folderText = readFileSync((await folderDownload.path())!, "utf8");
    expect(folderText).toContain(`${feedBase}/feed-news3.xml`);
    expect(folderText).not.toContain(`${feedBase}/feed-web1.xml`);

    await page.locator('input[type="file"]').setInputFiles({ name: download.suggestedFilename(), mimeType: "text/x-opml", buffer: Buffer.from(exported) });
    await visible(page.getByText("11 feeds in 3 folders"));
    await page.getByRole("button", { name: "Import", exact: true }).click();
    await visible(page.getByRole("status").filter({ hasText: "Import complete" }));
    await visible(page.getByText("0 subscribed, 11 already subscribed, 0 failed."));

    const list = await readingList();
    expect(list.urls).toHaveLength(11);
    expect(Object.keys(list.folders).sort()).toEqual(["News", "Tech", "Tech / Web"]);
    expect(list.folders["News"]).toHaveLength(6);
  });

  it("subscribes to every feed of a bundle into a chosen folder", async () => {
    const one = await h.t.db.feed.create({ data: { url: `${feedBase}/feed-bundleone.xml`, title: "Bundle one", description: "The first of two." } });
    const two = await h.t.db.feed.create({ data: { url: `${feedBase}/feed-bundletwo.xml`, title: "Bundle two" } });
    const tag = await h.t.db.feedTag.create({
      data: { name: "Starter pack", description: "Two feeds to start with.", feeds: { create: [{ feedId: one.id, position: 0 }, { feedId: two.id, position: 1 }] } },
    });
    await page.goto(`${h.base}/feeds/tags/${tag.id}`);
    await visible(page.getByRole("heading", { name: "Starter pack", level: 1 }));
    await visible(page.getByRole("article", { name: "Bundle two" }));
    await shot("bundle-desktop");
    await page.getByLabel("Subscribe into").selectOption({ label: "News" });
    await page.getByRole("button", { name: "Subscribe to all" }).click();
    await visible(page.getByText("Subscribed to all feeds in Starter pack bundle."));
    await visible(page.getByRole("article", { name: "Bundle one" }).getByRole("link", { name: /Subscribed to Bundle one/ }));
    await visible(page.getByRole("article", { name: "Bundle two" }).getByRole("link", { name: /Subscribed to Bundle two/ }));
    expect((await readingList()).folders["News"]).toContain(`${feedBase}/feed-bundletwo.xml`);

    await page.goto(`${h.base}/feeds/tags/00000000-0000-4000-8000-000000000000`);
    await visible(page.getByRole("heading", { name: "Bundle not found" }));
  });

  it("a tier limit rolls the Subscribe back and offers 'Upgrade your account'", async () => {
    const stamp = Date.now();
    const email = `limit.${stamp}@example.com`;
    await h.t.rest("POST", "/users", { body: { username: `limit_${stamp}`, email, password: "secret pw" } });
    const login = await h.t.rest("POST", "/users/login", { body: { email, password: "secret pw" } });
    expect((await h.t.rest("POST", "/subscriptions", { token: login.body.token, body: { url: `${feedBase}/feed-top.xml` } })).status).toBe(200);
    const context = await h.context.browser()!.newContext({ viewport: { width: 1280, height: 900 } });
    const cookie = { user: login.body.user, token: login.body.token, settings: login.body.settings };
    await context.addCookies([{ name: "user", value: encodeURIComponent(JSON.stringify(cookie)), url: h.base }]);
    const other = await context.newPage();
    try {
      await other.goto(`${h.base}/feeds?search=news1`);
      const card = other.getByRole("article", { name: "News1 feed" });
      await expect.poll(() => card.isVisible(), { timeout: 15_000 }).toBe(true);
      await card.getByRole("button", { name: "Subscribe to News1 feed" }).click();
      const limitMessage = other.getByText("You have reached the maximum number of subscriptions for this account tier");
      await expect.poll(() => limitMessage.first().isVisible(), { timeout: 15_000 }).toBe(true);
      // Rolled back: the button offers Subscribe again, and nothing was created.
      await visible(card.getByRole("button", { name: "Subscribe to News1 feed" }));
      expect(await card.getByText("1 subscriber").count()).toBe(1);
      if (SHOTS) await other.screenshot({ path: path.join(SHOTS, "feeds-tier-limit-desktop.png") });
      await other.getByRole("link", { name: "Upgrade your account" }).click();
      await other.waitForURL(`${h.base}/settings#billing`);
    } finally {
      await context.close();
    }
  });

  it("lays the screens out at phone width", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${h.base}/feeds?search=blog`);
    await visible(page.getByRole("article", { name: "Blog feed" }));
    await shot("feeds-results-phone");
    await page.goto(`${h.base}/feeds#reddit`);
    await visible(page.getByText("Type r/name for a subreddit"));
    await shot("feeds-reddit-phone");
    await page.goto(`${h.base}/feeds#import`);
    await page.locator('input[type="file"]').setInputFiles({ name: "reader.opml", mimeType: "text/x-opml", buffer: Buffer.from(opmlFile()) });
    await visible(page.getByText("12 feeds in 3 folders"));
    await shot("feeds-import-phone");
    await page.goto(`${h.base}/feeds?search=blog`);
    await page.getByRole("article", { name: "Blog feed" }).getByRole("link", { name: "Blog feed", exact: true }).click();
    await visible(page.getByRole("heading", { name: "Blog feed", level: 1 }));
    await shot("feed-detail-general-phone");
    await page.getByRole("tab", { name: "Fetch Log" }).click();
    await visible(page.getByRole("table"));
    await shot("feed-detail-fetchlog-phone");
    await page.goto(`${h.base}/settings#importExport`);
    await visible(page.getByRole("heading", { name: "Export OPML" }));
    await shot("settings-import-export-phone");
    const tag = await h.t.db.feedTag.findFirstOrThrow({ where: { name: "Starter pack" } });
    await page.goto(`${h.base}/feeds/tags/${tag.id}`);
    await visible(page.getByRole("article", { name: "Bundle two" }));
    await shot("bundle-phone");
    await page.setViewportSize({ width: 1280, height: 900 });
  });
});
