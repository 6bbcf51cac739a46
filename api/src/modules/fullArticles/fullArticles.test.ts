import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/setup/testApp.js";
import { HOST_INTERVAL_MS } from "./fullArticlePolicy.js";

// Issue 20 section 2 through the front door: real feeds and article pages on two local hosts (127.0.0.1 and
// 127.0.0.2), the app's own refresh and in-process drain (no Temporal here), real PostgreSQL.
let t: TestApp;
const servers: Server[] = [];
let hostA: string;
let hostB: string;
/** Every request the article servers answered: path, host and when. */
const hits: Array<{ host: string; path: string; at: number }> = [];
/** Extra items the feed carries (a later refresh finds them). */
const extraItems: string[] = [];

const PARAGRAPH = (n: number) =>
  `<p>Paragraph ${n} of the article. The valley's river authority finished the new weirs in the autumn, and the spring ` +
  `floods were their first real test: the steps held, the fish passed and the lower streets stayed dry for the first time in years.</p>`;

function articlePage(slug: string, opts: { head?: string } = {}): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>${slug} | The Courier</title>${opts.head ?? ""}
<script>window.tracking = "${slug}";</script></head><body>
<nav><a href="/">Home</a> <a href="/news">News</a> <a href="/sport">Sport</a></nav>
<main><article><h1>The story of ${slug}</h1><p class="byline">By Jo Marsh</p>
${[1, 2, 3, 4].map(PARAGRAPH).join("\n")}<p>Unique marker ${slug}-text.</p>
<img src="/img/${slug}.jpg" alt="" onerror="window.__xss=1"><script>window.__xss = 1;</script>
</article></main><aside><h3>Most read</h3><a href="/other">Something else entirely</a></aside><footer>© The Courier</footer></body></html>`;
}

function handler(hostLabel: () => string) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    if (path === "/feed.xml") {
      const items = ["rivers", "noarchive-meta", "noarchive-header", "thin", "missing", "doc.pdf", ...extraItems]
        .map((slug) => `<item><guid>${slug}</guid><title>${slug}</title><link>${hostA}/articles/${slug}</link><pubDate>${new Date().toUTCString()}</pubDate><description>Teaser of ${slug}.</description></item>`)
        .concat(["b1", "b2"].map((slug) => `<item><guid>${slug}</guid><title>${slug}</title><link>${hostB}/articles/${slug}</link><pubDate>${new Date().toUTCString()}</pubDate></item>`))
        .join("");
      return void res.writeHead(200, { "content-type": "application/rss+xml" }).end(`<rss version="2.0"><channel><title>The Courier</title><link>${hostA}/</link>${items}</channel></rss>`);
    }
    const slug = /^\/articles\/(.+)$/.exec(path)?.[1];
    if (!slug) return void res.writeHead(404).end();
    hits.push({ host: hostLabel(), path, at: Date.now() });
    if (slug === "missing") return void res.writeHead(404, { "content-type": "text/html" }).end("<h1>Not found</h1>");
    if (slug === "doc.pdf") return void res.writeHead(200, { "content-type": "application/pdf" }).end("%PDF-1.7 not really");
    if (slug === "thin") return void res.writeHead(200, { "content-type": "text/html" }).end("<html><body><p>Please sign in to read this.</p></body></html>");
    if (slug === "noarchive-meta") return void res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(articlePage(slug, { head: `<meta name="robots" content="noarchive">` }));
    if (slug === "noarchive-header") return void res.writeHead(200, { "content-type": "text/html", "x-robots-tag": "noarchive" }).end(articlePage(slug));
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(articlePage(slug));
  };
}

async function listen(address: string): Promise<string> {
  let base = "";
  const server = createServer(handler(() => base));
  await new Promise<void>((r) => server.listen(0, address, r));
  servers.push(server);
  base = `http://${address}:${(server.address() as AddressInfo).port}`;
  return base;
}

const countHits = (path: string) => hits.filter((h) => h.path === path).length;

async function guest(): Promise<{ token: string; userId: string }> {
  const res = await t.rest("POST", "/users", { body: { isGuest: true } });
  return { token: res.body.token, userId: res.body.user.id };
}

let a: { token: string; userId: string };
let b: { token: string; userId: string };
let feedId: string;
let subscriptionA: string;
const items: Record<string, string> = {};

async function loadItems() {
  for (const row of await t.db.contentItem.findMany({ where: { feedId }, select: { id: true, guid: true } })) items[row.guid] = row.id;
}

