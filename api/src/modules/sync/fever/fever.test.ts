import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFeedWithItems } from "../../../../../tests/factories.js";
import { appPassword, fever, feverKey, registered } from "../../../../../tests/setup/syncClients.js";
import { createTestApp, type TestApp } from "../../../../../tests/setup/testApp.js";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function reader(name: string) {
  const user = await registered(t, name);
  const made = await appPassword(t, user, "Reeder (Fever)");
  return { ...user, key: feverKey(user.email, made.password), password: made.password, call: fever(t) };
}

async function follow(user: { token: string }, name: string, ages: number[], folderId?: string) {
  const feed = await createFeedWithItems(t.db, name, ages.map((ageDays, i) => ({ ageDays, title: `${name} ${i}` })));
  const res = await t.rest("POST", "/subscriptions", { token: user.token, body: { feedId: feed.feedId, ...(folderId ? { subscriptionTagId: folderId } : {}) } });
  return { ...feed, subscriptionId: Object.keys(res.body.subscriptions)[0]! };
}

const syncId = async (table: "ContentItem" | "Feed" | "Folder", id: string) =>
  Number((await t.db.$queryRawUnsafe<Array<{ s: string }>>(`SELECT "syncId"::text AS s FROM "${table}" WHERE id = $1::uuid`, id))[0]!.s);

