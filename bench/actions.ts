import { execFileSync } from "node:child_process";
import { createHmac } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { Client, Connection } from "@temporalio/client";
import { TestWorkflowEnvironment } from "@temporalio/testing";
import pg from "pg";
import { applyMigrations, openDb } from "../api/src/db.js";
import { startEmbeddedPostgres } from "../api/src/embeddedPostgres.js";
import { FEED_SWEEP_WORKFLOW } from "../temporal/src/shared.js";
import { TEMPORAL_CLI } from "../tests/setup/temporalCli.js";
import { createProcSampler, processEntries, startProc, type Proc } from "./scaleProcs.js";

/**
 * bench/actions (issue 14 section 5): FEEDS feeds (500) on 20 loopback hosts, ACTIONS actions (100, one per
 * folder of FEEDS/ACTIONS feeds, each with a match clause and a webhook to a local receiver), and a worker as its
 * own OS process (the real `temporal/src/worker.ts` against the Temporal dev server and PostgreSQL).
 *
 * Run 1: every feed publishes ITEMS (20) new items, a feed sweep runs, and the clock stops when the receiver has
 * every delivery: FEEDS × ITEMS (10,000), target 60 s. Run 2: as many new items again, and the worker is killed
 * with SIGKILL when KILL_AT (30%) of them have arrived, then started again: every delivery must still arrive, and
 * none twice. Deliveries are counted by idempotency key (X-Rivulet-Delivery); a key POSTed twice (the crash fell
 * between a POST and its mark) is one delivery, which the receiver drops, and is reported apart. Every signature
 * is checked. Run: npm run bench:actions
 */
const FEEDS = Number(process.env.FEEDS ?? 500);
const ACTIONS = Number(process.env.ACTIONS ?? 100);
const ITEMS = Number(process.env.ITEMS ?? 20);
const KILL_AT = Number(process.env.KILL_AT ?? 0.3);
const TARGET_S = 60;
const RECOVERY_TIMEOUT_S = Number(process.env.RECOVERY_TIMEOUT ?? 600);
const HOSTS = Array.from({ length: 20 }, (_, i) => `127.0.0.${i + 2}`);
const TASK_QUEUE = "bench-actions";
let round = 0;

function feedXml(n: number): string {
  const items = [];
  for (let r = round; r >= 1; r--) {
    for (let i = 0; i < ITEMS; i++) {
      const at = new Date(Date.now() - ((round - r) * ITEMS + i) * 60_000).toUTCString();
      items.push(`<item><guid>f${n}-r${r}-i${i}</guid><title>Story ${i} of feed ${n}, round ${r}</title><link>https://example.org/${n}/${r}/${i}</link><pubDate>${at}</pubDate><description>Item ${i}</description></item>`);
    }
  }
  return `<?xml version="1.0"?><rss version="2.0"><channel><title>Feed ${n}</title><link>https://example.org/${n}</link>${items.join("")}</channel></rss>`;
}

interface Receipt {
  key: string;
  actionId: string;
  contentItemId: string;
  at: number;
}

/** What to stop on the way out, newest first, whether the bench passed, failed or threw. */
const cleanups: Array<() => Promise<unknown> | unknown> = [];

