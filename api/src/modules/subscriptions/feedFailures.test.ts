import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/setup/testApp.js";
import { feedFailureSentence } from "../../reader/feedFailures.js";
import { feedFailure } from "../feeds/feedFailure.js";

// Issue 12 section 2: a feed that fails is said so, in one plain sentence per code, wherever the user meets it;
// Retry fetches it again for its subscriber. Real feeds on a real local server, real PostgreSQL.
let t: TestApp;
let server: Server;
let base: string;
let port: number;
/** Paths that answer 404 until a test "fixes" them. */
const broken = new Set(["/fixable.xml", "/fixable2.xml"]);

const rss = (name: string) =>
  `<rss version="2.0"><channel><title>Feed ${name}</title><link>/</link><item><guid>${name}-1</guid><title>${name} one</title><pubDate>${new Date().toUTCString()}</pubDate></item></channel></rss>`;

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    if (broken.has(path)) return void res.writeHead(404).end("gone fishing");
    const m = /^\/(?:feed-([a-z0-9]+)|(fixable2?))\.xml$/.exec(path);
    if (m) return void res.writeHead(200, { "content-type": "application/rss+xml" }).end(rss((m[1] ?? m[2])!));
    if (path === "/page") return void res.writeHead(200, { "content-type": "text/html" }).end("<html><head><title>Plain</title></head><body>No feed here</body></html>");
    if (path === "/forbidden") return void res.writeHead(403).end();
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
  t = await createTestApp({
    FETCH_ALLOW_PRIVATE_HOSTS: "127.0.0.1",
    TIER_LIMITS: JSON.stringify({ guest: { maxSubscriptions: 50, maxNewFeedsPerWeek: 50 } }),
    RATE_LIMIT_FEED_RETRY_PER_FEED: "2/300",
  });
});
afterAll(async () => {
  await t?.close();
  server?.closeAllConnections();
  await new Promise((r) => server?.close(r));
});

async function guest() {
  const res = await t.rest("POST", "/users", { body: { isGuest: true } });
  return res.body.token as string;
}

const subscribeGql = `mutation($url: String!) {
  subscribe(input: { url: $url }) {
    __typename
    ... on SubscriptionPayload { alreadySubscribed subscription { id title feed { url failure { code message } } } }
    ... on Error { message displayMessageKey }
  }
}`;

describe("subscribing by URL says why a feed cannot be read, in one plain sentence", () => {
  it.each([
    ["a 404", () => `${base}/missing.xml`, "FEED_FETCH_FAILED", "The server says this feed does not exist (404)."],
    ["a 403", () => `${base}/forbidden`, "FEED_FETCH_FAILED", "The site refuses to let Rivulet read this feed (403)."],
    ["an unknown host", () => "http://no-such-feed.invalid/rss", "FEED_FETCH_FAILED", feedFailureSentence("FETCH_DNS")],
    ["https to a server without TLS", () => `https://127.0.0.1:${port}/feed-a.xml`, "FEED_FETCH_FAILED", feedFailureSentence("FETCH_TLS")],
    ["a page without a feed", () => `${base}/page`, "FEED_NOT_FOUND", "No feed results found for this URL."],
  ])("%s", async (_name, url, key, message) => {
    const token = await guest();
    const res = await t.rest("POST", "/subscriptions", { token, body: { url: url() } });
    expect(res).toMatchObject({ status: 422, body: { display_message_key: key, message } });
    const gql = await t.gql(subscribeGql, { url: url() }, token);
    expect(gql.data.subscribe).toMatchObject({ __typename: "UserError", displayMessageKey: key, message });
    // Nothing was followed, and no feed that never worked is left behind for feed search to list.
    expect(Object.keys((await t.rest("GET", "/subscriptions", { token })).body.subscriptions)).toEqual([]);
    expect(await t.db.feed.count({ where: { url: url() } })).toBe(0);
  });

  it("takes an address without a scheme, trying https first and then http", async () => {
    const token = await guest();
    const res = await t.gql(subscribeGql, { url: `127.0.0.1:${port}/feed-bare.xml` }, token);
    expect(res.data.subscribe).toMatchObject({ __typename: "SubscriptionPayload", alreadySubscribed: false, subscription: { title: "Feed bare", feed: { url: `${base}/feed-bare.xml`, failure: null } } });
    // A typed https:// is never downgraded.
    const typed = await t.gql(subscribeGql, { url: `https://127.0.0.1:${port}/feed-other.xml` }, token);
    expect(typed.data.subscribe).toMatchObject({ displayMessageKey: "FEED_FETCH_FAILED" });
  });

  it("says a feed is already followed, and returns the existing subscription", async () => {
    const token = await guest();
    const first = await t.gql(subscribeGql, { url: `${base}/feed-twice.xml` }, token);
    const again = await t.gql(subscribeGql, { url: `${base}/feed-twice.xml` }, token);
    expect(again.data.subscribe).toMatchObject({ alreadySubscribed: true, subscription: { id: first.data.subscribe.subscription.id } });
    const rest = await t.rest("POST", "/subscriptions", { token, body: { url: `${base}/feed-twice.xml` } });
    expect(rest).toMatchObject({ status: 200, body: { alreadySubscribed: true } });
  });
});

