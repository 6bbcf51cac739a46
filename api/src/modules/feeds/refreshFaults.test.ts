import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../../tests/setup/testDb.js";
import { createLogger } from "../../logger.js";
import { createFetcher, type Fetcher } from "../../reader/fetch/fetchDocument.js";
import { refreshFeed, type RefreshDeps } from "./feedRefresh.service.js";

// The fault suite: every way a feed server misbehaves, through the real refresh path into PostgreSQL. Each
// fault ends in the right status and a job-log entry with a clear code, and leaves other feeds alone.
const GOOD = `<rss version="2.0"><channel><title>Good</title><item><guid>ok-1</guid><title>Fine</title></item></channel></rss>`;
const routes: Record<string, (res: ServerResponse, destroy: () => void) => void> = {
  "/good": (res) => res.writeHead(200, { "content-type": "application/rss+xml" }).end(GOOD),
  "/hang": () => undefined,
  "/trickle": (res) => {
    res.writeHead(200, { "content-type": "text/xml" });
    const timer = setInterval(() => res.write("<!-- -->"), 100);
    res.on("close", () => clearInterval(timer));
  },
  "/404": (res) => res.writeHead(404).end(),
  "/410": (res) => res.writeHead(410).end(),
  "/500": (res) => res.writeHead(500).end(),
  "/429": (res) => res.writeHead(429, { "retry-after": "7200" }).end(),
  "/loop": (res) => res.writeHead(302, { location: "/loop" }).end(),
  "/bomb": (res) => res.writeHead(200, { "content-encoding": "gzip" }).end(gzipSync(Buffer.alloc(32 * 1024 * 1024))),
  "/huge": (res) => res.writeHead(200, { "content-type": "text/xml" }).end(Buffer.alloc(2 * 1024 * 1024, 0x20)),
  "/garbage": (res) => res.writeHead(200, { "content-type": "text/xml" }).end("<<<not xml at all>>>"),
  "/html": (res) => res.writeHead(200, { "content-type": "text/html" }).end("<!doctype html><html><body>Hello</body></html>"),
  "/reset": (_res, destroy) => destroy(),
  // Recoverable: broken markup and a lying charset still yield the items a reader would expect.
  "/broken-xml": (res) => res.writeHead(200, { "content-type": "text/xml" }).end(`<rss version="2.0"><channel><title>Broken</title><item><guid>b1</guid><title>Unclosed</item>`),
  "/wrong-charset": (res) =>
    res.writeHead(200, { "content-type": "text/xml; charset=utf-8" }).end(Buffer.from(`<rss version="2.0"><channel><title>Caf\xe9</title><item><guid>c1</guid><title>na\xefve</title></item></channel></rss>`, "latin1")),
  // NUL characters, which PostgreSQL text cannot hold: raw bytes in XML, \u0000 escapes in a JSON Feed.
  "/nul-xml": (res) =>
    res.writeHead(200, { "content-type": "application/rss+xml" }).end(
      Buffer.from(`<rss version="2.0"><channel><title>Nu\0ll</title><item><guid>n\0-1</guid><title>Zero\0 byte</title><link>https://nul.example/\0a</link><author>x\0@nul.example</author><description><![CDATA[<p>Body\0 text</p>]]></description></item></channel></rss>`),
    ),
  "/nul-json": (res) =>
    res.writeHead(200, { "content-type": "application/feed+json" }).end(
      JSON.stringify({ version: "https://jsonfeed.org/version/1.1", title: "Js\0on", items: [{ id: "j\0-1", title: "Esc\0aped \\u0000 kept", content_html: "<p>Body\0 text</p>", url: "https://nul.example/j" }] }),
    ),
};

let database: TestDatabase;
let server: Server;
let base: string;
let fetcher: Fetcher;
let deps: RefreshDeps;