async function main(): Promise<boolean> {
  const tmp = mkdtempSync(path.join(os.tmpdir(), "rivulet-bench-actions-"));
  cleanups.push(() => (process.env.KEEP ? console.log(`logs in ${tmp}`) : rmSync(tmp, { recursive: true, force: true })));
  // Feeds: one server per loopback host, any free port each.
  const feedServers: Array<{ server: Server; base: string }> = await Promise.all(
    HOSTS.map(
      (host) =>
        new Promise<{ server: Server; base: string }>((resolve) => {
          const s = createServer((req, res) => res.writeHead(200, { "content-type": "application/rss+xml" }).end(feedXml(Number(req.url?.split("/").pop()))));
          s.listen(0, host, () => resolve({ server: s, base: `http://${host}:${(s.address() as AddressInfo).port}` }));
        }),
    ),
  );
  cleanups.push(() => feedServers.forEach((f) => f.server.close()));

  // The webhook receiver: every POST kept by key; signatures checked against each action's key.
  const secrets = new Map<string, string>();
  const receipts: Receipt[] = [];
  let badSignatures = 0;
  const receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const json = JSON.parse(body) as { actionId: string; contentItemId: string };
      const secret = secrets.get(json.actionId) ?? "";
      if (req.headers["x-rivulet-signature"] !== `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`) badSignatures += 1;
      receipts.push({ key: String(req.headers["x-rivulet-delivery"]), actionId: json.actionId, contentItemId: json.contentItemId, at: Date.now() });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
  cleanups.push(() => receiver.close());
  const hookBase = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;

  const external = process.env.DATABASE_URL;
  const pgServer = external ? null : await startEmbeddedPostgres({ dir: path.join(tmp, "pg"), port: 22_000 + (process.pid % 10_000), database: "bench", throwaway: true });
  // As root the cluster lives under /var/lib/rivulet (embeddedPostgresPlacement.ts), not in tmp: remove it too.
  if (pgServer) cleanups.push(() => pgServer.stop().then(() => rmSync(pgServer.dir, { recursive: true, force: true })));
  const url = external ?? pgServer!.url("bench");
  if (external) {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(`DROP SCHEMA public CASCADE; CREATE SCHEMA public`);
    await c.end();
  }
  await applyMigrations(url);
  const db = openDb(url, 10);
  cleanups.push(() => db.$disconnect());

  // ACTIONS users, each with one folder of FEEDS/ACTIONS subscriptions and an action on it (written straight to the
  // database: the bench measures delivery, not sign-up).
  const perAction = Math.ceil(FEEDS / ACTIONS);
  const feedIds: string[] = [];
  for (let start = 0; start < FEEDS; start += 1000) {
    const batch = Array.from({ length: Math.min(1000, FEEDS - start) }, (_, i) => start + i);
    const rows = await db.feed.createManyAndReturn({ data: batch.map((n) => ({ url: `${feedServers[n % HOSTS.length]!.base}/feeds/${n}` })), select: { id: true } });
    feedIds.push(...rows.map((r) => r.id));
  }
  for (let a = 0; a < ACTIONS; a++) {
    const user = await db.user.create({ data: { email: `bench${a}@example.com`, isPremium: true } });
    const folder = await db.folder.create({ data: { userId: user.id, name: "Bench" } });
    const subs = await db.feedSubscription.createManyAndReturn({
      data: feedIds.slice(a * perAction, (a + 1) * perAction).map((feedId) => ({ userId: user.id, feedId, topLevel: false })),
      select: { id: true },
    });
    await db.folderMembership.createMany({ data: subs.map((s, i) => ({ folderId: folder.id, subscriptionId: s.id, isHead: i === 0, nextSubscriptionId: subs[i + 1]?.id ?? null })) });
    const action = await db.contentItemAction.create({
      data: {
        userId: user.id, subscriptionTagId: folder.id, webhookSecret: `whsec_bench_${a}`,
        matchClauses: [{ matchField: "title", matchType: "contains", matchValue: "Story" }],
        clauses: { create: [{ position: 0, actionType: "trigger_webhook", actionValue: `${hookBase}/hooks/${a}` }] },
      },
    });
    secrets.set(action.id, action.webhookSecret);
  }

  const env = await TestWorkflowEnvironment.createLocal({
    server: { executable: { type: "existing-path", path: TEMPORAL_CLI }, extraArgs: ["--log-level", "error"] },
  });
  cleanups.push(() => env.teardown());
  const client = new Client({ connection: await Connection.connect({ address: env.address }) });
  cleanups.push(() => client.connection.close());
  const entries = processEntries();
  const workerEnv = {
    DATABASE_URL: url, TEMPORAL_ADDRESS: env.address, TEMPORAL_TASK_QUEUE: TASK_QUEUE, LOG_LEVEL: process.env.CHILD_LOG_LEVEL ?? "info",
    FETCH_ALLOW_PRIVATE_HOSTS: [...HOSTS, "127.0.0.1"].join(","), WORKER_NICE: "0", NODE_ENV: "production", PUBLIC_URL: "http://bench.example",
  };
  let starts = 0;
  const workers: Proc[] = [];
  const startWorker = async (): Promise<Proc> => {
    const proc = startProc(`worker-${++starts}`, process.execPath, entries.worker, workerEnv, tmp);
    cleanups.push(() => proc.stop());
    workers.push(proc);
    const t0 = Date.now();
    while (!proc.output().includes("worker started")) {
      if (proc.exited()) throw new Error(`the worker exited:\n${proc.output()}`);
      if (Date.now() - t0 > 180_000) throw new Error("the worker did not start within 3 minutes");
      await new Promise((r) => setTimeout(r, 100));
    }
    return proc;
  };
  console.log(`bench/actions: ${FEEDS} feeds × ${ITEMS} new items, ${ACTIONS} folder actions (a match clause and a webhook each); worker: ${entries.kind}; Node ${process.version}, ${os.cpus().length} cores`);
  const worker = await startWorker();
  // CPU seconds per process: the worker(s), PostgreSQL (with its backends), the Temporal dev server and this bench.
  const temporalPid = Number(execFileSync("pgrep", ["-f", `start-dev --port ${env.address.split(":").pop()}`]).toString().trim().split("\n")[0]);
  const postgresPid = pgServer ? Number(readFileSync(path.join(pgServer.dir, "postmaster.pid"), "utf8").split("\n")[0]) : 0;
  const sampler = createProcSampler(() => [
    ...workers.map((w) => ({ name: "worker", pid: w.pid })),
    ...(postgresPid ? [{ name: "postgres", pid: postgresPid, tree: true }] : []),
    ...(temporalPid ? [{ name: "temporal", pid: temporalPid, tree: true }] : []),
    { name: "bench (feeds, receiver)", pid: process.pid },
  ]);
  cleanups.push(() => sampler.stop());
  const cpuLine = (before: Map<string, number>) => {
    const after = sampler.cpuSeconds();
    return [...after].map(([name, s]) => `${name} ${(s - (before.get(name) ?? 0)).toFixed(1)}`).join(", ");
  };

  const keysOf = (list: Receipt[]) => new Set(list.map((r) => r.key));
  async function publishAndSweep(): Promise<number> {
    round += 1;
    await db.feed.updateMany({ data: { nextRunAt: new Date(), leaseUntil: null } });
    const t0 = Date.now();
    void client.workflow.execute(FEED_SWEEP_WORKFLOW, { taskQueue: TASK_QUEUE, workflowId: `bench-sweep-${round}-${Date.now()}`, args: [4] }).catch(() => undefined);
    return t0;
  }
  const expected = FEEDS * ITEMS;
  const wait = async (done: () => boolean, timeoutS: number) => {
    const t0 = Date.now();
    while (!done() && Date.now() - t0 < timeoutS * 1000) await new Promise((r) => setTimeout(r, 100));
    return done();
  };
  /** Deliveries of one (action, item) pair under more than one key: a real duplicate (0 expected). */
  const doubled = (list: Receipt[]) => {
    const keysPerPair = new Map<string, Set<string>>();
    for (const r of list) keysPerPair.set(`${r.actionId}/${r.contentItemId}`, (keysPerPair.get(`${r.actionId}/${r.contentItemId}`) ?? new Set()).add(r.key));
    return [...keysPerPair.values()].filter((k) => k.size > 1).length;
  };
  const latencies = async (list: Receipt[]) => {
    const items = await db.contentItem.findMany({ where: { id: { in: [...new Set(list.map((r) => r.contentItemId))] } }, select: { id: true, firstSeenAt: true } });
    const seen = new Map(items.map((i) => [i.id, i.firstSeenAt.getTime()]));
    const ms = list.map((r) => r.at - (seen.get(r.contentItemId) ?? r.at)).sort((a, b) => a - b);
    const q = (p: number) => ms[Math.min(ms.length - 1, Math.floor(p * ms.length))] ?? 0;
    return `${(q(0.5) / 1000).toFixed(1)} / ${(q(0.95) / 1000).toFixed(1)} / ${(q(1) / 1000).toFixed(1)} s`;
  };

  // Run 1: all delivered within 60 s.
  let cpuBefore = sampler.cpuSeconds();
  let t0 = await publishAndSweep();
  let ok = await wait(() => keysOf(receipts).size >= expected, 300);
  const seconds1 = (Date.now() - t0) / 1000;
  const run1 = [...receipts];
  const items1 = await db.contentItem.count();
  console.log(
    `run 1: ${keysOf(run1).size} / ${expected} delivered in ${seconds1.toFixed(1)} s (${(keysOf(run1).size / seconds1).toFixed(0)}/s; target ${TARGET_S} s: ${ok && seconds1 <= TARGET_S ? "met" : "NOT met"}), ` +
      `${items1} items stored; ${run1.length} POSTs, ${doubled(run1)} duplicated, ${badSignatures} bad signatures; item first seen → received p50 / p95 / max ${await latencies(run1)}`,
  );
  console.log(`  CPU seconds: ${cpuLine(cpuBefore)}`);

  // Run 2: SIGKILL the worker mid-run, start it again, and count.
  receipts.length = 0;
  cpuBefore = sampler.cpuSeconds();
  t0 = await publishAndSweep();
  await wait(() => keysOf(receipts).size >= expected * KILL_AT, 300);
  const atKill = keysOf(receipts).size;
  const killedAt = Date.now();
  process.kill(worker.pid, "SIGKILL");
  await new Promise((r) => setTimeout(r, 1000));
  const pendingAtKill = await db.actionDelivery.count({ where: { status: "pending" } });
  await startWorker(); // stopped with the cleanups
  const restartedAt = Date.now();
  // Where the recovery spends its time: what has arrived, been stored and is still pending, every 15 s.
  const progress = setInterval(() => {
    void Promise.all([
      db.contentItem.count({ where: { guid: { contains: `-r${round}-` } } }),
      db.actionDelivery.count({ where: { status: "pending" } }),
    ]).then(([stored, pending]) =>
      console.log(`  +${((Date.now() - killedAt) / 1000).toFixed(0)} s after the kill: ${keysOf(receipts).size} received, ${stored} of the round's items stored, ${pending} deliveries pending`),
    ).catch(() => undefined);
  }, 15_000);
  ok = await wait(() => keysOf(receipts).size >= expected, RECOVERY_TIMEOUT_S);
  clearInterval(progress);
  // Anything still on its way after the last expected key (a late re-send) is counted too.
  await new Promise((r) => setTimeout(r, 5000));
  const run2 = [...receipts];
  const keys2 = keysOf(run2);
  const resent = run2.length - keys2.size;
  const expectedPairs = await db.actionDelivery.count({ where: { runId: "", contentItem: { guid: { contains: `-r${round}-` } } } });
  console.log(
    `run 2: worker killed (SIGKILL) at ${atKill} / ${expected} received (${pendingAtKill} deliveries pending), restarted in ${((restartedAt - killedAt) / 1000).toFixed(1)} s; ` +
      `${keys2.size} / ${expected} delivered ${ok ? `${((Date.now() - t0) / 1000 - 5).toFixed(1)} s after the sweep began` : "before the timeout"}: ` +
      `lost ${expected - keys2.size}, duplicated ${doubled(run2)} (pairs under two keys), ${resent} re-sent under the same key (dropped by the receiver), ` +
      `${badSignatures} bad signatures; ${expectedPairs} deliveries recorded for the round's items`,
  );
  console.log(`  CPU seconds: ${cpuLine(cpuBefore)}`);
  const failed = await db.contentItemAction.findMany({ where: { lastTriggerResult: "failed" }, select: { lastErrorMessage: true } });
  if (failed.length) console.log(`  ${failed.length} actions failed: ${[...new Set(failed.map((f) => f.lastErrorMessage))].join("; ")}`);
  // What the workers warned about (pino level 40 and up), by message.
  const warnings = new Map<string, number>();
  for (const w of workers) {
    for (const line of readFileSync(w.logFile, "utf8").split("\n")) {
      const m = /"level":(\d+).*?"msg":"([^"]*)"/.exec(line);
      if (m && Number(m[1]) >= 40) warnings.set(m[2]!, (warnings.get(m[2]!) ?? 0) + 1);
    }
  }
  for (const [msg, count] of warnings) console.log(`  worker warning ×${count}: ${msg}`);

  return ok && keysOf(run1).size === expected && expected - keys2.size === 0 && doubled(run2) === 0 && badSignatures === 0;
}

let passed = false;
try {
  passed = await main();
} catch (e) {
  console.error(e);
} finally {
  for (const cleanup of cleanups.reverse()) await Promise.resolve().then(cleanup).catch(() => undefined);
}
process.exit(passed ? 0 : 1);
