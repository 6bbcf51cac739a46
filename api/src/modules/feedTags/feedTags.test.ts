import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/setup/testApp.js";

let t: TestApp;
let server: Server;
let base: string;
let admin: { token: string; id: string };
let reader: { token: string; id: string };
/** Feeds 1-4 of the fixture server, created through discovery (GET /feeds?search=<url>). */
const feedIds: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const m = /^\/f\/(\d+)$/.exec(new URL(req.url ?? "/", "http://x").pathname);
    if (!m) return void res.writeHead(404).end();
    res.writeHead(200, { "content-type": "application/rss+xml" }).end(
      `<rss version="2.0"><channel><title>Fixture ${m[1]}</title><link>/</link><item><guid>i${m[1]}</guid><title>Item</title></item></channel></rss>`,
    );
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestApp({ FETCH_ALLOW_PRIVATE_HOSTS: "127.0.0.1", TIER_LIMITS: JSON.stringify({ guest: { maxSubscriptions: 6, maxNewFeedsPerWeek: 20 } }) });
  admin = await guest();
  await t.db.user.update({ where: { id: admin.id }, data: { isAdmin: true } });
  reader = await guest();
  for (let n = 1; n <= 4; n++) {
    const res = await t.rest("GET", `/feeds?search=${encodeURIComponent(`${base}/f/${n}`)}`, { token: admin.token });
    feedIds.push(res.body.feedSearchResults[0].feedId);
  }
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

const CREATE = `mutation($input: CreateFeedTagInput!) { createFeedTag(input: $input) {
  __typename ... on FeedTagPayload { feedTag { id feedTagId name feedCount } } ... on ValidationError { fields { field message } } } }`;
const SET_FEEDS = `mutation($input: SetFeedTagFeedsInput!) { setFeedTagFeeds(input: $input) {
  __typename ... on FeedTagPayload { feedTag { feedCount feeds(first: 10) { edges { node { title } } } } } ... on ValidationError { fields { field message } } } }`;

/** Creates a bundle of the given feeds (by index into feedIds) as the admin, through GraphQL. */
async function bundle(name: string, feeds: number[], extra: Record<string, unknown> = {}) {
  const created = await t.gql(CREATE, { input: { name, ...extra } }, admin.token);
  const tag = created.data.createFeedTag.feedTag;
  const set = await t.gql(SET_FEEDS, { input: { feedTagId: tag.id, feedIds: feeds.map((i) => encodeGlobalID("Feed", feedIds[i]!)) } }, admin.token);
  expect(set.data.setFeedTagFeeds.__typename).toBe("FeedTagPayload");
  return tag as { id: string; feedTagId: string; name: string };
}

