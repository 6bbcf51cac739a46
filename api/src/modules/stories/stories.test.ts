import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertEvalItems, loadEvalSet } from "../../../../tests/setup/storyEval.js";
import { createTestApp, type TestApp } from "../../../../tests/setup/testApp.js";

// Stories, Discover and topics through the REST facade, on items of the evaluation set: two events about Lisbon
// (an earthquake, a rent cap) and two about Amara Okafor (a resignation, a trip to Beijing), and a private website
// feed that covers the earthquake in its owner's words.
let t: TestApp;
let owner: { token: string; id: string };
let admin: { token: string; id: string };
let privateFeedId: string;
const privateItemIds: string[] = [];
const eventOf = new Map<string, string>();

async function guest() {
  const res = await t.rest("POST", "/users", { body: { isGuest: true } });
  return { token: res.body.token as string, id: res.body.user.id as string };
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await guest();
  admin = await guest();
  await t.db.user.update({ where: { id: admin.id }, data: { isAdmin: true } });
  const now = new Date();
  const items = loadEvalSet().filter((i) => ["E01", "E02", "E21", "E22", "N01"].includes(i.event));
  for (const [id, event] of await insertEvalItems(t.db, items.sort((a, b) => b.hoursAgo - a.hoursAgo), now)) eventOf.set(id, event);
  // A private website feed (its owner's own) reporting the same earthquake, naming a project nobody else does.
  const feed = await t.db.feed.create({ data: { url: `https://intranet.example/feed-${randomUUID()}`, link: "https://intranet.example/", type: "webfeed", title: "Our site" } });
  privateFeedId = feed.id;
  await t.db.feedSubscription.create({ data: { userId: owner.id, feedId: feed.id } });
  for (const [n, text] of [
    "Lisbon earthquake of magnitude 6.1 damages Alfama buildings, says Project Nightjar team",
    "Project Nightjar volunteers inspect Alfama after the 6.1 Lisbon quake",
    "Lisbon quake: Project Nightjar maps damaged buildings in Alfama and Mouraria",
  ].entries()) {
    const at = new Date(now.getTime() - (57 - n) * 3_600_000);
    const item = await t.db.contentItem.create({
      data: { feedId: feed.id, guid: `p${n}`, title: text, description: `${text}. The earthquake measured 6.1 and shook Lisbon before dawn.`, sortAt: at, publishedAt: at, contentHash: randomUUID() },
    });
    privateItemIds.push(item.id);
  }
  const result = await t.app.services.storyClustering.processPending();
  expect(result).toMatchObject({ ran: true, left: 0 });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe("GET /stories", () => {
  it("lists stories of three or more items from two or more sites, each one event, top-day by default", async () => {
    const res = await t.rest("GET", "/stories");
    expect(res.status).toBe(200);
    expect(res.body.meta).toMatchObject({ limit: 20, sortBy: "top-day", nextPageKey: null });
    const { stories, contentItems, feeds } = res.body;
    // Four events, four stories (top-week: E22 is two to three days old); top-day keeps those with an item today.
    const all = (await t.rest("GET", "/stories?sortBy=top-week")).body.stories;
    expect(all).toHaveLength(4);
    for (const story of all) {
      expect(story.contentItemCount).toBeGreaterThanOrEqual(3);
      expect(story.publisherCount).toBeGreaterThanOrEqual(2);
      expect(story.title).toEqual(expect.any(String));
      expect(story.summary.length).toBeGreaterThan(0);
    }
    expect(stories.every((s: any) => Date.parse(s.lastItemAt) > Date.now() - 86_400_000)).toBe(true);
    // Each listed story's items are in the answer with their feeds, and belong to one event.
    for (const story of stories) {
      expect(story.contentItemIds.length).toBeGreaterThan(0);
      const events = new Set(story.contentItemIds.map((id: string) => eventOf.get(id)));
      expect(events.size).toBe(1);
      for (const id of story.contentItemIds) {
        const item = contentItems.find((c: any) => c.id === id);
        expect(item).toBeDefined();
        expect(feeds[item.feedId]).toBeDefined();
      }
    }
  });

  it("never shows a private website feed's items, to anyone", async () => {
    for (const token of [null, owner.token]) {
      const stories = (await t.rest("GET", "/stories?sortBy=top-all&limit=100", { token })).body;
      expect(stories.contentItems.some((i: any) => privateItemIds.includes(i.id))).toBe(false);
      expect(Object.keys(stories.feeds)).not.toContain(privateFeedId);
      for (const story of stories.stories) {
        const full = (await t.rest("GET", `/stories/${story.id}`, { token })).body;
        expect(full.contentItems.map((i: any) => i.id).some((id: string) => privateItemIds.includes(id))).toBe(false);
        expect(full.publishers.map((p: any) => p.site)).not.toContain("intranet.example");
      }
    }
  });

  it("pages with pageKey in every sort and refuses an unknown sort or a foreign page key", async () => {
    for (const sortBy of ["popular", "newest", "oldest", "top-all"]) {
      const first = await t.rest("GET", `/stories?sortBy=${sortBy}&limit=2`);
      expect(first.status).toBe(200);
      expect(first.body.stories).toHaveLength(2);
      const second = await t.rest("GET", `/stories?sortBy=${sortBy}&limit=2&pageKey=${first.body.meta.nextPageKey}`);
      const ids = [...first.body.stories, ...second.body.stories].map((s: any) => s.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
    const bad = await t.rest("GET", "/stories?sortBy=best");
    expect(bad.status).toBe(400);
    expect(bad.body.display_message_key).toBe("VALIDATION_ERROR");
    const newest = await t.rest("GET", "/stories?sortBy=newest&limit=1");
    const foreign = await t.rest("GET", `/stories?sortBy=popular&pageKey=${newest.body.meta.nextPageKey}`);
    expect(foreign.status).toBe(400);
  });

  it("filters by topic name (spaces or underscores) and answers an unknown topic with no stories", async () => {
    const lisbon = (await t.rest("GET", "/stories?topic=Lisbon&sortBy=top-all")).body.stories;
    expect(lisbon.length).toBeGreaterThanOrEqual(1);
    for (const story of lisbon) expect(story.topicAssociations.map((a: any) => a.name)).toContain("Lisbon");
    const okafor = (await t.rest("GET", "/stories?topic=amara okafor&sortBy=top-all")).body.stories;
    expect(okafor.length).toBeGreaterThanOrEqual(1);
    expect((await t.rest("GET", "/stories?topic=Amara_Okafor&sortBy=top-all")).body.stories.map((s: any) => s.id).sort()).toEqual(okafor.map((s: any) => s.id).sort());
    const none = await t.rest("GET", "/stories?topic=Atlantis&sortBy=top-all");
    expect(none.status).toBe(200);
    expect(none.body.stories).toEqual([]);
  });
});

describe("GET /stories/{id}", () => {
  it("answers the story with all its items, their feeds and its publishers", async () => {
    const [story] = (await t.rest("GET", "/stories?sortBy=top-all&limit=1")).body.stories;
    const res = await t.rest("GET", `/stories/${story.id}`);
    expect(res.status).toBe(200);
    expect(res.body.story).toMatchObject({ id: story.id, contentItemCount: story.contentItemCount, mergedFromStoryId: null });
    expect(res.body.contentItems).toHaveLength(story.contentItemCount);
    expect(res.body.story.contentItemIds).toHaveLength(story.contentItemCount);
    const sites = res.body.publishers.map((p: any) => p.site);
    expect(sites.length).toBe(story.publisherCount);
    expect(sites.every((s: string) => s.endsWith(".example"))).toBe(true);
    expect(res.body.publishers.reduce((n: number, p: any) => n + p.contentItemCount, 0)).toBe(story.contentItemCount);
  });

  it("is the spec's 'Story Not Found' for an unknown id, garbage, or a cluster never shown", async () => {
    const hidden = await t.db.story.findFirst({ where: { shownAt: null } });
    expect(hidden).not.toBeNull();
    for (const id of [randomUUID(), "not-a-story", hidden!.id]) {
      const res = await t.rest("GET", `/stories/${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: "Story Not Found", display_message_key: "NOT_FOUND" });
    }
  });
});

describe("GET /discover", () => {
  it("answers a visitor without a token: top stories, popular items, 12 topic chips at most, trending feeds", async () => {
    const res = await t.rest("GET", "/discover");
    expect(res.status).toBe(200);
    const body = res.body;
    expect(body.meta.sortBy).toBe("popular");
    expect(body.stories.length).toBeGreaterThan(0);
    expect(body.stories.length).toBeLessThanOrEqual(10);
    expect(body.contentItemTopics.length).toBeGreaterThan(0);
    expect(body.contentItemTopics.length).toBeLessThanOrEqual(12);
    expect(body.popularContentItemIds.length).toBeGreaterThan(0);
    for (const id of body.popularContentItemIds) expect(body.contentItems.find((i: any) => i.id === id)).toBeDefined();
    expect(body.trendingFeedIds.length).toBeGreaterThan(0);
    for (const id of body.trendingFeedIds) expect(body.feeds[id]).toBeDefined();
    // The private feed's items, feed and words are nowhere.
    expect(body.popularContentItemIds.some((id: string) => privateItemIds.includes(id))).toBe(false);
    expect(body.trendingFeedIds).not.toContain(privateFeedId);
    expect(JSON.stringify(body)).not.toContain("Nightjar");
  });

  it("sorts by the viewer's discoverContentFeed setting, and a sortBy query wins", async () => {
    await t.rest("PUT", `/users/${owner.id}/settings/discoverContentFeed`, { token: owner.token, body: { value: { sortBy: "newest" } } });
    const mine = await t.rest("GET", "/discover", { token: owner.token });
    expect(mine.body.meta.sortBy).toBe("newest");
    const dates = mine.body.stories.map((s: any) => Date.parse(s.lastItemAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect((await t.rest("GET", "/discover?sortBy=top-week", { token: owner.token })).body.meta.sortBy).toBe("top-week");
    expect((await t.rest("GET", "/discover?sortBy=nonsense")).status).toBe(400);
  });
});

describe("topics", () => {
  it("indexes topics by score, searchable, without the private feed's", async () => {
    const res = await t.rest("GET", "/content/topics");
    expect(res.status).toBe(200);
    const scores = res.body.contentItemTopics.map((topic: any) => topic.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(res.body.meta).toMatchObject({ limit: 25 });
    const search = await t.rest("GET", "/content/topics?search=okafor");
    expect(search.body.contentItemTopics.map((topic: any) => topic.name)).toContain("Amara_Okafor");
    expect((await t.rest("GET", "/content/topics?search=nightjar")).body.contentItemTopics).toEqual([]);
    const paged = await t.rest("GET", "/content/topics?limit=3");
    const next = await t.rest("GET", `/content/topics?limit=3&pageKey=${paged.body.meta.nextPageKey}`);
    expect(next.body.contentItemTopics.map((x: any) => x.id)).not.toContain(paged.body.contentItemTopics[0].id);
  });

  it("answers a topic with its stats, and 'Topic ID not found' for anything else", async () => {
    const [topic] = (await t.rest("GET", "/content/topics?search=Lisbon")).body.contentItemTopics;
    const res = await t.rest("GET", `/content/topics/${topic.id}`);
    expect(res.body.contentItemTopic).toMatchObject({ id: topic.id, name: "Lisbon", aliasedToContentItemTopicId: null });
    // Every Lisbon item of both events is dated within the last three days.
    expect(res.body.contentItemTopic.postsLastWeek).toBeGreaterThanOrEqual(10);
    expect(res.body.contentItemTopic.postsLastMonth).toBe(res.body.contentItemTopic.postsLastWeek);
    for (const id of [randomUUID(), "lisbon"]) {
      const missing = await t.rest("GET", `/content/topics/${id}`);
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe("Topic ID not found");
    }
  });

  it("lists a topic's items in the reading list's sorts, with topic chips on each", async () => {
    const [topic] = (await t.rest("GET", "/content/topics?search=Alfama")).body.contentItemTopics;
    const res = await t.rest("GET", `/content?contentItemTopicId=${topic.id}&sortBy=newest`);
    expect(res.status).toBe(200);
    expect(res.body.contentItems.length).toBeGreaterThan(0);
    for (const item of res.body.contentItems) {
      expect(item.topicAssociations.map((a: any) => a.contentItemTopicId)).toContain(topic.id);
      expect(item.topicAssociations.length).toBeLessThanOrEqual(12);
      expect(privateItemIds).not.toContain(item.id);
    }
    const dates = res.body.contentItems.map((i: any) => Date.parse(i.sortAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect((await t.rest("GET", `/content?contentItemTopicId=${randomUUID()}`)).status).toBe(404);
    expect((await t.rest("GET", `/content?contentItemTopicId=${topic.id}&feedId=${privateFeedId}`)).status).toBe(400);
  });
});

describe("admin topic calls", () => {
  it("refuse visitors (401) and non-admins (403)", async () => {
    const [topic] = (await t.rest("GET", "/content/topics?limit=1")).body.contentItemTopics;
    for (const [method, path] of [["GET", "/admin/content/topics"], ["GET", `/admin/content/topics/${topic.id}`], ["PATCH", `/admin/content/topics/${topic.id}`]] as const) {
      const body = method === "PATCH" ? { aliasedFromContentItemIds: [] } : undefined;
      const anonymous = await t.rest(method, path, { body });
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.display_message_key).toBe("NO_TOKEN");
      const user = await t.rest(method, path, { token: owner.token, body });
      expect(user.status).toBe(403);
      expect(user.body.display_message_key).toBe("FORBIDDEN");
    }
  });

  it("aliases topics to a target: the alias's items count for and list under the target, and chips show the target", async () => {
    const find = async (name: string) => (await t.rest("GET", `/admin/content/topics?search=${name}`, { token: admin.token })).body.contentItemTopics.find((x: any) => x.name === name);
    const lisbon = await find("Lisbon");
    const alfama = await find("Alfama");
    expect(lisbon && alfama).toBeTruthy();
    const before = (await t.rest("GET", `/content/topics/${lisbon.id}`)).body.contentItemTopic;
    const patched = await t.rest("PATCH", `/admin/content/topics/${lisbon.id}`, { token: admin.token, body: { aliasedFromContentItemIds: [alfama.id] } });
    expect(patched.status).toBe(200);
    expect(patched.body.contentItemTopic.aliasedFromContentItems).toEqual([{ id: alfama.id, name: "Alfama" }]);
    expect(patched.body.contentItemTopics[alfama.id].aliasedToContentItemTopicId).toBe(lisbon.id);
    const after = (await t.rest("GET", `/content/topics/${lisbon.id}`)).body.contentItemTopic;
    expect(after.postsLastWeek).toBeGreaterThanOrEqual(before.postsLastWeek);
    // The public index leaves the alias out; its items list under the target with the target's chip.
    expect((await t.rest("GET", "/content/topics?search=Alfama")).body.contentItemTopics).toEqual([]);
    const alfamaItems = (await t.rest("GET", `/content?contentItemTopicId=${alfama.id}&sortBy=newest&limit=100`)).body.contentItems;
    const lisbonItems = (await t.rest("GET", `/content?contentItemTopicId=${lisbon.id}&sortBy=newest&limit=100`)).body.contentItems;
    expect(lisbonItems.map((i: any) => i.id)).toEqual(expect.arrayContaining(alfamaItems.map((i: any) => i.id)));
    for (const item of alfamaItems) {
      const ids = item.topicAssociations.map((a: any) => a.contentItemTopicId);
      expect(ids).toContain(lisbon.id);
      expect(ids).not.toContain(alfama.id);
    }
    // One level only: an alias cannot take aliases, a target cannot become an alias.
    const okafor = await find("Amara_Okafor");
    const chain = await t.rest("PATCH", `/admin/content/topics/${alfama.id}`, { token: admin.token, body: { aliasedFromContentItemIds: [okafor.id] } });
    expect(chain.status).toBe(400);
    const targetAsAlias = await t.rest("PATCH", `/admin/content/topics/${okafor.id}`, { token: admin.token, body: { aliasedFromContentItemIds: [lisbon.id] } });
    expect(targetAsAlias.status).toBe(400);
    expect((await t.rest("PATCH", `/admin/content/topics/${lisbon.id}`, { token: admin.token, body: { aliasedFromContentItemIds: "x" } })).status).toBe(400);
    expect((await t.rest("PATCH", `/admin/content/topics/${lisbon.id}`, { token: admin.token, body: { aliasedFromContentItemIds: [randomUUID()] } })).status).toBe(400);
    // Clearing the list makes Alfama a topic of its own again.
    const cleared = await t.rest("PATCH", `/admin/content/topics/${lisbon.id}`, { token: admin.token, body: { aliasedFromContentItemIds: [] } });
    expect(cleared.body.contentItemTopic.aliasedFromContentItems).toEqual([]);
    expect((await t.rest("GET", "/content/topics?search=Alfama")).body.contentItemTopics).toHaveLength(1);
  });
});

describe("a digest's story-topic source", () => {
  it("tells the period's best stories about the topic (blank: all), one central item each, and never a private item", async () => {
    const now = new Date();
    const week = new Date(now.getTime() - 7 * 86_400_000);
    const all = await t.app.services.stories.pickForDigest("", week, now, 10);
    const listed = (await t.rest("GET", "/stories?sortBy=top-all&limit=20")).body.stories.map((s: any) => s.id);
    expect(all.map((p) => p.storyId).sort()).toEqual([...listed].sort());
    for (const pick of all) {
      expect(privateItemIds).not.toContain(pick.contentItemId);
      const story = (await t.rest("GET", `/stories/${pick.storyId}`)).body.story;
      expect(story.contentItemIds).toContain(pick.contentItemId);
    }
    const okafor = await t.app.services.stories.pickForDigest("Amara_Okafor", week, now, 10);
    const okaforStories = (await t.rest("GET", "/stories?topic=Amara_Okafor&sortBy=top-all")).body.stories.map((s: any) => s.id);
    expect(okafor.map((p) => p.storyId).sort()).toEqual([...okaforStories].sort());
    expect(okafor.length).toBeLessThan(all.length);
    expect(await t.app.services.stories.pickForDigest("Atlantis", week, now, 10)).toEqual([]);
    expect(await t.app.services.stories.pickForDigest("", week, now, 1)).toHaveLength(1);
    // A period before every story's items tells nothing.
    expect(await t.app.services.stories.pickForDigest("", new Date(now.getTime() - 30 * 86_400_000), new Date(now.getTime() - 20 * 86_400_000), 10)).toEqual([]);
  });
});
