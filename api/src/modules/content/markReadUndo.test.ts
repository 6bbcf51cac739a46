import { encodeGlobalID } from "@pothos/plugin-relay";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFeedWithItems } from "../../../../tests/factories.js";
import { createTestApp, type TestApp } from "../../../../tests/setup/testApp.js";
import { MARK_READ_UNDO_MS } from "./content.service.js";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ TIER_LIMITS: JSON.stringify({ guest: { maxSubscriptions: null, maxSubscriptionTags: null } }) });
});
afterAll(async () => {
  await t?.close();
});

async function guest() {
  const res = await t.rest("POST", "/users", { body: { isGuest: true } });
  return { token: res.body.token as string, id: res.body.user.id as string };
}

async function subscribe(token: string, feedId: string, subscriptionTagId?: string): Promise<string> {
  const res = await t.rest("POST", "/subscriptions", { token, body: { feedId, ...(subscriptionTagId ? { subscriptionTagId } : {}) } });
  expect(res.status).toBe(200);
  return Object.values(res.body.subscriptions as Record<string, { id: string; feedId: string }>).find((s) => s.feedId === feedId)!.id;
}

async function setRead(token: string, itemId: string, isRead: boolean) {
  expect((await t.rest("PATCH", `/content/${itemId}`, { token, body: { isRead } })).status).toBe(200);
}

/** Everything read state is made of for one user: watermarks and explicit rows, as stored. */
async function readState(userId: string) {
  const [subscriptions, rows] = await Promise.all([
    t.db.feedSubscription.findMany({ where: { userId }, select: { id: true, markReadAfterAt: true, keepUnreadDays: true }, orderBy: { id: "asc" } }),
    t.db.contentItemReadState.findMany({ where: { userId }, orderBy: { contentItemId: "asc" } }),
  ]);
  return { subscriptions, rows };
}

/** What the reader sees: every item's isRead and every count. */
async function seen(token: string) {
  const items = await t.rest("GET", "/content?showRead=true&limit=100", { token });
  const subs = await t.rest("GET", "/subscriptions", { token });
  const tags = await t.rest("GET", "/content/tags", { token });
  return {
    isRead: Object.fromEntries((items.body.contentItems as Array<{ id: string; isRead: boolean }>).map((i) => [i.id, i.isRead])),
    allUnreadCount: subs.body.allUnreadCount as number,
    subscriptions: Object.fromEntries(Object.values(subs.body.subscriptions as Record<string, { id: string; unreadCount: number }>).map((s) => [s.id, s.unreadCount])),
    folders: Object.fromEntries(Object.values(subs.body.subscriptionTags as Record<string, { id: string; unreadCount: number }>).map((f) => [f.id, f.unreadCount])),
    tags: Object.fromEntries(Object.values(tags.body.contentItemTags as Record<string, { slug: string; unreadCount: number }>).map((g) => [g.slug, g.unreadCount])),
  };
}

/**
 * A reader with history: a folder of two feeds and a top-level feed; an earlier "older than 7 days" mark on
 * one subscription; an explicit unread row below that watermark, an explicit read row above it, a read row on
 * another subscription, and an item saved for later.
 */
async function readerWithHistory() {
  const user = await guest();
  const a = await createFeedWithItems(t.db, "undo-a", [{ ageDays: 0.5 }, { ageDays: 1.5 }, { ageDays: 2.5 }, { ageDays: 5 }, { ageDays: 10 }, { ageDays: 40 }]);
  const b = await createFeedWithItems(t.db, "undo-b", [{ ageDays: 0.2 }, { ageDays: 3 }, { ageDays: 12 }]);
  const c = await createFeedWithItems(t.db, "undo-c", [{ ageDays: 0.3 }, { ageDays: 8 }]);
  const folder = (await t.rest("POST", "/subscriptions/tags", { token: user.token, body: { name: "Undo" } })).body.id as string;
  const subA = await subscribe(user.token, a.feedId, folder);
  const subB = await subscribe(user.token, b.feedId, folder);
  const subC = await subscribe(user.token, c.feedId);
  expect((await t.rest("POST", "/content/mark-read", { token: user.token, body: { subscriptionId: subA, olderThanDays: 7 } })).status).toBe(200);
  await setRead(user.token, a.itemIds[4]!, false); // 10 days old, under the watermark: an explicit unread row
  await setRead(user.token, a.itemIds[3]!, true); // 5 days old, above it: an explicit read row
  await setRead(user.token, b.itemIds[1]!, true);
  await t.rest("POST", `/content/${c.itemIds[0]}/tags`, { token: user.token, body: { contentItemTagId: "read-later" } });
  return { ...user, a, b, c, folder, subA, subB, subC };
}

