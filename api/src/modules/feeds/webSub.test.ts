import { createHmac } from "node:crypto";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveLocally } from "../../../../tests/setup/e2eHarness.js";
import { freePort } from "../../../../tests/setup/freePort.js";
import { createTestApp, type TestApp } from "../../../../tests/setup/testApp.js";
import { startWebSubHub, type WebSubHub } from "../../../../tests/setup/webSubHub.js";
import { PUSH_SAFETY_NET_MINUTES } from "./refreshPolicy.js";

// WebSub end to end: the API listening on 127.0.0.1 (its callback is what the hub calls), a real local hub speaking
// the protocol (tests/setup/webSubHub.ts) and a publisher serving feeds that advertise it.
let t: TestApp;
let hub: WebSubHub;
let publisher: { base: string; close(): Promise<void> };
let base: string;
const posts: Record<string, Array<{ guid: string; title: string }>> = {
  blog: [{ guid: "b1", title: "First post" }],
  linked: [{ guid: "l1", title: "Linked one" }],
  quiet: [{ guid: "q1", title: "Quiet one" }],
};
/** Whether /blog.xml still advertises the hub. */
let blogAdvertises = true;

const rss = (name: string, links: string) =>
  `<?xml version="1.0"?><rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel><title>Feed ${name}</title><link>https://example.org/${name}</link>${links}` +
  posts[name]!.map((p) => `<item><guid>${p.guid}</guid><title>${p.title}</title><link>https://example.org/${name}/${p.guid}</link><pubDate>${new Date().toUTCString()}</pubDate><description>&lt;p&gt;About ${p.title}&lt;/p&gt;&lt;script&gt;alert(1)&lt;/script&gt;</description></item>`).join("") +
  `</channel></rss>`;
const advertising = (name: string) => `<atom:link rel="hub" href="${hub.url}"/><atom:link rel="self" href="${publisher.base}/${name}.xml"/>`;
const topic = (name: string) => `${publisher.base}/${name}.xml`;

beforeAll(async () => {
  hub = await startWebSubHub();
  publisher = await serveLocally((req, res) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    const type = { "content-type": "application/rss+xml" };
    if (path === "/blog.xml") return void res.writeHead(200, type).end(rss("blog", blogAdvertises ? advertising("blog") : ""));
    if (path === "/quiet.xml") return void res.writeHead(200, type).end(rss("quiet", advertising("quiet")));
    // The Link header names the hub and a canonical topic; the document names another hub, which must lose (spec section 3).
    if (path === "/linked.xml") {
      return void res
        .writeHead(200, { ...type, link: `<${hub.url}>; rel="hub", <${publisher.base}/linked.xml?canonical=1>; rel="self"` })
        .end(rss("linked", `<atom:link rel="hub" href="http://127.0.0.1:9/elsewhere"/>`));
    }
    res.writeHead(404).end();
  });
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  t = await createTestApp({
    WEBSUB_ENABLED: "true", PORT: String(port), HOST: "127.0.0.1", PUBLIC_URL: base, FETCH_ALLOW_PRIVATE_HOSTS: "127.0.0.1", WEBSUB_MAX_BODY_BYTES: "20000",
  });
  await t.app.listen();
});

afterAll(async () => {
  await t?.close();
  await hub?.close();
  await publisher?.close();
});

async function guest() {
  const res = await t.rest("POST", "/users", { body: { isGuest: true } });
  return res.body.token as string;
}

async function follow(token: string, url: string): Promise<{ subscriptionId: string; feedId: string }> {
  const res = await t.rest("POST", "/subscriptions", { token, body: { url } });
  expect(res.status).toBe(200);
  const sub = Object.values(res.body.subscriptions as Record<string, { id: string; feedId: string }>)[0]!;
  return { subscriptionId: sub.id, feedId: sub.feedId };
}

const row = (feedId: string) => t.db.feedWebSub.findUniqueOrThrow({ where: { feedId } });
const state = async (feedId: string) => (await t.db.feedWebSub.findUnique({ where: { feedId } }))?.state;

/** A POST on the callback as a hub would send it. */
async function push(url: string, body: string, headers: Record<string, string>) {
  const res = await fetch(url, { method: "POST", headers: { "content-type": "application/rss+xml", ...headers }, body });
  return { status: res.status, text: await res.text() };
}

