import { encodeGlobalID } from "@pothos/plugin-relay";
import { createClient, type Client } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { createFeedWithItems } from "../../../../tests/factories.js";
import { startRedditStandIn, type RedditStandIn } from "../../../../tests/setup/redditServer.js";
import { createTestApp, type TestApp } from "../../../../tests/setup/testApp.js";

// commentThreadUpdates over graphql-ws (real sockets, real PostgreSQL, the Reddit stand-in): every viewer of a
// thread is served by one upstream poll per interval, and polling stops when the last viewer leaves.

const INTERVAL_MS = 400;
let reddit: RedditStandIn;
const apps: TestApp[] = [];
const clients: Client[] = [];

beforeAll(async () => {
  reddit = await startRedditStandIn();
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
  for (const app of apps) await app.close();
  await reddit?.close();
});

async function app() {
  const t = await createTestApp({
    REDDIT_BASE_URL: reddit.base,
    FETCH_ALLOW_PRIVATE_HOSTS: "127.0.0.1",
    COMMENTS_LIVE_INTERVAL_MS: String(INTERVAL_MS),
    COMMENTS_CACHE_SECONDS: "30",
  });
  apps.push(t);
  const { url } = await t.app.listen();
  const token = (await t.rest("POST", "/users", { body: { isGuest: true } })).body.token as string;
  return { t, token, wsUrl: `${url.replace("http://localhost", "ws://127.0.0.1")}/graphql` };
}

async function threadItem(t: TestApp, threadId: string) {
  const { itemIds } = await createFeedWithItems(t.db, `live-${threadId}`, [{ ageDays: 0.1, commentsUrl: `https://www.reddit.com/r/x/comments/${threadId}/live/` }]);
  return encodeGlobalID("ContentItem", itemIds[0]!);
}

const SUBSCRIPTION = `subscription($id: ID!) {
  commentThreadUpdates(id: $id) { threadId restated failure vanishedCommentIds comments { id body parentId } }
}`;

