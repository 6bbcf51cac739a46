import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/setup/testApp.js";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function guest() {
  return (await t.rest("POST", "/users", { body: { isGuest: true } })).body.token as string;
}

/** A known feed with two fresh items (no network needed for subscribe-by-feedId). */
async function feedWithItems(name: string) {
  const feed = await t.db.feed.create({ data: { url: `https://example.org/${name}-${Math.random()}.xml`, title: name, lastRunAt: new Date(), status: "healthy" } });
  await t.db.contentItem.createMany({
    data: [1, 2].map((i) => ({ feedId: feed.id, guid: `${name}-${i}`, title: `${name} ${i}`, contentHash: `${i}`, sortAt: new Date(Date.now() - i * 3_600_000) })),
  });
  return feed;
}

const TREE = `
  fragment Tree on User {
    readingList {
      allUnreadCount
      entries {
        __typename
        ... on FeedSubscription { id title unreadCount isTopLevel }
        ... on Folder { id name unreadCount subscriptionCount subscriptions { id title } }
      }
    }
  }`;

describe("GraphQL reading list", () => {
  it("subscribes, makes folders, moves and deletes, and every payload carries the updated tree", async () => {
    const token = await guest();
    const [news, tech] = [await feedWithItems("news"), await feedWithItems("tech")];
    const feedIds = (await t.gql(`{ feedSearch(search: "tech") { feeds { id feedId } } }`, {}, token)).data.feedSearch.feeds;
    const techGlobal = feedIds.find((f: any) => f.feedId === tech.id).id;

    const sub = await t.gql(
      `mutation($input: SubscribeInput!) { subscribe(input: $input) { __typename ... on SubscriptionPayload { subscription { id title unreadCount feed { title } } viewer { ...Tree } } } } ${TREE}`,
      { input: { feedId: techGlobal } },
      token,
    );
    expect(sub.errors).toBeUndefined();
    const techSub = sub.data.subscribe.subscription;
    // Subscribing again answers the same subscription and says it was followed already.
    const twice = `mutation($input: SubscribeInput!) { subscribe(input: $input) { ... on SubscriptionPayload { alreadySubscribed subscription { id } } } }`;
    expect((await t.gql(twice, { input: { feedId: techGlobal } }, token)).data.subscribe).toEqual({ alreadySubscribed: true, subscription: { id: techSub.id } });
    expect(techSub).toMatchObject({ title: "tech", unreadCount: 2, feed: { title: "tech" } });
    expect(sub.data.subscribe.viewer.readingList).toMatchObject({ allUnreadCount: 2, entries: [{ __typename: "FeedSubscription", id: techSub.id }] });

    const folder = await t.gql(
      `mutation { createFolder(input: { name: "Reading" }) { __typename ... on FolderPayload { folder { id name } } ... on Error { message displayMessageKey } } }`,
      {},
      token,
    );
    const folderId = folder.data.createFolder.folder.id;
    const empty = await t.gql(`mutation { createFolder(input: { name: " " }) { __typename ... on Error { message displayMessageKey } } }`, {}, token);
    expect(empty.data.createFolder).toMatchObject({ __typename: "ValidationError", message: "Folder name is required" });

    // A second subscription straight into the folder, then the first one moved in before it.
    const newsGlobal = (await t.gql(`{ feedSearch(search: "news") { feeds { id } } }`, {}, token)).data.feedSearch.feeds[0].id;
    const inFolder = await t.gql(
      `mutation($input: SubscribeInput!) { subscribe(input: $input) { ... on SubscriptionPayload { subscription { id isTopLevel folders { id } } } } }`,
      { input: { feedId: newsGlobal, folderId } },
      token,
    );
    const newsSub = inFolder.data.subscribe.subscription;
    expect(newsSub).toMatchObject({ isTopLevel: false, folders: [{ id: folderId }] });
    const moved = await t.gql(
      `mutation($input: MoveSubscriptionInput!) { moveSubscription(input: $input) { ... on SubscriptionPayload { viewer { ...Tree } } ... on Error { message } } } ${TREE}`,
      { input: { id: techSub.id, toFolderId: folderId, beforeSubscriptionId: newsSub.id, topLevel: false } },
      token,
    );
    expect(moved.data.moveSubscription.viewer.readingList).toEqual({
      allUnreadCount: 4,
      entries: [{ __typename: "Folder", id: folderId, name: "Reading", unreadCount: 4, subscriptionCount: 2, subscriptions: [{ id: techSub.id, title: "tech" }, { id: newsSub.id, title: "news" }] }],
    });

    // A subscription id where a folder id belongs is simply not found.
    const wrong = await t.gql(
      `mutation($input: MoveSubscriptionInput!) { moveSubscription(input: $input) { __typename ... on Error { displayMessageKey } } }`,
      { input: { id: techSub.id, toFolderId: newsSub.id } },
      token,
    );
    expect(wrong.data.moveSubscription).toEqual({ __typename: "UserError", displayMessageKey: "NOT_FOUND" });

    const deleted = await t.gql(
      `mutation($input: DeleteFolderInput!) { deleteFolder(input: $input) { ... on DeleteFolderPayload { deletedFolderId deletedSubscriptionIds viewer { ...Tree } } } } ${TREE}`,
      { input: { id: folderId } },
      token,
    );
    expect(deleted.data.deleteFolder).toMatchObject({ deletedFolderId: folderId, deletedSubscriptionIds: [] });
    expect(deleted.data.deleteFolder.viewer.readingList.entries.map((e: any) => e.id)).toEqual([techSub.id, newsSub.id]);

    const gone = await t.gql(`mutation($id: ID!) { unsubscribe(input: { id: $id }) { ... on UnsubscribePayload { deletedSubscriptionId viewer { ...Tree } } } } ${TREE}`, { id: newsSub.id }, token);
    expect(gone.data.unsubscribe.deletedSubscriptionId).toBe(newsSub.id);
    expect(gone.data.unsubscribe.viewer.readingList).toMatchObject({ allUnreadCount: 2, entries: [{ id: techSub.id }] });
    expect(news.id).toBeTruthy();
  });

  it("hides other users' subscriptions and folders behind node(id)", async () => {
    const owner = await guest();
    const other = await guest();
    const feed = await feedWithItems("private");
    const sub = await t.rest("POST", "/subscriptions", { token: owner, body: { feedId: feed.id } });
    const subId = Object.keys(sub.body.subscriptions)[0]!;
    const own = await t.gql(`{ viewer { subscriptions(first: 10) { edges { node { id subscriptionId } } } } }`, {}, owner);
    const globalId = own.data.viewer.subscriptions.edges[0].node.id;
    expect(own.data.viewer.subscriptions.edges[0].node.subscriptionId).toBe(subId);
    expect((await t.gql(`query($id: ID!) { node(id: $id) { id } }`, { id: globalId }, owner)).data.node).toEqual({ id: globalId });
    expect((await t.gql(`query($id: ID!) { node(id: $id) { id } }`, { id: globalId }, other)).data.node).toBeNull();
    const steal = await t.gql(`mutation($id: ID!) { unsubscribe(input: { id: $id }) { __typename ... on Error { displayMessageKey } } }`, { id: globalId }, other);
    expect(steal.data.unsubscribe).toEqual({ __typename: "UserError", displayMessageKey: "NOT_FOUND" });
    expect(await t.db.feedSubscription.count({ where: { id: subId } })).toBe(1);
  });

  it("marks a folder stale when every subscription in it follows a stale feed (appSettings.hideStaleFolders)", async () => {
    const token = await guest();
    const make = async (name: string) => (await t.rest("POST", "/subscriptions/tags", { token, body: { name } })).body.id as string;
    const [dormant, mixed] = [await make("Dormant"), await make("Mixed")];
    await make("Empty");
    const follow = async (name: string, status: "stale" | "healthy", folderId: string) => {
      const feed = await feedWithItems(name);
      await t.db.feed.update({ where: { id: feed.id }, data: { status } });
      expect((await t.rest("POST", "/subscriptions", { token, body: { feedId: feed.id, subscriptionTagId: folderId } })).status).toBe(200);
      return feed;
    };
    await follow("old-1", "stale", dormant);
    await follow("old-2", "stale", dormant);
    await follow("old-3", "stale", mixed);
    const lively = await follow("lively", "healthy", mixed);
    const q = `{ viewer { settings { appSettings { hideStaleFolders } } readingList { entries { ... on Folder { name isStale } } } } }`;
    const stale = async () => Object.fromEntries(((await t.gql(q, {}, token)).data.viewer.readingList.entries as any[]).filter((e) => e.name).map((e) => [e.name, e.isStale]));
    expect(await stale()).toEqual({ Dormant: true, Mixed: false, Empty: false });
    // One healthy feed is enough; when it goes stale too, so does the folder.
    await t.db.feed.update({ where: { id: lively.id }, data: { status: "stale" } });
    expect(await stale()).toEqual({ Dormant: true, Mixed: true, Empty: false });
    const off = await t.gql(q, {}, token);
    expect(off.data.viewer.settings.appSettings.hideStaleFolders).toBe(false);
  });
});