describe("a failing feed's state and Retry", () => {
  /** Imports feeds as OPML does (no fetch in the request), then lets the first fetches run. */
  async function importFeeds(token: string, urls: string[]) {
    const res = await t.rest("POST", "/subscriptions/batch", { token, body: { feeds: urls.map((url) => ({ url })) } });
    expect(res.body.subscribeResults.every((r: any) => r.error === null)).toBe(true);
    await t.app.services.fetchQueue.idle();
    return res.body.subscribeResults.map((r: any) => r.subscriptionId as string);
  }

  it("reports a feed whose first fetch failed, over REST and GraphQL, with when it was tried", async () => {
    const token = await guest();
    const [bad, good] = await importFeeds(token, [`${base}/nothing-here.xml`, `${base}/feed-fine.xml`]);
    const list = await t.rest("GET", "/subscriptions", { token });
    const badFeed = list.body.feeds[list.body.subscriptions[bad!].feedId];
    expect(badFeed.failure).toMatchObject({ code: "FETCH_NOT_FOUND", message: "The server says this feed does not exist (404).", consecutiveErrorCount: 1, retryable: true, lastSuccessAt: null });
    expect(Date.now() - Date.parse(badFeed.failure.lastRunAt)).toBeLessThan(60_000);
    expect(list.body.feeds[list.body.subscriptions[good!].feedId].failure).toBeNull();

    const gql = await t.gql(
      `{ viewer { subscriptions(first: 10) { edges { node { subscriptionId feed { awaitingFirstFetch failure { code message lastRunAt } } } } } } }`,
      {},
      token,
    );
    const byId = Object.fromEntries(gql.data.viewer.subscriptions.edges.map((e: any) => [e.node.subscriptionId, e.node.feed]));
    expect(byId[bad!]).toMatchObject({ awaitingFirstFetch: false, failure: { code: "FETCH_NOT_FOUND", message: "The server says this feed does not exist (404)." } });
    expect(byId[good!]).toMatchObject({ awaitingFirstFetch: false, failure: null });
    const failing = await t.gql(`{ viewer { readingList { failingSubscriptions { subscriptionId } } } }`, {}, token);
    expect(failing.data.viewer.readingList.failingSubscriptions).toEqual([{ subscriptionId: bad }]);
  });

  it("Retry fetches the feed now and answers the new state", async () => {
    const token = await guest();
    const [id] = await importFeeds(token, [`${base}/fixable.xml`]);
    const retry = `mutation($id: ID!) {
      retrySubscriptionFeed(input: { id: $id }) {
        __typename
        ... on SubscriptionPayload { subscription { unreadCount feed { failure { code consecutiveErrorCount } } } }
        ... on Error { message displayMessageKey }
      }
    }`;
    const gid = (await t.gql(`{ viewer { subscriptions(first: 5) { edges { node { id } } } } }`, {}, token)).data.viewer.subscriptions.edges[0].node.id;
    // Still broken: the answer says so, one failure further.
    const still = await t.gql(retry, { id: gid }, token);
    expect(still.data.retrySubscriptionFeed).toMatchObject({ subscription: { unreadCount: 0, feed: { failure: { code: "FETCH_NOT_FOUND", consecutiveErrorCount: 2 } } } });
    // The publisher fixes it: Retry reads it at once.
    broken.delete("/fixable.xml");
    const fixed = await t.gql(retry, { id: gid }, token);
    expect(fixed.data.retrySubscriptionFeed).toMatchObject({ subscription: { unreadCount: 1, feed: { failure: null } } });
    // A third retry in five minutes is one too many for this feed (RATE_LIMIT_FEED_RETRY_PER_FEED, 2/300 here).
    const limited = await t.gql(retry, { id: gid }, token);
    expect(limited.data.retrySubscriptionFeed).toMatchObject({ __typename: "UserError", displayMessageKey: "RATE_LIMITED" });
    const rest = await t.rest("POST", `/subscriptions/${id}/retry`, { token });
    expect(rest.status).toBe(429);
    expect(Number(rest.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("Retry over REST answers the reading list entry with the feed's state", async () => {
    const token = await guest();
    const [id] = await importFeeds(token, [`${base}/fixable2.xml`]);
    const before = await t.rest("POST", `/subscriptions/${id}/retry`, { token });
    expect(before.status).toBe(200);
    expect(before.body.feeds[before.body.subscriptions[id!].feedId].failure).toMatchObject({ code: "FETCH_NOT_FOUND", consecutiveErrorCount: 2 });
    broken.delete("/fixable2.xml");
    const after = await t.rest("POST", `/subscriptions/${id}/retry`, { token });
    expect(after.body.feeds[after.body.subscriptions[id!].feedId].failure).toBeNull();
    expect(after.body.subscriptions[id!].unreadCount).toBe(1);
  });

  it("Retry of another user's subscription is a plain 404, and needs a session", async () => {
    const owner = await guest();
    const [id] = await importFeeds(owner, [`${base}/feed-owned.xml`]);
    const intruder = await guest();
    const runsBefore = await t.db.feedJobRun.count();
    expect(await t.rest("POST", `/subscriptions/${id}/retry`, { token: intruder })).toMatchObject({ status: 404, body: { display_message_key: "NOT_FOUND" } });
    expect((await t.rest("POST", `/subscriptions/not-an-id/retry`, { token: intruder })).status).toBe(404);
    expect((await t.rest("POST", `/subscriptions/${id}/retry`)).status).toBe(401);
    const gid = (await t.gql(`{ viewer { subscriptions(first: 5) { edges { node { id } } } } }`, {}, owner)).data.viewer.subscriptions.edges[0].node.id;
    const gql = await t.gql(`mutation($id: ID!) { retrySubscriptionFeed(input: { id: $id }) { __typename ... on Error { displayMessageKey } } }`, { id: gid }, intruder);
    expect(gql.data.retrySubscriptionFeed).toEqual({ __typename: "UserError", displayMessageKey: "NOT_FOUND" });
    // Nothing was fetched for the intruder.
    expect(await t.db.feedJobRun.count()).toBe(runsBefore);
  });
});

describe("feedFailure", () => {
  const feed = { status: "unknown", lastRunResult: null, lastErrorCode: null, lastErrorStatus: null, lastRunAt: null, lastSuccessAt: null, consecutiveErrorCount: 0 } as const;
  const at = new Date("2026-11-01T00:00:00Z");

  it("reports a feed never read whose last fetch failed, at once", () => {
    expect(feedFailure({ ...feed, lastRunResult: "error", lastErrorCode: "FETCH_DNS", lastRunAt: at, consecutiveErrorCount: 1 })).toMatchObject({ code: "FETCH_DNS", message: feedFailureSentence("FETCH_DNS"), lastRunAt: at });
  });

  it("gives a feed that worked its tries before it is reported (status error), and says nothing while it works", () => {
    const once = { ...feed, status: "healthy", lastRunResult: "error", lastErrorCode: "FETCH_TIMEOUT", lastRunAt: at, lastSuccessAt: at, consecutiveErrorCount: 1 } as const;
    expect(feedFailure(once)).toBeNull();
    expect(feedFailure({ ...once, status: "error", consecutiveErrorCount: 3 })).toMatchObject({ code: "FETCH_TIMEOUT", consecutiveErrorCount: 3 });
    expect(feedFailure({ ...feed, status: "healthy", lastRunResult: "success", lastRunAt: at, lastSuccessAt: at })).toBeNull();
    expect(feedFailure(feed)).toBeNull();
  });

  it("reports a gone feed (retryable) and one an admin removed (not), and a server error with its status", () => {
    expect(feedFailure({ ...feed, status: "deleted", lastRunResult: "error", lastErrorCode: "FETCH_GONE" })).toMatchObject({ code: "FETCH_GONE", retryable: true });
    expect(feedFailure({ ...feed, status: "deleted", lastRunResult: "success" })).toMatchObject({ code: "FEED_DELETED", retryable: false });
    expect(feedFailure({ ...feed, lastRunResult: "error", lastErrorCode: "FETCH_HTTP_ERROR", lastErrorStatus: 502 })?.message).toBe(
      "The site's server failed while answering (502); Rivulet will try again later.",
    );
  });

  it("has a sentence, not a code, for every code", () => {
    for (const code of [
      "FETCH_BAD_URL", "FETCH_BLOCKED_ADDRESS", "FETCH_DNS", "FETCH_CONNECTION", "FETCH_TLS", "FETCH_TIMEOUT", "FETCH_TOO_LARGE",
      "FETCH_TOO_MANY_REDIRECTS", "FETCH_NOT_FOUND", "FETCH_GONE", "FETCH_RATE_LIMITED", "FETCH_UNAVAILABLE", "FETCH_HTTP_ERROR",
      "NOT_A_FEED", "INVALID_JSON", "EMPTY_DOCUMENT", "FEED_DELETED", "SOMETHING_NEW",
    ]) {
      const sentence = feedFailureSentence(code);
      expect(sentence, code).toMatch(/^[A-Z].*\.$/);
      expect(sentence, code).not.toMatch(/FETCH_|_/);
    }
  });
});
