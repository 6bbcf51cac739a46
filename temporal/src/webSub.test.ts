import path from "node:path";
import { TestWorkflowEnvironment } from "@temporalio/testing";
import { DefaultLogger, Runtime, Worker } from "@temporalio/worker";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFetcher, createLogger, createWorkerServices, type Fetcher } from "../../api/src/workerEntry.js";
import { serveLocally } from "../../tests/setup/e2eHarness.js";
import { freePort } from "../../tests/setup/freePort.js";
import { TEMPORAL_CLI } from "../../tests/setup/temporalCli.js";
import { createTestApp, type TestApp } from "../../tests/setup/testApp.js";
import { startWebSubHub, type WebSubHub } from "../../tests/setup/webSubHub.js";
import { createActivities } from "./activities/index.js";
import { ensureSchedules } from "./schedules.js";
import { WEBSUB_LEASES_SCHEDULE_ID, WEBSUB_LEASES_WORKFLOW } from "./shared.js";

// The lease workflow on the real Temporal dev server: its activities on a worker built like the real one, the API
// listening on 127.0.0.1 for the hub's verifications, a real local hub and a publisher advertising it.
let env: TestWorkflowEnvironment;
let t: TestApp;
let hub: WebSubHub;
let publisher: { base: string; close(): Promise<void> };
let fetcher: Fetcher;

beforeAll(async () => {
  try {
    Runtime.install({ logger: new DefaultLogger("WARN") });
  } catch {
    /* already installed in this process */
  }
  hub = await startWebSubHub();
  publisher = await serveLocally((_req, res) => {
    res.writeHead(200, { "content-type": "application/rss+xml" }).end(
      `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel><title>Leased</title><atom:link rel="hub" href="${hub.url}"/>` +
        `<item><guid>1</guid><title>One</title></item></channel></rss>`,
    );
  });
  const port = await freePort();
  t = await createTestApp({
    WEBSUB_ENABLED: "true", PORT: String(port), HOST: "127.0.0.1", PUBLIC_URL: `http://127.0.0.1:${port}`, FETCH_ALLOW_PRIVATE_HOSTS: "127.0.0.1",
    TEMPORAL_TASK_QUEUE: "websub-test", WEBSUB_RENEW_INTERVAL_MINUTES: "10",
  });
  await t.app.listen();
  fetcher = createFetcher(t.config.fetch);
  env = await TestWorkflowEnvironment.createLocal({
    server: { executable: { type: "existing-path", path: TEMPORAL_CLI }, extraArgs: ["--log-level", "error"] },
  });
}, 120_000);

afterAll(async () => {
  await env?.teardown();
  await fetcher?.close();
  await t?.close();
  await hub?.close();
  await publisher?.close();
});

describe("WebSub leases on Temporal", () => {
  it("renews a lease near its end with the same callback and secret, and unsubscribes once nobody follows the feed", async () => {
    const { db, config } = t;
    // The hub grants 10 minutes: within two sweeps of its end, so the next run renews it.
    hub.grantLease(() => 600);
    const token = (await t.rest("POST", "/users", { body: { isGuest: true } })).body.token as string;
    const res = await t.rest("POST", "/subscriptions", { token, body: { url: `${publisher.base}/feed.xml` } });
    const sub = Object.values(res.body.subscriptions as Record<string, { id: string; feedId: string }>)[0]!;
    await expect.poll(async () => (await db.feedWebSub.findUnique({ where: { feedId: sub.feedId } }))?.state).toBe("active");
    const first = await db.feedWebSub.findUniqueOrThrow({ where: { feedId: sub.feedId } });
    expect(first.leaseSeconds).toBe(600);
    const asked = hub.requests.length;

    const worker = await Worker.create({
      connection: env.nativeConnection,
      taskQueue: config.temporal.taskQueue,
      workflowsPath: path.resolve(import.meta.dirname, "workflows/index.ts"),
      activities: createActivities(createWorkerServices({ db, config, log: createLogger(config, "test"), fetcher })),
    });
    const run = (id: string) => env.client.workflow.execute(WEBSUB_LEASES_WORKFLOW, { taskQueue: config.temporal.taskQueue, workflowId: `${id}-${Date.now()}` });

    hub.grantLease(() => 864_000);
    // One worker run for the whole story (a worker polls once).
    await worker.runUntil(async () => {
      const renewal = await run("websub-renew");
      expect(renewal).toEqual({ lapsed: 0, subscribed: 1, unsubscribed: 0, failed: 0 });
      await expect.poll(async () => (await db.feedWebSub.findUniqueOrThrow({ where: { feedId: sub.feedId } })).leaseSeconds).toBe(864_000);
      const renewed = await db.feedWebSub.findUniqueOrThrow({ where: { feedId: sub.feedId } });
      expect(renewed).toMatchObject({ state: "active", callbackToken: first.callbackToken, secret: first.secret });
      expect(renewed.leaseExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 9 * 86_400_000);
      expect(hub.requests.slice(asked)).toEqual([expect.objectContaining({ mode: "subscribe", secret: first.secret, callback: hub.requests[asked - 1]!.callback })]);

      // A run with nothing due asks nothing.
      expect(await run("websub-idle")).toEqual({ lapsed: 0, subscribed: 0, unsubscribed: 0, failed: 0 });

      expect((await t.rest("DELETE", `/subscriptions/${sub.id}`, { token })).status).toBe(200);
      expect(await run("websub-leave")).toEqual({ lapsed: 0, subscribed: 0, unsubscribed: 1, failed: 0 });
      await expect.poll(async () => (await db.feedWebSub.findUniqueOrThrow({ where: { feedId: sub.feedId } })).state).toBe("unsubscribed");
    });
    expect(hub.subscriptions()).toEqual([]);
  }, 120_000);

  it("creates the lease schedule with the configured interval", async () => {
    await ensureSchedules(env.client, t.config);
    const description = await env.client.schedule.getHandle(WEBSUB_LEASES_SCHEDULE_ID).describe();
    expect(description.spec.intervals?.[0]?.every).toBe(10 * 60_000);
    expect(description.action).toMatchObject({ type: "startWorkflow", workflowType: WEBSUB_LEASES_WORKFLOW, taskQueue: "websub-test" });
  });
});
