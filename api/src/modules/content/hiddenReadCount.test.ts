import { encodeGlobalID } from "@pothos/plugin-relay";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFeedWithItems } from "../../../../tests/factories.js";
import { createTestApp, type TestApp } from "../../../../tests/setup/testApp.js";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ TIER_LIMITS: JSON.stringify({ guest: { maxSubscriptions: null, maxSubscriptionTags: null } }) });
});
afterAll(async () => {
  await t?.close();
});

async function guest() {
  const res = await t.rest("POST", "/users", { body: { isGuest: true } });
  return res.body.token as string;
}

async function subscribe(token: string, feedId: string, subscriptionTagId?: string): Promise<string> {
  const res = await t.rest("POST", "/subscriptions", { token, body: { feedId, ...(subscriptionTagId ? { subscriptionTagId } : {}) } });
  expect(res.status).toBe(200);
  return Object.values(res.body.subscriptions as Record<string, { id: string; feedId: string }>).find((s) => s.feedId === feedId)!.id;
}

/** The unread list's first page and what the same list with read items holds that is read (counted one by one). */
async function emptyUnreadList(token: string, query: string) {
  const unread = await t.rest("GET", `/content?${query}&limit=100`, { token });
  expect(unread.status, JSON.stringify(unread.body)).toBe(200);
  const all = await t.rest("GET", `/content?${query}&showRead=true&limit=100`, { token });
  expect(all.body.meta.nextPageKey).toBeNull();
  return {
    unread: unread.body.contentItems as unknown[],
    hiddenReadCount: unread.body.meta.hiddenReadCount as number | undefined,
    readShown: (all.body.contentItems as Array<{ isRead: boolean }>).filter((i) => i.isRead).length,
  };
}

describe("read items an empty unread list hides", () => {
  it("a new subscription to a quiet blog: every item arrived read, and the count says how many", async () => {
    const token = await guest();
    // Older than the 30-day keep-unread window, several on one day, one a minute before the window's edge (the
    // watermark's own day, counted from the items rather than the day counters).
    const quiet = await createFeedWithItems(t.db, "quiet", [{ ageDays: 30 + 1 / 1440 }, { ageDays: 30.2 }, { ageDays: 35 }, { ageDays: 35.1 }, { ageDays: 35.2 }, { ageDays: 90 }, { ageDays: 400 }]);
    const sub = await subscribe(token, quiet.feedId);
    const one = await emptyUnreadList(token, `subscriptionId=${sub}`);
    expect(one).toEqual({ unread: [], hiddenReadCount: 7, readShown: 7 });
    expect(await emptyUnreadList(token, "")).toEqual({ unread: [], hiddenReadCount: 7, readShown: 7 });

    // GraphQL: the same count on the connection, null once the list has items or shows read ones.
    const q = `query($id: ID!, $showRead: Boolean) { contentItems(subscriptionId: $id, showRead: $showRead) { hiddenReadCount edges { node { id } } } }`;
    const gid = encodeGlobalID("FeedSubscription", sub);
    expect((await t.gql(q, { id: gid }, token)).data.contentItems).toEqual({ hiddenReadCount: 7, edges: [] });
    expect((await t.gql(q, { id: gid, showRead: true }, token)).data.contentItems.hiddenReadCount).toBeNull();
    await t.rest("PATCH", `/content/${quiet.itemIds[1]}`, { token, body: { isRead: false } });
    expect((await t.gql(q, { id: gid }, token)).data.contentItems).toMatchObject({ hiddenReadCount: null, edges: [{}] });
    const listed = await t.rest("GET", `/content?subscriptionId=${sub}`, { token });
    expect(listed.body.meta).toEqual({ limit: 25, pageKey: null, nextPageKey: null });
  });

  it("counts exactly across watermarks, explicit rows, folders and sort windows", async () => {
    const token = await guest();
    const folder = (await t.rest("POST", "/subscriptions/tags", { token, body: { name: "Read" } })).body.id as string;
    const a = await createFeedWithItems(t.db, "busy-a", [{ ageDays: 0.1 }, { ageDays: 0.5 }, { ageDays: 1.5 }, { ageDays: 6 }, { ageDays: 12 }, { ageDays: 29.9 }, { ageDays: 31 }, { ageDays: 200 }]);
    const b = await createFeedWithItems(t.db, "busy-b", [{ ageDays: 0.3 }, { ageDays: 3 }, { ageDays: 3.2 }, { ageDays: 45 }]);
    const c = await createFeedWithItems(t.db, "busy-c", [{ ageDays: 2 }, { ageDays: 60 }]);
    const subA = await subscribe(token, a.feedId, folder);
    const subB = await subscribe(token, b.feedId, folder);
    await subscribe(token, c.feedId);
    // a: a watermark 10 days back, then each newer item read one by one (explicit read rows above the watermark).
    await t.rest("POST", "/content/mark-read", { token, body: { subscriptionId: subA, olderThanDays: 7 } });
    for (const id of a.itemIds.slice(0, 5)) await t.rest("PATCH", `/content/${id}`, { token, body: { isRead: true } });
    // b: everything read at once, then one item marked unread and read again (an explicit row on either side).
    await t.rest("POST", "/content/mark-read", { token, body: { subscriptionId: subB } });
    await t.rest("PATCH", `/content/${b.itemIds[2]}`, { token, body: { isRead: false } });
    await t.rest("PATCH", `/content/${b.itemIds[2]}`, { token, body: { isRead: true } });
    // c keeps an unread item: the folder's list is empty, all subscriptions' is not.
    const inFolder = await emptyUnreadList(token, `subscriptionTagId=${folder}`);
    expect(inFolder).toEqual({ unread: [], hiddenReadCount: 12, readShown: 12 });
    for (const sortBy of ["newest", "popular", "top-week", "top-day", "top-month", "top-hour"]) {
      const counted = await emptyUnreadList(token, `subscriptionTagId=${folder}&sortBy=${sortBy}`);
      expect(counted.hiddenReadCount, sortBy).toBe(counted.readShown);
    }
    expect((await emptyUnreadList(token, `subscriptionTagId=${folder}&sortBy=top-week`)).hiddenReadCount).toBe(7);
    expect((await emptyUnreadList(token, "")).hiddenReadCount).toBeUndefined();
    // c: its unread item is the one a top-day list would leave out, so that list is empty and counts c's items.
    const day = await emptyUnreadList(token, "sortBy=top-day");
    expect(day).toEqual({ unread: [], hiddenReadCount: 3, readShown: 3 });
    // A disabled subscription's items are in no list, and in no count.
    await t.rest("PATCH", `/subscriptions/${subB}`, { token, body: { enabled: false } });
    expect((await emptyUnreadList(token, `subscriptionTagId=${folder}`)).hiddenReadCount).toBe(8);
  });

  it("counts a tag's read items", async () => {
    const token = await guest();
    const f = await createFeedWithItems(t.db, "tagged", [{ ageDays: 0.2 }, { ageDays: 40 }, { ageDays: 50 }]);
    await subscribe(token, f.feedId);
    for (const id of f.itemIds) await t.rest("POST", `/content/${id}/tags`, { token, body: { contentItemTagId: "read-later" } });
    await t.rest("PATCH", `/content/${f.itemIds[0]}`, { token, body: { isRead: true } });
    expect(await emptyUnreadList(token, "contentItemTagId=read-later")).toEqual({ unread: [], hiddenReadCount: 3, readShown: 3 });
  });
});
