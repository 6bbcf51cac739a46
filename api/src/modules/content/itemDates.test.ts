import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFeedWithItems } from "../../../../tests/factories.js";
import { CORPUS_DIR } from "../../../../tests/setup/corpus.js";
import { serveLocally } from "../../../../tests/setup/e2eHarness.js";
import { createTestApp, type TestApp } from "../../../../tests/setup/testApp.js";
import { createLogger } from "../../logger.js";
import { createFetcher } from "../../reader/fetch/fetchDocument.js";
import { parseFeed } from "../../reader/parse/parseFeed.js";
import { arrivedSince } from "./viewerUpdates.js";
import { refreshFeed } from "../feeds/feedRefresh.service.js";

// Issue 12: entries with only an updated date (GitHub releases and commits from the corpus) were dated when first
// fetched, so years-old releases showed as new, unread, on top of Newest. Real corpus feeds served by a real HTTP
// server, subscribed to through the API, read back as a client reads them.
const CORPUS_FEEDS = {
  "/gulp-releases.atom": "rss-parser__gulp-atom.atom",
  "/miniflux-commits.atom": "miniflux__parser__testdata__small_atom.xml",
};
const HOUR = 3_600_000;

let t: TestApp;
let server: Awaited<ReturnType<typeof serveLocally>>;
let token: string;
let futureUpdated: string;
let recentPublished: string;

function atom(entries: Array<{ id: string; published?: string; updated?: string }>): string {
  return `<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>Dates</title><id>urn:dates</id><updated>${new Date().toISOString()}</updated>${entries
    .map((e) => `<entry><id>${e.id}</id><title>${e.id}</title>${e.published ? `<published>${e.published}</published>` : ""}${e.updated ? `<updated>${e.updated}</updated>` : ""}<content type="html">&lt;p&gt;${e.id}&lt;/p&gt;</content></entry>`)
    .join("")}</feed>`;
}

beforeAll(async () => {
  futureUpdated = new Date(Date.now() + 3 * 24 * HOUR).toISOString();
  recentPublished = new Date(Date.now() - HOUR).toISOString();
  server = await serveLocally((req, res) => {
    const pathname = new URL(req.url ?? "/", "http://x").pathname;
    const file = CORPUS_FEEDS[pathname as keyof typeof CORPUS_FEEDS];
    if (file) return void res.writeHead(200, { "content-type": "application/atom+xml" }).end(readFileSync(path.join(CORPUS_DIR, "feeds", file)));
    if (pathname === "/dates.atom") {
      return void res.writeHead(200, { "content-type": "application/atom+xml" }).end(atom([
        { id: "post-dated", updated: futureUpdated },
        { id: "published-and-updated", published: recentPublished, updated: new Date(Date.now() - 60_000).toISOString() },
        { id: "undated" },
      ]));
    }
    res.writeHead(404).end();
  });
  t = await createTestApp({ FETCH_ALLOW_PRIVATE_HOSTS: "127.0.0.1", TIER_LIMITS: JSON.stringify({ guest: { maxNewFeedsPerWeek: null } }) });
  token = (await t.rest("POST", "/users", { body: { isGuest: true } })).body.token;
});
afterAll(async () => {
  await t?.close();
  await server?.close();
});

