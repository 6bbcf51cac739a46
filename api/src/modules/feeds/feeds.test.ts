import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/setup/testApp.js";
import { createLogger } from "../../logger.js";
import { createPgPubSub } from "../../realtime/pubsub.js";

let t: TestApp;
let server: Server;
let base: string;
let token: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    if (path === "/blog") return void res.writeHead(200, { "content-type": "text/html" }).end(`<html><head><link rel="alternate" type="application/rss+xml" href="/rss"></head></html>`);
    const numbered = /^\/f\/(\d+)$/.exec(path);
    if (numbered) {
      return void res.writeHead(200, { "content-type": "application/rss+xml" }).end(
        `<rss version="2.0"><channel><title>Numbered ${numbered[1]}</title><link>/</link><item><guid>n${numbered[1]}</guid><title>One</title></item></channel></rss>`,
      );
    }
    if (path === "/rss") {
      return void res.writeHead(200, { "content-type": "application/rss+xml" }).end(
        `<rss version="2.0"><channel><title>Gardening Weekly</title><link>/</link><description>Plants</description><item><guid>g1</guid><title>Tomatoes</title><pubDate>${new Date().toUTCString()}</pubDate></item></channel></rss>`,
      );
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestApp({ FETCH_ALLOW_PRIVATE_HOSTS: "127.0.0.1" }, { pubsub: true });
  token = (await t.rest("POST", "/users", { body: { isGuest: true } })).body.token;
});
afterAll(async () => {
  await t?.close();
  server?.closeAllConnections();
  await new Promise((r) => server?.close(r));
});

describe("GET /api_v1/feeds?search=<url>", () => {
  it("discovers, creates and fetches the feed at once, and finds the same feed next time", async () => {
    const listener = await createPgPubSub(t.databaseUrl, createLogger({ logLevel: "silent" }, "test"));
    const announced = new Promise<{ feedId: string; contentItemIds: string[] }>((resolve) => listener.subscribe("contentItemsAdded", resolve));
    const res = await t.rest("GET", `/feeds?search=${encodeURIComponent(`${base}/blog`)}`, { token });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(expect.arrayContaining(["feeds", "subscriptions", "feedSearchResults", "feedTags", "tagAssociations"]));
    const [{ feedId }] = res.body.feedSearchResults;
    expect(res.body.feeds[feedId]).toMatchObject({
      url: `${base}/rss`, title: "Gardening Weekly", link: `${base}/`, status: "healthy", type: "rss",
      analytics: { totalContentItems: 1, contentItemsLastMonth: 1, totalSubscribers: 0 },
      // One item: the policy reads it every 6 hours, stated as a cron (spec part 2 section 3: job.cron).
      job: { lastRunResult: "success", consecutiveErrorCount: 0, cron: "0 */6 * * *" },
    });
    const again = await t.rest("GET", `/feeds?search=${encodeURIComponent(`${base}/rss`)}`, { token });
    expect(again.body.feedSearchResults).toEqual([{ feedId }]);
    expect(await t.db.feed.count({ where: { url: `${base}/rss` } })).toBe(1);
    expect(await t.db.contentItem.count({ where: { feedId } })).toBe(1);
    // Its first items were announced to other processes.
    await expect(announced).resolves.toMatchObject({ feedId, contentItemIds: [expect.any(String)] });
    await listener.close();
  });

  it("searches known feeds by text with or without a token; a token that is sent must be valid", async () => {
    const res = await t.rest("GET", "/feeds?search=gardening", { token });
    expect(Object.values(res.body.feeds).map((f: any) => f.title)).toContain("Gardening Weekly");
    // Spec part 2 section 7: GET /api_v1/feeds, token optional.
    const anonymous = await t.rest("GET", "/feeds?search=gardening");
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.feedSearchResults).toEqual(res.body.feedSearchResults);
    expect(anonymous.body.subscriptions).toEqual({});
    const top = await t.rest("GET", "/feeds?search=&showTopFeeds=true");
    expect(top.status).toBe(200);
    expect(Object.values(top.body.feeds).map((f: any) => f.title)).toContain("Gardening Weekly");
    expect(await t.rest("GET", "/feeds?search=gardening", { token: "not-a-token" })).toMatchObject({ status: 401, body: { display_message_key: "INVALID_TOKEN" } });
  });

  it("finds a known feed by its URL or its site without a token, and leaves creating feeds to signed-in users", async () => {
    const feed = await t.db.feed.findFirstOrThrow({ where: { url: `${base}/rss` } });
    const runs = await t.db.feedJobRun.count({ where: { feedId: feed.id } });
    for (const address of [`${base}/rss`, `${base}/rss/`, `${base}/`, base]) {
      const res = await t.rest("GET", `/feeds?search=${encodeURIComponent(address)}`);
      expect(res.status, address).toBe(200);
      expect(res.body.feedSearchResults, address).toEqual([{ feedId: feed.id }]);
    }
    // Nothing was fetched for the visitor.
    expect(await t.db.feedJobRun.count({ where: { feedId: feed.id } })).toBe(runs);
    const feedsBefore = await t.db.feed.count();
    const unknown = await t.rest("GET", `/feeds?search=${encodeURIComponent(`${base}/f/77`)}`);
    expect(unknown).toMatchObject({ status: 401, body: { display_message_key: "NO_TOKEN", message: "No Token - Not logged in." } });
    expect(await t.db.feed.count()).toBe(feedsBefore);
    // The same through GraphQL: found, or the error inline.
    const q = `query($s: String!) { feedSearch(search: $s) { feeds { feedId } searchError { code message } } }`;
    expect((await t.gql(q, { s: `${base}/rss` })).data.feedSearch).toEqual({ feeds: [{ feedId: feed.id }], searchError: null });
    expect((await t.gql(q, { s: `${base}/f/77` })).data.feedSearch).toEqual({ feeds: [], searchError: { code: "NO_TOKEN", message: "No Token - Not logged in." } });
    expect(await t.db.feed.count()).toBe(feedsBefore);
  });

  it("reports a URL it may not fetch instead of failing", async () => {
    const strict = await createTestApp();
    try {
      const guest = (await strict.rest("POST", "/users", { body: { isGuest: true } })).body.token;
      const res = await strict.rest("GET", `/feeds?search=${encodeURIComponent(`${base}/blog`)}`, { token: guest });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ feedSearchResults: [], searchError: { code: "FETCH_BLOCKED_ADDRESS" } });
    } finally {
      await strict.close();
    }
  });
});

