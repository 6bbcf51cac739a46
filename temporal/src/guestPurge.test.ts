import path from "node:path";
import { TestWorkflowEnvironment } from "@temporalio/testing";
import { DefaultLogger, Runtime, Worker } from "@temporalio/worker";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFetcher, createLogger, createWorkerServices, loadConfig } from "../../api/src/workerEntry.js";
import { TEMPORAL_CLI } from "../../tests/setup/temporalCli.js";
import { createTestDatabase, type TestDatabase } from "../../tests/setup/testDb.js";
import { createActivities } from "./activities/index.js";
import { ensureSchedules } from "./schedules.js";
import { GUEST_PURGE_SCHEDULE_ID, GUEST_PURGE_WORKFLOW } from "./shared.js";

// The real workflow on the real Temporal dev server (the CLI that `npm test` finds or installs first).
const DAY = 86_400_000;

let env: TestWorkflowEnvironment;
let database: TestDatabase;
const config = loadConfig({}, { LOG_LEVEL: "silent", TEMPORAL_TASK_QUEUE: "guest-purge-test", GUEST_PURGE_INTERVAL_MINUTES: "30" });

beforeAll(async () => {
  Runtime.install({ logger: new DefaultLogger("WARN") });
  database = await createTestDatabase();
  env = await TestWorkflowEnvironment.createLocal({
    server: { executable: { type: "existing-path", path: TEMPORAL_CLI }, extraArgs: ["--log-level", "error"] },
  });
}, 120_000);

afterAll(async () => {
  await env?.teardown();
  await database?.drop();
});

describe("guest purge on Temporal", () => {
  it("deletes only guests past their maximum age, with their data, and prunes redundant read rows", async () => {
    const { db } = database;
    const expired = await db.user.create({ data: { isGuest: true, createdAt: new Date(Date.now() - 8 * DAY) } });
    await db.userSetting.create({ data: { userId: expired.id, key: "appSettings", value: { theme: "snow" } } });
    const fresh = await db.user.create({ data: { isGuest: true, createdAt: new Date(Date.now() - 2 * DAY) } });
    const member = await db.user.create({ data: { email: `old.${Date.now()}@example.com`, createdAt: new Date(Date.now() - 400 * DAY) } });
    // The member read an item that a later mark-all-read covered: the row is redundant maintenance drops.
    const feed = await db.feed.create({ data: { url: `https://fixtures.example/purge-${Date.now()}.xml` } });
    const item = await db.contentItem.create({ data: { feedId: feed.id, guid: "old", contentHash: "h", sortAt: new Date(Date.now() - 3 * DAY) } });
    const sub = await db.feedSubscription.create({ data: { userId: member.id, feedId: feed.id, markReadAfterAt: new Date(Date.now() - DAY) } });
    await db.contentItemReadState.create({ data: { userId: member.id, contentItemId: item.id, subscriptionId: sub.id, isRead: true, sortAt: item.sortAt } });

    const worker = await Worker.create({
      connection: env.nativeConnection,
      taskQueue: config.temporal.taskQueue,
      workflowsPath: path.resolve(import.meta.dirname, "workflows/index.ts"),
      activities: createActivities(createWorkerServices({ db, config, log: createLogger(config, "test"), fetcher: createFetcher(config.fetch) })),
    });
    const result = await worker.runUntil(
      env.client.workflow.execute(GUEST_PURGE_WORKFLOW, { taskQueue: config.temporal.taskQueue, workflowId: `purge-${Date.now()}` }),
    );

    expect(result).toMatchObject({ purgedGuests: 1, prunedReadStates: 1 });
    expect(await db.contentItemReadState.count()).toBe(0);
    const remaining = (await db.user.findMany({ select: { id: true } })).map((u) => u.id).sort();
    expect(remaining).toEqual([fresh.id, member.id].sort());
    expect(await db.userSetting.count({ where: { userId: expired.id } })).toBe(0);
  }, 120_000);

  it("creates the purge schedule with the configured interval, idempotently", async () => {
    await ensureSchedules(env.client, config);
    await ensureSchedules(env.client, loadConfig({}, { TEMPORAL_TASK_QUEUE: "guest-purge-test", GUEST_PURGE_INTERVAL_MINUTES: "45" }));
    const description = await env.client.schedule.getHandle(GUEST_PURGE_SCHEDULE_ID).describe();
    expect(description.spec.intervals?.[0]?.every).toBe(45 * 60_000);
    expect(description.action).toMatchObject({ type: "startWorkflow", workflowType: GUEST_PURGE_WORKFLOW, taskQueue: "guest-purge-test" });
  });
});