describe("Fever API", () => {
  it("authenticates with md5 of email and app password only", async () => {
    const ann = await reader("ann");
    const ok = await ann.call(ann.key, "");
    expect(ok).toEqual({ status: 200, body: { api_version: 3, auth: 1, last_refreshed_on_time: expect.any(Number) } });
    expect((await ann.call(ann.key.toUpperCase(), "")).body.auth).toBe(1);
    for (const key of ["", "nope", feverKey(ann.email, ann.accountPassword), feverKey("other@example.com", ann.password)]) {
      expect((await ann.call(key, "groups")).body).toEqual({ api_version: 3, auth: 0 });
    }
  });

  it("lists groups, feeds with their groups, and favicons", async () => {
    const ann = await reader("ann");
    const folder = (await t.rest("POST", "/subscriptions/tags", { token: ann.token, body: { name: "Tech" } })).body.id as string;
    const a = await follow(ann, "fa", [0.1], folder);
    const b = await follow(ann, "fb", [0.1]);
    const off = await follow(ann, "foff", [0.1]);
    await t.rest("PATCH", `/subscriptions/${off.subscriptionId}`, { token: ann.token, body: { enabled: false } });
    await t.db.feedIcon.create({ data: { feedId: a.feedId, contentType: "image/png", bytes: Buffer.from([137, 80, 78, 71]) } });

    const [groupId, aId, bId] = [await syncId("Folder", folder), await syncId("Feed", a.feedId), await syncId("Feed", b.feedId)];
    const groups = (await ann.call(ann.key, "groups")).body;
    expect(groups.groups).toEqual([{ id: groupId, title: "Tech" }]);
    expect(groups.feeds_groups).toEqual([{ group_id: groupId, feed_ids: String(aId) }]);
    const feeds = (await ann.call(ann.key, "feeds")).body;
    expect(feeds.feeds.map((f: any) => f.id).sort()).toEqual([aId, bId].sort());
    expect(feeds.feeds.find((f: any) => f.id === aId)).toMatchObject({ favicon_id: aId, title: "Feed fa", url: expect.stringContaining("fa-"), is_spark: 0 });
    expect(feeds.feeds.find((f: any) => f.id === bId).favicon_id).toBe(0);
    expect((await ann.call(ann.key, "favicons")).body.favicons).toEqual([{ id: aId, data: "image/png;base64,iVBORw==" }]);
  });

  it("pages items by since_id and max_id, 50 at a time, and fetches with_ids", async () => {
    const ann = await reader("ann");
    const feed = await follow(ann, "many", Array.from({ length: 60 }, (_, i) => 0.01 * (i + 1)));
    const other = await follow(ann, "few", [0.5, 0.6]);
    const all = (await Promise.all([...feed.itemIds, ...other.itemIds].map((id) => syncId("ContentItem", id)))).sort((x, y) => x - y);

    const seen: number[] = [];
    let since = 0;
    for (;;) {
      const page = (await ann.call(ann.key, `items&since_id=${since}`)).body;
      expect(page.total_items).toBe(62);
      if (!page.items.length) break;
      expect(page.items.length).toBeLessThanOrEqual(50);
      seen.push(...page.items.map((i: any) => i.id));
      since = page.items.at(-1).id;
    }
    expect(seen).toEqual(all);

    const newest = (await ann.call(ann.key, "items&max_id=0")).body.items.map((i: any) => i.id);
    expect(newest).toEqual([...all].reverse().slice(0, 50));
    const older = (await ann.call(ann.key, `items&max_id=${newest.at(-1)}`)).body.items.map((i: any) => i.id);
    expect(older).toEqual([...all].reverse().slice(50));

    const picked = (await ann.call(ann.key, `items&with_ids=${all[3]},${all[1]},999999999`)).body.items;
    expect(picked.map((i: any) => i.id)).toEqual([all[3], all[1]]);
    expect(picked[0]).toMatchObject({ feed_id: expect.any(Number), title: expect.any(String), html: expect.stringContaining("<p>Body of"), url: expect.stringContaining("https://"), is_read: 0, is_saved: 0, created_on_time: expect.any(Number) });
  });

  it("marks items read, unread, saved and unsaved, and feeds and groups read before a time, as the web app sees it", async () => {
    const ann = await reader("ann");
    const folder = (await t.rest("POST", "/subscriptions/tags", { token: ann.token, body: { name: "News" } })).body.id as string;
    const feed = await follow(ann, "marks", [0.1, 2, 3]);
    const grouped = await follow(ann, "grouped", [0.1, 2], folder);
    const [first] = await Promise.all(feed.itemIds.map((id) => syncId("ContentItem", id)));
    const contentItem = async (id: string) => (await t.rest("GET", `/content/${id}`, { token: ann.token })).body.contentItem;

    const unreadBefore = (await ann.call(ann.key, "unread_item_ids")).body.unread_item_ids.split(",").map(Number);
    expect(unreadBefore).toHaveLength(5);
    const marked = (await ann.call(ann.key, "", { mark: "item", as: "read", id: String(first) })).body;
    expect(marked.unread_item_ids.split(",").map(Number).sort()).toEqual(unreadBefore.filter((x: number) => x !== first).sort());
    expect((await contentItem(feed.itemIds[0]!)).isRead).toBe(true);
    await ann.call(ann.key, "", { mark: "item", as: "unread", id: String(first) });
    expect((await contentItem(feed.itemIds[0]!)).isRead).toBe(false);

    const saved = (await ann.call(ann.key, "", { mark: "item", as: "saved", id: String(first) })).body;
    expect(saved.saved_item_ids).toBe(String(first));
    expect((await ann.call(ann.key, "saved_item_ids")).body.saved_item_ids).toBe(String(first));
    const readLater = (await t.rest("GET", "/content?contentItemTagId=read-later&showRead=true&sortBy=newest", { token: ann.token })).body.contentItems;
    expect(readLater.map((i: any) => i.id)).toEqual([feed.itemIds[0]]);
    expect((await ann.call(ann.key, `items&with_ids=${first}`)).body.items[0].is_saved).toBe(1);
    await ann.call(ann.key, "", { mark: "item", as: "unsaved", id: String(first) });
    expect((await ann.call(ann.key, "saved_item_ids")).body.saved_item_ids).toBe("");

    const dayAgo = String(Math.floor((Date.now() - 86_400_000) / 1000));
    await ann.call(ann.key, "", { mark: "feed", as: "read", id: String(await syncId("Feed", feed.feedId)), before: dayAgo });
    expect(await Promise.all(feed.itemIds.map(async (id) => (await contentItem(id)).isRead))).toEqual([false, true, true]);
    await ann.call(ann.key, "", { mark: "group", as: "read", id: String(await syncId("Folder", folder)), before: dayAgo });
    expect(await Promise.all(grouped.itemIds.map(async (id) => (await contentItem(id)).isRead))).toEqual([false, true]);
    expect((await t.rest("GET", "/subscriptions", { token: ann.token })).body.allUnreadCount).toBe(2);
    await ann.call(ann.key, "", { mark: "group", as: "read", id: "0" });
    expect((await t.rest("GET", "/subscriptions", { token: ann.token })).body.allUnreadCount).toBe(0);
    expect((await ann.call(ann.key, "unread_item_ids")).body.unread_item_ids).toBe("");

    const bad = await ann.call(ann.key, "", { mark: "item", as: "sideways", id: String(first) });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ api_version: 3, display_message_key: "VALIDATION_ERROR" });
  });

  it("shows one user's key nothing of another user's, and writes only its own user's state", async () => {
    const ann = await reader("ann");
    const bob = await reader("bob");
    const feed = await follow(ann, "annonly", [0.1]);
    const id = await syncId("ContentItem", feed.itemIds[0]!);
    expect((await bob.call(bob.key, "items&since_id=0")).body).toMatchObject({ items: [], total_items: 0 });
    expect((await bob.call(bob.key, "feeds")).body.feeds).toEqual([]);
    await bob.call(bob.key, "", { mark: "group", as: "read", id: "0" });
    await bob.call(bob.key, "", { mark: "item", as: "saved", id: String(id) });
    expect((await ann.call(ann.key, "unread_item_ids")).body.unread_item_ids).toBe(String(id));
    expect((await ann.call(ann.key, "saved_item_ids")).body.saved_item_ids).toBe("");
  });
});
