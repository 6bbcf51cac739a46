import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/setup/testApp.js";

let t: TestApp;
let server: Server;
let base: string;
const DAY = 86_400_000;
/** Feeds named slow* answer only once the test lets them (to observe a fetch in flight). */
let releaseSlow: () => void = () => undefined;
let slowGate = Promise.resolve();

/** Three feeds on a real local server: items 1, 10 and 40 days old, and a page that links feed a. */
function rss(name: string) {
  const items = [1, 10, 40]
    .map((d, i) => `<item><guid>${name}-${i}</guid><title>${name} item ${i}</title><pubDate>${new Date(Date.now() - d * DAY).toUTCString()}</pubDate></item>`)
    .join("");
  return `<rss version="2.0"><channel><title>Feed ${name}</title><link>/</link>${items}</channel></rss>`;
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    const m = /^\/feed-([a-z0-9]+)\.xml$/.exec(path);
    if (m) {
      const send = () => res.writeHead(200, { "content-type": "application/rss+xml" }).end(rss(m[1]!));
      return void (m[1]!.startsWith("slow") ? slowGate.then(send) : send());
    }
    if (path === "/blog") return void res.writeHead(200, { "content-type": "text/html" }).end(`<html><head><title>Blog</title><link rel="alternate" type="application/rss+xml" href="/feed-a.xml"></head></html>`);
    if (path === "/nofeed") return void res.writeHead(200, { "content-type": "text/html" }).end("<html><head><title>Plain</title></head><body>hi</body></html>");
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestApp({ FETCH_ALLOW_PRIVATE_HOSTS: "127.0.0.1", TIER_LIMITS: JSON.stringify({ guest: { maxSubscriptions: 4, maxSubscriptionTags: 3, maxNewFeedsPerWeek: 6 } }) });
});
afterAll(async () => {
  await t?.close();
  server?.closeAllConnections();
  await new Promise((r) => server?.close(r));
});

async function guest() {
  const res = await t.rest("POST", "/users", { body: { isGuest: true } });
  return { token: res.body.token as string, id: res.body.user.id as string };
}

/** Follows a folder's linked list from its head, failing on forks, loops or strays. */
function folderOrder(list: any, folderId: string): string[] {
  const members = Object.values(list.subscriptions as Record<string, any>).filter((s) => s.associations.some((a: any) => a.subscriptionTagId === folderId));
  const assoc = new Map(members.map((s: any) => [s.id, s.associations.find((a: any) => a.subscriptionTagId === folderId)]));
  const heads = members.filter((s: any) => assoc.get(s.id).isHead);
  if (!members.length) return [];
  expect(heads).toHaveLength(1);
  const order: string[] = [];
  for (let id: string | null = heads[0].id; id; id = assoc.get(id).nextSubscriptionId) {
    expect(order).not.toContain(id);
    order.push(id);
  }
  expect(order).toHaveLength(members.length);
  return order;
}

