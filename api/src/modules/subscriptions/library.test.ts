import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFeedWithItems } from "../../../../tests/factories.js";
import { createTestApp, type TestApp } from "../../../../tests/setup/testApp.js";

// The Library's calls (issue 16): bulk PATCH /subscriptions, POST /subscriptions/delete, and the paged table
// (GraphQL librarySubscriptions). Every feed has 2 items inside the keep-unread window, so counts are known.

let t: TestApp;
const feedIds: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ TIER_LIMITS: JSON.stringify({ guest: { maxSubscriptions: 1000, maxSubscriptionTags: 100 } }) });
  for (let i = 0; i < 36; i++) {
    const { feedId } = await createFeedWithItems(t.db, `lib${String(i).padStart(2, "0")}`, [{ ageDays: 1 }, { ageDays: 2 }]);
    feedIds.push(feedId);
  }
});
afterAll(async () => {
  await t?.close();
});

async function guest() {
  const res = await t.rest("POST", "/users", { body: { isGuest: true } });
  return { token: res.body.token as string, id: res.body.user.id as string };
}

async function subscribe(token: string, feedId: string, folderId?: string): Promise<string> {
  const res = await t.rest("POST", "/subscriptions", { token, body: { feedId, ...(folderId ? { subscriptionTagId: folderId } : {}) } });
  expect(res.status).toBe(200);
  return Object.values(res.body.subscriptions as Record<string, { id: string; feedId: string }>).find((s) => s.feedId === feedId)!.id;
}

async function folder(token: string, name: string): Promise<string> {
  const res = await t.rest("POST", "/subscriptions/tags", { token, body: { name } });
  expect(res.status).toBe(200);
  return res.body.id as string;
}

async function readingList(token: string) {
  const res = await t.rest("GET", "/subscriptions", { token });
  expect(res.status).toBe(200);
  return res.body;
}

/** Follows a folder's linked list from its head, failing on forks, loops or strays. */
function folderOrder(list: any, folderId: string): string[] {
  const members = Object.values(list.subscriptions as Record<string, any>).filter((s) => s.associations.some((a: any) => a.subscriptionTagId === folderId));
  if (!members.length) return [];
  const assoc = new Map(members.map((s: any) => [s.id, s.associations.find((a: any) => a.subscriptionTagId === folderId)]));
  const heads = members.filter((s: any) => assoc.get(s.id).isHead);
  expect(heads).toHaveLength(1);
  const order: string[] = [];
  for (let id: string | null = heads[0].id; id; id = assoc.get(id).nextSubscriptionId) {
    expect(order).not.toContain(id);
    order.push(id);
  }
  expect(order).toHaveLength(members.length);
  return order;
}

/** What the counts must be from first principles: 2 unread items per showing subscription. */
function expectedAll(list: any): number {
  const enabledFolders = new Set(Object.values(list.subscriptionTags as Record<string, any>).filter((f) => f.enabled).map((f) => f.id));
  return Object.values(list.subscriptions as Record<string, any>).filter(
    (s) => s.enabled && (s.isTopLevel || s.associations.some((a: any) => enabledFolders.has(a.subscriptionTagId))),
  ).length * 2;
}

