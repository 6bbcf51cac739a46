import type { IncomingMessage } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bigJpeg, ico, png, SVG } from "../../../../tests/fixtures/images.js";
import { createFeedWithItems } from "../../../../tests/factories.js";
import { serveLocally } from "../../../../tests/setup/e2eHarness.js";
import { createTestApp, type TestApp } from "../../../../tests/setup/testApp.js";

// Issue 12: http:// pictures, logos and favicons served from our origin. A real HTTP server on 127.0.0.1 serves
// a blog (HTML page with its icon), its feed and pictures; the real app subscribes, fetches and serves them.
const PHOTO = png(40, 30);
const LOGO = png(8, 8, [10, 160, 90]);
const SITE_ICON = png(32, 32, [220, 80, 30]);
const FALLBACK_ICON = ico(16);
const IMAGE_MAX_BYTES = 20_000;

let t: TestApp;
let server: Awaited<ReturnType<typeof serveLocally>>;
let token: string;
const requests: string[] = [];
let base: string;

function rss(channelLink: string, description: string, image = "") {
  return `<?xml version="1.0"?><rss version="2.0"><channel><title>Pictures</title><link>${channelLink}</link>${image}
    <item><guid>p1</guid><title>With pictures</title><link>${base}/blog/p1</link><pubDate>${new Date(Date.now() - 3_600_000).toUTCString()}</pubDate>
    <description>${description.replace(/&/g, "&amp;").replace(/</g, "&lt;")}</description></item></channel></rss>`;
}

beforeAll(async () => {
  server = await serveLocally((req: IncomingMessage, res) => {
    requests.push(req.url ?? "");
    const send = (status: number, type: string, body: Buffer | string) => void res.writeHead(status, { "content-type": type }).end(body);
    switch (new URL(req.url ?? "/", "http://x").pathname) {
      case "/blog/": return send(200, "text/html", `<html><head><link rel="icon" href="/icons/site.png" sizes="32x32"></head><body>Blog</body></html>`);
      case "/blog/feed.xml": return send(200, "application/rss+xml", rss(`${base}/blog/`,
        `<p>Photo: <img src="${base}/photo.png?size=40&amp;v=1" width="40" height="30" alt="photo"></p>` +
        `<p><img src="https://cdn.example/secure.png" alt="secure"><img src="${base}/page.html" alt="page"><img src="${base}/big.jpg" alt="big">` +
        `<img src="${base}/drawing.svg" alt="drawing"><img src="${base}/missing.png" alt="missing"></p>`,
        `<image><url>${base}/logo.png</url><title>Pictures</title><link>${base}/blog/</link></image>`));
      case "/plain/feed.xml": return send(200, "application/rss+xml", rss(`${base}/plain/`, "<p>No pictures</p>"));
      case "/plain/": return send(200, "text/html", "<html><head><title>No icon links</title></head><body></body></html>");
      case "/favicon.ico": return send(200, "image/vnd.microsoft.icon", FALLBACK_ICON);
      // Labelled as text: the bytes decide.
      case "/photo.png": return send(200, "text/plain", PHOTO);
      case "/logo.png": return send(200, "image/png", LOGO);
      case "/icons/site.png": return send(200, "image/png", SITE_ICON);
      // Labelled as an image: the bytes decide.
      case "/page.html": return send(200, "image/png", "<!doctype html><html><body>Not a picture</body></html>");
      case "/big.jpg": return send(200, "image/jpeg", bigJpeg(IMAGE_MAX_BYTES + 1));
      case "/drawing.svg": return send(200, "image/svg+xml", SVG);
      default: return send(404, "text/plain", "not found");
    }
  });
  base = server.base;
  t = await createTestApp({ FETCH_ALLOW_PRIVATE_HOSTS: "127.0.0.1", IMAGE_MAX_BYTES: String(IMAGE_MAX_BYTES), TIER_LIMITS: JSON.stringify({ guest: { maxNewFeedsPerWeek: null } }) });
  token = (await t.rest("POST", "/users", { body: { isGuest: true } })).body.token;
});
afterAll(async () => {
  await t?.close();
  await server?.close();
});