describe("subscribing", () => {
  it("subscribes by a page URL: discovered, fetched at once, at the top level with its unread count", async () => {
    const { token } = await guest();
    const res = await t.rest("POST", "/subscriptions", { token, body: { url: `${base}/blog` } });
    expect(res.status).toBe(200);
    const [sub] = Object.values(res.body.subscriptions) as any[];
    expect(sub).toMatchObject({ title: "Feed a", unreadCount: 2, enabled: true, keepUnreadDays: 30, isTopLevel: true, associations: [] });
    expect(res.body.feeds[sub.feedId]).toMatchObject({ url: `${base}/feed-a.xml`, title: "Feed a", status: "healthy" });
    expect(res.body).toMatchObject({ allUnreadCount: 2, recalculatingUnreadCount: false, settings: { topLevelOrder: { order: [sub.id] } } });

    // The same feed again (by feed URL, by feedId, by another subscription's id) is the same subscription.
    for (const body of [{ url: `${base}/feed-a.xml` }, { feedId: sub.feedId }, { subscriptionId: sub.id }]) {
      const again = await t.rest("POST", "/subscriptions", { token, body });
      expect(Object.keys(again.body.subscriptions)).toEqual([sub.id]);
    }
    const boot = await t.rest("GET", "/bootstrap", { token });
    expect(Object.keys(boot.body.subscriptions)).toEqual([sub.id]);
    expect(boot.body.allUnreadCount).toBe(2);
  });

  it("refuses what it cannot subscribe to, with the spec's keys", async () => {
    const { token } = await guest();
    const none = await t.rest("POST", "/subscriptions", { token, body: { title: "x" } });
    expect(none).toMatchObject({ status: 400, body: { display_message_key: "VALIDATION_ERROR", message: "One of feedId, url or subscriptionId is required" } });
    const noFeed = await t.rest("POST", "/subscriptions", { token, body: { url: `${base}/nofeed` } });
    expect(noFeed.status).toBe(422);
    expect(noFeed.body.display_message_key).toBe("FEED_NOT_FOUND");
    const bad = await t.rest("POST", "/subscriptions", { token, body: { url: "javascript:alert(1)" } });
    expect(bad).toMatchObject({ status: 400, body: { display_message_key: "VALIDATION_ERROR" } });
    expect((await t.rest("POST", "/subscriptions", { body: { url: `${base}/blog` } })).status).toBe(401);
    expect((await t.rest("GET", "/subscriptions")).body.display_message_key).toBe("NO_TOKEN");
  });

  it("enforces the subscription and new-feeds limits of the tier", async () => {
    const { token } = await guest();
    for (const n of ["l1", "l2", "l3", "l4"]) expect((await t.rest("POST", "/subscriptions", { token, body: { url: `${base}/feed-${n}.xml` } })).status).toBe(200);
    const over = await t.rest("POST", "/subscriptions", { token, body: { url: `${base}/feed-a.xml` } });
    expect(over).toMatchObject({ status: 403, body: { display_message_key: "MAX_SUBSCRIPTIONS_REACHED", message: "You have reached the maximum number of subscriptions for this account tier" } });

    const other = await guest();
    for (const n of ["n1", "n2"]) await t.rest("POST", "/subscriptions", { token: other.token, body: { url: `${base}/feed-${n}.xml` } });
    const u = await t.db.user.findUniqueOrThrow({ where: { id: other.id } });
    await t.db.feed.updateMany({ where: { url: { contains: "/feed-l" } }, data: { createdByUserId: u.id } });
    // 4 + 2 = 6 new feeds this week: a seventh is refused, an existing feed is still fine.
    const sub = Object.values((await t.rest("GET", "/subscriptions", { token: other.token })).body.subscriptions)[0] as any;
    await t.rest("DELETE", `/subscriptions/${sub.id}`, { token: other.token });
    const newFeed = await t.rest("POST", "/subscriptions", { token: other.token, body: { url: `${base}/feed-n3.xml` } });
    expect(newFeed).toMatchObject({ status: 403, body: { display_message_key: "MAX_NEW_FEEDS_REACHED" } });
    expect((await t.rest("POST", "/subscriptions", { token: other.token, body: { url: `${base}/feed-a.xml` } })).status).toBe(200);
  });
});

