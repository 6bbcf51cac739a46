import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveLocally } from "../../../../tests/setup/e2eHarness.js";
import { createTestApp, type TestApp } from "../../../../tests/setup/testApp.js";
import { createFetcher } from "../../reader/fetch/fetchDocument.js";
import { createPageRenderer } from "../../reader/webpage/renderPage.js";

// Website feeds end to end through REST against pages served on 127.0.0.1 (allowed for the test only), with a
// second server on 127.0.0.2, which stays forbidden: what a page must never reach through our fetcher or browser.

let t: TestApp;
let site: { base: string; close(): Promise<void> };
let secret: Server;
let secretBase: string;
let owner: string;
let other: string;
let layout: "list" | "changed" = "list";

const list = (n: number) => `<!doctype html><html lang="en"><head><title>Town news</title>
<link rel="stylesheet" href="/css/site.css"><link rel="stylesheet" href="${secretBase}/steal.css"><style>h2 { background: url(img/h2.png) }</style></head><body>
<nav><ul><li><a href="/a">About us</a></li><li><a href="/c">Contact</a></li></ul></nav>
<main><div class="news">${Array.from({ length: n }, (_, i) => `<article class="story"><h2><a href="/news/${i}">Story ${i} about the town</a></h2><p>Summary of story ${i}, with enough words to read.</p><time datetime="2026-11-${10 + i}T08:00:00Z">Nov ${10 + i}</time></article>`).join("")}</div></main>
<script>window.evil = 1</script></body></html>`;

beforeAll(async () => {
  secret = createServer((_req, res) => res.end("TOP-SECRET-127.0.0.2"));
  await new Promise<void>((r) => secret.listen(0, "127.0.0.2", r));
  secretBase = `http://127.0.0.2:${(secret.address() as AddressInfo).port}`;
  site = await serveLocally((req, res) => {
    res.setHeader("content-type", "text/html; charset=utf-8");
    if (req.url === "/news") return res.end(layout === "list" ? list(3) : `<html><body><p>We moved things around.</p></body></html>`);
    if (req.url === "/css/site.css") {
      res.setHeader("content-type", "text/css");
      return res.end(`@import "print.css" print; .story { color: rgb(1, 2, 3); background: url(../img/bg.png) } .x::after { content: "</style><script>window.styled = 2</script>" }`);
    }
    if (req.url === "/css/print.css") {
      res.setHeader("content-type", "text/css");
      return res.end(`.story { color: black; background: url('dots.png') }`);
    }
    if (req.url === "/js") {
      return res.end(`<html><body><ul id="list"></ul><script>
        const items = ["Rendered one headline", "Rendered two headline", "Rendered three headline"];
        document.getElementById("list").innerHTML = items.map((t, i) => '<li class="entry"><a href="/r/' + i + '">' + t + '</a> <span>' + (i + 1) + ' hours ago</span></li>').join("");
        fetch("${secretBase}/steal").then((r) => r.text()).then((t) => { document.body.insertAdjacentHTML("beforeend", "<p id=leak>" + t + "</p>"); }).catch(() => {});
      </script></body></html>`);
    }
    if (req.url === "/js-redirect") return res.end(`<html><body><script>location.href = "${secretBase}/";</script><p>moving</p></body></html>`);
    if (req.url === "/redirect") {
      res.writeHead(302, { location: `${secretBase}/` });
      return res.end();
    }
    res.statusCode = 404;
    res.end("no");
  });
  t = await createTestApp({ FETCH_ALLOW_PRIVATE_HOSTS: "127.0.0.1", TIER_LIMITS: JSON.stringify({ guest: { maxWebsiteFeeds: 2 } }) });
  owner = (await t.rest("POST", "/users", { body: { isGuest: true } })).body.token;
  other = (await t.rest("POST", "/users", { body: { isGuest: true } })).body.token;
});
afterAll(async () => {
  await t?.close();
  await site?.close();
  await new Promise((r) => secret?.close(r));
});

const create = (token: string | null, body: Record<string, unknown>) => t.rest("POST", "/webfeeds", { token, body });

