import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { TestWorkflowEnvironment } from "@temporalio/testing";
import { DefaultLogger, Runtime, Worker } from "@temporalio/worker";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createFetcher, createLogger, createMailer, createPgPubSub, createServices, createWorkerServices, loadConfig, type Fetcher, type PubSub,
} from "../../api/src/workerEntry.js";
import { TEMPORAL_CLI } from "../../tests/setup/temporalCli.js";
import { loadEvalSet } from "../../tests/setup/storyEval.js";
import { createTestDatabase, type TestDatabase } from "../../tests/setup/testDb.js";
import { createActivities } from "./activities/index.js";
import { createFeedRefreshStarter } from "./client.js";
import { createWorkers } from "./workers.js";
import { ensureSchedules } from "./schedules.js";
import { FEED_SWEEP_SCHEDULE_ID, FEED_SWEEP_WORKFLOW, REFRESH_FEED_WORKFLOW } from "./shared.js";

// The sweep workflow on the real Temporal dev server, its activities on real PostgreSQL and a local feed server.
const config = loadConfig({}, { LOG_LEVEL: "silent", TEMPORAL_TASK_QUEUE: "feed-sweep-test", FETCH_ALLOW_PRIVATE_HOSTS: "127.0.0.1" });
let env: TestWorkflowEnvironment;
let database: TestDatabase;
let server: Server;
let base: string;
let fetcher: Fetcher;
let pubsub: PubSub;

const feedXml = (n: number) =>
  `<rss version="2.0"><channel><title>Feed ${n}</title>${[1, 2].map((i) => `<item><guid>f${n}-${i}</guid><title>Post ${i}</title></item>`).join("")}</channel></rss>`;

// Three publishers (sites news0-2.example) reporting one event, two items each, dated in the last hours.
const quake = loadEvalSet().filter((i) => i.event === "E01");
const newsXml = (n: number) =>
  `<rss version="2.0"><channel><title>News ${n}</title><link>https://news${n}.example/</link>${quake
    .filter((_, i) => i % 3 === n)
    .map((i, k) => `<item><guid>q${n}-${k}</guid><title>${i.title}</title><description>${i.text}</description><pubDate>${new Date(Date.now() - (k + 1) * 3_600_000).toUTCString()}</pubDate></item>`)
    .join("")}</channel></rss>`;

