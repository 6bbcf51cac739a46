import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { TestWorkflowEnvironment } from "@temporalio/testing";
import { DefaultLogger, Runtime, Worker } from "@temporalio/worker";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createFetcher, createLogger, createMailer, createServices, createWorkerServices, loadConfig, type Config, type Fetcher,
} from "../../api/src/workerEntry.js";
import { TEMPORAL_CLI } from "../../tests/setup/temporalCli.js";
import { createTestApp, type TestApp } from "../../tests/setup/testApp.js";
import { signatureValid, startWebhookReceiver, type ReceivedWebhook } from "../../tests/setup/webhookReceiver.js";
import { createActivities } from "./activities/index.js";
import { createActionWorkflows } from "./client.js";
import { ensureSchedules } from "./schedules.js";
import { ACTION_SWEEP_SCHEDULE_ID, ACTION_SWEEP_WORKFLOW, REFRESH_FEED_WORKFLOW } from "./shared.js";

// Actions delivered by their workflows on the real Temporal dev server: the api (REST in-process) and a worker
// share one PostgreSQL; webhooks go to a real local server, mail to the real test SMTP server.
const TASK_QUEUE = "actions-test";
const env_ = {
  TEMPORAL_TASK_QUEUE: TASK_QUEUE, FETCH_ALLOW_PRIVATE_HOSTS: "127.0.0.1", ACTION_RETRY_INITIAL_MS: "300", ACTION_RETRY_ATTEMPTS: "3",
  ACTION_RUN_WAIT_MS: "15000", TIER_LIMITS: JSON.stringify({ freeUnverified: { maxContentItemActions: 20 } }),
};
let env: TestWorkflowEnvironment;
let t: TestApp;
let worker: Worker;
let running: Promise<void>;
let fetcher: Fetcher;
let workerConfig: Config;
let feeds: Server;
let feedBase: string;
let hooks: Awaited<ReturnType<typeof startWebhookReceiver>>;
/** Items each local feed serves, newest first. */
const feedItems = new Map<string, string[]>();

beforeAll(async () => {
  try {
    Runtime.install({ logger: new DefaultLogger("ERROR") });
  } catch {
    /* already installed in this process */
  }
  env = await TestWorkflowEnvironment.createLocal({
    server: { executable: { type: "existing-path", path: TEMPORAL_CLI }, extraArgs: ["--log-level", "error"] },
  });
  hooks = await startWebhookReceiver((hook, nth) => {
    if (hook.path.startsWith("/busy")) return nth === 1 ? { status: 503, headers: { "retry-after": "1" } } : { status: 200 };
    if (hook.path.startsWith("/down")) return { status: 500 };
    if (hook.path.startsWith("/slow")) return { status: 200, delayMs: 2000 };
    return { status: 200 };
  });
  feeds = createServer((req, res) => {
    const name = (req.url ?? "/").slice(1);
    const items = (feedItems.get(name) ?? []).map((g) => `<item><guid>${g}</guid><title>${g}</title><link>https://example.org/${g}</link></item>`);
    res.writeHead(200, { "content-type": "application/rss+xml" }).end(`<rss version="2.0"><channel><title>${name}</title>${items.join("")}</channel></rss>`);
  });
  await new Promise<void>((r) => feeds.listen(0, "127.0.0.1", r));
  feedBase = `http://127.0.0.1:${(feeds.address() as AddressInfo).port}`;
  const apiEnv = { ...env_, TEMPORAL_ADDRESS: env.address };
  t = await createTestApp(apiEnv, { actionWorkflows: createActionWorkflows(loadConfig({}, { ...apiEnv, LOG_LEVEL: "silent" })) });
  workerConfig = loadConfig({}, { ...apiEnv, LOG_LEVEL: "silent", SMTP_URL: t.smtp.url, DATABASE_URL: t.databaseUrl, PUBLIC_URL: "http://rivulet.test" });
  fetcher = createFetcher(workerConfig.fetch);
  worker = await Worker.create({
    connection: env.nativeConnection,
    taskQueue: TASK_QUEUE,
    workflowsPath: path.resolve(import.meta.dirname, "workflows/index.ts"),
    activities: createActivities(createWorkerServices({
      db: t.db, config: workerConfig, log: createLogger(workerConfig, "worker"), fetcher, actionWorkflows: createActionWorkflows(workerConfig),
    })),
  });
  running = worker.run();
}, 180_000);

afterAll(async () => {
  worker?.shutdown();
  await running;
  await t?.close();
  await env?.teardown();
  await fetcher?.close();
  await hooks?.close();
  feeds?.closeAllConnections();
  await new Promise((r) => feeds?.close(r));
});

