import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../../tests/setup/testDb.js";
import { createLogger } from "../../logger.js";
import { createFetcher, type Fetcher } from "../../reader/fetch/fetchDocument.js";
import { SANITIZER_VERSION } from "../../reader/sanitize/sanitizeFeedHtml.js";
import { refreshFeed, type RefreshDeps } from "./feedRefresh.service.js";
import { claimDueFeeds, refreshBatch } from "./feedSweep.service.js";

// Real PostgreSQL, a real HTTP server on 127.0.0.1 whose feed changes between fetches.
let database: TestDatabase;
let server: Server;
let base: string;
let fetcher: Fetcher;
let deps: RefreshDeps;
let items: Array<{ guid: string; title: string; date: string; comments?: number }> = [];
let version = 1;
let status = 200;
let inFlight = 0;
let maxInFlight = 0;

function rss() {
  return `<?xml version="1.0"?><rss version="2.0" xmlns:slash="http://purl.org/rss/1.0/modules/slash/"><channel><title>Test Feed</title><link>https://site.example/</link>${items
    .map((i) => `<item><guid>${i.guid}</guid><title>${i.title}</title><link>https://site.example/${i.guid}</link><pubDate>${i.date}</pubDate><description>&lt;p&gt;${i.title}&lt;/p&gt;</description>${i.comments !== undefined ? `<comments>https://site.example/${i.guid}#comments</comments><slash:comments>${i.comments}</slash:comments>` : ""}</item>`)
    .join("")}</channel></rss>`;
}

beforeAll(async () => {
  database = await createTestDatabase();
  server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    if (path === "/moved") return void res.writeHead(301, { location: "/feed.xml" }).end();
    if (path === "/page") return void res.writeHead(200, { "content-type": "text/html" }).end("<html><body>not a feed</body></html>");
    if (path === "/gone") return void res.writeHead(410).end();
    if (path.startsWith("/slow")) {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      setTimeout(() => {
        inFlight -= 1;
        res.writeHead(200, { "content-type": "application/rss+xml" }).end(rss());
      }, 150);
      return;
    }
    if (status !== 200) return void res.writeHead(status).end();
    if (req.headers["if-none-match"] === `"v${version}"`) return void res.writeHead(304).end();
    res.writeHead(200, { "content-type": "application/rss+xml", etag: `"v${version}"` }).end(rss());
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fetcher = createFetcher({ userAgent: "RivuletTest/1", timeoutMs: 3000, maxBytes: 1_000_000, allowPrivateHosts: ["127.0.0.1"] });
  deps = { db: database.db, fetcher, log: createLogger({ logLevel: "silent" }, "test") };
});
afterAll(async () => {
  await fetcher?.close();
  server?.closeAllConnections();
  await new Promise((r) => server?.close(r));
  await database?.drop();
});
beforeEach(() => {
  const now = Date.now();
  items = [0, 1, 2].map((i) => ({ guid: `item-${i}`, title: `Item ${i}`, date: new Date(now - i * 3_600_000).toUTCString() }));
  version = 1;
  status = 200;
});

async function newFeed(path = "/feed.xml", url = `${base}${path}?${Math.random()}`) {
  return database.db.feed.create({ data: { url } });
}

describe("refreshFeed", () => {
  it("stores items, validators, status, job log and schedules the next run", async () => {
    const feed = await newFeed();
    const outcome = await refreshFeed(deps, feed.id);
    expect(outcome).toMatchObject({ result: "success", itemsNew: 3, itemsUpdated: 0 });
    const after = await database.db.feed.findUniqueOrThrow({ where: { id: feed.id } });
    expect(after).toMatchObject({ title: "Test Feed", link: "https://site.example/", etag: '"v1"', status: "healthy", lastRunResult: "success", totalContentItems: 3 });
    expect(after.nextRunAt.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    expect(await database.db.contentItem.count({ where: { feedId: feed.id } })).toBe(3);
    const log = await database.db.feedJobRun.findMany({ where: { feedId: feed.id } });
    expect(log).toMatchObject([{ result: "success", itemsNew: 3, errorCode: null }]);
  });

  it("costs nothing on 304, updates edited items in place and adds only new ones", async () => {
    const feed = await newFeed();
    await refreshFeed(deps, feed.id);
    expect(await refreshFeed(deps, feed.id)).toMatchObject({ result: "not-modified", itemsNew: 0 });
    version = 2;
    items[0]!.title = "Item 0 (edited)";
    items.unshift({ guid: "item-new", title: "Brand new", date: new Date().toUTCString() });
    expect(await refreshFeed(deps, feed.id)).toMatchObject({ result: "success", itemsNew: 1, itemsUpdated: 1 });
    const stored = await database.db.contentItem.findMany({ where: { feedId: feed.id }, orderBy: { guid: "asc" } });
    expect(stored.map((s) => s.guid)).toEqual(["item-0", "item-1", "item-2", "item-new"]);
    expect(stored[0]?.title).toBe("Item 0 (edited)");
    // Refreshing the same content again changes nothing and never duplicates.
    version = 3;
    expect(await refreshFeed(deps, feed.id)).toMatchObject({ itemsNew: 0, itemsUpdated: 0 });
    expect(await database.db.contentItem.count({ where: { feedId: feed.id } })).toBe(4);
  });

  it("skips entries whose raw hash is stored: neither mapped nor compared nor written", async () => {
    const feed = await newFeed();
    await refreshFeed(deps, feed.id);
    const stored = await database.db.contentItem.findMany({ where: { feedId: feed.id }, orderBy: { guid: "asc" } });
    expect(stored.every((s) => s.rawHash && s.htmlVersion === SANITIZER_VERSION)).toBe(true);
    // Were item-1 mapped and compared again, its (tampered) content hash would not match and it would be rewritten.
    await database.db.contentItem.update({ where: { id: stored[1]!.id }, data: { contentHash: "tampered" } });
    version = 2;
    items.unshift({ guid: "item-new", title: "Brand new", date: new Date().toUTCString() });
    expect(await refreshFeed(deps, feed.id)).toMatchObject({ result: "success", itemsNew: 1, itemsUpdated: 0 });
    const after = await database.db.contentItem.findUniqueOrThrow({ where: { id: stored[1]!.id } });
    expect(after).toMatchObject({ contentHash: "tampered", lastChangedAt: stored[1]!.lastChangedAt });
  });

  it("maps an entry again when its raw hash differs (rows from before raw hashes, another sanitiser version)", async () => {
    const feed = await newFeed();
    await refreshFeed(deps, feed.id);
    const before = await database.db.contentItem.findMany({ where: { feedId: feed.id }, orderBy: { guid: "asc" } });
    // Rows stored by an older version: no raw hash, an older sanitiser's body for item-0.
    await database.db.contentItem.updateMany({ where: { feedId: feed.id }, data: { rawHash: null, htmlVersion: 0 } });
    await database.db.contentItem.update({ where: { id: before[0]!.id }, data: { description: `<p style="color:red">Item 0</p>`, contentHash: "old" } });
    version = 2;
    expect(await refreshFeed(deps, feed.id)).toMatchObject({ result: "success", itemsNew: 0, itemsUpdated: 1 });
    const after = await database.db.contentItem.findMany({ where: { feedId: feed.id }, orderBy: { guid: "asc" } });
    expect(after.map((a) => [a.description, a.htmlVersion, a.rawHash])).toEqual(before.map((b) => [b.description, SANITIZER_VERSION, b.rawHash]));
    // The unchanged ones only got their raw hash: not counted as edits, their lastChangedAt kept.
    expect(after.slice(1).map((a) => a.lastChangedAt)).toEqual(before.slice(1).map((b) => b.lastChangedAt));
    expect(after[0]!.lastChangedAt.getTime()).toBeGreaterThan(before[0]!.lastChangedAt.getTime());
  });

  it("stores an entry whose date is beyond year 9999 (clamped), not failing the feed", async () => {
    const feed = await newFeed();
    items[0]!.date = "+020000-01-01T00:00:00Z";
    expect(await refreshFeed(deps, feed.id)).toMatchObject({ result: "success", itemsNew: 3 });
    const item = await database.db.contentItem.findFirstOrThrow({ where: { feedId: feed.id, guid: "item-0" } });
    expect(item.publishedAt?.getUTCFullYear()).toBe(9999);
    expect(item.sortAt.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it("never duplicates an item when the same feed is refreshed twice at once, and keeps the day counters exact", async () => {
    const feed = await newFeed();
    const outcomes = await Promise.all([refreshFeed(deps, feed.id), refreshFeed(deps, feed.id)]);
    expect(outcomes.reduce((n, o) => n + o.itemsNew, 0)).toBe(3);
    expect(await database.db.contentItem.count({ where: { feedId: feed.id } })).toBe(3);
    const days = await database.db.feedItemDay.aggregate({ where: { feedId: feed.id }, _sum: { items: true } });
    expect(days._sum.items).toBe(3);
    expect((await database.db.feed.findUniqueOrThrow({ where: { id: feed.id } })).totalContentItems).toBe(3);
    expect(await database.db.feedJobRun.count({ where: { feedId: feed.id } })).toBe(2);
  });

  it("stores the comment counts a feed reports and keeps engagementScore = views + comments as they change", async () => {
    const feed = await newFeed();
    items[0]!.comments = 5;
    await refreshFeed(deps, feed.id);
    const item = () => database.db.contentItem.findFirstOrThrow({ where: { feedId: feed.id, guid: "item-0" } });
    expect(await item()).toMatchObject({ commentCount: 5, engagementScore: 5, popularity: 5 });
    expect(await database.db.contentItem.findFirstOrThrow({ where: { feedId: feed.id, guid: "item-1" } })).toMatchObject({ commentCount: null, engagementScore: 0 });
    // A reader's view adds one (what POST /analytics does); the next refresh adds only the comments' change.
    await database.db.contentItem.update({ where: { id: (await item()).id }, data: { engagementScore: { increment: 1 } } });
    version = 2;
    items[0]!.comments = 9;
    expect(await refreshFeed(deps, feed.id)).toMatchObject({ itemsNew: 0, itemsUpdated: 1 });
    expect(await item()).toMatchObject({ commentCount: 9, engagementScore: 10 });
    // The feed stops reporting the count: the comments leave engagement, the view stays.
    version = 3;
    delete items[0]!.comments;
    await refreshFeed(deps, feed.id);
    expect(await item()).toMatchObject({ commentCount: null, engagementScore: 1 });
  });

  it("backs off on errors, turns to error after 3 failures, and a 410 deletes the feed", async () => {
    const feed = await newFeed();
    status = 500;
    const gaps: number[] = [];
    for (let i = 0; i < 3; i++) {
      expect(await refreshFeed(deps, feed.id)).toMatchObject({ result: "error", errorCode: "FETCH_HTTP_ERROR" });
      const f = await database.db.feed.findUniqueOrThrow({ where: { id: feed.id } });
      gaps.push(f.nextRunAt.getTime() - Date.now());
    }
    expect(gaps[1]!).toBeGreaterThan(gaps[0]!);
    expect((await database.db.feed.findUniqueOrThrow({ where: { id: feed.id } })).status).toBe("error");
    status = 200;
    await refreshFeed(deps, feed.id);
    expect(await database.db.feed.findUniqueOrThrow({ where: { id: feed.id } })).toMatchObject({ status: "healthy", consecutiveErrorCount: 0 });

    const gone = await newFeed("/gone", `${base}/gone`);
    expect(await refreshFeed(deps, gone.id)).toMatchObject({ errorCode: "FETCH_GONE" });
    expect((await database.db.feed.findUniqueOrThrow({ where: { id: gone.id } })).status).toBe("deleted");
    expect((await refreshFeed(deps, gone.id)).result).toBe("skipped");
  });

  it("logs a page that is not a feed with its parse error code, and keeps only the newest 10 runs", async () => {
    const feed = await newFeed("/page", `${base}/page`);
    for (let i = 0; i < 12; i++) await refreshFeed(deps, feed.id);
    const log = await database.db.feedJobRun.findMany({ where: { feedId: feed.id } });
    expect(log).toHaveLength(10);
    expect(log[0]).toMatchObject({ result: "error", errorCode: "NOT_A_FEED" });
  });

  it("follows a permanent redirect by updating the stored URL", async () => {
    const feed = await newFeed("/moved", `${base}/moved`);
    await refreshFeed(deps, feed.id);
    expect((await database.db.feed.findUniqueOrThrow({ where: { id: feed.id } })).url).toBe(`${base}/feed.xml`);
  });
});

describe("the sweep", () => {
  it("claims only due feeds with an enabled subscription, once, until the lease expires", async () => {
    const user = await database.db.user.create({ data: { isGuest: true } });
    const followed = await newFeed();
    const disabled = await newFeed();
    const orphan = await newFeed();
    const later = await database.db.feed.create({ data: { url: `${base}/feed.xml?later`, nextRunAt: new Date(Date.now() + 3_600_000) } });
    await database.db.feedSubscription.createMany({
      data: [
        { userId: user.id, feedId: followed.id },
        { userId: user.id, feedId: disabled.id, enabled: false },
        { userId: user.id, feedId: later.id },
      ],
    });
    const first = await claimDueFeeds(database.db, 100, 60);
    expect(first.map((f) => f.id)).toContain(followed.id);
    expect(first.map((f) => f.id)).not.toContain(disabled.id);
    expect(first.map((f) => f.id)).not.toContain(orphan.id);
    expect(first.map((f) => f.id)).not.toContain(later.id);
    expect((await claimDueFeeds(database.db, 100, 60)).map((f) => f.id)).not.toContain(followed.id);
    // A worker that died: its lease runs out and the feed is claimed again.
    const afterLease = await claimDueFeeds(database.db, 100, 60, new Date(Date.now() + 61_000));
    expect(afterLease.map((f) => f.id)).toContain(followed.id);
  });

  it("splits due feeds into lanes by host: each feed claimed by one lane, each host's feeds by the same lane", async () => {
    const user = await database.db.user.create({ data: { isGuest: true } });
    const hosts = Array.from({ length: 8 }, (_, h) => `H${h}.lanes.example`);
    const feeds = await database.db.feed.createManyAndReturn({
      data: hosts.flatMap((host) => [1, 2, 3].map((i) => ({ url: `https://${host}/feed-${i}.xml` }))),
    });
    await database.db.feedSubscription.createMany({ data: feeds.map((f) => ({ userId: user.id, feedId: f.id })) });
    const ours = new Set(feeds.map((f) => f.id));
    const lanes = await Promise.all([0, 1, 2].map(async (index) => (await claimDueFeeds(database.db, 100, 60, new Date(), { index, count: 3 })).filter((f) => ours.has(f.id))));
    expect(lanes.flat().map((f) => f.id).toSorted()).toEqual([...ours].toSorted());
    const laneOfHost = new Map<string, Set<number>>();
    lanes.forEach((claimed, lane) => claimed.forEach((f) => laneOfHost.set(new URL(f.url).host, (laneOfHost.get(new URL(f.url).host) ?? new Set()).add(lane))));
    expect([...laneOfHost.values()].every((set) => set.size === 1)).toBe(true);
    expect(laneOfHost.size).toBe(8);
    // Eight hosts over three lanes: more than one lane has work (the point of lanes).
    expect(lanes.filter((claimed) => claimed.length > 0).length).toBeGreaterThan(1);
  });

  it("refreshes a batch with at most 2 requests at a time to one host", async () => {
    const feeds = await Promise.all(Array.from({ length: 6 }, (_, i) => newFeed(`/slow/${i}`, `${base}/slow/${i}`)));
    maxInFlight = 0;
    const outcomes = await refreshBatch(deps, feeds.map((f) => ({ id: f.id, url: f.url })), { concurrency: 8, perHost: 2 });
    expect(outcomes.map((o) => o.result)).toEqual(Array(6).fill("success"));
    expect(maxInFlight).toBe(2);
  });
});