async function queueSettles(timeout = 60_000) {
  await expect.poll(() => t.db.fullArticle.count({ where: { status: "queued" } }), { timeout, interval: 250 }).toBe(0);
}

beforeAll(async () => {
  hostA = await listen("127.0.0.1");
  hostB = await listen("127.0.0.2");
  t = await createTestApp({ FETCH_ALLOW_PRIVATE_HOSTS: "127.0.0.1,127.0.0.2" });
  a = await guest();
  b = await guest();
  const sub = await t.rest("POST", "/subscriptions", { token: a.token, body: { url: `${hostA}/feed.xml` } });
  expect(sub.status).toBe(200);
  subscriptionA = Object.keys(sub.body.subscriptions)[0]!;
  feedId = sub.body.subscriptions[subscriptionA].feedId;
  expect((await t.rest("POST", "/subscriptions", { token: b.token, body: { url: `${hostA}/feed.xml` } })).status).toBe(200);
  // A plain wait (expect.poll belongs to tests): the first fetch runs in the api process.
  for (const deadline = Date.now() + 30_000; (await t.db.contentItem.count({ where: { feedId } })) < 8; ) {
    if (Date.now() > deadline) throw new Error("the feed's first fetch stored no items");
    await new Promise((r) => setTimeout(r, 100));
  }
  await loadItems();
}, 60_000);

afterAll(async () => {
  await t?.close();
  for (const s of servers) {
    s.closeAllConnections();
    await new Promise((r) => s.close(r));
  }
});

describe("fetch full article, per subscription", () => {
  it("is off by default: ingest queues nothing and fetches no page", async () => {
    const r = await t.rest("GET", `/subscriptions/${subscriptionA}`, { token: a.token });
    expect(r.body.subscriptions[subscriptionA].properties.fetchFullArticle).toBeUndefined();
    expect(await t.db.fullArticle.count()).toBe(0);
    expect(hits).toHaveLength(0);
  });

  it("turned on, fetches each item's page once, stores the article sanitised, and honours noarchive and failures", async () => {
    const r = await t.rest("PATCH", `/subscriptions/${subscriptionA}`, { token: a.token, body: { properties: { fetchFullArticle: true } } });
    expect(r.status).toBe(200);
    expect(r.body.subscriptions[subscriptionA].properties.fetchFullArticle).toBe(true);
    await queueSettles();

    const rows = new Map((await t.db.fullArticle.findMany()).map((row) => [row.contentItemId, row]));
    const rivers = rows.get(items.rivers!)!;
    expect(rivers.status).toBe("stored");
    expect(rivers.html).toContain("Unique marker rivers-text.");
    expect(rivers.html).toContain(`src="${hostA}/img/rivers.jpg"`);
    expect(rivers.html).not.toMatch(/<script|onerror|window\.__xss|Most read|Something else entirely/);
    expect(rivers.byline).toBe("By Jo Marsh");
    expect(rows.get(items.b1!)!.status).toBe("stored");
    // The site says noarchive (meta or header): nothing of the page is kept.
    for (const slug of ["noarchive-meta", "noarchive-header"]) expect(rows.get(items[slug]!)).toMatchObject({ status: "noarchive", html: null });
    expect(rows.get(items.thin!)).toMatchObject({ status: "failed", errorCode: "ARTICLE_NOT_FOUND" });
    expect(rows.get(items.missing!)).toMatchObject({ status: "failed", errorCode: "FETCH_NOT_FOUND", errorMessage: "The site says this article does not exist (404)." });
    expect(rows.get(items["doc.pdf"]!)).toMatchObject({ status: "failed", errorCode: "NOT_A_WEB_PAGE" });
    // Two subscribers, one page fetch each.
    for (const slug of ["rivers", "noarchive-meta", "noarchive-header", "thin", "missing", "doc.pdf", "b1", "b2"]) expect(countHits(`/articles/${slug}`), slug).toBe(1);
  }, 90_000);

  it("paces each host: pages of one host at least HOST_INTERVAL_MS apart, hosts side by side", () => {
    for (const host of [hostA, hostB]) {
      const times = hits.filter((h) => h.host === host).map((h) => h.at).sort((x, y) => x - y);
      expect(times.length).toBeGreaterThanOrEqual(2);
      // The host's turn is taken on the database clock just before the request leaves; allow the few ms between.
      for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(HOST_INTERVAL_MS - 100);
    }
    // Host B did not wait for host A's six pages: its first page came before A's last.
    const firstB = Math.min(...hits.filter((h) => h.host === hostB).map((h) => h.at));
    const lastA = Math.max(...hits.filter((h) => h.host === hostA).map((h) => h.at));
    expect(firstB).toBeLessThan(lastA);
  });

  it("fetches a new item's page on ingest, and never a stored one again", async () => {
    extraItems.push("later");
    await t.app.services.feeds.refresh(feedId);
    await loadItems();
    await expect.poll(async () => (await t.db.fullArticle.findUnique({ where: { contentItemId: items.later! } }))?.status, { timeout: 30_000 }).toBe("stored");
    await t.app.services.feeds.refresh(feedId);
    await queueSettles();
    expect(countHits("/articles/later")).toBe(1);
    expect(countHits("/articles/rivers")).toBe(1);
  }, 60_000);

  it("shows the stored article to signed-in readers in GraphQL, and to nobody else", async () => {
    const query = `query($id: ID!) { node(id: $id) { ... on ContentItem { fullArticleStatus fullArticleError fullArticle { html byline url textLength } } } }`;
    const gid = (id: string) => Buffer.from(`ContentItem:${id}`).toString("base64");
    const mine = await t.gql(query, { id: gid(items.rivers!) }, a.token);
    expect(mine.data.node.fullArticleStatus).toBe("STORED");
    expect(mine.data.node.fullArticle.html).toContain("Unique marker rivers-text.");
    expect(mine.data.node.fullArticle.url).toBe(`${hostA}/articles/rivers`);
    const failed = await t.gql(query, { id: gid(items.missing!) }, a.token);
    expect(failed.data.node).toMatchObject({ fullArticleStatus: "FAILED", fullArticleError: "The site says this article does not exist (404).", fullArticle: null });
    const anonymous = await t.gql(query, { id: gid(items.rivers!) });
    expect(anonymous.data.node).toMatchObject({ fullArticleStatus: "NONE", fullArticle: null });
    const sub = await t.gql(`query($id: ID!) { node(id: $id) { ... on FeedSubscription { fetchFullArticle } } }`, { id: Buffer.from(`FeedSubscription:${subscriptionA}`).toString("base64") }, a.token);
    expect(sub.data.node.fetchFullArticle).toBe(true);
  });
});