describe("GET /api_v1/feeds/{id} and the Feed node", () => {
  it("returns the feeds and feedTags maps with the job log, without a token", async () => {
    const feed = await t.db.feed.findFirstOrThrow({ where: { url: `${base}/rss` } });
    const res = await t.rest("GET", `/feeds/${feed.id}`);
    expect(res.status).toBe(200);
    expect(res.body.feedTags).toEqual({});
    expect(res.body.feeds[feed.id].job.jobLog).toEqual([
      { jobStartAt: expect.any(String), jobEndAt: expect.any(String), result: "success", errorCode: null, errorMessage: null },
    ]);
    expect((await t.rest("GET", "/feeds/00000000-0000-0000-0000-000000000000")).status).toBe(404);
    expect((await t.rest("GET", "/feeds/not-an-id")).body).toMatchObject({ display_message_key: "NOT_FOUND", message: "Feed not found" });
  });

  it("counts subscribers of the last month apart from all subscribers (analytics, REST and GraphQL)", async () => {
    const feed = await knownFeed({ url: "https://analytics.example/feed", title: "Analytics" }, 3);
    const [oldest] = await t.db.feedSubscription.findMany({ where: { feedId: feed.id }, orderBy: { createdAt: "asc" }, take: 1 });
    await t.db.feedSubscription.update({ where: { id: oldest!.id }, data: { createdAt: new Date(Date.now() - 40 * 86_400_000) } });
    const rest = await t.rest("GET", `/feeds/${feed.id}`);
    expect(rest.body.feeds[feed.id].analytics).toMatchObject({ totalSubscribers: 3, subscribersLastMonth: 2 });
    const gql = await t.gql(`query($id: ID!) { node(id: $id) { ... on Feed { analytics { totalSubscribers subscribersLastMonth } } } }`, { id: encodeGlobalID("Feed", feed.id) });
    expect(gql.data.node.analytics).toEqual({ totalSubscribers: 3, subscribersLastMonth: 2 });
  });

  it("exposes the same through GraphQL", async () => {
    const res = await t.gql(`query($s: String!) { feedSearch(search: $s) { feeds { id feedId title status job { lastRunResult jobLog { result } } analytics { totalContentItems } } searchError { code } } }`, { s: "Gardening" }, token);
    const [feed] = res.data.feedSearch.feeds;
    expect(feed).toMatchObject({ title: "Gardening Weekly", status: "healthy", job: { lastRunResult: "success", jobLog: [{ result: "success" }] }, analytics: { totalContentItems: 1 } });
    const node = await t.gql(`query($id: ID!) { node(id: $id) { ... on Feed { url } } }`, { id: feed.id });
    expect(node.data.node.url).toBe(`${base}/rss`);
  });
});

