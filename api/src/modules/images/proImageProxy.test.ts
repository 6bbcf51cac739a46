import type { IncomingMessage } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bigJpeg, png } from "../../../../tests/fixtures/images.js";
import { serveLocally } from "../../../../tests/setup/e2eHarness.js";
import { createTestApp, type TestApp } from "../../../../tests/setup/testApp.js";
import { signedImage } from "./pictureProxy.js";

// Pro's anonymous image proxy: for a Pro reader every picture of an item (https ones too) is served through a
// signed address on our server; free readers keep direct https pictures. A real HTTP server on 127.0.0.1 serves
// the feed and its pictures.
const PHOTO = png(40, 30);
const IMAGE_MAX_BYTES = 20_000;

let t: TestApp;
let server: Awaited<ReturnType<typeof serveLocally>>;
let base: string;
let itemId: string;
let feedId: string;
let pro: { id: string; token: string };
let free: { token: string };
const requests: Array<{ url: string; headers: IncomingMessage["headers"] }> = [];

beforeAll(async () => {
  server = await serveLocally((req: IncomingMessage, res) => {
    requests.push({ url: req.url ?? "", headers: req.headers });
    const send = (status: number, type: string, body: Buffer | string) => void res.writeHead(status, { "content-type": type }).end(body);
    switch (new URL(req.url ?? "/", "http://x").pathname) {
      case "/feed.xml":
        return send(200, "application/rss+xml", `<?xml version="1.0"?><rss version="2.0"><channel><title>Pictures</title><link>${base}/</link>
          <image><url>https://cdn.example/logo.png</url><title>Pictures</title><link>${base}/</link></image>
          <item><guid>p1</guid><title>With pictures</title><link>${base}/p1</link><pubDate>${new Date(Date.now() - 3_600_000).toUTCString()}</pubDate>
          <description>${`<p><img src="https://cdn.example/secure.png" alt="secure"> <img src="${base}/photo.png" alt="photo" srcset="${base}/photo.png 1x, https://cdn.example/2x.png 2x"></p>`.replace(/&/g, "&amp;").replace(/</g, "&lt;")}</description>
          </item></channel></rss>`);
      case "/photo.png": return send(200, "image/png", PHOTO);
      case "/big.jpg": return send(200, "image/jpeg", bigJpeg(IMAGE_MAX_BYTES + 1));
      case "/page.html": return send(200, "image/png", "<!doctype html><p>no picture</p>");
      default: return send(404, "text/plain", "not found");
    }
  });
  base = server.base;
  t = await createTestApp({ FETCH_ALLOW_PRIVATE_HOSTS: "127.0.0.1", IMAGE_MAX_BYTES: String(IMAGE_MAX_BYTES), TIER_LIMITS: JSON.stringify({ guest: { maxNewFeedsPerWeek: null } }) });
  const reg = await t.rest("POST", "/users", { body: { username: `pro${Date.now()}`, email: `pro${Date.now()}@example.com`, password: "secret-pass" } });
  pro = { id: reg.body.user.id, token: reg.body.token };
  await t.app.services.billing.grantPro(pro.id, new Date(Date.now() + 30 * 86_400_000));
  free = { token: (await t.rest("POST", "/users", { body: { isGuest: true } })).body.token };
  const sub = await t.rest("POST", "/subscriptions", { token: free.token, body: { url: `${base}/feed.xml` } });
  expect(sub.status, JSON.stringify(sub.body)).toBe(200);
  feedId = (Object.values(sub.body.subscriptions)[0] as { feedId: string }).feedId;
  itemId = (await t.db.contentItem.findFirstOrThrow({ where: { feedId } })).id;
});
afterAll(async () => {
  await t?.close();
  await server?.close();
});

