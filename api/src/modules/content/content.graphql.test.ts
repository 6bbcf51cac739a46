import { decodeGlobalID, encodeGlobalID } from "@pothos/plugin-relay";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/setup/testApp.js";
import { createFeedWithItems } from "../../../../tests/factories.js";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function reader() {
  const res = await t.rest("POST", "/users", { body: { isGuest: true } });
  const token = res.body.token as string;
  const a = await createFeedWithItems(t.db, "ga", [{ ageDays: 0.5, score: 3 }, { ageDays: 1.5 }, { ageDays: 2.5 }, { ageDays: 3.5 }, { ageDays: 45 }]);
  const folder = (await t.rest("POST", "/subscriptions/tags", { token, body: { name: "G" } })).body.id as string;
  const sub = await t.rest("POST", "/subscriptions", { token, body: { feedId: a.feedId, subscriptionTagId: folder } });
  const subId = Object.keys(sub.body.subscriptions)[0]!;
  return { token, a, folder, subId, subGid: encodeGlobalID("FeedSubscription", subId), folderGid: encodeGlobalID("Folder", folder) };
}

const PAGE = `
  query Page($first: Int, $after: String, $sub: ID, $folder: ID, $tag: String, $feed: ID, $sortBy: String, $showRead: Boolean) {
    contentItems(first: $first, after: $after, subscriptionId: $sub, folderId: $folder, contentItemTagSlug: $tag, feedId: $feed, sortBy: $sortBy, showRead: $showRead) {
      edges { cursor node { id contentItemId title isRead score engagementScore feedId feed { title } subscription { id unreadCount } contentItemTags { slug } media { mediaType } } }
      pageInfo { hasNextPage endCursor }
    }
  }`;

describe("GraphQL content lists", () => {
  it("pages any list through one connection field, forward with cursors", async () => {
    const r = await reader();
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const res = await t.gql(PAGE, { first: 2, after, folder: r.folderGid }, r.token);
      expect(res.errors).toBeUndefined();
      const conn: any = res.data.contentItems;
      seen.push(...conn.edges.map((e: any) => e.node.contentItemId));
      expect(conn.edges.every((e: any) => e.node.isRead === false && e.node.subscription.id === r.subGid && e.node.feed.title === "Feed ga")).toBe(true);
      after = conn.pageInfo.hasNextPage ? conn.pageInfo.endCursor : null;
    } while (after);
    expect(seen).toEqual(r.a.itemIds.slice(0, 4));

    const withRead = await t.gql(PAGE, { first: 10, sub: r.subGid, showRead: true, sortBy: "oldest" }, r.token);
    expect(withRead.data.contentItems.edges.map((e: any) => e.node.contentItemId)).toEqual([...r.a.itemIds].reverse());
    expect(withRead.data.contentItems.edges[0].node.isRead).toBe(true);

    // The same connection on the list's own node, for pages that load the node anyway.
    const node = await t.gql(
      `query($id: ID!) { node(id: $id) { ... on Folder { name unreadCount contentItems(first: 3, sortBy: "top-all") { edges { node { score } } } } } }`,
      { id: r.folderGid }, r.token,
    );
    expect(node.data.node).toMatchObject({ name: "G", unreadCount: 4 });
    expect(node.data.node.contentItems.edges[0].node.score).toBe(3);
    const viewer = await t.gql(`{ viewer { contentItems(first: 1) { edges { node { contentItemId } } } } }`, {}, r.token);
    expect(viewer.data.viewer.contentItems.edges[0].node.contentItemId).toBe(r.a.itemIds[0]);
    const sub = await t.gql(`query($id: ID!) { node(id: $id) { ... on FeedSubscription { contentItems(first: 1, showRead: true, sortBy: "oldest") { edges { node { contentItemId } } } } } }`, { id: r.subGid }, r.token);
    expect(sub.data.node.contentItems.edges[0].node.contentItemId).toBe(r.a.itemIds[4]);
    const feed = await t.gql(`query($id: ID!) { node(id: $id) { ... on Feed { contentItems(first: 2) { edges { node { contentItemId } } pageInfo { hasNextPage } } } } }`, { id: encodeGlobalID("Feed", r.a.feedId) });
    expect(feed.data.node.contentItems).toEqual({ edges: r.a.itemIds.slice(0, 2).map((contentItemId) => ({ node: { contentItemId } })), pageInfo: { hasNextPage: true } });
  });

  it("serves feeds and single items without a token, and refuses what the viewer may not read", async () => {
    const r = await reader();
    const feedGid = encodeGlobalID("Feed", r.a.feedId);
    const anon = await t.gql(PAGE, { feed: feedGid, first: 10 });
    expect(anon.errors).toBeUndefined();
    expect(anon.data.contentItems.edges).toHaveLength(5);
    expect(anon.data.contentItems.edges.every((e: any) => e.node.isRead === false && e.node.subscription === null && e.node.contentItemTags.length === 0)).toBe(true);
    const item = await t.gql(`query($id: ID!) { node(id: $id) { ... on ContentItem { title jesterContentEncoded jesterContentEncodedUrl } } }`, { id: encodeGlobalID("ContentItem", r.a.itemIds[0]!) });
    expect(item.data.node).toMatchObject({ title: "ga item 0", jesterContentEncoded: "<p>Body of ga 0</p>" });
    expect(item.data.node.jesterContentEncodedUrl).toMatch(/\/api_v1\/content\/.+\/encoded$/);

    const noToken = await t.gql(PAGE, { first: 1 });
    expect(noToken.errors?.[0].extensions).toMatchObject({ code: "UNAUTHENTICATED", display_message_key: "NO_TOKEN" });
    const other = (await t.rest("POST", "/users", { body: { isGuest: true } })).body.token as string;
    const foreign = await t.gql(PAGE, { first: 1, sub: r.subGid }, other);
    expect(foreign.data.contentItems).toBeNull();
    expect(foreign.errors?.[0].extensions).toMatchObject({ code: "CONTENT_LIST_UNAVAILABLE", display_message_key: "CONTENT_LIST_UNAVAILABLE" });
    expect((await t.gql(`query($id: ID!) { node(id: $id) { id } }`, { id: r.subGid }, other)).data.node).toBeNull();
    for (const vars of [{ sortBy: "best" }, { first: 500 }, { sub: r.subGid, folder: r.folderGid }, { after: "nonsense" }]) {
      const bad = await t.gql(PAGE, { first: 1, ...vars }, r.token);
      expect(bad.errors?.[0].extensions.code, JSON.stringify(vars)).toBe("VALIDATION_ERROR");
    }
    const backwards = await t.gql(`{ contentItems(last: 2) { edges { cursor } } }`, {}, r.token);
    expect(backwards.errors?.[0].extensions.code).toBe("VALIDATION_ERROR");
  });
});

