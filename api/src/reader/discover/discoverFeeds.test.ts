import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFetcher, type Fetcher } from "../fetch/fetchDocument.js";
import { discoverFeeds, linkedFeeds, redditFeedFor } from "./discoverFeeds.js";

const RSS = (title: string) => `<?xml version="1.0"?><rss version="2.0"><channel><title>${title}</title><link>/</link></channel></rss>`;
const ATOM = `<feed xmlns="http://www.w3.org/2005/Atom"><title>Atom Blog</title></feed>`;

function serve(routes: Record<string, [string, string]>): Promise<{ server: Server; base: string }> {
  const server = createServer((req, res) => {
    const route = routes[new URL(req.url ?? "/", "http://x").pathname];
    if (!route) return void res.writeHead(404, { "content-type": "text/html" }).end("<html>404</html>");
    res.writeHead(200, { "content-type": route[0] }).end(route[1]);
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve({ server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })),
  );
}

let site: { server: Server; base: string };
let bare: { server: Server; base: string };
let fetcher: Fetcher;

beforeAll(async () => {
  site = await serve({
    "/feed.xml": ["application/rss+xml", RSS("Site RSS")],
    "/atom": ["application/atom+xml", ATOM],
    "/blog": ["text/html", `<html><head><base href="/"><link rel="alternate" type="application/rss+xml" title="Posts" href="feed.xml"><link rel="alternate" type="application/atom+xml" href="/atom"><link rel="stylesheet" href="/s.css"></head><body>b</body></html>`],
    "/plain": ["text/html", "<html><head><title>No links</title></head><body>p</body></html>"],
    "/feed": ["application/rss+xml", RSS("Common path feed")],
  });
  bare = await serve({ "/": ["text/html", "<html><body>nothing here</body></html>"] });
  fetcher = createFetcher({ userAgent: "RivuletTest/1", timeoutMs: 2000, maxBytes: 1_000_000, allowPrivateHosts: ["127.0.0.1"] });
});
afterAll(async () => {
  await fetcher.close();
  for (const s of [site, bare]) {
    s.server.closeAllConnections();
    await new Promise((r) => s.server.close(r));
  }
});

describe("discoverFeeds", () => {
  it("returns the URL itself when it is a feed", async () => {
    expect(await discoverFeeds(`${site.base}/feed.xml`, fetcher)).toEqual([{ url: `${site.base}/feed.xml`, title: "Site RSS", type: "rss" }]);
  });

  it("reads an HTML page's alternate links, resolved against <base>", async () => {
    expect(await discoverFeeds(`${site.base}/blog`, fetcher)).toEqual([
      { url: `${site.base}/feed.xml`, title: "Posts", type: "rss" },
      { url: `${site.base}/atom`, title: null, type: "atom" },
    ]);
  });

  it("falls back to common feed paths when the page links none", async () => {
    const found = await discoverFeeds(`${site.base}/plain`, fetcher);
    expect(found).toContainEqual({ url: `${site.base}/feed`, title: "Common path feed", type: "rss" });
    expect(found).toContainEqual({ url: `${site.base}/feed.xml`, title: "Site RSS", type: "rss" });
  });

  it("finds nothing on a site without feeds, and refuses private addresses without the allow-list", async () => {
    expect(await discoverFeeds(bare.base, fetcher)).toEqual([]);
    const strict = createFetcher({ userAgent: "RivuletTest/1", timeoutMs: 2000, maxBytes: 1_000_000 });
    await expect(discoverFeeds(`${site.base}/blog`, strict)).rejects.toMatchObject({ code: "FETCH_BLOCKED_ADDRESS" });
    await strict.close();
  });
});

describe("redditFeedFor", () => {
  it.each([
    ["https://www.reddit.com/r/rust", "https://www.reddit.com/r/rust/.rss", "r/rust"],
    ["https://old.reddit.com/r/rust/top/?t=week", "https://www.reddit.com/r/rust/top/.rss?t=week", "r/rust"],
    ["https://reddit.com/user/spez", "https://www.reddit.com/user/spez/.rss", "u/spez"],
    ["https://www.reddit.com/u/spez/", "https://www.reddit.com/user/spez/.rss", "u/spez"],
    ["https://www.reddit.com/search/?q=feed+reader", "https://www.reddit.com/search.rss?q=feed+reader", "Reddit search: feed reader"],
  ])("%s", (input, url, title) => {
    expect(redditFeedFor(new URL(input))).toEqual({ url, title, type: "atom" });
  });

  it("keeps a listing's JSON address as it is (scores and comment counts)", () =>
    expect(redditFeedFor(new URL("https://www.reddit.com/r/rust/top/.json?t=day"))).toEqual({ url: "https://www.reddit.com/r/rust/top/.json?t=day", title: null, type: "json" }));

  it("ignores other hosts", () => expect(redditFeedFor(new URL("https://example.org/r/rust"))).toBeNull());
});

describe("linkedFeeds", () => {
  it("accepts JSON feeds and skips unrelated links", () => {
    const found = linkedFeeds(`<link rel="alternate" type="application/feed+json" href="/feed.json"><link rel="alternate" hreflang="de" href="/de">`, "https://x.example/a/b");
    expect(found).toEqual([{ url: "https://x.example/feed.json", title: null, type: "json" }]);
  });
});