describe("PATCH /subscriptions (bulk)", () => {
  it("moves 30 subscriptions into a folder and off the top level in one call, with every count exact afterwards", async () => {
    const { token } = await guest();
    const ids: string[] = [];
    for (const feedId of feedIds.slice(0, 30)) ids.push(await subscribe(token, feedId));
    const news = await folder(token, "News");

    const res = await t.rest("PATCH", "/subscriptions", { token, body: { subscriptionIds: ids, addToTagId: news, removeFromTopLevel: true } });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.subscriptions).sort()).toEqual([...ids].sort());
    const after = await readingList(token);
    // The folder holds all 30 in the order sent, as one valid linked list; nothing stays at the top level.
    expect(folderOrder(after, news)).toEqual(ids);
    expect(Object.values(after.subscriptions as Record<string, any>).filter((s) => s.isTopLevel)).toHaveLength(0);
    expect(after.settings.topLevelOrder.order).toEqual([news]);
    expect(after.subscriptionTags[news].subscriptionCount).toBe(30);
    expect(after.subscriptionTags[news].unreadCount).toBe(60);
    expect(after.allUnreadCount).toBe(60);
    // The call's own answer carries the same counts.
    expect(res.body.allUnreadCount).toBe(60);
    expect(res.body.subscriptionTags[news].unreadCount).toBe(60);
  });

  it("enables and disables, and every count follows at once", async () => {
    const { token } = await guest();
    const ids: string[] = [];
    for (const feedId of feedIds.slice(0, 6)) ids.push(await subscribe(token, feedId));
    const off = await t.rest("PATCH", "/subscriptions", { token, body: { subscriptionIds: ids.slice(0, 4), enabled: false } });
    expect(off.status).toBe(200);
    expect(Object.values(off.body.subscriptions as Record<string, any>).map((s) => s.enabled)).toEqual([false, false, false, false]);
    expect(off.body.allUnreadCount).toBe(4);
    const list = await readingList(token);
    expect(list.allUnreadCount).toBe(expectedAll(list));
    const on = await t.rest("PATCH", "/subscriptions", { token, body: { subscriptionIds: ids.slice(0, 2), enabled: true, keepUnreadDays: 7 } });
    expect(on.body.allUnreadCount).toBe(8);
    expect(Object.values(on.body.subscriptions as Record<string, any>).map((s) => s.keepUnreadDays)).toEqual([7, 7]);
  });

  it("removing from a folder never orphans: a subscription whose only place it was goes to the top level", async () => {
    const { token } = await guest();
    const a = await folder(token, "A");
    const b = await folder(token, "B");
    const inA = [await subscribe(token, feedIds[0]!, a), await subscribe(token, feedIds[1]!, a)];
    await t.rest("PATCH", "/subscriptions", { token, body: { subscriptionIds: [inA[0]], addToTagId: b } });
    const res = await t.rest("PATCH", "/subscriptions", { token, body: { subscriptionIds: inA, removeFromTagId: a } });
    expect(res.status).toBe(200);
    const list = await readingList(token);
    expect(folderOrder(list, a)).toEqual([]);
    expect(folderOrder(list, b)).toEqual([inA[0]]);
    // inA[0] is still in B, so it stays off the top level; inA[1] had nowhere else and is back on top.
    expect(list.subscriptions[inA[0]!].isTopLevel).toBe(false);
    expect(list.subscriptions[inA[1]!].isTopLevel).toBe(true);
    // Removing from the top level a subscription that is nowhere else leaves it where it is.
    const stay = await t.rest("PATCH", "/subscriptions", { token, body: { subscriptionIds: [inA[1]], removeFromTopLevel: true } });
    expect(stay.body.subscriptions[inA[1]!].isTopLevel).toBe(true);
    // addToTopLevel puts one back on top beside its folder.
    const top = await t.rest("PATCH", "/subscriptions", { token, body: { subscriptionIds: [inA[0]], addToTopLevel: true } });
    expect(top.body.subscriptions[inA[0]!].isTopLevel).toBe(true);
    expect(top.body.subscriptions[inA[0]!].associations.map((x: any) => x.subscriptionTagId)).toEqual([b]);
  });

  it("another user's ids change nothing, and are left out of the answer", async () => {
    const owner = await guest();
    const other = await guest();
    const theirs = [await subscribe(other.token, feedIds[2]!), await subscribe(other.token, feedIds[3]!)];
    const mine = await subscribe(owner.token, feedIds[4]!);
    const myFolder = await folder(owner.token, "Mine");
    const before = await readingList(other.token);

    const res = await t.rest("PATCH", "/subscriptions", {
      token: owner.token,
      body: { subscriptionIds: [...theirs, mine], enabled: false, addToTagId: myFolder, removeFromTopLevel: true, keepUnreadDays: 3 },
    });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.subscriptions)).toEqual([mine]);
    const del = await t.rest("POST", "/subscriptions/delete", { token: owner.token, body: { subscriptionIds: theirs } });
    expect(del.status).toBe(200);
    expect(del.body.deletedSubscriptionIds).toEqual([]);

    const after = await readingList(other.token);
    expect(after).toEqual(before);
    expect(await t.db.feedSubscription.count({ where: { id: { in: theirs } } })).toBe(2);
  });

  it("is one transaction: a folder that is not the caller's refuses the whole call and nothing changes", async () => {
    const owner = await guest();
    const other = await guest();
    const foreign = await folder(other.token, "Theirs");
    const id = await subscribe(owner.token, feedIds[5]!);
    const res = await t.rest("PATCH", "/subscriptions", { token: owner.token, body: { subscriptionIds: [id], enabled: false, addToTagId: foreign } });
    expect(res.status).toBe(404);
    expect(res.body.display_message_key).toBe("NOT_FOUND");
    expect((await readingList(owner.token)).subscriptions[id].enabled).toBe(true);
    expect(folderOrder(await readingList(other.token), foreign)).toEqual([]);
  });

  it("refuses bad bodies with a clear 400 and no token with 401", async () => {
    const { token } = await guest();
    const f = await folder(token, "F");
    const id = await subscribe(token, feedIds[6]!);
    const cases: Array<[unknown, string]> = [
      [{ subscriptionIds: [id] }, "body"],
      [{ subscriptionIds: [id], addToTagId: f, removeFromTagId: f }, "removeFromTagId"],
      [{ subscriptionIds: [id], addToTopLevel: true, removeFromTopLevel: true }, "removeFromTopLevel"],
      [{ subscriptionIds: ["nope"], enabled: true }, "subscriptionIds.0"],
      [{ subscriptionIds: [id], moveTo: f }, "body"],
      [{ subscriptionIds: [id], keepUnreadDays: 31 }, "keepUnreadDays"],
    ];
    for (const [body, field] of cases) {
      const res = await t.rest("PATCH", "/subscriptions", { token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.display_message_key).toBe("VALIDATION_ERROR");
      expect(Object.keys(res.body.fields)).toContain(field);
    }
    expect((await t.rest("PATCH", "/subscriptions", { body: { subscriptionIds: [id], enabled: false } })).status).toBe(401);
    expect((await t.rest("POST", "/subscriptions/delete", { body: { subscriptionIds: [id] } })).status).toBe(401);
    const empty = await t.rest("POST", "/subscriptions/delete", { token, body: { subscriptionIds: [] } });
    expect(empty.status).toBe(400);
    expect(empty.body.fields.subscriptionIds).toBe("Select at least one subscription");
  });
});