describe("folders and order", () => {
  it("keeps folder linked lists and the top-level order consistent through moves", async () => {
    const { token } = await guest();
    const ids: string[] = [];
    for (const n of ["a", "b", "c"]) {
      const r = await t.rest("POST", "/subscriptions", { token, body: { url: `${base}/feed-${n}.xml` } });
      ids.push(Object.keys(r.body.subscriptions)[0]!);
    }
    const [a, b, c] = ids as [string, string, string];
    expect((await t.rest("POST", "/subscriptions/tags", { token, body: { name: "  " } })).body).toMatchObject({ display_message_key: "VALIDATION_ERROR", message: "Folder name is required" });
    const folder = await t.rest("POST", "/subscriptions/tags", { token, body: { name: "News" } });
    const news = folder.body.id as string;
    expect(folder.body.settings.topLevelOrder.order).toEqual([a, b, c, news]);
    expect((await t.rest("POST", "/subscriptions/tags", { token, body: { name: "news" } })).body.display_message_key).toBe("DUPLICATE_FOLDER_NAME");

    // a, then c before a, then b at the end: c a b. Moving out of the top level keeps them in the folder only.
    for (const [id, next] of [[a, null], [c, a], [b, null]] as const) {
      const r = await t.rest("POST", `/subscriptions/${id}/associations`, { token, body: { subscriptionTagId: news, nextSubscriptionId: next, topLevelOrder: { order: [news] } } });
      expect(r.status).toBe(200);
    }
    let list = (await t.rest("GET", "/subscriptions", { token })).body;
    expect(folderOrder(list, news)).toEqual([c, a, b]);
    expect(list.settings.topLevelOrder.order).toEqual([news]);
    expect(list.subscriptionTags[news]).toMatchObject({ name: "News", subscriptionCount: 3, unreadCount: 6 });
    expect(Object.values(list.subscriptions).every((s: any) => !s.isTopLevel)).toBe(true);

    // Reorder within: b before c. A subscription cannot come after itself.
    await t.rest("POST", `/subscriptions/${b}/associations`, { token, body: { subscriptionTagId: news, nextSubscriptionId: c } });
    const loop = await t.rest("POST", `/subscriptions/${a}/associations`, { token, body: { subscriptionTagId: news, nextSubscriptionId: a } });
    expect(loop).toMatchObject({ status: 400, body: { display_message_key: "CIRCULAR_REFERENCE" } });
    list = (await t.rest("GET", `/subscriptions?tagId=${news}`, { token })).body;
    expect(folderOrder(list, news)).toEqual([b, c, a]);

    // Leaving its last place puts a subscription back at the top level: nothing is ever orphaned.
    const out = await t.rest("DELETE", `/subscriptions/${c}/associations?subscriptionTagId=${news}`, { token });
    expect(out.body.subscriptions[c]).toMatchObject({ isTopLevel: true, associations: [] });
    expect(out.body.settings.topLevelOrder.order).toEqual([news, c]);

    // Deleting the folder "to Top Level" puts its subscriptions where the folder stood.
    const both = await t.rest("DELETE", `/subscriptions/tags/${news}?newSubscriptionTagId=top&includeSubscriptions=true`, { token });
    expect(both.status).toBe(400);
    const del = await t.rest("DELETE", `/subscriptions/tags/${news}?newSubscriptionTagId=top`, { token });
    expect(del.status).toBe(200);
    expect(del.body.settings.topLevelOrder.order).toEqual([b, a, c]);
    expect(del.body.subscriptionTags).toEqual({});
    expect(await t.db.folderMembership.count({ where: { folderId: news } })).toBe(0);
  });

  it("deletes a folder into another folder, or with its subscriptions", async () => {
    const { token } = await guest();
    const sub = async (n: string, folder?: string) =>
      Object.keys((await t.rest("POST", "/subscriptions", { token, body: { url: `${base}/feed-${n}.xml`, subscriptionTagId: folder } })).body.subscriptions)[0]!;
    const f1 = (await t.rest("POST", "/subscriptions/tags", { token, body: { name: "One" } })).body.id;
    const f2 = (await t.rest("POST", "/subscriptions/tags", { token, body: { name: "Two" } })).body.id;
    const x = await sub("a", f1);
    const y = await sub("b", f1);
    const z = await sub("c", f2);
    const moved = await t.rest("DELETE", `/subscriptions/tags/${f1}?newSubscriptionTagId=${f2}`, { token });
    expect(folderOrder(moved.body, f2)).toEqual([z, x, y]);
    expect(moved.body.settings.topLevelOrder.order).toEqual([f2]);
    const gone = await t.rest("DELETE", `/subscriptions/tags/${f2}?includeSubscriptions=true`, { token });
    expect(gone.body.deletedSubscriptionIds.sort()).toEqual([x, y, z].sort());
    expect(gone.body).toMatchObject({ subscriptions: {}, subscriptionTags: {}, allUnreadCount: 0, settings: { topLevelOrder: { order: [] } } });
  });

  it("normalises a client's topLevelOrder: unknown ids dropped, folders and orphans kept", async () => {
    const { token, id } = await guest();
    const a = Object.keys((await t.rest("POST", "/subscriptions", { token, body: { url: `${base}/feed-a.xml` } })).body.subscriptions)[0]!;
    const f = (await t.rest("POST", "/subscriptions/tags", { token, body: { name: "F" } })).body.id;
    const res = await t.rest("PUT", `/users/${id}/settings/topLevelOrder`, { token, body: { value: { order: [f, "not-an-id", f] } } });
    expect(res.status).toBe(200);
    expect(res.body.value.order).toEqual([f, a]);
    expect((await t.rest("PUT", `/users/${id}/settings/topLevelOrder`, { token, body: { value: { order: "x" } } })).status).toBe(400);
  });
});