beforeAll(async () => {
  database = await createTestDatabase();
  server = createServer((req, res) => {
    const route = routes[new URL(req.url ?? "/", "http://x").pathname];
    if (route) route(res, () => req.socket.destroy());
    else res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fetcher = createFetcher({ userAgent: "RivuletTest/1", timeoutMs: 1200, maxBytes: 1024 * 1024, allowPrivateHosts: ["127.0.0.1"] });
  deps = { db: database.db, fetcher, log: createLogger({ logLevel: "silent" }, "test") };
});
afterAll(async () => {
  await fetcher?.close();
  server?.closeAllConnections();
  await new Promise((r) => server?.close(r));
  await database?.drop();
});

describe("refresh fault suite", () => {
  it.each([
    ["/hang", "FETCH_TIMEOUT", "unknown"],
    ["/trickle", "FETCH_TIMEOUT", "unknown"],
    ["/404", "FETCH_NOT_FOUND", "unknown"],
    ["/410", "FETCH_GONE", "deleted"],
    ["/500", "FETCH_HTTP_ERROR", "unknown"],
    ["/429", "FETCH_RATE_LIMITED", "unknown"],
    ["/loop", "FETCH_TOO_MANY_REDIRECTS", "unknown"],
    ["/bomb", "FETCH_TOO_LARGE", "unknown"],
    ["/huge", "FETCH_TOO_LARGE", "unknown"],
    ["/garbage", "NOT_A_FEED", "unknown"],
    ["/html", "NOT_A_FEED", "unknown"],
    ["/reset", "FETCH_CONNECTION", "unknown"],
    ["http://no-such-host.invalid/feed", "FETCH_DNS", "unknown"],
  ])("%s → %s", async (path, code, status) => {
    const good = await database.db.feed.create({ data: { url: `${base}/good?${Math.random()}` } });
    await refreshFeed(deps, good.id);
    const feed = await database.db.feed.create({ data: { url: path.startsWith("http") ? path : `${base}${path}` } });
    const outcome = await refreshFeed(deps, feed.id);
    expect(outcome).toMatchObject({ result: "error", errorCode: code, itemsNew: 0 });
    const after = await database.db.feed.findUniqueOrThrow({ where: { id: feed.id } });
    expect(after).toMatchObject({ status, lastRunResult: "error", lastErrorCode: code, consecutiveErrorCount: 1, leaseUntil: null });
    expect(after.nextRunAt.getTime()).toBeGreaterThan(Date.now() + (path === "/429" ? 7100_000 : 60_000));
    const [log] = await database.db.feedJobRun.findMany({ where: { feedId: feed.id } });
    expect(log).toMatchObject({ result: "error", errorCode: code, errorMessage: expect.any(String) });
    // The neighbour is untouched and still refreshes normally.
    expect(await refreshFeed(deps, good.id)).toMatchObject({ result: "success" });
    expect(await database.db.contentItem.count({ where: { feedId: good.id } })).toBe(1);
  });

  it("recovers broken markup and a lying charset", async () => {
    const broken = await database.db.feed.create({ data: { url: `${base}/broken-xml` } });
    expect(await refreshFeed(deps, broken.id)).toMatchObject({ result: "success", itemsNew: 1 });
    const charset = await database.db.feed.create({ data: { url: `${base}/wrong-charset` } });
    expect(await refreshFeed(deps, charset.id)).toMatchObject({ result: "success", itemsNew: 1 });
    const item = await database.db.contentItem.findFirstOrThrow({ where: { feedId: charset.id } });
    expect(item.title).toBe("naïve");
  });

  it("drops NUL characters (raw in XML, escaped in JSON) instead of failing the refresh", async () => {
    for (const path of ["/nul-xml", "/nul-json"]) {
      const feed = await database.db.feed.create({ data: { url: `${base}${path}` } });
      expect(await refreshFeed(deps, feed.id), path).toMatchObject({ result: "success", itemsNew: 1 });
      const item = await database.db.contentItem.findFirstOrThrow({ where: { feedId: feed.id } });
      expect(Object.values(item).filter((v) => typeof v === "string" && v.includes("\0"))).toEqual([]);
      expect(item.title).toBe(path === "/nul-xml" ? "Zero byte" : "Escaped \\u0000 kept");
      expect(item.contentHtml).toContain("Body text");
      expect((await database.db.feed.findUniqueOrThrow({ where: { id: feed.id } })).title).toBe(path === "/nul-xml" ? "Null" : "Json");
    }
  });
});