describe("managing bundles (admin only, GraphQL)", () => {
  it("lets an admin create, fill, rename and delete a bundle; validates the input", async () => {
    const tag = await bundle("Tech", [2, 0, 1], { description: "Computers", position: 3 });
    const filled = await t.gql(`query($id: ID!) { node(id: $id) { ... on FeedTag { feedCount feeds(first: 2) { edges { node { title } } pageInfo { hasNextPage endCursor } } } } }`, { id: tag.id });
    expect(filled.data.node.feedCount).toBe(3);
    // Curated order, paged.
    expect(filled.data.node.feeds.edges.map((e: any) => e.node.title)).toEqual(["Fixture 3", "Fixture 1"]);
    expect(filled.data.node.feeds.pageInfo.hasNextPage).toBe(true);
    const rest = await t.gql(`query($id: ID!, $after: String) { node(id: $id) { ... on FeedTag { feeds(first: 2, after: $after) { edges { node { title } } } } } }`, { id: tag.id, after: filled.data.node.feeds.pageInfo.endCursor });
    expect(rest.data.node.feeds.edges.map((e: any) => e.node.title)).toEqual(["Fixture 2"]);

    const dup = await t.gql(CREATE, { input: { name: "Tech" } }, admin.token);
    expect(dup.data.createFeedTag).toEqual({ __typename: "ValidationError", fields: [{ field: "name", message: "A bundle with this name already exists" }] });
    const badImage = await t.gql(CREATE, { input: { name: "Pics", imageUrl: "javascript:alert(1)" } }, admin.token);
    expect(badImage.data.createFeedTag).toMatchObject({ __typename: "ValidationError", fields: [{ field: "imageUrl" }] });
    const blank = await t.gql(CREATE, { input: { name: "   " } }, admin.token);
    expect(blank.data.createFeedTag).toMatchObject({ __typename: "ValidationError", fields: [{ field: "name", message: "Bundle name is required" }] });
    const notFeeds = await t.gql(SET_FEEDS, { input: { feedTagId: tag.id, feedIds: [tag.id] } }, admin.token);
    expect(notFeeds.data.setFeedTagFeeds).toMatchObject({ __typename: "ValidationError", fields: [{ field: "feedIds" }] });

    const renamed = await t.gql(`mutation($input: UpdateFeedTagInput!) { updateFeedTag(input: $input) { ... on FeedTagPayload { feedTag { name description imageUrl } } } }`,
      { input: { id: tag.id, name: "Technology", description: null, imageUrl: "https://img.example/tech.png" } }, admin.token);
    expect(renamed.data.updateFeedTag.feedTag).toEqual({ name: "Technology", description: null, imageUrl: "https://img.example/tech.png" });

    const temp = await bundle("Temporary", [3]);
    const deleted = await t.gql(`mutation($input: DeleteFeedTagInput!) { deleteFeedTag(input: $input) { ... on DeleteFeedTagPayload { deletedFeedTagId } } }`, { input: { id: temp.id } }, admin.token);
    expect(deleted.data.deleteFeedTag.deletedFeedTagId).toBe(temp.id);
    expect(await t.db.feedTag.count({ where: { id: temp.feedTagId } })).toBe(0);
    // The feed itself stays.
    expect(await t.db.feed.count({ where: { id: feedIds[3] } })).toBe(1);
    const again = await t.gql(`mutation($input: DeleteFeedTagInput!) { deleteFeedTag(input: $input) { __typename } }`, { input: { id: temp.id } }, admin.token);
    expect(again.errors?.[0]?.extensions).toMatchObject({ code: "NOT_FOUND" });
  });

  it("refuses every admin mutation to a non-admin with FORBIDDEN, and to nobody with UNAUTHENTICATED", async () => {
    const tag = await bundle("Admins only", [0]);
    const calls: Array<[string, Record<string, unknown>]> = [
      [CREATE, { input: { name: "Sneaky" } }],
      [SET_FEEDS, { input: { feedTagId: tag.id, feedIds: [] } }],
      [`mutation($input: UpdateFeedTagInput!) { updateFeedTag(input: $input) { __typename } }`, { input: { id: tag.id, name: "Mine" } }],
      [`mutation($input: DeleteFeedTagInput!) { deleteFeedTag(input: $input) { __typename } }`, { input: { id: tag.id } }],
    ];
    for (const [query, variables] of calls) {
      const res = await t.gql(query, variables, reader.token);
      expect(res.errors?.[0]?.extensions, query).toMatchObject({ code: "FORBIDDEN", display_message_key: "FORBIDDEN" });
      const anonymous = await t.gql(query, variables);
      expect(anonymous.errors?.[0]?.extensions, query).toMatchObject({ code: "UNAUTHENTICATED" });
    }
    const still = await t.db.feedTag.findUniqueOrThrow({ where: { id: tag.feedTagId }, include: { feeds: true } });
    expect(still).toMatchObject({ name: "Admins only", feeds: [{ feedId: feedIds[0] }] });
    expect(await t.db.feedTag.count({ where: { name: "Sneaky" } })).toBe(0);
  });
});