describe("Load full article on demand", () => {
  const load = (id: string, token: string | null, body: unknown = {}) => t.rest("POST", `/content/${id}/full-article`, { token, body });

  it("answers a stored article from the store, and fetches again only when asked", async () => {
    const cached = await load(items.rivers!, b.token);
    expect(cached.status).toBe(200);
    expect(cached.body).toMatchObject({ contentItemId: items.rivers, status: "stored", stored: true, cached: true });
    expect(cached.body.fullArticle.html).toContain("Unique marker rivers-text.");
    expect(countHits("/articles/rivers")).toBe(1);
    const fresh = await load(items.rivers!, b.token, { refresh: true });
    expect(fresh.body).toMatchObject({ stored: true, cached: false });
    expect(countHits("/articles/rivers")).toBe(2);
    const state = await t.rest("GET", `/content/${items.rivers}/full-article`, { token: b.token });
    expect(state.body).toMatchObject({ status: "stored", error: null });
    expect(state.body.fullArticle.byline).toBe("By Jo Marsh");
  }, 30_000);

  it("shows a noarchive page to the reader who asked and keeps nothing of it", async () => {
    const r = await load(items["noarchive-meta"]!, a.token);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status: "noarchive", stored: false, cached: false });
    expect(r.body.fullArticle.html).toContain("Unique marker noarchive-meta-text.");
    expect(await t.db.fullArticle.findUnique({ where: { contentItemId: items["noarchive-meta"]! } })).toMatchObject({ status: "noarchive", html: null });
    const gql = await t.gql(
      `mutation($input: LoadFullArticleInput!) { loadFullArticle(input: $input) { __typename ... on LoadFullArticlePayload { stored article { html } contentItem { fullArticleStatus fullArticle { html } } } } }`,
      { input: { id: Buffer.from(`ContentItem:${items["noarchive-header"]}`).toString("base64") } },
      a.token,
    );
    expect(gql.data.loadFullArticle).toMatchObject({ __typename: "LoadFullArticlePayload", stored: false, contentItem: { fullArticleStatus: "NOARCHIVE", fullArticle: null } });
    expect(gql.data.loadFullArticle.article.html).toContain("Unique marker noarchive-header-text.");
  }, 30_000);

  it.each([
    ["thin", "FULL_ARTICLE_NOT_FOUND", "No article was found on this page."],
    ["missing", "FULL_ARTICLE_FETCH_FAILED", "The site says this article does not exist (404)."],
    ["doc.pdf", "FULL_ARTICLE_NOT_FOUND", "The item's link leads to a file, not a web page with an article."],
  ])("says why %s has no article: 422 %s", async (slug, key, message) => {
    const r = await load(items[slug]!, a.token);
    expect(r.status).toBe(422);
    expect(r.body).toEqual({ display_message_key: key, message });
  }, 30_000);

  it("refuses an item without a link, an unknown item and a reader without a token, with the error table's keys", async () => {
    const noLink = await t.db.contentItem.create({ data: { feedId, guid: "no-link", title: "No link", contentHash: "x" } });
    expect(await load(noLink.id, a.token)).toMatchObject({ status: 422, body: { display_message_key: "FULL_ARTICLE_NO_LINK" } });
    expect(await load("01900000-0000-7000-8000-00000000dead", a.token)).toMatchObject({ status: 404, body: { display_message_key: "NOT_FOUND" } });
    expect(await load(items.rivers!, null)).toMatchObject({ status: 401, body: { display_message_key: "NO_TOKEN" } });
    expect(await load(items.rivers!, a.token, { refresh: "yes" })).toMatchObject({ status: 400, body: { display_message_key: "VALIDATION_ERROR" } });
  });

  it("waits its turn at a busy host, and says when to come back when the host is booked further ahead", async () => {
    const host = new URL(hostB).hostname;
    await t.db.fullArticleHost.upsert({ where: { host }, create: { host, nextAt: new Date(Date.now() + 60_000) }, update: { nextAt: new Date(Date.now() + 60_000) } });
    const before = countHits("/articles/b2");
    const r = await load(items.b2!, a.token, { refresh: true });
    expect(r.status).toBe(429);
    expect(r.body.display_message_key).toBe("RATE_LIMITED");
    expect(Number(r.headers.get("retry-after"))).toBeGreaterThan(50);
    expect(countHits("/articles/b2")).toBe(before);
    // A turn within ON_DEMAND_MAX_WAIT_MS is waited for, then the page is fetched.
    await t.db.fullArticleHost.update({ where: { host }, data: { nextAt: new Date(Date.now() + 1_500) } });
    const started = Date.now();
    const ok = await load(items.b2!, a.token, { refresh: true });
    expect(ok.status).toBe(200);
    expect(hits.filter((h) => h.path === "/articles/b2").at(-1)!.at).toBeGreaterThanOrEqual(started + 1_400);
  }, 30_000);

  it("never loads an item the reader cannot read: another user's website feed", async () => {
    const privateFeed = await t.db.feed.create({ data: { url: `${hostA}/private-page`, type: "webfeed", title: "B's website feed" } });
    await t.db.websiteFeed.create({ data: { userId: b.userId, feedId: privateFeed.id, name: "B's", url: `${hostA}/private-page` } });
    const item = await t.db.contentItem.create({ data: { feedId: privateFeed.id, guid: "p1", title: "Private", link: `${hostA}/articles/private`, contentHash: "p" } });
    const refused = await load(item.id, a.token);
    expect(refused).toMatchObject({ status: 404, body: { display_message_key: "NOT_FOUND" } });
    expect((await t.rest("GET", `/content/${item.id}/full-article`, { token: a.token })).status).toBe(404);
    expect(countHits("/articles/private")).toBe(0);
    // Its owner may.
    expect((await load(item.id, b.token)).status).toBe(200);
    expect(countHits("/articles/private")).toBe(1);
  }, 30_000);
});

describe("the guarded fetcher", () => {
  it("refuses a page on a private address when the server does not allow it, and says so", async () => {
    const strict = await createTestApp({});
    try {
      const guestRes = await strict.rest("POST", "/users", { body: { isGuest: true } });
      const feed = await strict.db.feed.create({ data: { url: "https://fixtures.example/strict.xml", title: "Strict" } });
      const item = await strict.db.contentItem.create({ data: { feedId: feed.id, guid: "s1", title: "Local", link: `${hostA}/articles/secret`, contentHash: "s" } });
      const r = await strict.rest("POST", `/content/${item.id}/full-article`, { token: guestRes.body.token, body: {} });
      expect(r.status).toBe(422);
      expect(r.body).toEqual({
        display_message_key: "FULL_ARTICLE_FETCH_FAILED",
        message: "The article's address points into a private network, which Rivulet never fetches from.",
      });
      expect(countHits("/articles/secret")).toBe(0);
    } finally {
      await strict.close();
    }
  });
});