/**
 * A known feed (the catalogue as search sees it: already fetched, so nothing queues a fetch of its made-up URL)
 * followed by `subscribers` fresh users.
 */
async function knownFeed(data: { url: string; title: string; description?: string; link?: string; status?: "healthy" | "deleted" }, subscribers = 0) {
  const feed = await t.db.feed.create({ data: { status: "healthy", lastRunAt: new Date(), ...data } });
  for (let i = 0; i < subscribers; i++) {
    const user = await t.db.user.create({ data: {} });
    await t.db.feedSubscription.create({ data: { userId: user.id, feedId: feed.id } });
  }
  return feed;
}

const search = async (query: string) => {
  const res = await t.rest("GET", `/feeds?${query}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
const titles = (body: any) => body.feedSearchResults.map((r: any) => body.feeds[r.feedId].title);

describe("GET /api_v1/feeds?search=<text>: ranking", () => {
  it("ranks a title match above a description match, even a more followed one", async () => {
    await knownFeed({ url: "https://birds.example/notes.xml", title: "Bird Notes", description: "Field notes about the zebrafinch and other finches" }, 3);
    await knownFeed({ url: "https://journal.example/feed", title: "Zebrafinch Journal" });
    expect(titles(await search("search=zebrafinch"))).toEqual(["Zebrafinch Journal", "Bird Notes"]);
  });

  it("puts the more followed feed first among equal matches", async () => {
    // Alphabetical order and creation order would both put Daily first.
    await knownFeed({ url: "https://q1.example/rss", title: "Quokka Daily" }, 1);
    await knownFeed({ url: "https://q2.example/rss", title: "Quokka Weekly" }, 2);
    expect(titles(await search("search=quokka"))).toEqual(["Quokka Weekly", "Quokka Daily"]);
  });

  it("finds a word from its beginning, a typo, and words in the URL; never a deleted feed", async () => {
    await knownFeed({ url: "https://marmalade.example/feed", title: "Marmalade Monthly" });
    await knownFeed({ url: "https://gone.example/feed", title: "Marmalade Archive", status: "deleted" });
    expect(titles(await search("search=marmal"))).toEqual(["Marmalade Monthly"]);
    expect(titles(await search("search=marmelade"))).toEqual(["Marmalade Monthly"]);
    expect(titles(await search("search=marmalde%20monthly"))).toEqual(["Marmalade Monthly"]);
    await knownFeed({ url: "https://podcasts.example/show/ferretcast.xml", title: "A Weekly Show" });
    expect(titles(await search("search=ferretcast"))).toEqual(["A Weekly Show"]);
    expect(titles(await search("search=nothing%20like%20this%20exists"))).toEqual([]);
  });

  it("answers any text with results or none, never an error (tsquery syntax, quotes, symbols, other scripts)", async () => {
    await knownFeed({ url: "https://jp.example/feed", title: "日本語のニュース" });
    expect(titles(await search(`search=${encodeURIComponent("日本語")}`))).toEqual(["日本語のニュース"]);
    for (const text of ["!!!", "a", "'", "\\", "&|:*()!<->", "\"quoted phrase\" -not or", "%_", "x".repeat(300), "😀"]) {
      const res = await t.rest("GET", `/feeds?search=${encodeURIComponent(text)}`, { token });
      expect(res.status, text).toBe(200);
    }
  });
});

describe("GET /api_v1/feeds: domain, pages and top feeds", () => {
  it("restricts to a domain and its subdomains (url or link host), with or without text", async () => {
    await knownFeed({ url: "https://www.reddit.com/r/zorblax/.rss", title: "zorblax subreddit" });
    await knownFeed({ url: "https://old.reddit.com/r/zorblaxmemes/.rss", title: "zorblax memes" });
    await knownFeed({ url: "https://mirror.example/zorblax.xml", title: "zorblax mirror", link: "https://reddit.com/r/zorblax" });
    await knownFeed({ url: "https://evilreddit.com/zorblax.xml", title: "zorblax impostor" });
    await knownFeed({ url: "https://zorblax.example/feed", title: "zorblax elsewhere" });
    const onReddit = await search("search=zorblax&domain=reddit.com");
    expect(titles(onReddit).sort()).toEqual(["zorblax memes", "zorblax mirror", "zorblax subreddit"]);
    expect(titles(await search("search=zorblax")).length).toBe(5);
    // No text: that domain's feeds; the same answer for a pasted URL or another case.
    const listed = titles(await search("domain=https%3A%2F%2FWWW.Reddit.com%2F"));
    expect(listed).toEqual(expect.arrayContaining(["zorblax memes", "zorblax mirror", "zorblax subreddit"]));
    expect(listed).not.toContain("zorblax impostor");
    const bad = await t.rest("GET", "/feeds?search=zorblax&domain=not%20a%20domain!", { token });
    expect(bad).toMatchObject({ status: 400, body: { display_message_key: "VALIDATION_ERROR", fields: { domain: expect.any(String) } } });
  });

  it("pages with pageKey and limit; nextPageKey is null on the last page", async () => {
    for (let i = 1; i <= 5; i++) await knownFeed({ url: `https://pages.example/${i}.xml`, title: `Pangolin Post ${i}` }, i % 3);
    const seen: string[] = [];
    const keys: Array<number | null> = [];
    for (let pageKey: number | null = 1; pageKey; ) {
      const body = await search(`search=pangolin&limit=2&pageKey=${pageKey}`);
      expect(body.meta).toMatchObject({ limit: 2, pageKey });
      expect(body.feedSearchResults.length).toBe(pageKey === 3 ? 1 : 2);
      seen.push(...body.feedSearchResults.map((r: any) => r.feedId));
      pageKey = body.meta.nextPageKey;
      keys.push(pageKey);
    }
    expect(keys).toEqual([2, 3, null]);
    expect(new Set(seen).size).toBe(5);
    // A full last page still says there is no next one.
    expect((await search("search=pangolin&limit=5")).meta).toEqual({ limit: 5, pageKey: 1, nextPageKey: null });
    expect((await search("search=pangolin")).meta).toEqual({ limit: 25, pageKey: 1, nextPageKey: null });
    for (const q of ["limit=0", "limit=101", "limit=ten", "pageKey=0", "pageKey=1.5"]) {
      const res = await t.rest("GET", `/feeds?search=pangolin&${q}`, { token });
      expect(res, q).toMatchObject({ status: 400, body: { display_message_key: "VALIDATION_ERROR" } });
    }
  });

  it("lists the most followed feeds for an empty search with showTopFeeds, and nothing without it", async () => {
    const top = await knownFeed({ url: "https://popular.example/feed", title: "Everyone Reads This" }, 6);
    const body = await search("search=&showTopFeeds=true&limit=40");
    expect(body.feedSearchResults[0]).toEqual({ feedId: top.id });
    const counts = body.feedSearchResults.map((r: any) => body.feeds[r.feedId].analytics.totalSubscribers);
    expect(counts).toEqual([...counts].sort((a: number, b: number) => b - a));
    expect(counts.length).toBeGreaterThan(5);
    expect((await search("search=")).feedSearchResults).toEqual([]);
  });

  it("returns the caller's subscriptions to the results and the results' bundles", async () => {
    const feed = await knownFeed({ url: "https://wombat.example/feed", title: "Wombat World" });
    const tag = await t.db.feedTag.create({ data: { name: "Marsupials", feeds: { create: { feedId: feed.id } } } });
    const sub = await t.rest("POST", "/subscriptions", { token, body: { feedId: feed.id } });
    expect(sub.status, JSON.stringify(sub.body)).toBe(200);
    const body = await search("search=wombat");
    const [subscription] = Object.values(body.subscriptions) as any[];
    expect(subscription).toMatchObject({ feedId: feed.id, title: "Wombat World" });
    expect(Object.keys(body.subscriptions)).toEqual([subscription.id]);
    expect(body.feedTags).toEqual({ [tag.id]: { id: tag.id, name: "Marsupials", description: null, imageUrl: null, feedCount: 1 } });
    expect(body.tagAssociations).toEqual([{ feedId: feed.id, feedTagId: tag.id }]);
    expect(body.feeds[feed.id].tagAssociations).toEqual([{ feedTagId: tag.id }]);
    expect(body.searchError).toBeNull();
  });
});