describe("unread counts", () => {
  it("follow keep-unread days, enabled subscriptions and enabled folders", async () => {
    const { token } = await guest();
    const f = (await t.rest("POST", "/subscriptions/tags", { token, body: { name: "F" } })).body.id;
    const a = Object.keys((await t.rest("POST", "/subscriptions", { token, body: { url: `${base}/feed-a.xml`, subscriptionTagId: f } })).body.subscriptions)[0]!;
    const b = Object.keys((await t.rest("POST", "/subscriptions", { token, body: { url: `${base}/feed-b.xml` } })).body.subscriptions)[0]!;
    let list = (await t.rest("GET", "/subscriptions", { token })).body;
    expect([list.subscriptions[a].unreadCount, list.subscriptions[b].unreadCount, list.subscriptionTags[f].unreadCount, list.allUnreadCount]).toEqual([2, 2, 2, 4]);

    const short = await t.rest("PATCH", `/subscriptions/${a}`, { token, body: { keepUnreadDays: 5 } });
    expect(short.body.subscriptions[a]).toMatchObject({ keepUnreadDays: 5, unreadCount: 1 });
    expect((await t.rest("PATCH", `/subscriptions/${a}`, { token, body: { keepUnreadDays: 31 } })).status).toBe(400);
    expect((await t.rest("PATCH", `/subscriptions/${a}`, { token, body: { keepUnreadDays: 0 } })).body.display_message_key).toBe("VALIDATION_ERROR");

    await t.rest("PATCH", `/subscriptions/${b}`, { token, body: { enabled: false } });
    list = (await t.rest("GET", "/subscriptions", { token })).body;
    expect([list.subscriptions[b].unreadCount, list.allUnreadCount]).toEqual([0, 1]);

    await t.rest("PATCH", `/subscriptions/tags/${f}`, { token, body: { enabled: false } });
    list = (await t.rest("GET", "/subscriptions", { token })).body;
    expect([list.subscriptions[a].unreadCount, list.subscriptionTags[f].unreadCount, list.allUnreadCount]).toEqual([0, 0, 0]);

    // A watermark (mark-all-read) hides what came before it.
    await t.rest("PATCH", `/subscriptions/tags/${f}`, { token, body: { enabled: true } });
    await t.db.feedSubscription.update({ where: { id: a }, data: { markReadAfterAt: new Date(Date.now() - 2 * DAY) } });
    expect((await t.rest("GET", `/subscriptions/${a}`, { token })).body.subscriptions[a].unreadCount).toBe(1);

    // Bulk: every subscription of the folder.
    const bulk = await t.rest("PATCH", "/subscriptions", { token, body: { withTagId: f, keepUnreadDays: 1 } });
    expect(Object.keys(bulk.body.subscriptions)).toEqual([a]);
    expect(bulk.body.subscriptions[a].keepUnreadDays).toBe(1);
  });
});