let n = 0;
async function registered() {
  n += 1;
  const email = `wf${n}.${Date.now()}@example.com`;
  const res = await t.rest("POST", "/users", { body: { username: `wf${n}_${Date.now() % 100000}`, email, password: "correct horse" } });
  return { token: res.body.token as string, id: res.body.user.id as string, email };
}

/** A local feed with `guids`, subscribed (its first fetch stores them: they are old news to actions made after). */
async function feed(token: string, guids: string[]) {
  const name = `feed-${++n}`;
  feedItems.set(name, guids);
  const res = await t.rest("POST", "/subscriptions", { token, body: { url: `${feedBase}/${name}` } });
  expect(res.status).toBe(200);
  const subscriptionId = Object.keys(res.body.subscriptions)[0]!;
  return { name, subscriptionId, feedId: res.body.subscriptions[subscriptionId].feedId as string };
}

/** The publisher adds items and the worker refreshes the feed (the refresh workflow): they arrive as new. */
async function publish(f: { name: string; feedId: string }, guids: string[]) {
  feedItems.set(f.name, [...guids, ...feedItems.get(f.name)!]);
  const r = await env.client.workflow.execute(REFRESH_FEED_WORKFLOW, { taskQueue: TASK_QUEUE, workflowId: `refresh-${f.name}-${Date.now()}`, args: [f.feedId] });
  expect(r).toMatchObject({ result: "success", itemsNew: guids.length });
  return t.db.contentItem.findMany({ where: { feedId: f.feedId, guid: { in: guids } } });
}

async function action(token: string, body: object) {
  const res = await t.rest("POST", "/actions", { token, body });
  expect(res.status).toBe(200);
  return res.body.actions[res.body.id] as { id: string; webhookSecret: string };
}

const settled = (actionId: string) => expect.poll(() => t.db.actionDelivery.count({ where: { actionId, status: "pending" } }), { timeout: 30_000 }).toBe(0);
const keyOf = (h: ReceivedWebhook) => String(h.headers["x-rivulet-delivery"]);

