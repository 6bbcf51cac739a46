import { encodeGlobalID } from "@pothos/plugin-relay";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertEvalItems, loadEvalSet } from "../../../../tests/setup/storyEval.js";
import { createTestApp, type TestApp } from "../../../../tests/setup/testApp.js";

// The GraphQL the Discover, stories and topic screens use, on three events of the evaluation set.
let t: TestApp;
let reader: { token: string; id: string };
let admin: { token: string; id: string };

async function guest() {
  const res = await t.rest("POST", "/users", { body: { isGuest: true } });
  return { token: res.body.token as string, id: res.body.user.id as string };
}

beforeAll(async () => {
  t = await createTestApp();
  reader = await guest();
  admin = await guest();
  await t.db.user.update({ where: { id: admin.id }, data: { isAdmin: true } });
  const items = loadEvalSet().filter((i) => ["E01", "E02", "E33", "N01", "N20"].includes(i.event));
  await insertEvalItems(t.db, items.sort((a, b) => b.hoursAgo - a.hoursAgo), new Date());
  await t.app.services.storyClustering.processPending();
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const DISCOVER = `query { discover { sortBy
  stories { id storyId title summary heroImage contentItemCount publisherCount topics { name } contentItems(first: 3) { edges { node { title } } } }
  popularContentItems { id title topics { name } } topics { id topicId name score } trendingFeeds { id title } } }`;

describe("discover", () => {
  it("answers a visitor: stories with their items and topics, popular items with chips, topics and feeds", async () => {
    const res = await t.gql(DISCOVER);
    expect(res.errors).toBeUndefined();
    const d = res.data.discover;
    expect(d.sortBy).toBe("popular");
    expect(d.stories.length).toBe(3);
    for (const s of d.stories) {
      expect(s.contentItemCount).toBeGreaterThanOrEqual(3);
      expect(s.publisherCount).toBeGreaterThanOrEqual(2);
      expect(s.contentItems.edges).toHaveLength(3);
      expect(s.summary.length).toBeGreaterThan(0);
    }
    expect(d.topics.length).toBeGreaterThan(0);
    expect(d.topics.length).toBeLessThanOrEqual(12);
    expect(d.popularContentItems.length).toBe(20);
    expect(d.popularContentItems.some((i: any) => i.topics.length > 0)).toBe(true);
    expect(d.trendingFeeds.length).toBeGreaterThan(0);
    expect((await t.gql(`query { discover(sortBy: "nonsense") { sortBy } }`)).errors?.[0]?.extensions?.display_message_key).toBe("VALIDATION_ERROR");
  });
});

describe("stories and story", () => {
  it("pages stories in a sort and filters them by topic", async () => {
    const STORIES = `query($after: String, $topic: String) { stories(first: 2, after: $after, sortBy: "top-all", topic: $topic) {
      edges { cursor node { storyId title } } pageInfo { hasNextPage endCursor } } }`;
    const first = (await t.gql(STORIES)).data.stories;
    expect(first.edges).toHaveLength(2);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = (await t.gql(STORIES, { after: first.pageInfo.endCursor })).data.stories;
    expect(second.edges).toHaveLength(1);
    expect(second.pageInfo.hasNextPage).toBe(false);
    const lindqvist = (await t.gql(STORIES, { topic: "wimbledon" })).data.stories.edges;
    expect(lindqvist.map((e: any) => e.node.title).join(" ")).toMatch(/Lindqvist|Wimbledon/);
    expect(lindqvist).toHaveLength(1);
  });

  it("opens a story by raw or Relay id with its items and publishers; a cluster never shown is null", async () => {
    const [edge] = (await t.gql(`query { stories(first: 1, sortBy: "top-all") { edges { node { id storyId } } } }`)).data.stories.edges;
    const STORY = `query($id: ID!) { story(id: $id) { storyId contentItemCount contentItems(first: 50) { edges { node { id } } }
      publishers { site contentItemCount feeds { title } } } }`;
    for (const id of [edge.node.storyId, edge.node.id]) {
      const story = (await t.gql(STORY, { id })).data.story;
      expect(story.storyId).toBe(edge.node.storyId);
      expect(story.contentItems.edges).toHaveLength(story.contentItemCount);
      expect(story.publishers.reduce((n: number, p: any) => n + p.contentItemCount, 0)).toBe(story.contentItemCount);
      expect(story.publishers.every((p: any) => p.feeds.length > 0)).toBe(true);
    }
    const hidden = await t.db.story.findFirstOrThrow({ where: { shownAt: null } });
    expect((await t.gql(STORY, { id: hidden.id })).data.story).toBeNull();
    expect((await t.gql(`query($id: ID!) { node(id: $id) { id } }`, { id: encodeGlobalID("Story", hidden.id) })).data.node).toBeNull();
    expect((await t.gql(STORY, { id: "nope" })).data.story).toBeNull();
  });
});

describe("topics", () => {
  it("lists the index by score, opens a topic with its stats and items, and chips on items", async () => {
    const TOPICS = `query($after: String) { topics(first: 5, after: $after) { edges { node { topicId name score } } pageInfo { hasNextPage endCursor } } }`;
    const page = (await t.gql(TOPICS)).data.topics;
    expect(page.edges).toHaveLength(5);
    const next = (await t.gql(TOPICS, { after: page.pageInfo.endCursor })).data.topics;
    const scores = [...page.edges, ...next.edges].map((e: any) => e.node.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const lisbon = (await t.gql(`query { topics(first: 5, search: "lisbon") { edges { node { topicId } } } }`)).data.topics.edges[0].node;
    const TOPIC = `query($id: ID!) { topic(id: $id) { name postsLastDay postsLastWeek postsLastMonth aliasedTo { name } aliasedFrom { name }
      contentItems(first: 5, sortBy: "newest") { edges { node { title topics { topicId } } } } } }`;
    const topic = (await t.gql(TOPIC, { id: lisbon.topicId })).data.topic;
    expect(topic.name).toBe("Lisbon");
    expect(topic.postsLastWeek).toBeGreaterThan(5);
    expect(topic.contentItems.edges).toHaveLength(5);
    for (const e of topic.contentItems.edges) expect(e.node.topics.map((x: any) => x.topicId)).toContain(lisbon.topicId);
    expect((await t.gql(TOPIC, { id: "00000000-0000-7000-8000-000000000000" })).data.topic).toBeNull();
  });

  it("lets only admins alias topics", async () => {
    const ids = (await t.gql(`query { topics(first: 2, search: "a") { edges { node { id } } } }`)).data.topics.edges.map((e: any) => e.node.id);
    const SET = `mutation($input: SetTopicAliasesInput!) { setTopicAliases(input: $input) { __typename
      ... on SetTopicAliasesPayload { topic { name aliasedFrom { id } } } ... on ValidationError { fields { field message } } } }`;
    const input = { topicId: ids[0], aliasedFromTopicIds: [ids[1]] };
    expect((await t.gql(SET, { input })).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect((await t.gql(SET, { input }, reader.token)).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect((await t.gql(`query { adminTopics(first: 1) { edges { node { id } } } }`, {}, reader.token)).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const done = (await t.gql(SET, { input }, admin.token)).data.setTopicAliases;
    expect(done.topic.aliasedFrom).toEqual([{ id: ids[1] }]);
    const chain = (await t.gql(SET, { input: { topicId: ids[1], aliasedFromTopicIds: [ids[0]] } }, admin.token)).data.setTopicAliases;
    expect(chain.__typename).toBe("ValidationError");
    const admins = (await t.gql(`query { adminTopics(first: 100) { edges { node { id } } } }`, {}, admin.token)).data.adminTopics.edges.map((e: any) => e.node.id);
    expect(admins).toContain(ids[1]);
  });
});