describe("undo of mark all as read", () => {
  it("puts back every watermark and explicit row, including an unread row the mark dropped, and every count", async () => {
    const r = await readerWithHistory();
    const stateBefore = await readState(r.id);
    const seenBefore = await seen(r.token);
    expect(stateBefore.rows.map((row) => [row.contentItemId, row.isRead])).toEqual(
      expect.arrayContaining([[r.a.itemIds[4], false], [r.a.itemIds[3], true], [r.b.itemIds[1], true]]),
    );
    expect(seenBefore.isRead[r.a.itemIds[4]!]).toBe(false);

    // Everything, over REST: the mark drops the folder's rows dated before now and moves three watermarks.
    const marked = await t.rest("POST", "/content/mark-read", { token: r.token, body: {} });
    expect(marked.status).toBe(200);
    expect(marked.body.undoToken).toEqual(expect.any(String));
    expect(marked.body.allUnreadCount).toBe(0);
    expect((await readState(r.id)).rows).toEqual([]);
    expect(Object.values((await seen(r.token)).isRead).every(Boolean)).toBe(true);

    const undone = await t.rest("POST", "/content/mark-read/undo", { token: r.token, body: { undoToken: marked.body.undoToken } });
    expect(undone.status).toBe(200);
    // The answer carries the counts as they were, like mark-read's.
    expect(undone.body.allUnreadCount).toBe(seenBefore.allUnreadCount);
    expect(undone.body.subscriptionIds.sort()).toEqual([r.subA, r.subB, r.subC].sort());
    expect(await readState(r.id)).toEqual(stateBefore);
    expect(await seen(r.token)).toEqual(seenBefore);

    // Once only.
    const again = await t.rest("POST", "/content/mark-read/undo", { token: r.token, body: { undoToken: marked.body.undoToken } });
    expect(again.status).toBe(410);
    expect(again.body).toEqual({ message: "This can no longer be undone.", display_message_key: "UNDO_EXPIRED" });
    expect(await readState(r.id)).toEqual(stateBefore);
  });

  it("undoes a folder mark older than a day over GraphQL, and keeps what the user changed since", async () => {
    const r = await readerWithHistory();
    const stateBefore = await readState(r.id);
    const marked = await t.gql(
      `mutation($id: ID!) { markContentRead(input: { folderId: $id, olderThanDays: 1 }) { ... on MarkContentReadPayload { undoToken subscriptions { subscriptionId unreadCount } } } }`,
      { id: encodeGlobalID("Folder", r.folder) },
      r.token,
    );
    const { undoToken, subscriptions } = marked.data.markContentRead;
    expect(subscriptions.map((s: { subscriptionId: string }) => s.subscriptionId).sort()).toEqual([r.subA, r.subB].sort());
    // The reader opens an item the mark had read, and marks it unread, before undoing.
    await setRead(r.token, r.a.itemIds[1]!, false);

    const undone = await t.gql(
      `mutation($token: String!) {
        undoMarkContentRead(input: { undoToken: $token }) {
          __typename
          ... on MarkContentReadPayload { undoToken subscriptions { subscriptionId unreadCount } viewer { readingList { allUnreadCount } } }
        }
      }`,
      { token: undoToken },
      r.token,
    );
    expect(undone.data.undoMarkContentRead).toMatchObject({ __typename: "MarkContentReadPayload", undoToken: null });
    const after = await readState(r.id);
    expect(after.subscriptions).toEqual(stateBefore.subscriptions);
    // Every row as it was, plus the reader's own later word on the item they marked unread.
    const later = after.rows.find((row) => row.contentItemId === r.a.itemIds[1]);
    expect(later).toMatchObject({ isRead: false });
    expect(after.rows.filter((row) => row !== later)).toEqual(stateBefore.rows);
    const counts = Object.fromEntries(undone.data.undoMarkContentRead.subscriptions.map((s: { subscriptionId: string; unreadCount: number }) => [s.subscriptionId, s.unreadCount]));
    // a: items of 0.5, 1.5, 2.5 days and the explicit unread 10-day one (5 days is read); b: 0.2 and 12 days.
    expect(counts).toEqual({ [r.subA]: 4, [r.subB]: 2 });
    expect(undone.data.undoMarkContentRead.viewer.readingList.allUnreadCount).toBe(4 + 2 + 2);
  });

  it("undoes a tag mark: rows it inserted go, a row it overwrote is back as it was", async () => {
    const r = await readerWithHistory();
    // Two more saved items: one unread by its subscription's window, one with an explicit unread row under a watermark.
    await t.rest("POST", `/content/${r.a.itemIds[4]}/tags`, { token: r.token, body: { contentItemTagId: "read-later" } });
    await t.rest("POST", `/content/${r.b.itemIds[0]}/tags`, { token: r.token, body: { contentItemTagId: "read-later" } });
    const stateBefore = await readState(r.id);
    const seenBefore = await seen(r.token);
    expect(seenBefore.tags["read-later"]).toBe(3);

    const readLater = (await t.rest("GET", "/content/tags/read-later", { token: r.token })).body.id as string;
    const marked = await t.rest("POST", "/content/mark-read", { token: r.token, body: { contentItemTagId: readLater } });
    expect(marked.body.contentItemTags[readLater].unreadCount).toBe(0);
    const undone = await t.rest("POST", "/content/mark-read/undo", { token: r.token, body: { undoToken: marked.body.undoToken } });
    expect(undone.status).toBe(200);
    expect(undone.body.contentItemTagId).toBe(readLater);
    expect(await readState(r.id)).toEqual(stateBefore);
    expect(await seen(r.token)).toEqual(seenBefore);
  });

  it("refuses another user's token, a token past its window, and one a newer mark replaced", async () => {
    const r = await readerWithHistory();
    const other = await guest();
    const first = await t.rest("POST", "/content/mark-read", { token: r.token, body: { subscriptionId: r.subC } });
    expect((await t.rest("POST", "/content/mark-read/undo", { token: other.token, body: { undoToken: first.body.undoToken } })).status).toBe(410);
    // A newer mark replaces the undo of the earlier one.
    const second = await t.rest("POST", "/content/mark-read", { token: r.token, body: { subscriptionId: r.subB } });
    expect((await t.rest("POST", "/content/mark-read/undo", { token: r.token, body: { undoToken: first.body.undoToken } })).status).toBe(410);

    // Past the window (the service's clock moved on), nothing changes.
    const before = await readState(r.id);
    const user = await t.db.user.findUniqueOrThrow({ where: { id: r.id } });
    const late = new Date(Date.now() + MARK_READ_UNDO_MS + 1_000);
    await expect(t.app.services.content.undoMarkRead(user, second.body.undoToken, late)).rejects.toMatchObject({ key: "UNDO_EXPIRED" });
    expect(await readState(r.id)).toEqual(before);
    // Maintenance drops what can no longer be undone.
    await t.app.services.content.pruneReadStates();
    expect(await t.db.readUndo.count({ where: { userId: r.id, expiresAt: { lte: new Date() } } })).toBe(0);

    expect((await t.rest("POST", "/content/mark-read/undo", { token: r.token, body: { undoToken: "not-a-token" } })).status).toBe(410);
    expect((await t.rest("POST", "/content/mark-read/undo", { token: r.token, body: {} })).status).toBe(400);
    expect((await t.rest("POST", "/content/mark-read/undo", { body: { undoToken: second.body.undoToken } })).status).toBe(401);
    // Still in its window: the latest mark undoes.
    expect((await t.rest("POST", "/content/mark-read/undo", { token: r.token, body: { undoToken: second.body.undoToken } })).status).toBe(200);
  });
});