describe("reading bundles (REST and GraphQL, no token needed)", () => {
  it("lists bundles by position with feed counts, searches them, and gets one with its feeds", async () => {
    const science = await bundle("Science", [3, 1], { description: "Physics and biology", position: -1 });
    const list = await t.rest("GET", "/feeds/tags");
    expect(list.status).toBe(200);
    const names = Object.values(list.body.feedTags).map((tag: any) => tag.name);
    // Position first (Science -1, the others 0, Technology 3), then name.
    expect(names[0]).toBe("Science");
    expect(names.at(-1)).toBe("Technology");
    expect(names.slice(1, -1)).toEqual([...names.slice(1, -1)].sort());
    expect(list.body.feedTags[science.feedTagId]).toEqual({ id: science.feedTagId, name: "Science", description: "Physics and biology", imageUrl: null, feedCount: 2 });
    const found = await t.rest("GET", "/feeds/tags?search=BIOLOGY");
    expect(Object.values(found.body.feedTags).map((tag: any) => tag.name)).toEqual(["Science"]);

    const one = await t.rest("GET", `/feeds/tags/${science.feedTagId}`);
    expect(one.status).toBe(200);
    expect(Object.keys(one.body.feeds)).toEqual([feedIds[3], feedIds[1]]);
    expect(one.body.feeds[feedIds[3]!]).toMatchObject({ title: "Fixture 4", tagAssociations: expect.arrayContaining([{ feedTagId: science.feedTagId }]) });
    expect(one.body.tagAssociations).toEqual(expect.arrayContaining([{ feedId: feedIds[3], feedTagId: science.feedTagId }, { feedId: feedIds[1], feedTagId: science.feedTagId }]));
    expect(one.body.feedTags[science.feedTagId]).toMatchObject({ name: "Science", feedCount: 2 });

    const gql = await t.gql(`{ feedTags(search: "physics") { name feedTagId feedCount } }`);
    expect(gql.data.feedTags).toEqual([{ name: "Science", feedTagId: science.feedTagId, feedCount: 2 }]);
  });

  it("answers 404 NOT_FOUND for an unknown or malformed bundle id", async () => {
    for (const id of ["00000000-0000-0000-0000-000000000000", "not-an-id"]) {
      expect(await t.rest("GET", `/feeds/tags/${id}`)).toMatchObject({ status: 404, body: { display_message_key: "NOT_FOUND", message: "Bundle not found" } });
      expect(await t.rest("POST", `/feeds/tags/${id}/subscribe`, { token: reader.token, body: {} })).toMatchObject({ status: 404, body: { display_message_key: "NOT_FOUND" } });
    }
  });

  it("fills the feedTags map and tagAssociations of GET /feeds/{id}", async () => {
    const art = await bundle("Art", [0]);
    const res = await t.rest("GET", `/feeds/${feedIds[0]}`);
    expect(res.body.feedTags[art.feedTagId]).toMatchObject({ name: "Art", feedCount: 1 });
    expect(res.body.feeds[feedIds[0]!].tagAssociations).toContainEqual({ feedTagId: art.feedTagId });
  });
});