describe("POST /subscriptions/delete", () => {
  it("unsubscribes from every listed subscription at once; folders and counts are exact afterwards", async () => {
    const { token } = await guest();
    const f = await folder(token, "Tech");
    const ids: string[] = [];
    for (const feedId of feedIds.slice(10, 15)) ids.push(await subscribe(token, feedId, f));
    const top = await subscribe(token, feedIds[15]!);
    const res = await t.rest("POST", "/subscriptions/delete", { token, body: { subscriptionIds: [...ids.slice(0, 3), top] } });
    expect(res.status).toBe(200);
    expect([...res.body.deletedSubscriptionIds].sort()).toEqual([...ids.slice(0, 3), top].sort());
    expect(res.body.allUnreadCount).toBe(4);
    expect(res.body.subscriptionTags[f].subscriptionCount).toBe(2);
    const list = await readingList(token);
    expect(Object.keys(list.subscriptions).sort()).toEqual(ids.slice(3).sort());
    expect(folderOrder(list, f)).toEqual(ids.slice(3));
    expect(list.settings.topLevelOrder.order).toEqual([f]);
    expect(list.allUnreadCount).toBe(expectedAll(list));
  });
});

describe("GraphQL: the Library's subscription table", () => {
  const PAGE = `query($search: String, $folderIds: [ID!], $topLevel: Boolean, $status: LibrarySubscriptionStatus, $page: Int) {
    viewer { librarySubscriptions(search: $search, folderIds: $folderIds, topLevel: $topLevel, status: $status, page: $page) {
      totalCount page pageSize pageCount subscriptions { subscriptionId title enabled isTopLevel folders { name } feed { status job { cron } } }
    } } }`;

  it("pages 20 by title, searches, filters by folders or top level and by status", async () => {
    const { token } = await guest();
    const f = await folder(token, "Folder");
    const ids: string[] = [];
    for (const [i, feedId] of feedIds.slice(0, 25).entries()) ids.push(await subscribe(token, feedId, i < 5 ? f : undefined));
    await t.db.feed.update({ where: { id: feedIds[7]! }, data: { status: "error" } });
    await t.rest("PATCH", "/subscriptions", { token, body: { subscriptionIds: ids.slice(20, 22), enabled: false } });

    const first = await t.gql(PAGE, {}, token);
    expect(first.errors).toBeUndefined();
    const page1 = first.data.viewer.librarySubscriptions;
    expect(page1).toMatchObject({ totalCount: 25, page: 1, pageSize: 20, pageCount: 2 });
    const titles = page1.subscriptions.map((s: any) => s.title);
    expect(titles).toHaveLength(20);
    expect(titles).toEqual([...titles].sort((a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(page1.subscriptions[0].feed.job.cron).toMatch(/ \* \* \*$|\* \* \* \*$/);
    const second = (await t.gql(PAGE, { page: 2 }, token)).data.viewer.librarySubscriptions;
    expect(second.subscriptions).toHaveLength(5);
    expect(new Set([...titles, ...second.subscriptions.map((s: any) => s.title)]).size).toBe(25);

    const search = (await t.gql(PAGE, { search: "lib0" }, token)).data.viewer.librarySubscriptions;
    expect(search.totalCount).toBe(10);
    // LIKE's own characters are matched as typed.
    expect((await t.gql(PAGE, { search: "lib_0" }, token)).data.viewer.librarySubscriptions.totalCount).toBe(0);

    const folderGlobal = (await t.gql(`{ viewer { folders { id } } }`, {}, token)).data.viewer.folders[0].id;
    const inFolder = (await t.gql(PAGE, { folderIds: [folderGlobal] }, token)).data.viewer.librarySubscriptions;
    expect(inFolder.totalCount).toBe(5);
    expect(inFolder.subscriptions.every((s: any) => s.folders.some((x: any) => x.name === "Folder"))).toBe(true);
    expect((await t.gql(PAGE, { topLevel: true }, token)).data.viewer.librarySubscriptions.totalCount).toBe(20);
    expect((await t.gql(PAGE, { topLevel: true, folderIds: [folderGlobal] }, token)).data.viewer.librarySubscriptions.totalCount).toBe(25);

    expect((await t.gql(PAGE, { status: "disabled" }, token)).data.viewer.librarySubscriptions.totalCount).toBe(2);
    expect((await t.gql(PAGE, { status: "enabled" }, token)).data.viewer.librarySubscriptions.totalCount).toBe(23);
    const failing = (await t.gql(PAGE, { status: "error" }, token)).data.viewer.librarySubscriptions;
    expect(failing.subscriptions.map((s: any) => s.subscriptionId)).toEqual([ids[7]]);
    const bad = await t.gql(PAGE, { status: "sleepy" }, token);
    expect(bad.errors?.[0]?.message).toMatch(/sleepy/);
  });

  it("updateSubscriptions moves and deleteSubscriptions unsubscribes, the viewer's own ids only", async () => {
    const owner = await guest();
    const other = await guest();
    const theirs = await subscribe(other.token, feedIds[30]!);
    const mine = [await subscribe(owner.token, feedIds[31]!), await subscribe(owner.token, feedIds[32]!)];
    const f = await folder(owner.token, "Moved");
    const gid = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString("base64");
    const move = await t.gql(
      `mutation($input: UpdateSubscriptionsInput!) { updateSubscriptions(input: $input) {
        __typename ... on SubscriptionsPayload { subscriptions { subscriptionId isTopLevel folders { folderId } } viewer { readingList { allUnreadCount } } } } }`,
      { input: { ids: [...mine, theirs].map((id) => gid("FeedSubscription", id)), addToFolderId: gid("Folder", f), removeFromTopLevel: true } },
      owner.token,
    );
    expect(move.errors).toBeUndefined();
    const moved = move.data.updateSubscriptions.subscriptions;
    expect(moved.map((s: any) => s.subscriptionId).sort()).toEqual([...mine].sort());
    expect(moved.every((s: any) => !s.isTopLevel && s.folders[0].folderId === f)).toBe(true);
    expect(move.data.updateSubscriptions.viewer.readingList.allUnreadCount).toBe(4);

    const del = await t.gql(
      `mutation($input: DeleteSubscriptionsInput!) { deleteSubscriptions(input: $input) { __typename ... on DeleteSubscriptionsPayload { deletedSubscriptionIds viewer { readingList { allUnreadCount } } } } }`,
      { input: { ids: [mine[0], theirs].map((id) => gid("FeedSubscription", id!)) } },
      owner.token,
    );
    expect(del.data.deleteSubscriptions.deletedSubscriptionIds).toEqual([gid("FeedSubscription", mine[0]!)]);
    expect(del.data.deleteSubscriptions.viewer.readingList.allUnreadCount).toBe(2);
    expect(await t.db.feedSubscription.findUnique({ where: { id: theirs } })).not.toBeNull();
  });
});
