import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseBefore } from "../../../../tests/setup/migrations.js";
import { createTestDatabase, type TestDatabase } from "../../../../tests/setup/testDb.js";
import { createLogger } from "../../logger.js";
import { createFetcher, type Fetcher } from "../../reader/fetch/fetchDocument.js";
import { refreshFeed } from "./feedRefresh.service.js";
import { feedTypeFor } from "./feedType.js";

let database: TestDatabase;
let server: Server;
let base: string;
let fetcher: Fetcher;

const atom = `<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>Atom one</title><id>urn:a</id><updated>2026-11-01T00:00:00Z</updated>
  <entry><id>urn:a:1</id><title>First</title><updated>2026-11-01T00:00:00Z</updated><link href="https://a.example/1"/></entry></feed>`;
const jsonFeed = JSON.stringify({ version: "https://jsonfeed.org/version/1.1", title: "JSON one", items: [{ id: "1", url: "https://j.example/1", content_text: "Hi" }] });
const rdf = `<?xml version="1.0"?><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/">
  <channel rdf:about="https://r.example/"><title>RDF one</title><link>https://r.example/</link></channel>
  <item rdf:about="https://r.example/1"><title>First</title><link>https://r.example/1</link></item></rdf:RDF>`;

beforeAll(async () => {
  database = await createTestDatabase();
  server = createServer((req, res) => {
    const p = new URL(req.url ?? "/", "http://x").pathname;
    if (p === "/atom") return void res.writeHead(200, { "content-type": "application/atom+xml" }).end(atom);
    if (p === "/json") return void res.writeHead(200, { "content-type": "application/feed+json" }).end(jsonFeed);
    if (p === "/rdf") return void res.writeHead(200, { "content-type": "application/rdf+xml" }).end(rdf);
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fetcher = createFetcher({ userAgent: "RivuletTest/1", timeoutMs: 3000, maxBytes: 1_000_000, allowPrivateHosts: ["127.0.0.1"] });
});
afterAll(async () => {
  await fetcher?.close();
  server?.closeAllConnections();
  await new Promise((r) => server?.close(r));
  await database?.drop();
});

describe("feedTypeFor", () => {
  it("is reddit on reddit.com and its subdomains whatever the format, else the parsed format", () => {
    expect(feedTypeFor("https://www.reddit.com/r/rust/.rss", "atom")).toBe("reddit");
    expect(feedTypeFor("https://old.reddit.com/r/rust/top/.json?t=day", "json")).toBe("reddit");
    expect(feedTypeFor("https://reddit.com/user/spez/.rss", null)).toBe("reddit");
    expect(feedTypeFor("https://notreddit.com/feed", "atom")).toBe("atom");
    expect(feedTypeFor("https://reddit.com.example/feed", "rss")).toBe("rss");
    expect(feedTypeFor("https://blog.example/atom.xml", "atom")).toBe("atom");
    expect(feedTypeFor("https://blog.example/feed.json", "json")).toBe("json");
    for (const format of ["rss", "rdf", "cdf", null]) expect(feedTypeFor("https://blog.example/feed", format)).toBe("rss");
  });
});

describe("Feed.type", () => {
  it("is set from the stored URL and format for existing feeds by the migration, and defaults to rss", async () => {
    const rows = [
      { url: "https://www.reddit.com/r/rust/.rss", format: "atom", expected: "reddit" },
      { url: "https://OLD.Reddit.com/r/rust/.json", format: "json", expected: "reddit" },
      { url: "https://user:pw@www.reddit.com:443/r/x/.rss", format: null, expected: "reddit" },
      { url: "https://notreddit.com/feed", format: "atom", expected: "atom" },
      { url: "https://blog.example/atom.xml", format: "atom", expected: "atom" },
      { url: "https://blog.example/feed.json", format: "json", expected: "json" },
      { url: "https://blog.example/rss", format: "rss", expected: "rss" },
      { url: "https://blog.example/rdf", format: "rdf", expected: "rss" },
      { url: "https://blog.example/never-fetched", format: null, expected: "rss" },
    ];
    const old = await databaseBefore("20261126120000_feed_types");
    try {
      // Feeds as the schema before made them: every one "webfeed".
      for (const r of rows) await old.sql(`INSERT INTO "Feed" (id, url, format, "updatedAt") VALUES (gen_random_uuid(), $1, $2, now())`, [r.url, r.format]);
      expect(new Set((await old.sql<{ type: string }>(`SELECT type FROM "Feed"`)).map((r) => r.type))).toEqual(new Set(["webfeed"]));
      expect(await old.migrateRest()).toContain("20261126120000_feed_types");
      const typed = await old.sql<{ url: string; type: string }>(`SELECT url, type FROM "Feed"`);
      expect(rows.map((r) => typed.find((f) => f.url === r.url)?.type)).toEqual(rows.map((r) => r.expected));
      // The same answers as the code that types new feeds.
      expect(rows.map((r) => feedTypeFor(r.url, r.format))).toEqual(rows.map((r) => r.expected));
      const [fresh] = await old.sql<{ type: string }>(`INSERT INTO "Feed" (id, url, "updatedAt") VALUES (gen_random_uuid(), 'https://new.example/feed', now()) RETURNING type`);
      expect(fresh!.type).toBe("rss");
    } finally {
      await old.drop();
    }
  });

  it("is the parsed format from the first fetch on, and a website feed stays webfeed", async () => {
    const deps = { db: database.db, fetcher, log: createLogger({ logLevel: "silent" }, "test") };
    for (const [p, expected] of [["/atom", "atom"], ["/json", "json"], ["/rdf", "rss"]] as const) {
      const feed = await database.db.feed.create({ data: { url: `${base}${p}` } });
      expect(feed.type).toBe("rss");
      expect((await refreshFeed(deps, feed.id)).result).toBe("success");
      expect((await database.db.feed.findUniqueOrThrow({ where: { id: feed.id } })).type, p).toBe(expected);
    }
    // A website feed's Feed is read through its page (modules/webfeeds), never as a feed document: without its
    // website feed the refresh skips it, and it stays webfeed.
    const website = await database.db.feed.create({ data: { url: `${base}/atom?site`, type: "webfeed" } });
    expect((await refreshFeed(deps, website.id)).result).toBe("skipped");
    expect((await database.db.feed.findUniqueOrThrow({ where: { id: website.id } })).type).toBe("webfeed");
  });
});