beforeAll(async () => {
  try {
    Runtime.install({ logger: new DefaultLogger("WARN") });
  } catch {
    /* already installed in this process */
  }
  database = await createTestDatabase();
  server = createServer((req, res) => {
    const pathname = new URL(req.url ?? "/", "http://x").pathname;
    const n = Number(pathname.split("/").pop());
    res.writeHead(200, { "content-type": "application/rss+xml" }).end(pathname.startsWith("/news/") ? newsXml(n) : feedXml(n));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fetcher = createFetcher(config.fetch);
  pubsub = await createPgPubSub(database.url, createLogger(config, "test"));
  env = await TestWorkflowEnvironment.createLocal({
    server: { executable: { type: "existing-path", path: TEMPORAL_CLI }, extraArgs: ["--log-level", "error"] },
  });
}, 120_000);

afterAll(async () => {
  await env?.teardown();
  await fetcher?.close();
  await pubsub?.close();
  server?.closeAllConnections();
  await new Promise((r) => server?.close(r));
  await database?.drop();
});

/**
 * Runs `work` with the given worker processes' workers (createWorkers, as the worker entry makes them: each with its
 * STORIES_WORKER choice) on this file's queue, and stops them after.
 */
async function runWorkers<T>(processes: Array<{ stories: "on" | "off" | "only" }>, work: () => Promise<T>): Promise<T> {
  const activities = createActivities(createWorkerServices({ db: database.db, config, log: createLogger(config, "test"), fetcher, pubsub }));
  const all = await Promise.all(
    processes.map((p) =>
      createWorkers({
        connection: env.nativeConnection,
        taskQueue: config.temporal.taskQueue,
        workflows: { workflowsPath: path.resolve(import.meta.dirname, "workflows/index.ts") },
        activities,
        renderConcurrency: 1,
        render: false,
        stories: p.stories,
      }),
    ),
  );
  const runs = all.map((w) => w.run());
  try {
    return await work();
  } finally {
    for (const w of all) w.shutdown();
    await Promise.all(runs);
  }
}

describe("feed sweep on Temporal", () => {
  it("refreshes every due, followed feed once and leaves the rest", async () => {
    const { db } = database;
    const user = await db.user.create({ data: { isGuest: true } });
    const feeds = await Promise.all(Array.from({ length: 5 }, (_, n) => db.feed.create({ data: { url: `${base}/feeds/${n}` } })));
    const unfollowed = await db.feed.create({ data: { url: `${base}/feeds/99` } });
    await db.feedSubscription.createMany({ data: feeds.map((f) => ({ userId: user.id, feedId: f.id })) });

    const announced: string[] = [];
    pubsub.subscribe("contentItemsAdded", (e) => announced.push(e.feedId));
    const result = await runWorkers([{ stories: "on" }], async () => {
      const first = await env.client.workflow.execute(FEED_SWEEP_WORKFLOW, { taskQueue: config.temporal.taskQueue, workflowId: `sweep-${Date.now()}` });
      // Nothing is due any more: a second sweep refreshes nothing and duplicates nothing.
      const second = await env.client.workflow.execute(FEED_SWEEP_WORKFLOW, { taskQueue: config.temporal.taskQueue, workflowId: `sweep2-${Date.now()}` });
      const now = await env.client.workflow.execute(REFRESH_FEED_WORKFLOW, { taskQueue: config.temporal.taskQueue, workflowId: `now-${Date.now()}`, args: [unfollowed.id] });
      return { first, second, now };
    });

    expect(result.first).toMatchObject({ refreshed: 5, newItems: 10, errors: 0 });
    expect(result.second).toMatchObject({ refreshed: 0, newItems: 0 });
    expect(result.now).toMatchObject({ result: "success", itemsNew: 2 });
    expect(await db.contentItem.count()).toBe(12);
    // New items are announced across processes (LISTEN/NOTIFY) for live counts.
    await expect.poll(() => announced.length).toBe(6);
    expect(new Set(announced)).toEqual(new Set([...feeds.map((f) => f.id), unfollowed.id]));
    const refreshed = await db.feed.findMany({ where: { id: { in: feeds.map((f) => f.id) } } });
    expect(refreshed.every((f) => f.status === "healthy" && f.leaseUntil === null && f.title?.startsWith("Feed"))).toBe(true);
  }, 120_000);

  it("fetches a feed added through the api at once, on any worker (the api starts the refresh workflow)", async () => {
    const { db } = database;
    const user = await db.user.create({ data: { isGuest: true } });
    const apiConfig = loadConfig({}, { LOG_LEVEL: "silent", TEMPORAL_TASK_QUEUE: "feed-sweep-test", TEMPORAL_ADDRESS: env.address, FETCH_ALLOW_PRIVATE_HOSTS: "127.0.0.1" });
    const services = createServices({
      db, config: apiConfig, log: createLogger(apiConfig, "test"), fetcher, mailer: createMailer(apiConfig, createLogger(apiConfig, "test")),
      startFeedRefresh: createFeedRefreshStarter(apiConfig),
    });
    const worker = await Worker.create({
      connection: env.nativeConnection,
      taskQueue: config.temporal.taskQueue,
      workflowsPath: path.resolve(import.meta.dirname, "workflows/index.ts"),
      activities: createActivities(createWorkerServices({ db, config, log: createLogger(config, "test"), fetcher, pubsub })),
    });
    await worker.runUntil(async () => {
      const [result] = await services.subscriptions.createBatch(user, { feeds: [{ url: `${base}/feeds/42` }] });
      expect(result).toMatchObject({ error: null });
      const feed = await db.feed.findUniqueOrThrow({ where: { url: `${base}/feeds/42` } });
      // Nothing ran in the api process: the worker fetches it through the workflow the api started.
      await expect.poll(async () => (await db.feed.findUniqueOrThrow({ where: { id: feed.id } })).lastRunResult, { timeout: 20_000 }).toBe("success");
      expect(await db.contentItem.count({ where: { feedId: feed.id } })).toBe(2);
      // The workflow closes a moment after its activity wrote the feed.
      const handle = env.client.workflow.getHandle(`first-fetch-${feed.id}`);
      await expect.poll(async () => (await handle.describe()).status.name, { timeout: 20_000 }).toBe("COMPLETED");
      expect((await handle.describe()).type).toBe(REFRESH_FEED_WORKFLOW);
    });
  }, 120_000);

  it("a user's Retry refreshes the feed through the refresh workflow and answers once it has run", async () => {
    const { db } = database;
    const user = await db.user.create({ data: { isGuest: true } });
    const apiConfig = loadConfig({}, { LOG_LEVEL: "silent", TEMPORAL_TASK_QUEUE: "feed-sweep-test", TEMPORAL_ADDRESS: env.address, FETCH_ALLOW_PRIVATE_HOSTS: "127.0.0.1" });
    const services = createServices({
      db, config: apiConfig, log: createLogger(apiConfig, "test"), fetcher, mailer: createMailer(apiConfig, createLogger(apiConfig, "test")),
      startFeedRefresh: createFeedRefreshStarter(apiConfig),
    });
    // A feed whose last fetch failed (as after a 404 the publisher has since fixed).
    const feed = await db.feed.create({
      data: { url: `${base}/feeds/77`, status: "unknown", lastRunAt: new Date(), lastRunResult: "error", lastErrorCode: "FETCH_NOT_FOUND", consecutiveErrorCount: 1 },
    });
    const sub = await db.feedSubscription.create({ data: { userId: user.id, feedId: feed.id } });
    const worker = await Worker.create({
      connection: env.nativeConnection,
      taskQueue: config.temporal.taskQueue,
      workflowsPath: path.resolve(import.meta.dirname, "workflows/index.ts"),
      activities: createActivities(createWorkerServices({ db, config, log: createLogger(config, "test"), fetcher, pubsub })),
    });
    await worker.runUntil(async () => {
      await services.feedRetry.retry(user, sub.id);
      // Answered after the run: the feed is read (by the worker, through the workflow the api started).
      expect(await db.feed.findUniqueOrThrow({ where: { id: feed.id } })).toMatchObject({ lastRunResult: "success", lastErrorCode: null, consecutiveErrorCount: 0 });
      expect(await db.contentItem.count({ where: { feedId: feed.id } })).toBe(2);
      const handle = env.client.workflow.getHandle(`retry-${feed.id}`);
      expect((await handle.describe()).type).toBe(REFRESH_FEED_WORKFLOW);
      expect((await handle.describe()).status.name).toBe("COMPLETED");
    });
  }, 120_000);

  it("gives a sweep's new items topics and stories in the same run, the work served by a stories worker of its own", async () => {
    const { db } = database;
    const user = await db.user.create({ data: { isGuest: true } });
    const feeds = await Promise.all([0, 1, 2].map((n) => db.feed.create({ data: { url: `${base}/news/${n}` } })));
    await db.feedSubscription.createMany({ data: feeds.map((f) => ({ userId: user.id, feedId: f.id })) });
    // As a deployment with a stories worker of its own runs it: the main worker serves no stories queue.
    const result = await runWorkers([{ stories: "off" }, { stories: "only" }], () =>
      env.client.workflow.execute(FEED_SWEEP_WORKFLOW, { taskQueue: config.temporal.taskQueue, workflowId: `sweep-news-${Date.now()}` }),
    );
    expect(result).toMatchObject({ refreshed: 3, newItems: quake.length });
    expect(await db.storyPending.count()).toBe(0);
    const items = await db.contentItem.findMany({ where: { feedId: { in: feeds.map((f) => f.id) } }, select: { id: true } });
    const stories = await db.storyItem.groupBy({ by: ["storyId"], where: { contentItemId: { in: items.map((i) => i.id) } }, _count: true });
    const story = await db.story.findUniqueOrThrow({ where: { id: stories.sort((a, b) => b._count - a._count)[0]!.storyId } });
    expect(story).toMatchObject({ visible: true, siteCount: 3 });
    expect(story.itemCount).toBeGreaterThanOrEqual(5);
    expect(await db.contentItemTopic.count({ where: { contentItemId: { in: items.map((i) => i.id) } } })).toBeGreaterThan(quake.length);
  }, 120_000);

  it("schedules the sweep every minute", async () => {
    await ensureSchedules(env.client, config);
    const description = await env.client.schedule.getHandle(FEED_SWEEP_SCHEDULE_ID).describe();
    expect(description.spec.intervals?.[0]?.every).toBe(60_000);
    expect(description.action).toMatchObject({ workflowType: FEED_SWEEP_WORKFLOW, args: [4] });
  });
});