describe("new feeds per week", () => {
  it("lets a user add up to maxNewFeedsPerWeek feeds in 7 days; known feeds never count", async () => {
    const limited = await createTestApp({ FETCH_ALLOW_PRIVATE_HOSTS: "127.0.0.1", TIER_LIMITS: JSON.stringify({ guest: { maxNewFeedsPerWeek: 2 } }) });
    try {
      const guest = async () => (await limited.rest("POST", "/users", { body: { isGuest: true } })).body as { token: string; user: { id: string } };
      const a = await guest();
      const add = (who: string, n: number) => limited.rest("GET", `/feeds?search=${encodeURIComponent(`${base}/f/${n}`)}`, { token: who });
      expect((await add(a.token, 1)).status).toBe(200);
      expect((await add(a.token, 2)).status).toBe(200);
      expect(await limited.db.feed.count({ where: { createdByUserId: a.user.id } })).toBe(2);
      const refused = await add(a.token, 3);
      expect(refused).toMatchObject({
        status: 403,
        body: { display_message_key: "MAX_NEW_FEEDS_REACHED", message: "You have reached the maximum number of new feeds per week for this account tier" },
      });
      expect(await limited.db.feed.count({ where: { url: `${base}/f/3` } })).toBe(0);
      // A feed already known is found whoever added it.
      const b = await guest();
      expect((await add(b.token, 3)).status).toBe(200);
      const known = await add(a.token, 3);
      expect(known.status).toBe(200);
      expect(known.body.feeds[known.body.feedSearchResults[0].feedId].title).toBe("Numbered 3");
      // GraphQL shows the refusal where the search box shows errors.
      const gql = await limited.gql(`query($s: String!) { feedSearch(search: $s) { feeds { id } searchError { code message } nextPageKey } }`, { s: `${base}/f/4` }, a.token);
      expect(gql.data.feedSearch).toEqual({ feeds: [], nextPageKey: null, searchError: { code: "MAX_NEW_FEEDS_REACHED", message: expect.stringMatching(/new feeds per week/) } });
      // The week rolls: feeds added more than 7 days ago no longer count.
      await limited.db.feed.updateMany({ where: { createdByUserId: a.user.id }, data: { createdAt: new Date(Date.now() - 8 * 86_400_000) } });
      expect((await add(a.token, 4)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe("GraphQL feedSearch and the Feed node's bundles and subscribers", () => {
  it("pages, filters by domain and batches subscriberCount and feedTags over the list", async () => {
    const one = await knownFeed({ url: "https://news.ycombinator.example/okapi", title: "Okapi One" }, 2);
    const two = await knownFeed({ url: "https://okapi.example/two", title: "Okapi Two" }, 1);
    await t.db.feedTag.create({ data: { name: "Forest animals", position: 2, feeds: { create: [{ feedId: one.id }, { feedId: two.id }] } } });
    await t.db.feedTag.create({ data: { name: "African wildlife", position: 1, feeds: { create: { feedId: one.id } } } });
    const q = `query($s: String!, $d: String, $p: Int, $l: Int) { feedSearch(search: $s, domain: $d, pageKey: $p, limit: $l) {
      nextPageKey searchError { code } feeds { title subscriberCount feedTags { name feedCount } } } }`;
    const first = await t.gql(q, { s: "okapi", l: 1 }, token);
    expect(first.data.feedSearch).toEqual({
      nextPageKey: 2, searchError: null,
      feeds: [{ title: "Okapi One", subscriberCount: 2, feedTags: [{ name: "African wildlife", feedCount: 1 }, { name: "Forest animals", feedCount: 2 }] }],
    });
    const second = await t.gql(q, { s: "okapi", l: 1, p: 2 }, token);
    expect(second.data.feedSearch).toEqual({ nextPageKey: null, searchError: null, feeds: [{ title: "Okapi Two", subscriberCount: 1, feedTags: [{ name: "Forest animals", feedCount: 2 }] }] });
    const onDomain = await t.gql(q, { s: "okapi", d: "ycombinator.example" }, token);
    expect(onDomain.data.feedSearch.feeds.map((f: any) => f.title)).toEqual(["Okapi One"]);
    const bad = await t.gql(q, { s: "okapi", l: 500 }, token);
    expect(bad.data.feedSearch.searchError).toEqual({ code: "VALIDATION_ERROR" });
    // No token: the same search (spec part 2 section 7); a dead token is still the coded auth error.
    const anonymous = await t.gql(q, { s: "okapi", l: 1 });
    expect(anonymous.data.feedSearch).toEqual(first.data.feedSearch);
    const dead = await t.gql(q, { s: "okapi" }, "not-a-token");
    expect(dead.errors?.[0]?.extensions).toMatchObject({ code: "UNAUTHENTICATED", display_message_key: "INVALID_TOKEN" });
  });
});