describe("WebSub", () => {
  let reader: string;
  let blog: { subscriptionId: string; feedId: string };
  let callback: string;

  it("subscribes at the hub a feed advertises; the hub's verification makes the lease active and polls slow to a daily safety net", async () => {
    reader = await guest();
    blog = await follow(reader, `${publisher.base}/blog.xml`);
    await expect.poll(() => state(blog.feedId)).toBe("active");
    const sub = await row(blog.feedId);
    callback = `${base}/api/websub/${blog.feedId}/${sub.callbackToken}`;
    expect(sub).toMatchObject({ hubUrl: hub.url, topicUrl: topic("blog"), subscribedTopicUrl: topic("blog"), leaseSeconds: 10 * 86_400 });
    expect(sub.leaseExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 9.9 * 86_400_000);
    // What the hub was asked: the self URL as topic, an unguessable callback, a secret of our own, the lease we want.
    const request = hub.requests.find((r) => r.topic === topic("blog"))!;
    expect(request).toMatchObject({ mode: "subscribe", callback, secret: sub.secret, leaseSeconds: 10 * 86_400 });
    expect(sub.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(sub.callbackToken!.length).toBeGreaterThanOrEqual(32);
    // The hub records its verification once our answer reached it, which can be after our side marked the lease.
    await expect.poll(() => hub.verifications.find((v) => v.callback === callback)).toMatchObject({ mode: "subscribe", verified: true, status: 200 });

    // The next poll finds the lease live: it comes back after a day, not at the feed's own pace.
    const before = Date.now();
    const outcome = await t.app.services.feeds.refresh(blog.feedId);
    expect(outcome.result).toBe("success");
    const feed = await t.db.feed.findUniqueOrThrow({ where: { id: blog.feedId } });
    expect(feed.refreshIntervalMinutes).toBe(PUSH_SAFETY_NET_MINUTES);
    expect(feed.nextRunAt.getTime() - before).toBeGreaterThan((PUSH_SAFETY_NET_MINUTES - 1) * 60_000);
    // Subscribed and verified: nothing more to ask the hub.
    expect((await t.app.services.feeds.webSub.plan()).requests).toEqual([]);
  });

  it("stores a pushed item through the refresh's path (sanitised, counted, listed in GraphQL and REST) and logs it as pushed", async () => {
    posts.blog!.unshift({ guid: "b2", title: "Pushed right now" });
    const deliveries = await hub.publish(topic("blog"), rss("blog", advertising("blog")), "application/rss+xml");
    expect(deliveries).toEqual([{ topic: topic("blog"), callback, status: 202 }]);

    const list = await t.gql(
      `query($sub: ID) { contentItems(first: 5, subscriptionId: $sub, sortBy: "newest") { edges { node { title contentItemId } } } }`,
      { sub: encodeGlobalID("FeedSubscription", blog.subscriptionId) },
      reader,
    );
    expect(list.errors).toBeUndefined();
    expect(list.data.contentItems.edges.map((e: any) => e.node.title)).toEqual(["Pushed right now", "First post"]);
    const rest = await t.rest("GET", `/content?subscriptionId=${blog.subscriptionId}&sortBy=newest`, { token: reader });
    expect(rest.status).toBe(200);
    expect(rest.body.contentItems.map((i: any) => i.title)).toEqual(["Pushed right now", "First post"]);
    const item = await t.db.contentItem.findFirstOrThrow({ where: { feedId: blog.feedId, guid: "b2" } });
    expect(item.contentHtml).toContain("About Pushed right now");
    expect(item.contentHtml).not.toContain("script");
    const subs = (await t.rest("GET", "/subscriptions", { token: reader })).body.subscriptions;
    expect(subs[blog.subscriptionId].unreadCount).toBe(2);

    const feed = await t.rest("GET", `/feeds/${blog.feedId}`);
    expect(feed.body.feeds[blog.feedId].job.jobLog[0]).toMatchObject({ result: "pushed", errorCode: null });
    expect(await row(blog.feedId)).toMatchObject({ pushCount: 1 });
    // The same push again stores nothing twice.
    await hub.publish(topic("blog"), rss("blog", advertising("blog")), "application/rss+xml");
    expect(await t.db.contentItem.count({ where: { feedId: blog.feedId } })).toBe(2);
  });

  it("accepts every signature method the spec names, and ignores unsigned or badly signed pushes with 2xx without storing them", async () => {
    posts.blog!.unshift({ guid: "forged", title: "Forged item" });
    const body = rss("blog", "");
    const forged = await hub.publish(topic("blog"), body, "application/rss+xml", { key: "not-the-secret" });
    const unsigned = await hub.publish(topic("blog"), body, "application/rss+xml", { key: null });
    expect([...forged, ...unsigned].map((d) => d.status)).toEqual([202, 202]);
    const secret = (await row(blog.feedId)).secret!;
    const sign = (alg: string, b: string) => `${alg}=${createHmac(alg, secret).update(b).digest("hex")}`;
    // Signed for another body, or with a method the spec does not name: ignored too.
    expect((await push(callback, body, { "x-hub-signature": sign("sha256", `${body} `) })).status).toBe(202);
    expect((await push(callback, body, { "x-hub-signature": `md5=${createHmac("md5", secret).update(body).digest("hex")}` })).status).toBe(202);
    expect(await t.db.contentItem.count({ where: { feedId: blog.feedId, guid: "forged" } })).toBe(0);
    posts.blog!.shift();

    for (const alg of ["sha1", "sha384", "sha512"] as const) {
      posts.blog!.unshift({ guid: `signed-${alg}`, title: `Signed with ${alg}` });
      const signed = await hub.publish(topic("blog"), rss("blog", ""), "application/rss+xml", { algorithm: alg });
      expect(signed.map((d) => d.status)).toEqual([202]);
      expect(await t.db.contentItem.count({ where: { feedId: blog.feedId, guid: `signed-${alg}` } })).toBe(1);
    }
  });

  it("answers only its own subscriptions: a wrong token is 404 or 410, a foreign topic or forged unsubscribe 404, a bad challenge 400, a large body 413", async () => {
    const wrong = `${base}/api/websub/${blog.feedId}/not-the-token`;
    const get = async (url: string, params: Record<string, string>) => {
      const u = new URL(url);
      for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
      const res = await fetch(u);
      return { status: res.status, text: await res.text(), type: res.headers.get("content-type"), nosniff: res.headers.get("x-content-type-options") };
    };
    expect((await get(wrong, { "hub.mode": "subscribe", "hub.topic": topic("blog"), "hub.challenge": "abc", "hub.lease_seconds": "60" })).status).toBe(404);
    expect((await push(wrong, rss("blog", ""), {})).status).toBe(410);
    expect((await get(callback, { "hub.mode": "subscribe", "hub.topic": "https://elsewhere.example/feed", "hub.challenge": "abc", "hub.lease_seconds": "60" })).status).toBe(404);
    // Someone else asking the hub to end our subscription: we did not ask, so we do not agree.
    expect((await get(callback, { "hub.mode": "unsubscribe", "hub.topic": topic("blog"), "hub.challenge": "abc" })).status).toBe(404);
    expect((await get(callback, { "hub.mode": "subscribe", "hub.topic": topic("blog"), "hub.challenge": "<script>\u0001", "hub.lease_seconds": "60" })).status).toBe(400);
    // A hub re-confirming the subscription we hold is answered with the challenge, as plain text that is never sniffed.
    const echo = await get(callback, { "hub.mode": "subscribe", "hub.topic": topic("blog"), "hub.challenge": "c-123", "hub.lease_seconds": String(10 * 86_400) });
    expect(echo).toEqual({ status: 200, text: "c-123", type: "text/plain; charset=utf-8", nosniff: "nosniff" });

    const large = rss("blog", "").replace("</channel>", `<item><guid>big</guid><title>${"x".repeat(25_000)}</title></item></channel>`);
    expect((await hub.publish(topic("blog"), large, "application/rss+xml")).map((d) => d.status)).toEqual([413]);
    expect(await t.db.contentItem.count({ where: { feedId: blog.feedId, guid: "big" } })).toBe(0);
  });

  it("takes the hub and topic from the Link header before the document's own links", async () => {
    const linked = await follow(reader, `${publisher.base}/linked.xml`);
    await expect.poll(() => state(linked.feedId)).toBe("active");
    expect(await row(linked.feedId)).toMatchObject({ hubUrl: hub.url, topicUrl: `${publisher.base}/linked.xml?canonical=1` });
    expect(hub.subscriptions(`${publisher.base}/linked.xml?canonical=1`)).toHaveLength(1);
  });

  it("records a denial and polls the feed again at once; the hub is not asked again", async () => {
    const linked = await t.db.feed.findFirstOrThrow({ where: { url: `${publisher.base}/linked.xml` } });
    await t.app.services.feeds.refresh(linked.id);
    expect((await t.db.feed.findUniqueOrThrow({ where: { id: linked.id } })).nextRunAt.getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);
    const sub = await row(linked.id);
    const status = await hub.deny(sub.subscribedTopicUrl!, `${base}/api/websub/${linked.id}/${sub.callbackToken}`, "This topic is closed");
    expect(status).toBe(200);
    expect(await row(linked.id)).toMatchObject({ state: "denied", lastError: "Denied by the hub: This topic is closed" });
    expect((await t.db.feed.findUniqueOrThrow({ where: { id: linked.id } })).nextRunAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect((await t.app.services.feeds.webSub.plan()).requests.map((r) => r.feedId)).not.toContain(linked.id);
    // Polling is back at the feed's own pace.
    await t.app.services.feeds.refresh(linked.id);
    expect((await t.db.feed.findUniqueOrThrow({ where: { id: linked.id } })).refreshIntervalMinutes).toBeLessThan(PUSH_SAFETY_NET_MINUTES);
  });

  it("a lapsed lease brings polling back and the subscription is asked for again", async () => {
    hub.grantLease(() => 1);
    const quiet = await follow(reader, `${publisher.base}/quiet.xml`);
    await expect.poll(() => state(quiet.feedId)).toBe("active");
    // The feed's first fetch (which also asks the hub when it finds one) must be over before the lease may lapse:
    // under load it can finish after the follow's own request, and would ask again.
    await expect.poll(async () => (await t.db.feed.findUniqueOrThrow({ where: { id: quiet.feedId } })).lastSuccessAt !== null, { timeout: 15_000 }).toBe(true);
    await expect.poll(async () => (await row(quiet.feedId)).leaseSeconds).toBe(1);
    hub.grantLease((requested) => requested ?? 864_000);
    await new Promise((r) => setTimeout(r, 1_100));
    const plan = await t.app.services.feeds.webSub.plan();
    expect(plan.lapsed).toBeGreaterThanOrEqual(1);
    expect(plan.requests).toContainEqual({ feedId: quiet.feedId, mode: "subscribe" });
    expect(await state(quiet.feedId)).toBe("expired");
    expect((await t.db.feed.findUniqueOrThrow({ where: { id: quiet.feedId } })).nextRunAt.getTime()).toBeLessThanOrEqual(Date.now());
    await t.app.services.feeds.refresh(quiet.feedId);
    expect((await t.db.feed.findUniqueOrThrow({ where: { id: quiet.feedId } })).refreshIntervalMinutes).toBeLessThan(PUSH_SAFETY_NET_MINUTES);
    // Asked again with a new callback and secret: the hub's old subscription is not ours any more.
    const before = await row(quiet.feedId);
    expect((await t.app.services.feeds.webSub.request(quiet.feedId, "subscribe")).ok).toBe(true);
    await expect.poll(() => state(quiet.feedId)).toBe("active");
    const after = await row(quiet.feedId);
    expect(after.callbackToken).not.toBe(before.callbackToken);
    expect(after.secret).not.toBe(before.secret);
    expect(after.leaseSeconds).toBe(864_000);
  });

  it("a hub that refuses leaves the feed polled and waits before asking again", async () => {
    hub.refuseWith(403);
    try {
      const quiet = await t.db.feed.findFirstOrThrow({ where: { url: `${publisher.base}/quiet.xml` } });
      await t.db.feedWebSub.update({ where: { feedId: quiet.id }, data: { state: "expired" } });
      const result = await t.app.services.feeds.webSub.request(quiet.id, "subscribe");
      expect(result).toMatchObject({ ok: false, status: 403 });
      const sub = await row(quiet.id);
      expect(sub).toMatchObject({ state: "failed", failures: 1, lastError: "The hub answered 403: This hub does not take subscriptions right now" });
      expect(sub.retryAt!.getTime()).toBeGreaterThan(Date.now() + 10 * 60_000);
      expect((await t.app.services.feeds.webSub.plan()).requests.map((r) => r.feedId)).not.toContain(quiet.id);
    } finally {
      hub.refuseWith(0);
    }
  });

  it("gives up the hub of a feed an admin paused, as the sweep stops polling it", async () => {
    const quiet = await t.db.feed.findFirstOrThrow({ where: { url: `${publisher.base}/quiet.xml` } });
    await t.db.feedWebSub.update({ where: { feedId: quiet.id }, data: { state: "active", retryAt: null, leaseSeconds: 864_000, leaseExpiresAt: new Date(Date.now() + 5 * 86_400_000) } });
    const due = async () => (await t.app.services.feeds.webSub.plan()).requests.filter((r) => r.feedId === quiet.id);
    expect(await due()).toEqual([]);
    await t.db.feed.update({ where: { id: quiet.id }, data: { pausedByAdmin: true } });
    try {
      expect(await due()).toEqual([{ feedId: quiet.id, mode: "unsubscribe" }]);
    } finally {
      await t.db.feed.update({ where: { id: quiet.id }, data: { pausedByAdmin: false } });
    }
  });

  it("unsubscribes at the hub when the last follower leaves, and answers later pushes 410", async () => {
    const other = await guest();
    const second = await follow(other, `${publisher.base}/blog.xml`);
    expect(second.feedId).toBe(blog.feedId);
    expect((await t.rest("DELETE", `/subscriptions/${blog.subscriptionId}`, { token: reader })).status).toBe(200);
    // Someone still follows it: nothing to ask.
    expect((await t.app.services.feeds.webSub.plan()).requests.filter((r) => r.feedId === blog.feedId)).toEqual([]);
    expect((await t.rest("DELETE", `/subscriptions/${second.subscriptionId}`, { token: other })).status).toBe(200);
    const plan = await t.app.services.feeds.webSub.plan();
    expect(plan.requests.filter((r) => r.feedId === blog.feedId)).toEqual([{ feedId: blog.feedId, mode: "unsubscribe" }]);
    expect((await t.app.services.feeds.webSub.request(blog.feedId, "unsubscribe")).ok).toBe(true);
    await expect.poll(() => state(blog.feedId)).toBe("unsubscribed");
    await expect.poll(() => hub.verifications.filter((v) => v.callback === callback).at(-1)).toMatchObject({ mode: "unsubscribe", verified: true });
    expect(hub.subscriptions(topic("blog"))).toEqual([]);
    expect((await push(callback, rss("blog", ""), {})).status).toBe(410);
  });

  it("records a feed that stops advertising its hub, and then asks nothing for it", async () => {
    blogAdvertises = false;
    await t.app.services.feeds.refresh(blog.feedId);
    expect(await row(blog.feedId)).toMatchObject({ hubUrl: null, topicUrl: null, state: "unsubscribed" });
    const token = await guest();
    await follow(token, `${publisher.base}/blog.xml`);
    await t.app.services.feeds.webSub.idle();
    expect((await t.app.services.feeds.webSub.plan()).requests.filter((r) => r.feedId === blog.feedId)).toEqual([]);
    expect(await state(blog.feedId)).toBe("unsubscribed");
  });
});

describe("WebSub switched off", () => {
  it("records the hub but never asks it, and polls as usual", async () => {
    const off = await createTestApp({ FETCH_ALLOW_PRIVATE_HOSTS: "127.0.0.1" });
    try {
      const token = (await off.rest("POST", "/users", { body: { isGuest: true } })).body.token as string;
      const res = await off.rest("POST", "/subscriptions", { token, body: { url: `${publisher.base}/quiet.xml` } });
      const feedId = (Object.values(res.body.subscriptions)[0] as { feedId: string }).feedId;
      await off.app.services.feeds.webSub.idle();
      expect(await off.db.feedWebSub.findUniqueOrThrow({ where: { feedId } })).toMatchObject({ hubUrl: hub.url, state: "none" });
      expect(await off.app.services.feeds.webSub.plan()).toEqual({ requests: [], lapsed: 0 });
      expect((await off.db.feed.findUniqueOrThrow({ where: { id: feedId } })).refreshIntervalMinutes).toBeLessThan(PUSH_SAFETY_NET_MINUTES);
    } finally {
      await off.close();
    }
  });
});