describe("batch subscribe", () => {
  it("answers in request order, skips duplicates and fetches new feeds in the background", async () => {
    const { token } = await guest();
    const f = (await t.rest("POST", "/subscriptions/tags", { token, body: { name: "Imported" } })).body.id;
    slowGate = new Promise((r) => (releaseSlow = r));
    const feeds = [
      { url: `${base}/feed-slow1.xml`, title: "Q one", subscriptionTagId: f },
      { url: "ftp://nope.example/feed" },
      { url: `${base}/feed-slow2.xml` },
      { url: `${base}/feed-slow1.xml`, title: "Q one" },
    ];
    const res = await t.rest("POST", "/subscriptions/batch", { token, body: { feeds } });
    expect(res.status).toBe(200);
    expect(res.body.subscribeResults.map((r: any) => r.url)).toEqual(feeds.map((f) => f.url));
    expect(res.body.subscribeResults.map((r: any) => r.error === null)).toEqual([true, false, true, true]);
    expect(res.body.subscribeResults[1].display_message_key).toBe("VALIDATION_ERROR");
    expect(res.body.subscribeResults[3]).toMatchObject({ skipped: true, subscriptionId: res.body.subscribeResults[0].subscriptionId });
    expect(res.body.recalculatingUnreadCount).toBe(true);
    const q1 = res.body.subscribeResults[0].subscriptionId;
    expect(res.body.subscriptions[q1]).toMatchObject({ title: "Q one", associations: [{ subscriptionTagId: f, isHead: true }] });

    releaseSlow();
    await t.app.services.fetchQueue.idle();
    const after = (await t.rest("GET", "/subscriptions", { token })).body;
    expect(after).toMatchObject({ recalculatingUnreadCount: false, allUnreadCount: 4 });
    expect(after.feeds[after.subscriptions[q1].feedId].title).toBe("Feed slow1");
    expect((await t.rest("POST", "/subscriptions/batch", { token, body: { feeds: [] } })).status).toBe(400);
  });
});

describe("authorisation", () => {
  it("never shows or changes another user's subscriptions and folders", async () => {
    const owner = await guest();
    const intruder = await guest();
    const f = (await t.rest("POST", "/subscriptions/tags", { token: owner.token, body: { name: "Private" } })).body.id;
    const s = Object.keys((await t.rest("POST", "/subscriptions", { token: owner.token, body: { url: `${base}/feed-a.xml`, subscriptionTagId: f } })).body.subscriptions)[0]!;
    for (const [method, path, body] of [
      ["GET", `/subscriptions/${s}`],
      ["PATCH", `/subscriptions/${s}`, { title: "mine" }],
      ["DELETE", `/subscriptions/${s}`],
      ["POST", `/subscriptions/${s}/associations`, { subscriptionTagId: f }],
      ["GET", `/subscriptions/tags/${f}`],
      ["PATCH", `/subscriptions/tags/${f}`, { name: "x" }],
      ["DELETE", `/subscriptions/tags/${f}`],
      ["GET", `/subscriptions?tagId=${f}`],
    ] as Array<[string, string, unknown?]>) {
      const res = await t.rest(method, path, { token: intruder.token, ...(body ? { body } : {}) });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    // Putting one's own subscription into someone else's folder is refused too.
    const mine = Object.keys((await t.rest("POST", "/subscriptions", { token: intruder.token, body: { url: `${base}/feed-b.xml` } })).body.subscriptions)[0]!;
    expect((await t.rest("POST", `/subscriptions/${mine}/associations`, { token: intruder.token, body: { subscriptionTagId: f } })).status).toBe(404);
    expect(Object.keys((await t.rest("GET", "/subscriptions", { token: intruder.token })).body.subscriptionTags)).toEqual([]);
    expect(await t.db.feedSubscription.findUniqueOrThrow({ where: { id: s } })).toMatchObject({ title: null });
  });
});