describe("action delivery on Temporal", () => {
  it("delivers each new item once: a signed webhook per item through the batch workflow, and mark_read", async () => {
    const user = await registered();
    const f = await feed(user.token, ["old-1"]);
    const a = await action(user.token, {
      subscriptionId: f.subscriptionId,
      matchClauses: [{ matchField: "title", matchType: "contains", matchValue: "keep" }],
      clauses: [{ actionType: "mark_read" }, { actionType: "trigger_webhook", actionValue: `${hooks.base}/ok-${f.name}` }],
    });
    const items = await publish(f, ["keep-1", "skip-2", "keep-3"]);
    await expect.poll(() => hooks.at(`/ok-${f.name}`).length, { timeout: 30_000 }).toBe(2);
    await settled(a.id);
    const posts = hooks.at(`/ok-${f.name}`);
    const kept = items.filter((i) => i.title!.startsWith("keep"));
    expect(posts.map((p) => JSON.parse(p.body).contentItemId).sort()).toEqual(kept.map((i) => i.id).sort());
    const deliveries = await t.db.actionDelivery.findMany({ where: { actionId: a.id, actionType: "trigger_webhook" } });
    for (const p of posts) {
      expect(signatureValid(a.webhookSecret, p)).toBe(true);
      expect(p.headers["content-type"]).toBe("application/json");
      expect(p.headers["idempotency-key"]).toBe(keyOf(p));
      expect(deliveries.map((d) => d.id)).toContain(keyOf(p));
      const body = JSON.parse(p.body);
      expect(body).toMatchObject({ id: keyOf(p), type: "action.triggered", actionId: a.id, feedId: f.feedId, subscriptionId: f.subscriptionId, subscriptionTagId: null });
      expect(Math.abs(body.timestamp - Number(p.headers["x-rivulet-timestamp"]))).toBe(0);
      expect(body.contentItem.link).toMatch(/^https:\/\/example\.org\/keep-/);
    }
    expect(deliveries.every((d) => d.status === "done" && d.attempts === 1)).toBe(true);
    const after = (await t.rest("GET", `/actions/${a.id}`, { token: user.token })).body.actions[a.id];
    expect(after).toMatchObject({ lastTriggerResult: "success", lastErrorMessage: null, enabled: true });
    const unread = await t.rest("GET", `/content?subscriptionId=${f.subscriptionId}&showRead=false&sortBy=newest`, { token: user.token });
    expect(unread.body.contentItems.map((i: any) => i.title).sort()).toEqual(["old-1", "skip-2"]);
    // The workflow of the batch is named by it, so the same batch again joins rather than repeats.
    const batchId = deliveries[0]!.batchId;
    expect((await env.client.workflow.getHandle(`action-batch-${batchId}`).describe()).status.name).toBe("COMPLETED");
  }, 60_000);

  it("retries after the receiver's Retry-After and delivers once by its idempotency key", async () => {
    const user = await registered();
    const f = await feed(user.token, []);
    const a = await action(user.token, { subscriptionId: f.subscriptionId, clauses: [{ actionType: "trigger_webhook", actionValue: `${hooks.base}/busy-${f.name}` }] });
    await publish(f, ["one"]);
    await expect.poll(() => hooks.at(`/busy-${f.name}`).length, { timeout: 30_000 }).toBe(2);
    await settled(a.id);
    const [first, second] = hooks.at(`/busy-${f.name}`);
    expect(keyOf(first!)).toBe(keyOf(second!));
    // Retry-After: 1 (the policy's own first interval is 0.3 s).
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(950);
    expect(signatureValid(a.webhookSecret, second!)).toBe(true);
    expect(await t.db.actionDelivery.findFirst({ where: { actionId: a.id } })).toMatchObject({ status: "done", attempts: 2, error: null });
    expect((await t.db.contentItemAction.findUniqueOrThrow({ where: { id: a.id } })).lastTriggerResult).toBe("success");
  }, 60_000);

  it("fails an action whose webhook still fails after its retries: turned off, the message kept, its owner emailed", async () => {
    const user = await registered();
    const f = await feed(user.token, []);
    const a = await action(user.token, { subscriptionId: f.subscriptionId, clauses: [{ actionType: "trigger_webhook", actionValue: `${hooks.base}/down-${f.name}` }] });
    await publish(f, ["one"]);
    const message = `The webhook ${hooks.base}/down-${f.name} answered HTTP 500 (tried 3 times)`;
    await expect.poll(async () => (await t.db.contentItemAction.findUniqueOrThrow({ where: { id: a.id } })).lastTriggerResult, { timeout: 30_000 }).toBe("failed");
    expect(await t.db.contentItemAction.findUniqueOrThrow({ where: { id: a.id } })).toMatchObject({ enabled: false, lastErrorMessage: message });
    expect(hooks.at(`/down-${f.name}`)).toHaveLength(3);
    expect(new Set(hooks.at(`/down-${f.name}`).map(keyOf)).size).toBe(1);
    expect(await t.db.actionDelivery.findFirst({ where: { actionId: a.id } })).toMatchObject({ status: "failed", error: message });
    const mail = await t.smtp.waitFor((m) => m.to.includes(user.email) && m.subject.endsWith("was turned off"), 15_000);
    expect(mail.text).toContain(message);
    // Turned off, it takes no new items (and re-enabling starts from then on).
    await publish(f, ["two"]);
    expect(await t.db.actionDelivery.count({ where: { actionId: a.id } })).toBe(1);
  }, 60_000);

  it("re-runs in action-run-{id}, answering when it finished; a second run while one runs is refused", async () => {
    const user = await registered();
    const f = await feed(user.token, ["a", "b", "c"]);
    const a = await action(user.token, { subscriptionId: f.subscriptionId, clauses: [{ actionType: "trigger_webhook", actionValue: `${hooks.base}/rerun-${f.name}` }] });
    const run = await t.rest("POST", `/actions/${a.id}/run`, { token: user.token, body: { maxItems: 2 } });
    expect(run.status).toBe(200);
    expect(run.body.run).toEqual({ status: "finished", workflowId: `action-run-${a.id}` });
    expect(run.body.actions[a.id]).toMatchObject({ lastTriggerResult: "success", lastErrorMessage: null });
    expect(hooks.at(`/rerun-${f.name}`)).toHaveLength(2);

    const slow = await action(user.token, { subscriptionId: f.subscriptionId, clauses: [{ actionType: "trigger_webhook", actionValue: `${hooks.base}/slow-${f.name}` }] });
    const [one, two] = await Promise.all([
      t.rest("POST", `/actions/${slow.id}/run`, { token: user.token, body: { maxItems: 1 } }),
      new Promise((r) => setTimeout(r, 700)).then(() => t.rest("POST", `/actions/${slow.id}/run`, { token: user.token, body: { maxItems: 1 } })),
    ]);
    expect(one.body.run.status).toBe("finished");
    expect(two).toMatchObject({ status: 409, body: { display_message_key: "ACTION_ALREADY_RUNNING" } });
    expect(hooks.at(`/slow-${f.name}`)).toHaveLength(1);
    // Once it finished, it can run again.
    expect((await t.rest("POST", `/actions/${slow.id}/run`, { token: user.token, body: { maxItems: 1 } })).status).toBe(200);
  }, 60_000);

  it("the sweep delivers what no hook recorded, and starts batches whose workflow never started", async () => {
    const user = await registered();
    const f = await feed(user.token, []);
    const a = await action(user.token, { subscriptionId: f.subscriptionId, clauses: [{ actionType: "trigger_webhook", actionValue: `${hooks.base}/swept-${f.name}` }] });
    // A worker killed right after storing an item, before its hook ran: the item is there, its delivery is not.
    const seen = new Date(Date.now() - 60_000);
    const lost = await t.db.contentItem.create({ data: { feedId: f.feedId, guid: "lost", title: "lost", contentHash: "x", firstSeenAt: seen, sortAt: seen } });
    await t.db.contentItemAction.update({ where: { id: a.id }, data: { activeSince: new Date(seen.getTime() - 1000) } });
    // A hook that recorded deliveries in a process without Temporal (or whose start call failed): pending, never started.
    const noTemporal = createServices({ db: t.db, config: workerConfig, log: createLogger(workerConfig, "x"), fetcher, mailer: createMailer(workerConfig, createLogger(workerConfig, "x")) });
    const waiting = await t.db.contentItem.create({ data: { feedId: f.feedId, guid: "waiting", title: "waiting", contentHash: "y" } });
    await noTemporal.actions.onNewItems(f.feedId, [waiting.id]);
    await t.db.actionDelivery.updateMany({ where: { contentItemId: waiting.id }, data: { createdAt: new Date(Date.now() - 5 * 60_000) } });
    expect(hooks.at(`/swept-${f.name}`)).toHaveLength(0);

    const swept = await env.client.workflow.execute(ACTION_SWEEP_WORKFLOW, { taskQueue: TASK_QUEUE, workflowId: `sweep-${Date.now()}` });
    expect(swept.recorded).toBeGreaterThanOrEqual(1);
    expect(swept.restarted).toBeGreaterThanOrEqual(1);
    await expect.poll(() => hooks.at(`/swept-${f.name}`).map((h) => JSON.parse(h.body).contentItemId).sort(), { timeout: 30_000 }).toEqual([lost.id, waiting.id].sort());
    await settled(a.id);
    // A second sweep finds nothing new to do: nothing is delivered twice.
    await env.client.workflow.execute(ACTION_SWEEP_WORKFLOW, { taskQueue: TASK_QUEUE, workflowId: `sweep2-${Date.now()}` });
    expect(hooks.at(`/swept-${f.name}`)).toHaveLength(2);
  }, 60_000);

  it("acts on items newly in a content tag; tag actions assigning each other's tags stop", async () => {
    const user = await registered();
    const f = await feed(user.token, ["tagged"]);
    const [item] = await t.db.contentItem.findMany({ where: { feedId: f.feedId } });
    const tagA = (await t.rest("POST", "/content/tags", { token: user.token, body: { name: "A" } })).body.id;
    const tagB = (await t.rest("POST", "/content/tags", { token: user.token, body: { name: "B" } })).body.id;
    const onA = await action(user.token, { contentItemTagId: tagA, clauses: [{ actionType: "assign_tag", actionValue: tagB }] });
    const onB = await action(user.token, { contentItemTagId: tagB, clauses: [{ actionType: "assign_tag", actionValue: tagA }, { actionType: "trigger_webhook", actionValue: `${hooks.base}/tag-${f.name}` }] });
    expect((await t.rest("POST", `/content/${item!.id}/tags`, { token: user.token, body: { contentItemTagId: tagA } })).status).toBe(200);
    await expect.poll(() => hooks.at(`/tag-${f.name}`).length, { timeout: 30_000 }).toBe(1);
    await settled(onA.id);
    await settled(onB.id);
    const body = JSON.parse(hooks.at(`/tag-${f.name}`)[0]!.body);
    expect(body).toMatchObject({ contentItemId: item!.id, contentItemTagId: tagB, subscriptionId: f.subscriptionId });
    expect(await t.db.contentItemTagging.count({ where: { contentItemId: item!.id } })).toBe(2);
    // A's action ran once (B's assigning A again found the item there already), B's once per clause.
    expect(await t.db.actionDelivery.count({ where: { actionId: onA.id } })).toBe(1);
    expect(await t.db.actionDelivery.count({ where: { actionId: onB.id } })).toBe(2);
    expect((await t.db.actionDelivery.findFirstOrThrow({ where: { actionId: onB.id, actionType: "trigger_webhook" } })).depth).toBe(1);
  }, 60_000);

  it("schedules the action sweep every minute", async () => {
    await ensureSchedules(env.client, workerConfig);
    const description = await env.client.schedule.getHandle(ACTION_SWEEP_SCHEDULE_ID).describe();
    expect(description.spec.intervals?.[0]?.every).toBe(60_000);
    expect(description.action).toMatchObject({ workflowType: ACTION_SWEEP_WORKFLOW });
    // The sweep and purge schedules came with it: nothing else here should run on a timer.
    for await (const schedule of env.client.schedule.list()) await env.client.schedule.getHandle(schedule.scheduleId).delete();
  });
});