/** A viewer: its events as they come, and a way to wait for one that satisfies a test. */
function viewer(wsUrl: string, token: string | null, id: string) {
  const client = createClient({ url: wsUrl, webSocketImpl: WebSocket, connectionParams: token ? { authToken: token } : {}, retryAttempts: 0 });
  clients.push(client);
  const events: any[] = [];
  const errors: any[] = [];
  const waiters: Array<{ test: (e: any) => boolean; resolve: (e: any) => void }> = [];
  const dispose = client.subscribe(
    { query: SUBSCRIPTION, variables: { id } },
    {
      next: (result) => {
        if (result.errors) return void errors.push(...result.errors);
        const event = (result.data as any).commentThreadUpdates;
        events.push(event);
        for (const w of [...waiters]) {
          if (!w.test(event)) continue;
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve(event);
        }
      },
      error: (e) => void errors.push(...(Array.isArray(e) ? e : [e])),
      complete: () => undefined,
    },
  );
  return {
    events,
    errors,
    next: (test: (e: any) => boolean) =>
      new Promise<any>((resolve, reject) => {
        const seen = events.find(test);
        if (seen) return resolve(seen);
        waiters.push({ test, resolve });
        setTimeout(() => reject(new Error(`no such event within 10 s; got ${JSON.stringify(events)}`)), 10_000);
      }),
    stop: dispose,
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("live comment threads", () => {
  it("serves two viewers from one upstream poll per interval, pushes a new comment to both, and stops polling after the last leaves", async () => {
    const { t, token, wsUrl } = await app();
    reddit.addThread("fan1");
    const first = reddit.addComment("fan1", { body: "first", created: Date.now() / 1000 - 60 });
    const id = await threadItem(t, "fan1");

    const a = viewer(wsUrl, token, id);
    const b = viewer(wsUrl, token, id);
    // Each viewer's first event is the whole live window.
    for (const v of [a, b]) expect(await v.next((e) => e.restated)).toMatchObject({ threadId: "fan1", failure: null, comments: [{ id: first, body: "<p>first</p>" }] });
    const watchedFrom = Date.now();
    const before = reddit.requests("fan1").length;

    const reply = reddit.addComment("fan1", { parentId: first, body: "a reply" });
    for (const v of [a, b]) {
      expect(await v.next((e) => e.comments.some((c: any) => c.id === reply))).toMatchObject({ restated: false, comments: [{ id: reply, parentId: first, body: "<p>a reply</p>" }] });
    }
    await sleep(INTERVAL_MS * 3);
    const elapsed = Date.now() - watchedFrom;
    const polls = reddit.requests("fan1").length - before;
    // One request per interval for both viewers together (timers only ever fire late, never early).
    expect(polls).toBeGreaterThanOrEqual(1);
    expect(polls).toBeLessThanOrEqual(Math.floor(elapsed / INTERVAL_MS) + 1);
    for (const r of reddit.requests("fan1")) expect(Object.fromEntries(r.query)).toEqual({ sort: "new", limit: "250", depth: "5", raw_json: "1" });
    // Nothing new: no event beyond the new comment's.
    expect(a.events).toHaveLength(2);
    expect(b.events).toHaveLength(2);
    expect(t.app.services.commentsLive.stats()).toMatchObject({ threads: 1, watchers: 2 });

    a.stop();
    await sleep(INTERVAL_MS * 2);
    expect(t.app.services.commentsLive.stats()).toMatchObject({ threads: 1, watchers: 1 });
    b.stop();
    await expect.poll(() => t.app.services.commentsLive.stats().threads).toBe(0);
    const afterLeaving = reddit.requests("fan1").length;
    await sleep(INTERVAL_MS * 3);
    expect(reddit.requests("fan1").length).toBe(afterLeaving);
    expect([...a.errors, ...b.errors]).toEqual([]);
  });

  it("hands a viewer who joins a running poller the last window at once, without a request", async () => {
    const { t, token, wsUrl } = await app();
    reddit.addThread("join1");
    reddit.addComment("join1", { body: "already here" });
    const id = await threadItem(t, "join1");
    const a = viewer(wsUrl, token, id);
    await a.next((e) => e.restated);
    const before = reddit.requests("join1").length;
    const b = viewer(wsUrl, token, id);
    expect(await b.next((e) => e.restated)).toMatchObject({ comments: [{ body: "<p>already here</p>" }] });
    expect(reddit.requests("join1").length - before).toBeLessThanOrEqual(1);
    a.stop();
    b.stop();
  });

  it("reports a comment removed since, and a failing poll once, then recovers", async () => {
    const { t, token, wsUrl } = await app();
    reddit.addThread("gone1");
    const keep = reddit.addComment("gone1", { body: "keep" });
    const doomed = reddit.addComment("gone1", { body: "doomed" });
    const id = await threadItem(t, "gone1");
    const v = viewer(wsUrl, token, id);
    await v.next((e) => e.restated);
    reddit.deleteComment("gone1", doomed, "removed");
    expect(await v.next((e) => e.vanishedCommentIds.length > 0)).toMatchObject({ vanishedCommentIds: [doomed], comments: [] });

    reddit.failNext({ status: 503 }, { status: 503 }, { status: 503 });
    expect(await v.next((e) => e.failure !== null)).toMatchObject({ failure: "Failed to fetch comments: 503" });
    const fresh = reddit.addComment("gone1", { body: "after the outage" });
    expect(await v.next((e) => e.comments.some((c: any) => c.id === fresh))).toMatchObject({ failure: null });
    expect(v.events.filter((e) => e.failure !== null)).toHaveLength(1);
    // An unchanged comment is never sent again after the first window.
    expect(v.events.filter((e) => !e.restated).flatMap((e) => e.comments.map((c: any) => c.id))).not.toContain(keep);
    v.stop();
  });

  it("refuses a viewer without a session, and an item without a Reddit thread, before polling anything", async () => {
    const { t, token, wsUrl } = await app();
    reddit.addThread("auth1");
    const id = await threadItem(t, "auth1");
    const anonymous = viewer(wsUrl, null, id);
    await expect.poll(() => anonymous.errors.length).toBe(1);
    expect(anonymous.errors[0]).toMatchObject({ message: "No Token - Not logged in.", extensions: { code: "UNAUTHENTICATED" } });
    const { itemIds } = await createFeedWithItems(t.db, "plain", [{ ageDays: 0.1, commentsUrl: "https://blog.example/post#comments" }]);
    const plain = viewer(wsUrl, token, encodeGlobalID("ContentItem", itemIds[0]!));
    await expect.poll(() => plain.errors.length).toBe(1);
    expect(plain.errors[0]).toMatchObject({ message: "Invalid Reddit comment thread link", extensions: { code: "INVALID_COMMENT_THREAD_LINK" } });
    expect(reddit.requests("auth1")).toHaveLength(0);
    expect(t.app.services.commentsLive.stats().threads).toBe(0);
  });

  it("with two api processes, polls a thread watched on both at most once per interval in each", async () => {
    const one = await app();
    const two = await app();
    reddit.addThread("two1");
    reddit.addComment("two1", { body: "x" });
    const viewers = [
      viewer(one.wsUrl, one.token, await threadItem(one.t, "two1")),
      viewer(one.wsUrl, one.token, await threadItem(one.t, "two1")),
      viewer(two.wsUrl, two.token, await threadItem(two.t, "two1")),
      viewer(two.wsUrl, two.token, await threadItem(two.t, "two1")),
    ];
    for (const v of viewers) await v.next((e) => e.restated);
    const from = Date.now();
    const before = reddit.requests("two1").length;
    await sleep(INTERVAL_MS * 4);
    const polls = reddit.requests("two1").length - before;
    expect(polls).toBeLessThanOrEqual(2 * (Math.floor((Date.now() - from) / INTERVAL_MS) + 1));
    expect(one.t.app.services.commentsLive.stats()).toMatchObject({ threads: 1, watchers: 2 });
    expect(two.t.app.services.commentsLive.stats()).toMatchObject({ threads: 1, watchers: 2 });
    for (const v of viewers) v.stop();
  });
});
