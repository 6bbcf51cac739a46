import { randomUUID } from "node:crypto";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { createClient } from "graphql-ws";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Repeater } from "graphql-yoga";
import WebSocket from "ws";
import { createTestApp, type TestApp } from "../../../../tests/setup/testApp.js";
import { acceptConnections, terminateSessions } from "../../../../tests/setup/testDb.js";
import { createLogger } from "../../logger.js";
import { createMemoryPubSub, createPgPubSub, LISTENER_APPLICATION_NAME, type PubSub } from "../../realtime/pubsub.js";
import { createSession } from "../auth/session.service.js";
import { createFeedWithItems } from "../../../../tests/factories.js";
import { createLiveUpdates, type ViewerCounts } from "./viewerUpdates.js";

let t: TestApp;
let wsUrl: string;
/** A second process's pub/sub on the same database: what the Temporal worker uses to announce new items. */
let worker: PubSub;

beforeAll(async () => {
  t = await createTestApp({}, { pubsub: true });
  const { url } = await t.app.listen();
  wsUrl = `${url.replace("http://localhost", "ws://127.0.0.1")}/graphql`;
  worker = await createPgPubSub(t.databaseUrl, createLogger({ logLevel: "silent" }, "worker"));
});
afterAll(async () => {
  await worker?.close();
  await t?.close();
});

const SUBSCRIPTION = `subscription($since: DateTime) {
  viewerUpdates(since: $since) {
    readingListChanged
    allUnreadCount
    subscriptions { id unreadCount }
    folders { id unreadCount }
    contentItemTags { slug unreadCount totalContentItems }
    addedContentItems { id title subscription { id } }
  }
}`;

/** A graphql-ws client over a real socket, collecting events so a test can await the next one (or none). */
function live(token: string | null, since?: Date) {
  const client = createClient({ url: wsUrl, webSocketImpl: WebSocket, connectionParams: token ? { authToken: token } : {}, retryAttempts: 0 });
  const events: any[] = [];
  let wake: () => void = () => undefined;
  let completed = false;
  const dispose = client.subscribe(
    { query: SUBSCRIPTION, variables: since ? { since: since.toISOString() } : {} },
    {
      next: (value) => (events.push(value), wake()),
      error: (error) => (events.push({ errors: Array.isArray(error) ? error : [error] }), wake()),
      complete: () => ((completed = true), wake()),
    },
  );
  return {
    get completed() {
      return completed;
    },
    async next(timeoutMs = 8000): Promise<any> {
      const deadline = Date.now() + timeoutMs;
      while (!events.length) {
        if (Date.now() > deadline) throw new Error("no live event arrived");
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, 50);
        });
      }
      return events.shift();
    },
    /** The events that arrived and were not taken yet, taken now. */
    taken(): any[] {
      return events.splice(0);
    },
    /** Waits a while and checks nothing arrived (events are delivered within ~100 ms when they exist). */
    async none(ms = 700) {
      await new Promise((r) => setTimeout(r, ms));
      expect(events).toEqual([]);
    },
    /** Skips events until one satisfies `pred` (events may coalesce, so intermediate ones are optional). */
    async until(pred: (update: any) => boolean): Promise<any> {
      for (;;) {
        const event = await this.next();
        if (event.data && pred(event.data.viewerUpdates)) return event.data.viewerUpdates;
      }
    },
    async close() {
      dispose();
      await client.dispose();
    },
  };
}

async function reader(name: string) {
  const res = await t.rest("POST", "/users", { body: { isGuest: true } });
  const token = res.body.token as string;
  const feed = await createFeedWithItems(t.db, name, [{ ageDays: 0.5 }, { ageDays: 1.5 }, { ageDays: 2.5 }]);
  const folder = (await t.rest("POST", "/subscriptions/tags", { token, body: { name: "Live" } })).body.id as string;
  const sub = await t.rest("POST", "/subscriptions", { token, body: { feedId: feed.feedId, subscriptionTagId: folder } });
  const subId = Object.keys(sub.body.subscriptions)[0]!;
  return { token, userId: res.body.user.id as string, feed, folder, subId, subGid: encodeGlobalID("FeedSubscription", subId), folderGid: encodeGlobalID("Folder", folder) };
}

