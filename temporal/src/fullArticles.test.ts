import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { TestWorkflowEnvironment } from "@temporalio/testing";
import { DefaultLogger, Runtime, Worker } from "@temporalio/worker";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFetcher, createLogger, createWorkerServices, FULL_ARTICLES_WORKFLOW_ID, loadConfig, type Fetcher } from "../../api/src/workerEntry.js";
import { TEMPORAL_CLI } from "../../tests/setup/temporalCli.js";
import { createTestDatabase, type TestDatabase } from "../../tests/setup/testDb.js";
import { createActivities } from "./activities/index.js";
import { createFullArticleWorkflows } from "./client.js";
import { ensureSchedules } from "./schedules.js";
import { FULL_ARTICLES_SCHEDULE_ID, FULL_ARTICLES_WORKFLOW } from "./shared.js";

// Full articles off the refresh path (issue 20 section 2): the refresh's hook queues the pages a subscription wants
// and starts the drain workflow on the real Temporal dev server; the worker's activity fetches them from a local
// server. Real PostgreSQL.
let env: TestWorkflowEnvironment;
let database: TestDatabase;
let server: Server;
let base: string;
let fetcher: Fetcher;
const hits: string[] = [];

const SLUGS = ["one", "two", "three"];
const article = (slug: string) =>
  `<html><head><title>${slug}</title></head><body><nav><a href="/">Home</a></nav><article><h1>${slug}</h1>` +
  `${[1, 2, 3].map((n) => `<p>Paragraph ${n}: the ferry kept its timetable all winter, and the islanders who rely on it for post, food and school said they had rarely seen a season like it.</p>`).join("")}` +
  `<p>Article ${slug} in full.</p></article><footer>© Island Post</footer></body></html>`;

beforeAll(async () => {
  try {
    Runtime.install({ logger: new DefaultLogger("WARN") });
  } catch {
    /* already installed in this process */
  }
  database = await createTestDatabase();
  server = createServer((req, res) => {
    const p = new URL(req.url ?? "/", "http://x").pathname;
    if (p === "/feed.xml") {
      const items = SLUGS.map((s) => `<item><guid>${s}</guid><title>${s}</title><link>${base}/articles/${s}</link><description>Teaser ${s}</description></item>`).join("");
      return void res.writeHead(200, { "content-type": "application/rss+xml" }).end(`<rss version="2.0"><channel><title>Island Post</title>${items}</channel></rss>`);
    }
    hits.push(p);
    const slug = /^\/articles\/(.+)$/.exec(p)?.[1];
    if (slug && SLUGS.includes(slug)) return void res.writeHead(200, { "content-type": "text/html" }).end(article(slug));
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  env = await TestWorkflowEnvironment.createLocal({
    server: { executable: { type: "existing-path", path: TEMPORAL_CLI }, extraArgs: ["--log-level", "error"] },
  });
}, 120_000);

afterAll(async () => {
  await env?.teardown();
  await fetcher?.close();
  server?.closeAllConnections();
  await new Promise((r) => server?.close(r));
  await database?.drop();
});

describe("full articles on Temporal", () => {
  it("a refresh queues the pages a subscriber wants and the drain workflow it starts fetches each once", async () => {
    const config = loadConfig({}, { LOG_LEVEL: "silent", TEMPORAL_TASK_QUEUE: "full-articles-test", TEMPORAL_ADDRESS: env.address, FETCH_ALLOW_PRIVATE_HOSTS: "127.0.0.1" });
    fetcher = createFetcher(config.fetch);
    const { db } = database;
    const services = createWorkerServices({ db, config, log: createLogger(config, "test"), fetcher, fullArticleWorkflows: createFullArticleWorkflows(config) });
    const user = await db.user.create({ data: { isGuest: true } });
    const feed = await db.feed.create({ data: { url: `${base}/feed.xml` } });
    await db.feedSubscription.create({ data: { userId: user.id, feedId: feed.id, properties: { fetchFullArticle: true } } });
    const worker = await Worker.create({
      connection: env.nativeConnection,
      taskQueue: config.temporal.taskQueue,
      workflowsPath: path.resolve(import.meta.dirname, "workflows/index.ts"),
      activities: createActivities(services),
    });
    await worker.runUntil(async () => {
      const outcome = await services.feeds.refresh(feed.id);
      expect(outcome).toMatchObject({ result: "success", itemsNew: 3 });
      // The refresh only queued them; the workflow it started fetches them, one every HOST_INTERVAL_MS or more.
      await expect.poll(() => db.fullArticle.count({ where: { status: "stored" } }), { timeout: 60_000 }).toBe(3);
      const handle = env.client.workflow.getHandle(FULL_ARTICLES_WORKFLOW_ID);
      expect((await handle.describe()).type).toBe(FULL_ARTICLES_WORKFLOW);
      await expect.poll(async () => (await handle.describe()).status.name, { timeout: 20_000 }).toBe("COMPLETED");
      expect(await handle.result()).toMatchObject({ fetched: 3, stored: 3, failed: 0 });
    });
    const rows = await db.fullArticle.findMany({ orderBy: { url: "asc" } });
    for (const row of rows) expect(row.html).toContain(`Article ${row.url.split("/").pop()} in full.`);
    // Each page once (the refresh also looked up the site's icon, which is no article).
    expect(hits.filter((h) => h.startsWith("/articles/")).sort()).toEqual(SLUGS.map((s) => `/articles/${s}`).sort());
  }, 120_000);

  it("schedules the drain every minute, for retries that come due", async () => {
    const config = loadConfig({}, { LOG_LEVEL: "silent", TEMPORAL_TASK_QUEUE: "full-articles-test" });
    await ensureSchedules(env.client, config);
    const description = await env.client.schedule.getHandle(FULL_ARTICLES_SCHEDULE_ID).describe();
    expect(description.spec.intervals?.[0]?.every).toBe(60_000);
    expect(description.action).toMatchObject({ workflowType: FULL_ARTICLES_WORKFLOW });
    // The other system schedules came with it: nothing else here should run on a timer.
    for await (const schedule of env.client.schedule.list()) await env.client.schedule.getHandle(schedule.scheduleId).delete();
  });
});