async function subscribeByUrl(url: string): Promise<{ subscriptionId: string; feedId: string }> {
  const res = await t.rest("POST", "/subscriptions", { token, body: { url } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const sub = Object.values(res.body.subscriptions as Record<string, { id: string; feedId: string }>)[0]!;
  return { subscriptionId: sub.id, feedId: sub.feedId };
}

async function list(query: string): Promise<Array<{ id: string; title: string; publishedAt: string | null; sortAt: string; isRead: boolean }>> {
  const res = await t.rest("GET", `/content?${query}&limit=100`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.contentItems;
}

describe("items dated only by <updated>", () => {
  it.each(Object.entries(CORPUS_FEEDS))("%s: each entry is dated by its updated date, arrives read and sorts by it", async (urlPath, file) => {
    const expected = parseFeed({ body: readFileSync(path.join(CORPUS_DIR, "feeds", file)) }).items;
    expect(expected.length).toBeGreaterThan(2);
    expect(expected.every((i) => i.published === null && i.updated !== null)).toBe(true);
    const { subscriptionId } = await subscribeByUrl(`${server.base}${urlPath}`);

    // Every entry is older than the 30-day keep-unread window: nothing is unread.
    expect(await list(`subscriptionId=${subscriptionId}`)).toEqual([]);
    const counts = await t.rest("GET", "/subscriptions", { token });
    expect(counts.body.subscriptions[subscriptionId].unreadCount).toBe(0);

    const items = await list(`subscriptionId=${subscriptionId}&showRead=true&sortBy=newest`);
    const byTitle = new Map(expected.map((i) => [i.title?.trim(), i.updated]));
    expect(items).toHaveLength(expected.length);
    for (const item of items) {
      expect(item.sortAt).toBe(byTitle.get(item.title.trim()));
      expect(item.publishedAt).toBeNull();
      expect(item.isRead).toBe(true);
    }
    const newestFirst = [...expected].sort((a, b) => b.updated!.localeCompare(a.updated!)).map((i) => i.updated);
    expect(items.map((i) => i.sortAt)).toEqual(newestFirst);
  });

  it("leaves them below today's news in Newest across all subscriptions", async () => {
    const fresh = await createFeedWithItems(t.db, "fresh", [{ ageDays: 0.5, title: "Today's news" }]);
    expect((await t.rest("POST", "/subscriptions", { token, body: { feedId: fresh.feedId } })).status).toBe(200);
    const all = await list("showRead=true&sortBy=newest");
    expect(all[0]?.title).toBe("Today's news");
    expect(all.filter((i) => !i.isRead).map((i) => i.title)).toEqual(["Today's news"]);
  });
});

describe("an item's date", () => {
  it("is published, else updated, else first seen, and never in the future", async () => {
    const before = Date.now();
    const { subscriptionId } = await subscribeByUrl(`${server.base}/dates.atom`);
    const after = Date.now();
    const items = new Map((await list(`subscriptionId=${subscriptionId}&showRead=true`)).map((i) => [i.title, i]));
    expect(items.get("published-and-updated")).toMatchObject({ publishedAt: recentPublished, sortAt: recentPublished, isRead: false });
    for (const title of ["post-dated", "undated"]) {
      const at = Date.parse(items.get(title)!.sortAt);
      // Clamped to when the refresh saw it: inside this request, never three days ahead.
      expect(at, title).toBeGreaterThanOrEqual(before - 1000);
      expect(at, title).toBeLessThanOrEqual(after);
      expect(items.get(title)!.isRead, title).toBe(false);
    }
  });
});

describe("live arrivals", () => {
  it("announce only items that can be unread: a feed's years-old entries arrive read and are no news", async () => {
    const fetcher = createFetcher({ userAgent: "RivuletTest/1", timeoutMs: 3000, maxBytes: 1_000_000, allowPrivateHosts: ["127.0.0.1"] });
    const since = new Date(Date.now() - 1000);
    try {
      const announced: string[][] = [];
      const deps = { db: t.db, fetcher, log: createLogger({ logLevel: "silent" }, "test"), onNewItems: (_feedId: string, ids: string[]) => void announced.push(ids) };
      const releases = await t.db.feed.create({ data: { url: `${server.base}/gulp-releases.atom?again` } });
      expect(await refreshFeed(deps, releases.id)).toMatchObject({ result: "success", itemsNew: parseFeed({ body: readFileSync(path.join(CORPUS_DIR, "feeds", CORPUS_FEEDS["/gulp-releases.atom"])) }).items.length });
      expect(announced).toEqual([]);
      const dated = await t.db.feed.create({ data: { url: `${server.base}/dates.atom?again` } });
      expect(await refreshFeed(deps, dated.id)).toMatchObject({ result: "success", itemsNew: 3 });
      expect(announced.flat()).toHaveLength(3);
      // The catch-up a reconnecting client gets says the same.
      expect(new Set(await arrivedSince(t.db, new Set([releases.id, dated.id]), since))).toEqual(new Set(announced.flat()));
    } finally {
      await fetcher.close();
    }
  });
});