describe("viewerUpdates over graphql-ws", () => {
  it("starts with every count, then delivers changes from another tab and from the worker, and nothing of other users", async () => {
    const a = await reader("live-a");
    const b = await reader("live-b");
    const liveA = live(a.token);
    const liveB = live(b.token);
    const first = (await liveA.next()).data.viewerUpdates;
    expect(first).toMatchObject({ allUnreadCount: 3, subscriptions: [{ id: a.subGid, unreadCount: 3 }], folders: [{ id: a.folderGid, unreadCount: 3 }], addedContentItems: [] });
    expect(first.contentItemTags).toEqual([{ slug: "read-later", unreadCount: 0, totalContentItems: 0 }]);
    expect((await liveB.next()).data.viewerUpdates.subscriptions).toEqual([{ id: b.subGid, unreadCount: 3 }]);

    // Another tab marks an item read over REST.
    await t.rest("PATCH", `/content/${a.feed.itemIds[0]}`, { token: a.token, body: { isRead: true } });
    expect((await liveA.next()).data.viewerUpdates).toMatchObject({ allUnreadCount: 2, subscriptions: [{ id: a.subGid, unreadCount: 2 }], folders: [{ unreadCount: 2 }], contentItemTags: [] });

    // Read-later changes the tag's counts only.
    await t.rest("POST", `/content/${a.feed.itemIds[1]}/tags`, { token: a.token, body: { contentItemTagId: "read-later" } });
    expect((await liveA.next()).data.viewerUpdates).toMatchObject({ allUnreadCount: 2, subscriptions: [], folders: [], contentItemTags: [{ slug: "read-later", unreadCount: 1, totalContentItems: 1 }] });

    // The worker stores a new item and announces it from its own process.
    const item = await t.db.contentItem.create({ data: { feedId: a.feed.feedId, guid: `new-${randomUUID()}`, title: "Fresh", contentHash: "x" } });
    await worker.publish("contentItemsAdded", { feedId: a.feed.feedId, contentItemIds: [item.id] });
    const arrived = (await liveA.next()).data.viewerUpdates;
    expect(arrived).toMatchObject({ allUnreadCount: 3, subscriptions: [{ id: a.subGid, unreadCount: 3 }] });
    expect(arrived.addedContentItems).toEqual([{ id: encodeGlobalID("ContentItem", item.id), title: "Fresh", subscription: { id: a.subGid } }]);

    // Mark-all-read of the folder from a GraphQL mutation (another device).
    await t.gql(`mutation($id: ID!) { markContentRead(input: { folderId: $id }) { __typename } }`, { id: a.folderGid }, a.token);
    expect((await liveA.next()).data.viewerUpdates).toMatchObject({ allUnreadCount: 0, subscriptions: [{ unreadCount: 0 }], folders: [{ unreadCount: 0 }] });

    // None of that reached B, and B's own activity never reaches A.
    await liveB.none(100);
    await t.rest("PATCH", `/content/${b.feed.itemIds[0]}`, { token: b.token, body: { isRead: true } });
    expect((await liveB.next()).data.viewerUpdates.subscriptions).toEqual([{ id: b.subGid, unreadCount: 2 }]);
    await worker.publish("contentItemsAdded", { feedId: b.feed.feedId, contentItemIds: [] });
    await liveA.none();
    // Subscription changes move counts too: disabling B's folder hides its subscription.
    await t.rest("PATCH", `/subscriptions/tags/${b.folder}`, { token: b.token, body: { enabled: false } });
    expect((await liveB.next()).data.viewerUpdates).toMatchObject({ allUnreadCount: 0, folders: [{ unreadCount: 0 }] });
    await liveA.none();

    // Each event reads fresh data: after unsubscribing and subscribing again, an arrival names the new subscription.
    await t.rest("DELETE", `/subscriptions/${a.subId}`, { token: a.token });
    const again = await t.rest("POST", "/subscriptions", { token: a.token, body: { feedId: a.feed.feedId } });
    const newGid = encodeGlobalID("FeedSubscription", Object.keys(again.body.subscriptions)[0]!);
    await liveA.until((u) => u.subscriptions.some((s: any) => s.id === newGid));
    const later = await t.db.contentItem.create({ data: { feedId: a.feed.feedId, guid: `later-${randomUUID()}`, title: "Later", contentHash: "y" } });
    await worker.publish("contentItemsAdded", { feedId: a.feed.feedId, contentItemIds: [later.id] });
    const late = await liveA.until((u) => u.addedContentItems.length > 0);
    expect(late.addedContentItems).toEqual([{ id: encodeGlobalID("ContentItem", later.id), title: "Later", subscription: { id: newGid } }]);
    await liveA.close();
    await liveB.close();
  });

  it("first names what arrived since the client's `since`, and says when the reading list changed elsewhere", async () => {
    const a = await reader("catch-up-a");
    const b = await reader("catch-up-b");
    // The page's lists were loaded now (the fixtures' items are in them).
    const loadedAt = new Date();
    await new Promise((r) => setTimeout(r, 20));
    // Arrived while the page loaded (after its lists, before the stream): announced to nobody yet.
    const missed = await t.db.contentItem.create({ data: { feedId: a.feed.feedId, guid: `missed-${randomUUID()}`, title: "Missed", contentHash: "m" } });
    await t.db.contentItem.create({ data: { feedId: b.feed.feedId, guid: `theirs-${randomUUID()}`, title: "Theirs", contentHash: "t" } });
    // Seen long ago: never offered, whatever `since` says.
    await t.db.contentItem.create({
      data: { feedId: a.feed.feedId, guid: `old-${randomUUID()}`, title: "Old", contentHash: "o", firstSeenAt: new Date(Date.now() - 3 * 86_400_000), sortAt: new Date(Date.now() - 3 * 86_400_000) },
    });

    const caughtUp = live(a.token, loadedAt);
    const first = (await caughtUp.next()).data.viewerUpdates;
    expect(first.addedContentItems).toEqual([{ id: encodeGlobalID("ContentItem", missed.id), title: "Missed", subscription: { id: a.subGid } }]);
    expect(first.readingListChanged).toBe(false);
    // Without `since` (or a `since` after the arrival) the first event names no arrival.
    const plain = live(a.token);
    expect((await plain.next()).data.viewerUpdates.addedContentItems).toEqual([]);
    const later = live(a.token, new Date(Date.now() + 60_000));
    expect((await later.next()).data.viewerUpdates.addedContentItems).toEqual([]);
    // A week back reaches only a day back: the item seen three days ago stays out; newest arrivals come first.
    const weekBack = live(a.token, new Date(Date.now() - 7 * 86_400_000));
    const titles = (await weekBack.next()).data.viewerUpdates.addedContentItems.map((i: any) => i.title);
    expect(titles[0]).toBe("Missed");
    expect(titles.toSorted()).toEqual(["Missed", "catch-up-a item 0", "catch-up-a item 1", "catch-up-a item 2"]);

    // Another device adds a folder: the drawer's shape changed (no count moved).
    await t.rest("POST", "/subscriptions/tags", { token: a.token, body: { name: "Elsewhere" } });
    expect((await caughtUp.next()).data.viewerUpdates).toMatchObject({ readingListChanged: true, subscriptions: [] });
    // A content tag created and renamed there too; a read mark is counts only (5 unread: 3, Missed and Old).
    const tag = await t.rest("POST", "/content/tags", { token: a.token, body: { name: "Keep" } });
    expect((await caughtUp.next()).data.viewerUpdates.readingListChanged).toBe(true);
    await t.rest("PATCH", `/content/tags/${tag.body.id}`, { token: a.token, body: { name: "Kept" } });
    expect((await caughtUp.next()).data.viewerUpdates.readingListChanged).toBe(true);
    await t.rest("PATCH", `/content/${a.feed.itemIds[0]}`, { token: a.token, body: { isRead: true } });
    expect((await caughtUp.next()).data.viewerUpdates).toMatchObject({ readingListChanged: false, allUnreadCount: 4 });
    await Promise.all([caughtUp.close(), plain.close(), later.close(), weekBack.close()]);
  });

  it("answers a sweep's burst of arrivals with one event naming every item, its subscriptions and their folder", async () => {
    const a = await reader("burst");
    const more = [];
    for (const name of ["burst-1", "burst-2", "burst-3"]) {
      const feed = await createFeedWithItems(t.db, name, [{ ageDays: 0.5 }]);
      const sub = await t.rest("POST", "/subscriptions", { token: a.token, body: { feedId: feed.feedId, subscriptionTagId: a.folder } });
      more.push({ feed, subGid: encodeGlobalID("FeedSubscription", Object.keys(sub.body.subscriptions)[0]!) });
    }
    const stream = live(a.token);
    expect((await stream.next()).data.viewerUpdates).toMatchObject({ allUnreadCount: 6, folders: [{ id: a.folderGid, unreadCount: 6 }] });

    // The worker refreshes the four feeds one after another, 100 ms apart: four announcements, one recount.
    const feeds = [a.feed.feedId, ...more.map((m) => m.feed.feedId)];
    const items = await Promise.all(feeds.map((feedId, i) => t.db.contentItem.create({ data: { feedId, guid: `burst-new-${randomUUID()}`, title: `New ${i}`, contentHash: "n" } })));
    for (const item of items) {
      await worker.publish("contentItemsAdded", { feedId: item.feedId, contentItemIds: [item.id] });
      await new Promise((r) => setTimeout(r, 100));
    }
    const burst = (await stream.next()).data.viewerUpdates;
    expect(burst.allUnreadCount).toBe(10);
    expect(burst.folders).toEqual([{ id: a.folderGid, unreadCount: 10 }]);
    expect(burst.subscriptions.map((s: any) => s.id).toSorted()).toEqual([a.subGid, ...more.map((m) => m.subGid)].toSorted());
    expect(burst.addedContentItems.map((i: any) => i.title).toSorted()).toEqual(["New 0", "New 1", "New 2", "New 3"]);
    await stream.none();

    // The user's own change still moves the folder, and arrivals after it are counted on top.
    await t.rest("PATCH", `/content/${items[0]!.id}`, { token: a.token, body: { isRead: true } });
    expect((await stream.next()).data.viewerUpdates).toMatchObject({ allUnreadCount: 9, folders: [{ unreadCount: 9 }] });
    const late = await t.db.contentItem.create({ data: { feedId: more[0]!.feed.feedId, guid: `burst-late-${randomUUID()}`, title: "Late", contentHash: "l" } });
    await worker.publish("contentItemsAdded", { feedId: late.feedId, contentItemIds: [late.id] });
    expect((await stream.next()).data.viewerUpdates).toMatchObject({ allUnreadCount: 10, folders: [{ unreadCount: 10 }], subscriptions: [{ id: more[0]!.subGid, unreadCount: 3 }] });

    // An arrival read at once elsewhere leaves the counts where they were, yet its event restates its subscription
    // and folder: the client may have counted the item meanwhile from a list or drawer it loaded.
    const gone = await t.db.contentItem.create({ data: { feedId: more[1]!.feed.feedId, guid: `burst-gone-${randomUUID()}`, title: "Gone", contentHash: "g" } });
    await worker.publish("contentItemsAdded", { feedId: gone.feedId, contentItemIds: [gone.id] });
    await t.rest("PATCH", `/content/${gone.id}`, { token: a.token, body: { isRead: true } });
    expect((await stream.next()).data.viewerUpdates).toMatchObject({
      allUnreadCount: 10,
      folders: [{ id: a.folderGid, unreadCount: 10 }],
      subscriptions: [{ id: more[1]!.subGid, unreadCount: 2 }],
      addedContentItems: [{ title: "Gone" }],
    });
    await stream.close();
  });

  it("counts again the subscriptions whose items were announced while the previous arrivals were being counted", async () => {
    const a = await reader("mid-count");
    const other = await createFeedWithItems(t.db, "mid-count-other", [{ ageDays: 0.5 }]);
    await t.rest("POST", "/subscriptions", { token: a.token, body: { feedId: other.feedId } });
    // The service on its own, its database calls held at a gate: the announcement lands while a count runs.
    let armed = false;
    let entered = () => {};
    let release = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const countStarted = new Promise<void>((r) => (entered = r));
    const db = new Proxy(t.db, {
      get(target, prop) {
        if (prop !== "$queryRaw") return Reflect.get(target, prop, target);
        return async (...args: Parameters<typeof target.$queryRaw>) => {
          if (armed) {
            armed = false;
            entered();
            await gate;
          }
          return target.$queryRaw(...args);
        };
      },
    });
    const pubsub = createMemoryPubSub();
    const service = createLiveUpdates({ db, pubsub, Repeater, log: createLogger({ logLevel: "silent" }, "test"), arrivalsCoalesceMs: 10, arrivalsMinIntervalMs: 10 });
    const stream = service.viewerUpdates(a.userId, async () => true)[Symbol.asyncIterator]();
    expect(((await stream.next()).value as ViewerCounts).allUnreadCount).toBe(4);
    // Asking for the next event is what lets the stream go on counting (a Repeater waits for its reader).
    let next = stream.next();

    armed = true;
    const first = await t.db.contentItem.create({ data: { feedId: a.feed.feedId, guid: `mid-1-${randomUUID()}`, title: "First", contentHash: "1" } });
    await pubsub.publish("contentItemsAdded", { feedId: first.feedId, contentItemIds: [first.id] });
    await countStarted;
    const second = await t.db.contentItem.create({ data: { feedId: other.feedId, guid: `mid-2-${randomUUID()}`, title: "Second", contentHash: "2" } });
    await pubsub.publish("contentItemsAdded", { feedId: other.feedId, contentItemIds: [second.id] });
    release();

    // Both arrivals end up counted (3 + 1 at first, one more each), the second in the event after the held count.
    const seen: string[] = [];
    for (;;) {
      const event = (await next).value as ViewerCounts;
      next = stream.next();
      seen.push(...event.addedContentItemIds);
      if (event.allUnreadCount === 6) break;
      expect(event.allUnreadCount).toBe(5);
    }
    expect(seen.toSorted()).toEqual([first.id, second.id].toSorted());
    await stream.return?.();
  });

  it("recounts for arrivals at most once per interval, and the user's own change does not wait for it", async () => {
    const a = await reader("interval");
    const pubsub = createMemoryPubSub();
    const service = createLiveUpdates({ db: t.db, pubsub, Repeater, log: createLogger({ logLevel: "silent" }, "test"), arrivalsCoalesceMs: 10, arrivalsMinIntervalMs: 3000 });
    const stream = service.viewerUpdates(a.userId, async () => true)[Symbol.asyncIterator]();
    expect(((await stream.next()).value as ViewerCounts).allUnreadCount).toBe(3);
    const arrive = async (n: number) => {
      const item = await t.db.contentItem.create({ data: { feedId: a.feed.feedId, guid: `interval-${n}-${randomUUID()}`, title: `I${n}`, contentHash: "i" } });
      await pubsub.publish("contentItemsAdded", { feedId: item.feedId, contentItemIds: [item.id] });
    };
    await arrive(1);
    const first = (await stream.next()).value as ViewerCounts;
    const firstAt = Date.now();
    expect(first.allUnreadCount).toBe(4);
    await arrive(2);
    const second = (await stream.next()).value as ViewerCounts;
    expect(second.allUnreadCount).toBe(5);
    expect(Date.now() - firstAt).toBeGreaterThanOrEqual(2800);
    // A read mark is answered at once, even right after an arrivals recount.
    await arrive(3);
    const readAt = Date.now();
    await t.rest("PATCH", `/content/${a.feed.itemIds[0]}`, { token: a.token, body: { isRead: true } });
    await pubsub.publish("unreadCountsChanged", { userId: a.userId });
    const third = (await stream.next()).value as ViewerCounts;
    expect(third.allUnreadCount).toBe(5);
    expect(Date.now() - readAt).toBeLessThan(2000);
    await stream.return?.();
  });

  it("shows an item a hub pushed without the sweep's coalescing wait, still at most once per interval", async () => {
    const a = await reader("pushed");
    const pubsub = createMemoryPubSub();
    // A sweep's arrivals would wait for a minute here: a push must not.
    const service = createLiveUpdates({ db: t.db, pubsub, Repeater, log: createLogger({ logLevel: "silent" }, "test"), arrivalsCoalesceMs: 60_000, arrivalsMinIntervalMs: 3000 });
    const stream = service.viewerUpdates(a.userId, async () => true)[Symbol.asyncIterator]();
    expect(((await stream.next()).value as ViewerCounts).allUnreadCount).toBe(3);
    const push = async (n: number) => {
      const item = await t.db.contentItem.create({ data: { feedId: a.feed.feedId, guid: `pushed-${n}-${randomUUID()}`, title: `P${n}`, contentHash: "p" } });
      await pubsub.publish("contentItemsAdded", { feedId: item.feedId, contentItemIds: [item.id], pushed: true });
      return item.id;
    };
    const firstId = await push(1);
    const first = (await stream.next()).value as ViewerCounts;
    const firstAt = Date.now();
    expect(first).toMatchObject({ allUnreadCount: 4, addedContentItemIds: [firstId] });
    const secondId = await push(2);
    const second = (await stream.next()).value as ViewerCounts;
    expect(second).toMatchObject({ allUnreadCount: 5, addedContentItemIds: [secondId] });
    expect(Date.now() - firstAt).toBeGreaterThanOrEqual(2800);
    await stream.return?.();
  });

  it("recounts the arrivals of every reader of a process in one statement, and checks their sessions in one", async () => {
    const readers = await Promise.all(["batch-1", "batch-2", "batch-3"].map((n) => reader(n)));
    const statements: string[] = [];
    const db = new Proxy(t.db, {
      get(target, prop) {
        if (prop !== "$queryRaw" && prop !== "session") return Reflect.get(target, prop, target);
        if (prop === "session") {
          const sessions = target.session;
          return new Proxy(sessions, {
            get: (s, p) => (p === "findMany" ? (...args: Parameters<typeof sessions.findMany>) => (statements.push("sessions"), s.findMany(...args)) : Reflect.get(s, p, s)),
          });
        }
        return (...args: Parameters<typeof target.$queryRaw>) => {
          const sql = (args[0] as unknown as { strings?: string[] }).strings?.join("?") ?? String(args[0]);
          if (sql.includes('"FeedItemDay"')) statements.push("count");
          return target.$queryRaw(...args);
        };
      },
    });
    const pubsub = createMemoryPubSub();
    const service = createLiveUpdates({ db, pubsub, Repeater, log: createLogger({ logLevel: "silent" }, "test"), arrivalsCoalesceMs: 300, arrivalsMinIntervalMs: 300 });
    const streams = readers.map((r) => service.viewerUpdates(r.userId, async () => (await service.sessionOwner(r.token)) === r.userId)[Symbol.asyncIterator]());
    for (const s of streams) expect(((await s.next()).value as ViewerCounts).allUnreadCount).toBe(3);
    const next = streams.map((s) => s.next());
    const items = await Promise.all(readers.map((r) => t.db.contentItem.create({ data: { feedId: r.feed.feedId, guid: `batch-${randomUUID()}`, title: "New", contentHash: "n" } })));
    statements.length = 0;
    // The readers' feeds announce at different moments within one tick of the 300 ms grid (starting just after one).
    await new Promise((r) => setTimeout(r, 300 - (Date.now() % 300) + 5));
    for (const item of items) {
      await pubsub.publish("contentItemsAdded", { feedId: item.feedId, contentItemIds: [item.id] });
      await new Promise((r) => setTimeout(r, 20));
    }
    const events = (await Promise.all(next)).map((e) => e.value as ViewerCounts);
    expect(events.map((e) => e.allUnreadCount)).toEqual([4, 4, 4]);
    expect(events.map((e) => e.subscriptionIds)).toEqual(readers.map((r) => [r.subId]));
    expect(statements).toEqual(["sessions", "count"]);
    for (const s of streams) await s.return?.();
  });

  it("after a read mark recounts its subscription and the tags, and after a folder change everything", async () => {
    const a = await reader("reads");
    const other = await createFeedWithItems(t.db, "reads-other", [{ ageDays: 0.5 }, { ageDays: 0.6 }]);
    const otherSub = Object.keys((await t.rest("POST", "/subscriptions", { token: a.token, body: { feedId: other.feedId } })).body.subscriptions)[0]!;
    await t.rest("POST", `/content/${a.feed.itemIds[1]}/tags`, { token: a.token, body: { contentItemTagId: "read-later" } });
    const stream = live(a.token);
    expect((await stream.next()).data.viewerUpdates).toMatchObject({ allUnreadCount: 5 });

    // Reading the tagged item moves its subscription, its folder, the total and the tag, nothing else.
    await t.rest("PATCH", `/content/${a.feed.itemIds[1]}`, { token: a.token, body: { isRead: true } });
    expect((await stream.next()).data.viewerUpdates).toMatchObject({
      allUnreadCount: 4,
      subscriptions: [{ id: a.subGid, unreadCount: 2 }],
      folders: [{ id: a.folderGid, unreadCount: 2 }],
      contentItemTags: [{ slug: "read-later", unreadCount: 0, totalContentItems: 1 }],
    });
    // Mark-all-read of the other subscription over GraphQL: its count alone.
    const marked = await t.gql(
      `mutation($id: ID!) { markContentRead(input: { subscriptionId: $id }) { ... on MarkContentReadPayload { undoToken } } }`,
      { id: encodeGlobalID("FeedSubscription", otherSub) },
      a.token,
    );
    expect((await stream.next()).data.viewerUpdates).toMatchObject({
      allUnreadCount: 2,
      subscriptions: [{ id: encodeGlobalID("FeedSubscription", otherSub), unreadCount: 0 }],
      folders: [],
      contentItemTags: [],
    });
    // Undone: every open page hears the count come back.
    await t.gql(`mutation($token: String!) { undoMarkContentRead(input: { undoToken: $token }) { __typename } }`, { token: marked.data.markContentRead.undoToken }, a.token);
    expect((await stream.next()).data.viewerUpdates).toMatchObject({
      allUnreadCount: 4,
      subscriptions: [{ id: encodeGlobalID("FeedSubscription", otherSub), unreadCount: 2 }],
    });
    // Disabling the folder is a change of the reading list: everything is counted again (its subscription hides).
    await t.rest("PATCH", `/subscriptions/tags/${a.folder}`, { token: a.token, body: { enabled: false } });
    expect((await stream.next()).data.viewerUpdates).toMatchObject({ allUnreadCount: 2, readingListChanged: true, folders: [{ id: a.folderGid, unreadCount: 0 }] });
    await stream.close();
  });

  it("refuses a socket without a valid token and ends the stream once the session is gone", async () => {
    const anon = live(null);
    const refused = await anon.next();
    expect(refused.errors[0].extensions).toMatchObject({ code: "UNAUTHENTICATED", display_message_key: "NO_TOKEN" });
    await anon.close();
    const stale = live("not-a-token");
    expect((await stale.next()).errors[0].extensions.display_message_key).toBe("INVALID_TOKEN");
    await stale.close();

    const a = await reader("live-logout");
    const other = await createSession(t.db, a.userId);
    const stream = live(a.token);
    await stream.next();
    await t.rest("POST", "/users/logout", { token: a.token });
    await t.rest("PATCH", `/content/${a.feed.itemIds[0]}`, { token: other, body: { isRead: true } });
    const last = await stream.next();
    expect(last.errors[0].extensions).toMatchObject({ code: "UNAUTHENTICATED", display_message_key: "INVALID_TOKEN" });
    for (let i = 0; i < 40 && !stream.completed; i++) await new Promise((r) => setTimeout(r, 50));
    expect(stream.completed).toBe(true);
    await stream.close();
  });

  it("restates every count and names what arrived while this process's event stream was down", async () => {
    const a = await reader("outage");
    const stream = live(a.token);
    expect((await stream.next()).data.viewerUpdates.addedContentItems).toEqual([]);
    // The worker's session, open before the outage: it stores an item while the API cannot hear of it.
    const workerSession = new pg.Client({ connectionString: t.databaseUrl });
    await workerSession.connect();
    let itemId: string;
    try {
      // Like a database restart: listening sessions end, and newcomers are turned away for a while.
      await acceptConnections(t.databaseUrl, false);
      await terminateSessions(t.databaseUrl, LISTENER_APPLICATION_NAME);
      const { rows } = await workerSession.query<{ id: string }>(
        `INSERT INTO "ContentItem" (id, "feedId", guid, title, "contentHash") VALUES (gen_random_uuid(), $1, $2, 'While down', 'w') RETURNING id`,
        [a.feed.feedId, `down-${randomUUID()}`],
      );
      itemId = rows[0]!.id;
      await worker.publish("contentItemsAdded", { feedId: a.feed.feedId, contentItemIds: [itemId] });
      // Nothing heard of the arrival meanwhile. (A late announcement of the setup's own changes may still come in
      // and count the stored item, but it cannot name it: only the catch-up can.)
      await new Promise((r) => setTimeout(r, 300));
      const heard = stream.taken().flatMap((e) => e.data?.viewerUpdates.addedContentItems ?? []);
      expect(heard).toEqual([]);
    } finally {
      await acceptConnections(t.databaseUrl, true);
      await workerSession.end();
    }
    // Listening again: the stream restates everything (the drawer may have moved unheard too) with the arrival.
    const caughtUp = (await stream.next()).data.viewerUpdates;
    expect(caughtUp).toMatchObject({
      readingListChanged: true,
      allUnreadCount: 4,
      subscriptions: [{ id: a.subGid, unreadCount: 4 }],
      folders: [{ id: a.folderGid, unreadCount: 4 }],
      contentItemTags: [{ slug: "read-later" }],
    });
    expect(caughtUp.addedContentItems).toContainEqual({ id: encodeGlobalID("ContentItem", itemId), title: "While down", subscription: { id: a.subGid } });
    // And live again: a change from another tab arrives as usual.
    await t.rest("PATCH", `/content/${itemId}`, { token: a.token, body: { isRead: true } });
    expect((await stream.next()).data.viewerUpdates).toMatchObject({ readingListChanged: false, allUnreadCount: 3, subscriptions: [{ unreadCount: 3 }] });
    await stream.close();
  });
});