describe("GraphQL read state, tags and views", () => {
  it("toggles, marks all read and tags through mutations whose payloads carry fresh counts", async () => {
    const r = await reader();
    const itemGid = encodeGlobalID("ContentItem", r.a.itemIds[0]!);
    const set = await t.gql(
      `mutation($input: SetContentItemReadInput!) { setContentItemRead(input: $input) {
        __typename ... on SetContentItemReadPayload { contentItem { isRead } subscription { unreadCount } viewer { readingList { allUnreadCount } } } } }`,
      { input: { id: itemGid, isRead: true } }, r.token,
    );
    expect(set.data.setContentItemRead).toMatchObject({ contentItem: { isRead: true }, subscription: { unreadCount: 3 }, viewer: { readingList: { allUnreadCount: 3 } } });

    const mark = await t.gql(
      `mutation($input: MarkContentReadInput!) { markContentRead(input: $input) {
        __typename ... on MarkContentReadPayload { subscriptions { unreadCount } viewer { folders { unreadCount } } }
        ... on Error { displayMessageKey } } }`,
      { input: { folderId: r.folderGid, olderThanDays: 3 } }, r.token,
    );
    expect(mark.data.markContentRead).toMatchObject({ __typename: "MarkContentReadPayload", subscriptions: [{ unreadCount: 2 }], viewer: { folders: [{ unreadCount: 2 }] } });
    const badDays = await t.gql(`mutation { markContentRead(input: { olderThanDays: 2 }) { __typename ... on Error { displayMessageKey } } }`, {}, r.token);
    expect(badDays.data.markContentRead).toEqual({ __typename: "ValidationError", displayMessageKey: "VALIDATION_ERROR" });

    const tagged = await t.gql(
      `mutation($input: ContentItemTaggingInput!) { tagContentItem(input: $input) {
        __typename ... on ContentItemTaggingPayload { contentItem { contentItemTags { slug } } contentItemTag { slug totalContentItems unreadCount } } } }`,
      { input: { contentItemId: encodeGlobalID("ContentItem", r.a.itemIds[1]!), contentItemTagSlug: "read-later" } }, r.token,
    );
    expect(tagged.data.tagContentItem).toMatchObject({ contentItem: { contentItemTags: [{ slug: "read-later" }] }, contentItemTag: { slug: "read-later", totalContentItems: 1, unreadCount: 1 } });
    const list = await t.gql(PAGE, { first: 5, tag: "read-later" }, r.token);
    expect(list.data.contentItems.edges.map((e: any) => e.node.contentItemId)).toEqual([r.a.itemIds[1]]);
    const readLater = await t.gql(`{ viewer { contentItemTag(slug: "read-later") { id contentItems(first: 5) { edges { node { contentItemId } } } } } }`, {}, r.token);
    expect(readLater.data.viewer.contentItemTag.contentItems.edges).toEqual([{ node: { contentItemId: r.a.itemIds[1] } }]);

    // Another user sees neither the tag nor the owner's tags on the (public) item.
    const other = (await t.rest("POST", "/users", { body: { isGuest: true } })).body.token as string;
    const tagGid = readLater.data.viewer.contentItemTag.id;
    expect((await t.gql(`query($id: ID!) { node(id: $id) { id } }`, { id: tagGid }, other)).data.node).toBeNull();
    const foreignTag = await t.gql(`query($id: ID!) { contentItems(contentItemTagId: $id, first: 1) { edges { cursor } } }`, { id: tagGid }, other);
    expect(foreignTag.errors?.[0]?.extensions.code).toBe("CONTENT_LIST_UNAVAILABLE");
    const seenByOther = await t.gql(`query($id: ID!) { node(id: $id) { ... on ContentItem { isRead contentItemTags { slug } subscription { id } } } }`, { id: encodeGlobalID("ContentItem", r.a.itemIds[1]!) }, other);
    expect(seenByOther.data.node).toEqual({ isRead: false, contentItemTags: [], subscription: null });
    const foreignUntag = await t.gql(
      `mutation($input: ContentItemTaggingInput!) { untagContentItem(input: $input) { __typename ... on Error { displayMessageKey } } }`,
      { input: { contentItemId: encodeGlobalID("ContentItem", r.a.itemIds[1]!), contentItemTagId: tagGid } }, other,
    );
    expect(foreignUntag.data.untagContentItem).toEqual({ __typename: "UserError", displayMessageKey: "NOT_FOUND" });

    const untagged = await t.gql(
      `mutation($input: ContentItemTaggingInput!) { untagContentItem(input: $input) {
        ... on ContentItemTaggingPayload { contentItem { contentItemTags { slug } } contentItemTag { totalContentItems } } } }`,
      { input: { contentItemId: encodeGlobalID("ContentItem", r.a.itemIds[1]!), contentItemTagSlug: "read-later" } }, r.token,
    );
    expect(untagged.data.untagContentItem).toEqual({ contentItem: { contentItemTags: [] }, contentItemTag: { totalContentItems: 0 } });

    const created = await t.gql(
      `mutation { createContentItemTag(input: { name: "Deep dives", icon: "book", showInSidebar: true }) {
        __typename ... on ContentItemTagPayload { contentItemTag { id name slug icon showInSidebar isSystem } viewer { contentItemTags { slug } } } } }`,
      {}, r.token,
    );
    const tag = created.data.createContentItemTag.contentItemTag;
    // Only the system tag has a slug.
    expect(tag).toMatchObject({ name: "Deep dives", slug: null, icon: "book", showInSidebar: true, isSystem: false });
    expect(created.data.createContentItemTag.viewer.contentItemTags.map((x: any) => x.slug)).toEqual(["read-later", null]);
    const byId = await t.gql(`query($id: String!) { viewer { contentItemTag(slug: $id) { name } } }`, { id: decodeGlobalID(tag.id).id }, r.token);
    expect(byId.data.viewer.contentItemTag).toEqual({ name: "Deep dives" });
    expect((await t.gql(`{ viewer { contentItemTag(slug: "deep-dives") { name } } }`, {}, r.token)).data.viewer.contentItemTag).toBeNull();
    const renamed = await t.gql(`mutation($id: ID!) { updateContentItemTag(input: { id: $id, name: "Dives", enabled: false }) { ... on ContentItemTagPayload { contentItemTag { name enabled } } } }`, { id: tag.id }, r.token);
    expect(renamed.data.updateContentItemTag.contentItemTag).toEqual({ name: "Dives", enabled: false });
    const deleted = await t.gql(`mutation($id: ID!) { deleteContentItemTag(input: { id: $id }) { ... on DeleteContentItemTagPayload { deletedContentItemTagId } } }`, { id: tag.id }, r.token);
    expect(deleted.data.deleteContentItemTag.deletedContentItemTagId).toBe(tag.id);
    const readLaterGid = (await t.gql(`{ viewer { contentItemTag(slug: "read-later") { id } } }`, {}, r.token)).data.viewer.contentItemTag.id;
    const system = await t.gql(`mutation($id: ID!) { deleteContentItemTag(input: { id: $id }) { __typename ... on Error { displayMessageKey } } }`, { id: readLaterGid }, r.token);
    expect(system.data.deleteContentItemTag).toEqual({ __typename: "UserError", displayMessageKey: "FORBIDDEN" });

    const view = await t.gql(`mutation($id: ID!) { recordContentItemView(input: { id: $id }) { ... on RecordContentItemViewPayload { recorded contentItem { engagementScore } } } }`, { id: itemGid }, r.token);
    expect(view.data.recordContentItemView).toEqual({ recorded: true, contentItem: { engagementScore: 1 } });
    const anonView = await t.gql(`mutation($id: ID!) { recordContentItemView(input: { id: $id }) { __typename } }`, { id: itemGid });
    expect(anonView.errors?.[0].extensions).toMatchObject({ code: "UNAUTHENTICATED", display_message_key: "NO_TOKEN" });
  });
});