const PROXY = /^http:\/\/rivulet\.test\/api_v1\/images\/proxy\?url=([^&"]+)&(?:amp;)?sig=([\w-]{22})$/;
const gid = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString("base64");
const ITEM_QUERY = `query($id: ID!, $feed: ID!) {
  item: node(id: $id) { ... on ContentItem { description jesterImageUrl jesterContentEncodedUrl } }
  feed: node(id: $feed) { ... on Feed { imageUrl } }
}`;

async function get(address: string) {
  const res = await t.app.fetch(new Request(address));
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

function pictureAddresses(html: string): string[] {
  return [...html.matchAll(/(?:src|srcset)="([^"]+)"/g)].flatMap((m) => m[1]!.split(", ").map((c) => c.split(" ")[0]!.replace(/&amp;/g, "&")));
}

describe("Pro's anonymous image proxy", () => {
  it("sends every picture of a Pro reader through signed proxy addresses, in GraphQL and REST; free readers keep direct https", async () => {
    const vars = { id: gid("ContentItem", itemId), feed: gid("Feed", feedId) };
    const asPro = (await t.gql(ITEM_QUERY, vars, pro.token)).data;
    const restPro = (await t.rest("GET", `/content/${itemId}`, { token: pro.token })).body.contentItem;
    for (const html of [asPro.item.description, restPro.description]) {
      const addresses = pictureAddresses(html);
      expect(addresses).toHaveLength(4);
      for (const a of addresses) expect(a).toMatch(PROXY);
      expect(addresses.map((a) => decodeURIComponent(PROXY.exec(a)![1]!))).toEqual(["https://cdn.example/secure.png", `${base}/photo.png`, `${base}/photo.png`, "https://cdn.example/2x.png"]);
    }
    expect(asPro.item.jesterImageUrl).toMatch(PROXY);
    expect(asPro.feed.imageUrl).toMatch(PROXY);

    const asFree = (await t.gql(ITEM_QUERY, vars, free.token)).data;
    expect(asFree.item.description).toContain('src="https://cdn.example/secure.png"');
    expect(asFree.item.description).not.toContain("/images/proxy");
    expect(asFree.feed.imageUrl).toBe("https://cdn.example/logo.png");
  });

  it("serves a signed picture with cache headers, and the publisher never sees the reader", async () => {
    const html = (await t.rest("GET", `/content/${itemId}`, { token: pro.token })).body.contentItem.description as string;
    const photo = pictureAddresses(html).find((a) => decodeURIComponent(PROXY.exec(a)![1]!) === `${base}/photo.png`)!;
    const before = requests.length;
    const res = await t.app.fetch(new Request(photo, { headers: { cookie: "user=secret", referer: "http://rivulet.test/content/x" } }));
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(PHOTO)).toBe(true);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("cache-control")).toBe("public, max-age=2592000");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    const upstream = requests.slice(before).find((r) => r.url === "/photo.png")!;
    expect(upstream.headers.cookie).toBeUndefined();
    expect(upstream.headers.referer).toBeUndefined();
  });

  it("refuses addresses it did not sign: 403 IMAGE_SIGNATURE_INVALID", async () => {
    const url = `${base}/photo.png`;
    const sign = await t.app.services.imageSigner.signer();
    const good = sign(signedImage(url));
    const cases = [
      `/images/proxy?url=${encodeURIComponent(url)}`,
      `/images/proxy?url=${encodeURIComponent(url)}&sig=${good[0] === "A" ? "B" : "A"}${good.slice(1)}`,
      `/images/proxy?url=${encodeURIComponent(`${base}/other.png`)}&sig=${good}`,
    ];
    for (const path of cases) {
      const res = await t.rest("GET", path);
      expect(res.status, path).toBe(403);
      expect(res.body.display_message_key).toBe("IMAGE_SIGNATURE_INVALID");
    }
    expect((await t.rest("GET", `/images/proxy?sig=${good}`)).status).toBe(400);
  });

  it("keeps the guarded fetch's size and type limits for signed addresses", async () => {
    const sign = await t.app.services.imageSigner.signer();
    const at = (path: string) => `/images/proxy?url=${encodeURIComponent(`${base}${path}`)}&sig=${sign(signedImage(`${base}${path}`))}`;
    expect((await t.rest("GET", at("/big.jpg"))).body.display_message_key).toBe("IMAGE_TOO_LARGE");
    expect((await t.rest("GET", at("/page.html"))).body.display_message_key).toBe("NOT_AN_IMAGE");
    expect((await t.rest("GET", at("/missing.png"))).body.display_message_key).toBe("IMAGE_UNAVAILABLE");
  });

  it("a Pro reader's encoded body is signed and rewritten; a wrong signature is refused", async () => {
    await t.db.contentItem.update({ where: { id: itemId }, data: { contentHtml: `<p><img src="https://cdn.example/body.png" alt="body"></p>` } });
    const asPro = (await t.gql(ITEM_QUERY, { id: gid("ContentItem", itemId), feed: gid("Feed", feedId) }, pro.token)).data.item;
    expect(asPro.jesterContentEncodedUrl).toMatch(new RegExp(`/api_v1/content/${itemId}/encoded\\?proxy=[\\w-]{22}$`));
    const body = (await get(asPro.jesterContentEncodedUrl)).bytes.toString("utf8");
    expect(pictureAddresses(body).every((a) => PROXY.test(a))).toBe(true);
    const asFree = (await t.gql(ITEM_QUERY, { id: gid("ContentItem", itemId), feed: gid("Feed", feedId) }, free.token)).data.item;
    expect(asFree.jesterContentEncodedUrl).toBe(`http://rivulet.test/api_v1/content/${itemId}/encoded`);
    expect((await get(asFree.jesterContentEncodedUrl)).bytes.toString("utf8")).toContain('src="https://cdn.example/body.png"');
    expect((await get(`http://rivulet.test/api_v1/content/${itemId}/encoded?proxy=wrong`)).status).toBe(403);
  });

  it("signs with a key kept in the database, the same after a restart", async () => {
    const row = await t.db.serverSecret.findUniqueOrThrow({ where: { name: "imageProxy" } });
    expect(row.value.length).toBeGreaterThanOrEqual(40);
    const { createImageSigner } = await import("./imageSigner.js");
    const again = createImageSigner({ db: t.db, config: t.config });
    const sign = await t.app.services.imageSigner.signer();
    expect(await again.verify(signedImage("https://cdn.example/x.png"), sign(signedImage("https://cdn.example/x.png")))).toBe(true);
  });
});

describe("the proxy's address guard", () => {
  it("refuses a signed address on a private network unless allowed", async () => {
    const strict = await createTestApp();
    try {
      const url = `${base}/photo.png`;
      const sign = await strict.app.services.imageSigner.signer();
      const res = await strict.rest("GET", `/images/proxy?url=${encodeURIComponent(url)}&sig=${sign(signedImage(url))}`);
      expect(res.status).toBe(403);
      expect(res.body.display_message_key).toBe("IMAGE_BLOCKED_ADDRESS");
    } finally {
      await strict.close();
    }
  });
});