async function subscribe(path: string) {
  const res = await t.rest("POST", "/subscriptions", { token, body: { url: `${base}${path}` } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const feedId = (Object.values(res.body.subscriptions)[0] as { feedId: string }).feedId;
  const item = await t.db.contentItem.findFirstOrThrow({ where: { feedId } });
  return { feedId, itemId: item.id };
}

/** GET through the app by the absolute address it handed out (its PUBLIC_URL is http://rivulet.test). */
async function get(address: string) {
  expect(address.startsWith("http://rivulet.test/api_v1/")).toBe(true);
  const res = await t.app.fetch(new Request(address));
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, bytes, json: () => JSON.parse(bytes.toString("utf8")) };
}

const proxied = (itemId: string, url: string) => `http://rivulet.test/api_v1/content/${itemId}/images?url=${encodeURIComponent(url)}`;

describe("http:// pictures in articles", () => {
  let feedId: string;
  let itemId: string;
  beforeAll(async () => {
    ({ feedId, itemId } = await subscribe("/blog/feed.xml"));
  });

  it("are rewritten to our image endpoint in GraphQL, REST and the encoded body; https ones stay direct", async () => {
    const photo = `${base}/photo.png?size=40&v=1`;
    const gql = await t.gql(`query($id: ID!) { node(id: $id) { ... on ContentItem { jesterContentEncoded jesterImageUrl description } } }`,
      { id: Buffer.from(`ContentItem:${itemId}`).toString("base64") }, token);
    const node = gql.data.node;
    const rest = (await t.rest("GET", `/content/${itemId}`, { token })).body.contentItem;
    const encoded = (await get(`http://rivulet.test/api_v1/content/${itemId}/encoded`)).bytes.toString("utf8");
    for (const html of [node.jesterContentEncoded, rest.jesterContentEncoded, encoded]) {
      expect(html).toContain(`src="${proxied(itemId, photo)}"`);
      expect(html).toContain(`src="https://cdn.example/secure.png"`);
      expect(html).not.toMatch(/src="http:\/\/127/);
    }
    // The item's picture (the first in its body) goes the same way, to the same address as in the body.
    expect(node.jesterImageUrl).toBe(proxied(itemId, photo));
    expect(rest.jesterImageUrl).toBe(proxied(itemId, photo));
    expect(await t.db.feed.findUniqueOrThrow({ where: { id: feedId } })).toMatchObject({ imageUrl: `${base}/logo.png` });
  });

  it("are served with their sniffed type and long cache headers", async () => {
    const res = await get(proxied(itemId, `${base}/photo.png?size=40&v=1`));
    expect(res.status).toBe(200);
    expect(res.bytes.equals(PHOTO)).toBe(true);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("cache-control")).toBe("public, max-age=2592000");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toMatch(/sandbox/);
  });

  it("answers a clear 4xx for what is no picture, too large, missing, or not the item's", async () => {
    const cases: Array<[string, number, string, RegExp]> = [
      [proxied(itemId, `${base}/page.html`), 415, "NOT_AN_IMAGE", /does not point to an image/],
      [proxied(itemId, `${base}/big.jpg`), 413, "IMAGE_TOO_LARGE", new RegExp(`${IMAGE_MAX_BYTES} bytes`)],
      [proxied(itemId, `${base}/missing.png`), 404, "IMAGE_UNAVAILABLE", /could not be loaded from its source: Not found \(404\)/],
      [proxied(itemId, `${base}/elsewhere.png`), 404, "IMAGE_NOT_SHOWN", /not part of the item/],
      [`http://rivulet.test/api_v1/content/${itemId}/images`, 400, "VALIDATION_ERROR", /url is required/],
      [`http://rivulet.test/api_v1/content/${itemId}/images?url=javascript:alert(1)`, 400, "VALIDATION_ERROR", /http\(s\)/],
      [proxied("01900000-0000-7000-8000-00000000dead", `${base}/photo.png`), 404, "NOT_FOUND", /Content Item Not Found/],
    ];
    for (const [address, status, key, message] of cases) {
      const res = await get(address);
      expect(res.status, address).toBe(status);
      expect(res.json(), address).toMatchObject({ display_message_key: key, message: expect.stringMatching(message) });
    }
    // The unknown address was never fetched: no open proxy.
    expect(requests.some((r) => r.startsWith("/elsewhere.png"))).toBe(false);
  });

  it("serves SVG only as an inert attachment", async () => {
    const res = await get(proxied(itemId, `${base}/drawing.svg`));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/svg+xml");
    expect(res.headers.get("content-disposition")).toBe("attachment");
    expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
  });

  it("passes on the feed's http:// logo, and only that address", async () => {
    const feed = (await t.rest("GET", `/feeds/${feedId}`)).body.feeds[feedId];
    const logo = `http://rivulet.test/api_v1/feeds/${feedId}/images?url=${encodeURIComponent(`${base}/logo.png`)}`;
    expect(feed.imageUrl).toBe(logo);
    const res = await get(logo);
    expect(res.status).toBe(200);
    expect(res.bytes.equals(LOGO)).toBe(true);
    const other = await get(`http://rivulet.test/api_v1/feeds/${feedId}/images?url=${encodeURIComponent(`${base}/photo.png`)}`);
    expect(other.status).toBe(404);
    expect(other.json().display_message_key).toBe("IMAGE_NOT_SHOWN");
  });
});

describe("site icons", () => {
  it("are fetched with the refresh from the icon the site declares, stored, and served from our origin", async () => {
    const { feedId } = await subscribe("/blog/feed.xml");
    await t.app.services.feeds.icons.idle();
    const row = await t.db.feed.findUniqueOrThrow({ where: { id: feedId } });
    expect(row.faviconUrl).toBe(`${base}/icons/site.png`);
    const gql = await t.gql(`query($id: ID!) { node(id: $id) { ... on Feed { faviconUrl } } }`, { id: Buffer.from(`Feed:${feedId}`).toString("base64") });
    const address = gql.data.node.faviconUrl as string;
    expect(address).toBe(`http://rivulet.test/api_v1/feeds/${feedId}/favicon?v=${row.iconHash!.slice(0, 16)}`);
    const res = await get(address);
    expect(res.status).toBe(200);
    expect(res.bytes.equals(SITE_ICON)).toBe(true);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    // The reading list names the same address.
    const list = await t.rest("GET", "/subscriptions", { token });
    expect(list.body.feeds[feedId].faviconUrl).toBe(address);
  });

  it("fall back to the site's /favicon.ico, and a feed without one has none", async () => {
    const { feedId } = await subscribe("/plain/feed.xml");
    await t.app.services.feeds.icons.idle();
    const res = await get(`http://rivulet.test/api_v1/feeds/${feedId}/favicon`);
    expect(res.status).toBe(200);
    expect(res.bytes.equals(FALLBACK_ICON)).toBe(true);
    expect(res.headers.get("content-type")).toBe("image/x-icon");
    expect(res.headers.get("cache-control")).toBe("public, max-age=86400");

    const bare = await createFeedWithItems(t.db, "bare", [{ ageDays: 1 }]);
    const none = await get(`http://rivulet.test/api_v1/feeds/${bare.feedId}/favicon`);
    expect(none.status).toBe(404);
    expect(none.json()).toMatchObject({ display_message_key: "NOT_FOUND", message: "This feed has no icon yet" });
    expect((await t.rest("GET", `/feeds/${bare.feedId}`)).body.feeds[bare.feedId].faviconUrl).toBeNull();
  });
});

describe("the private-address guard", () => {
  it("blocks pictures on private addresses unless the host is allow-listed", async () => {
    const guarded = await createTestApp();
    try {
      const feed = await createFeedWithItems(guarded.db, "private", [{ ageDays: 1, contentHtml: `<p><img src="${base}/photo.png"></p>` }]);
      const itemId = feed.itemIds[0]!;
      const res = await guarded.app.fetch(new Request(proxied(itemId, `${base}/photo.png`)));
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ display_message_key: "IMAGE_BLOCKED_ADDRESS", message: "The image's address is on a private network" });
    } finally {
      await guarded.close();
    }
  });
});

describe("bodies stored before presentation was dropped", () => {
  it("are cleaned on the way out", async () => {
    const feed = await createFeedWithItems(t.db, "legacy", [{ ageDays: 1, contentHtml: `<div style="background-color:white;width:600px"><p style="color:black;font-family:Times">Old <b>row</b></p><pre style="background-color:#d9ead3">x = 1</pre></div>` }]);
    const itemId = feed.itemIds[0]!;
    expect((await t.db.contentItem.findUniqueOrThrow({ where: { id: itemId } })).htmlVersion).toBe(0);
    const rest = (await t.rest("GET", `/content/${itemId}`, { token })).body.contentItem;
    expect(rest.jesterContentEncoded).toBe("<div><p>Old <b>row</b></p><pre>x = 1</pre></div>");
    const gql = await t.gql(`query($id: ID!) { node(id: $id) { ... on ContentItem { jesterContentEncoded } } }`, { id: Buffer.from(`ContentItem:${itemId}`).toString("base64") });
    expect(gql.data.node.jesterContentEncoded).toBe(rest.jesterContentEncoded);
  });
});