describe("subscribing to a bundle", () => {
  it("follows every feed into a folder, leaving an existing subscription where it was", async () => {
    const user = await guest();
    const music = await bundle("Music", [0, 1, 2]);
    const already = await t.rest("POST", "/subscriptions", { token: user.token, body: { feedId: feedIds[1] } });
    const [existing] = Object.values(already.body.subscriptions) as any[];
    const folder = await t.rest("POST", "/subscriptions/tags", { token: user.token, body: { name: "Listening" } });

    const res = await t.rest("POST", `/feeds/tags/${music.feedTagId}/subscribe`, { token: user.token, body: { subscriptionTagId: folder.body.id } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe("Subscribed to all feeds in Music bundle.");
    const subs = Object.values(res.body.subscriptions) as any[];
    expect(subs.map((s) => s.feedId).sort()).toEqual([feedIds[0], feedIds[1], feedIds[2]].sort());
    const byFeed = new Map(subs.map((s) => [s.feedId, s]));
    for (const i of [0, 2]) expect(byFeed.get(feedIds[i])).toMatchObject({ isTopLevel: false, associations: [{ subscriptionTagId: folder.body.id }] });
    // Skipped: same subscription, still only at the top level.
    expect(byFeed.get(feedIds[1])).toMatchObject({ id: existing.id, isTopLevel: true, associations: [] });
    expect(res.body.subscriptionTags[folder.body.id]).toMatchObject({ name: "Listening", subscriptionCount: 2 });
    expect(await t.db.feedSubscription.count({ where: { userId: user.id } })).toBe(3);
    // Every feed followed already: nothing happens, and the message does not claim a subscription.
    const again = await t.rest("POST", `/feeds/tags/${music.feedTagId}/subscribe`, { token: user.token, body: {} });
    expect(again.body.message).toBe("You already follow every feed in the Music bundle.");
    expect(await t.db.feedSubscription.count({ where: { userId: user.id } })).toBe(3);
  });

  it("follows at the top level for 'top', an absent folder or GraphQL without folderId", async () => {
    const user = await guest();
    const a = await bundle("Top A", [0]);
    const b = await bundle("Top B", [1]);
    const c = await bundle("Top C", [2]);
    const top = await t.rest("POST", `/feeds/tags/${a.feedTagId}/subscribe`, { token: user.token, body: { subscriptionTagId: "top" } });
    expect(Object.values(top.body.subscriptions)).toMatchObject([{ feedId: feedIds[0], isTopLevel: true, associations: [] }]);
    const noBody = await t.rest("POST", `/feeds/tags/${b.feedTagId}/subscribe`, { token: user.token });
    expect(Object.values(noBody.body.subscriptions)).toMatchObject([{ feedId: feedIds[1], isTopLevel: true }]);
    const gql = await t.gql(`mutation($input: SubscribeToFeedTagInput!) { subscribeToFeedTag(input: $input) {
      __typename ... on SubscribeToFeedTagPayload { message viewer { userId } } } }`, { input: { feedTagId: c.id } }, user.token);
    expect(gql.data.subscribeToFeedTag).toEqual({ __typename: "SubscribeToFeedTagPayload", message: "Subscribed to all feeds in Top C bundle.", viewer: { userId: user.id } });
    expect(top.body.settings.topLevelOrder.order).toHaveLength(1);
    const order = (await t.rest("GET", "/subscriptions", { token: user.token })).body.settings.topLevelOrder.order;
    expect(order).toHaveLength(3);
  });

  it("subscribes into a folder through GraphQL with a Relay folder id", async () => {
    const user = await guest();
    const tag = await bundle("Into folder", [2, 3]);
    const folder = await t.rest("POST", "/subscriptions/tags", { token: user.token, body: { name: "Bundled" } });
    const res = await t.gql(`mutation($input: SubscribeToFeedTagInput!) { subscribeToFeedTag(input: $input) { ... on SubscribeToFeedTagPayload { message } } }`,
      { input: { feedTagId: tag.id, folderId: encodeGlobalID("Folder", folder.body.id) } }, user.token);
    expect(res.data.subscribeToFeedTag.message).toBe("Subscribed to all feeds in Into folder bundle.");
    const memberships = await t.db.folderMembership.findMany({ where: { folderId: folder.body.id }, include: { subscription: true } });
    expect(memberships.map((m) => m.subscription.feedId).sort()).toEqual([feedIds[2], feedIds[3]].sort());
  });

  it("refuses without a token, into someone else's folder, and past the subscription limit", async () => {
    const tag = await bundle("Guarded", [0, 1, 2, 3]);
    expect(await t.rest("POST", `/feeds/tags/${tag.feedTagId}/subscribe`, { body: {} })).toMatchObject({ status: 401, body: { display_message_key: "NO_TOKEN" } });
    const owner = await guest();
    const theirs = await t.rest("POST", "/subscriptions/tags", { token: owner.token, body: { name: "Private" } });
    const intruder = await guest();
    for (const folderId of [theirs.body.id, "not-a-folder"]) {
      expect(await t.rest("POST", `/feeds/tags/${tag.feedTagId}/subscribe`, { token: intruder.token, body: { subscriptionTagId: folderId } }))
        .toMatchObject({ status: 404, body: { display_message_key: "NOT_FOUND", message: "Folder not found" } });
    }
    expect(await t.db.feedSubscription.count({ where: { userId: intruder.id } })).toBe(0);
    expect(await t.rest("POST", `/feeds/tags/${tag.feedTagId}/subscribe`, { token: intruder.token, body: { subscriptionTagId: 42 } }))
      .toMatchObject({ status: 400, body: { display_message_key: "VALIDATION_ERROR", fields: { subscriptionTagId: expect.any(String) } } });

    // maxSubscriptions is 6 here: 4 taken, the bundle's 4 do not fit; the ones before the limit stay.
    const crowded = await guest();
    for (let n = 0; n < 4; n++) {
      const feed = await t.db.feed.create({ data: { url: `https://crowded.example/${crowded.id}/${n}`, lastRunAt: new Date() } });
      await t.rest("POST", "/subscriptions", { token: crowded.token, body: { feedId: feed.id } });
    }
    const over = await t.rest("POST", `/feeds/tags/${tag.feedTagId}/subscribe`, { token: crowded.token, body: {} });
    expect(over).toMatchObject({ status: 403, body: { display_message_key: "MAX_SUBSCRIPTIONS_REACHED" } });
    expect(await t.db.feedSubscription.count({ where: { userId: crowded.id } })).toBe(6);
    const gql = await t.gql(`mutation($input: SubscribeToFeedTagInput!) { subscribeToFeedTag(input: $input) { __typename ... on UserError { displayMessageKey upgradeUrl } } }`,
      { input: { feedTagId: tag.id } }, crowded.token);
    expect(gql.data.subscribeToFeedTag).toEqual({ __typename: "UserError", displayMessageKey: "MAX_SUBSCRIPTIONS_REACHED", upgradeUrl: "/settings#billing" });
  });
});