describe("website feeds over REST", () => {
  let id: string;
  let feedId: string;

  it("proposes the page's list as the first candidate, with its items", async () => {
    const res = await t.rest("GET", `/webfeeds/siteparser?url=${encodeURIComponent(`${site.base}/news`)}&enableJavascript=false`, { token: owner });
    expect(res.status).toBe(200);
    const [first] = res.body.results;
    expect(first.selectors).toEqual(["article.story"]);
    expect(first.items.map((i: { title: string }) => i.title)).toEqual(["Story 0 about the town", "Story 1 about the town", "Story 2 about the town"]);
    expect(first.items[0]).toMatchObject({ link: `${site.base}/news/0`, publishedAt: "2026-11-10T08:00:00.000Z", description: "Summary of story 0, with enough words to read." });
  });

  it("creates a website feed whose private feed is read at once, and lists it", async () => {
    const res = await create(owner, { name: "Town news", url: `${site.base}/news`, cssSelectors: { contentSelectors: ["article.story"] }, pageSettings: { strictness: 20 } });
    expect(res.status).toBe(200);
    id = res.body.id;
    feedId = res.body.webfeeds[id].feedId;
    expect(res.body.webfeeds[id]).toMatchObject({ name: "Town news", enabled: true, jsEnabled: false, cssSelectors: { contentSelectors: ["article.story"] } });
    const feed = await t.db.feed.findUniqueOrThrow({ where: { id: feedId } });
    expect(feed).toMatchObject({ type: "webfeed", title: "Town news", refreshIntervalMinutes: 60 });
    const items = await t.db.contentItem.findMany({ where: { feedId }, orderBy: { sortAt: "desc" } });
    expect(items.map((i) => i.link)).toEqual([2, 1, 0].map((n) => `${site.base}/news/${n}`));
    expect(items.every((i) => !/<script/i.test(i.contentHtml ?? ""))).toBe(true);
    expect(Object.keys((await t.rest("GET", "/webfeeds", { token: owner })).body.webfeeds)).toEqual([id]);
    expect((await t.rest("GET", "/webfeeds", { token: other })).body.webfeeds).toEqual({});
  });

  it("lets its owner subscribe and read it, and keeps it from everyone else", async () => {
    expect((await t.rest("POST", "/subscriptions", { token: owner, body: { feedId } })).status).toBe(200);
    expect((await t.rest("GET", `/feeds/${feedId}`, { token: owner })).status).toBe(200);
    const foreign = await t.rest("GET", `/feeds/${feedId}`, { token: other });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toMatchObject({ display_message_key: "PRIVATE_WEB_FEED", message: "This is a private web feed.  View its content through your subscription to this feed." });
    expect((await t.rest("GET", `/feeds/${feedId}`)).body.display_message_key).toBe("PRIVATE_WEB_FEED");
    expect((await t.rest("GET", `/content?feedId=${feedId}`, { token: other })).body.display_message_key).toBe("PRIVATE_WEB_FEED");
    expect((await t.rest("POST", "/subscriptions", { token: other, body: { feedId } })).status).toBe(404);
    const articles = await t.rest("GET", "/content?articles=true", { token: other });
    expect(articles.body.contentItems.some((i: { feedId: string }) => i.feedId === feedId)).toBe(false);
    const search = await t.rest("GET", `/feeds?search=${encodeURIComponent("Town news")}`, { token: other });
    expect(Object.keys(search.body.feeds ?? {})).not.toContain(feedId);
    // Nor by id: the Feed and its items through node(id) and GET /content/{id}.
    const itemId = (await t.rest("GET", `/content?feedId=${feedId}`, { token: owner })).body.contentItems[0].id as string;
    const nodes = `query($f: ID!, $i: ID!) { f: node(id: $f) { id } i: node(id: $i) { id } }`;
    const ids = { f: Buffer.from(`Feed:${feedId}`).toString("base64"), i: Buffer.from(`ContentItem:${itemId}`).toString("base64") };
    expect((await t.gql(nodes, ids, owner)).data).toEqual({ f: { id: ids.f }, i: { id: ids.i } });
    expect((await t.gql(nodes, ids, other)).data).toEqual({ f: null, i: null });
    expect((await t.gql(nodes, ids)).data).toEqual({ f: null, i: null });
    expect((await t.rest("GET", `/content/${itemId}`, { token: owner })).status).toBe(200);
    expect((await t.rest("GET", `/content/${itemId}`, { token: other })).status).toBe(404);
  });

  it("answers another user's website feed like a missing one, and needs a token for every call", async () => {
    expect((await t.rest("PATCH", `/webfeeds/${id}`, { token: other, body: { name: "Mine" } })).status).toBe(404);
    expect((await t.rest("DELETE", `/webfeeds/${id}`, { token: other })).status).toBe(404);
    expect((await t.rest("GET", `/webfeeds/siteparser?websiteFeedId=${id}&url=${encodeURIComponent(`${site.base}/news`)}`, { token: other })).status).toBe(404);
    const anonymous = await create(null, { name: "x", url: `${site.base}/news`, cssSelectors: { contentSelectors: ["li"] } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe("Token is required to create a website feed");
    expect((await t.rest("GET", "/webfeeds")).status).toBe(401);
    expect((await t.rest("GET", `/webfeeds/sitecontent?url=${encodeURIComponent(`${site.base}/news`)}`)).status).toBe(401);
  });

  it("says what is missing with the spec's messages", async () => {
    const res = await create(owner, { name: " ", url: "", cssSelectors: { contentSelectors: [] } });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ name: "Feed name is required", url: "URL is required", cssSelectors: "Content selector is required" });
    expect((await create(owner, { name: "x", url: "ftp://x.example/", cssSelectors: { contentSelectors: ["li"] } })).body.fields.url).toMatch(/http/);
    expect((await create(owner, { name: "x", url: `${site.base}/news`, cssSelectors: { contentSelectors: ["li:hover"] } })).body.fields.cssSelectors).toMatch(/nth-child/);
    expect((await create(owner, { name: "x", url: `${site.base}/news`, pageSettings: { strictness: 51 }, cssSelectors: { contentSelectors: ["li"] } })).status).toBe(400);
  });

  it("stops at the tier's limit with MAX_WEBSITE_FEEDS_REACHED", async () => {
    expect((await create(owner, { name: "Second", url: `${site.base}/news`, enabled: false, cssSelectors: { contentSelectors: ["article"] } })).status).toBe(200);
    const third = await create(owner, { name: "Third", url: `${site.base}/news`, cssSelectors: { contentSelectors: ["article"] } });
    expect(third.status).toBe(403);
    expect(third.body).toMatchObject({ display_message_key: "MAX_WEBSITE_FEEDS_REACHED", message: "You have reached the maximum number of website feeds for this account tier" });
  });

  it("needs attention after three empty reads, mails the owner once, and offers fresh candidates", async () => {
    const userId = (await t.db.websiteFeed.findUniqueOrThrow({ where: { id } })).userId;
    await t.db.user.update({ where: { id: userId }, data: { email: "owner@example.test" } });
    layout = "changed";
    const before = t.smtp.messages.length;
    for (let i = 0; i < 4; i++) await t.app.services.feeds.refresh(feedId);
    expect(await t.db.websiteFeed.findUniqueOrThrow({ where: { id } })).toMatchObject({ needsAttention: true, emptyRuns: 4 });
    const mails = t.smtp.messages.slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toEqual(["owner@example.test"]);
    expect(mails[0]!.text).toMatch(/"Town news".*found no items/s);
    layout = "list";
    const parsed = await t.rest("GET", `/webfeeds/siteparser?websiteFeedId=${id}&url=${encodeURIComponent(`${site.base}/news`)}`, { token: owner });
    expect(parsed.body.results[0].title).toMatch(/^Current selection: 3 items/);
    await t.app.services.feeds.refresh(feedId);
    expect(await t.db.websiteFeed.findUniqueOrThrow({ where: { id } })).toMatchObject({ needsAttention: false, emptyRuns: 0 });
  });

  it("serves the page for the manual picker without live script, sandboxed", async () => {
    const res = await t.app.fetch(new Request(`http://rivulet.test/api_v1/webfeeds/sitecontent?url=${encodeURIComponent(`${site.base}/news`)}`, { headers: { authorization: `Bearer ${owner}` } }), { remoteAddress: "10.9.9.9" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(res.headers.get("content-security-policy")).toMatch(/^sandbox;.*script-src 'none'/);
    const html = await res.text();
    expect(html).toContain("Story 0 about the town");
    expect(html).not.toMatch(/<script|window\.evil/i);
    expect(html).toContain(`href="${site.base}/news/0"`);
  });

  it("puts the page's stylesheets in the page for the picker's frame, fetched through the guard", async () => {
    const res = await t.app.fetch(new Request(`http://rivulet.test/api_v1/webfeeds/sitecontent?url=${encodeURIComponent(`${site.base}/news`)}`, { headers: { authorization: `Bearer ${owner}` } }), { remoteAddress: "10.9.9.9" });
    expect(res.status).toBe(200);
    const html = await res.text();
    // The site's sheet is there as a <style>, its @import inlined under its media, its url()s absolute.
    expect(html).toContain(`<style data-href="${site.base}/css/site.css">`);
    expect(html).toContain(".story { color: rgb(1, 2, 3)");
    expect(html).toContain(`url("${site.base}/img/bg.png")`);
    expect(html).toMatch(new RegExp(`@media print \\{\\s*\\.story \\{ color: black; background: url\\("${site.base}/css/dots\\.png"\\)`));
    expect(html).toContain(`h2 { background: url("${site.base}/img/h2.png") }`);
    // No sheet text can end its <style> early or look like a tag; nothing left links to another stylesheet.
    expect(html).toContain(`content: "\\3c /style>\\3c script>window.styled = 2\\3c /script>"`);
    expect(html).not.toMatch(/<\/style><script|<script|<link[^>]+stylesheet/i);
    // A sheet on a private address is refused by the guard and left out.
    expect(html).not.toContain("TOP-SECRET");
    expect(html).not.toContain("127.0.0.2");
  });

  it("deletes the website feed with its feed, items and subscriptions", async () => {
    const res = await t.rest("DELETE", `/webfeeds/${id}`, { token: owner });
    expect(res.body).toEqual({ deletedWebsiteFeedId: id, deletedFeedId: feedId });
    expect(await t.db.feed.count({ where: { id: feedId } })).toBe(0);
    expect(await t.db.feedSubscription.count({ where: { feedId } })).toBe(0);
  });
});

describe("pages that need JavaScript", () => {
  const fetcher = createFetcher({ userAgent: "test", timeoutMs: 10_000, maxBytes: 5_000_000, allowPrivateHosts: ["127.0.0.1"] });
  const renderer = createPageRenderer(fetcher, { chromiumPath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", concurrency: 2, timeoutMs: 12_000 });
  afterAll(async () => {
    await renderer.close();
    await fetcher.close();
  });

  it("renders the list the page's script builds, and refuses its request to 127.0.0.2", async () => {
    const page = await renderer.render(`${site.base}/js`);
    expect(page.html).toContain("Rendered two headline");
    expect(page.html).not.toContain("TOP-SECRET");
    expect(page.blocked).toContain(`${secretBase}/steal`);
  }, 30_000);

  it("refuses a page that redirects to 127.0.0.2, by HTTP or by script", async () => {
    await expect(renderer.render(`${site.base}/redirect`)).rejects.toMatchObject({ code: "FETCH_BLOCKED_ADDRESS" });
    const page = await renderer.render(`${site.base}/js-redirect`).catch((e: unknown) => e);
    if (page && typeof page === "object" && "html" in page) {
      expect((page as { html: string }).html).not.toContain("TOP-SECRET");
      expect((page as unknown as { blocked: string[] }).blocked.some((u) => u.startsWith(secretBase))).toBe(true);
    }
  }, 30_000);

  it("analyses a JavaScript page through the site parser", async () => {
    const res = await t.rest("GET", `/webfeeds/siteparser?url=${encodeURIComponent(`${site.base}/js`)}&enableJavascript=true`, { token: owner });
    expect(res.status).toBe(200);
    expect(res.body.results[0].items.map((i: { title: string }) => i.title)).toEqual(["Rendered one headline", "Rendered two headline", "Rendered three headline"]);
    expect(res.body.results[0].items[0].publishedAt).not.toBeNull();
    const plain = await t.rest("GET", `/webfeeds/siteparser?url=${encodeURIComponent(`${site.base}/js`)}`, { token: owner });
    expect(plain.body.results).toEqual([]);
  }, 30_000);
});
