import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { TestWorkflowEnvironment } from "@temporalio/testing";
import pg from "pg";
import { loadConfig } from "../api/src/config.js";
import { applyMigrations, openDb } from "../api/src/db.js";
import { startEmbeddedPostgres } from "../api/src/embeddedPostgres.js";
import { createDigestWorkflows } from "../temporal/src/client.js";
import { DIGEST_SERIES_WORKFLOW } from "../temporal/src/shared.js";
import { devServerTuningArgs } from "../scripts/startup/temporalDevServer.js";
import { TEMPORAL_CLI } from "../tests/setup/temporalCli.js";
import { createProcSampler, machineCpu, processEntries, startProc, type Proc } from "./scaleProcs.js";

/**
 * bench/digestSchedules (issue 17 section 4; npm run bench:digests:schedules): SERIES (1,000) digest series, each of
 * its own user, all due in the same minute, run by their Temporal Schedules on the dev server and one real worker
 * process (`temporal/src/worker.ts`, the build when current). Each makes a one-minute audio digest of a shared feed's
 * items with the offline providers (espeak-ng, ffmpeg) and no email. Prints when each series' run began (its
 * digest row, written by the run's first activity) relative to the due minute: target every one within 60 s; that
 * no series ran twice (overlap policy skip, one digest per series); how many renders ran at once at most (the
 * worker's DIGEST_RENDER_CONCURRENCY, default 2); completions per minute; and peak RSS of the worker, PostgreSQL and
 * the Temporal server. WAIT_MINUTES (10) bounds the wait for completions; the starts are what the target is about.
 * Lags count from the due minute itself. Also printed: when Temporal started each run against when its row was
 * written, and the CPU seconds of the worker, its renders, PostgreSQL and Temporal while the series start. The dev
 * server is npm start's (scripts/startup/temporalDevServer.ts), in memory; TEMPORAL_DB=file for its file database,
 * TEMPORAL_TUNING=0 for Temporal's defaults.
 *
 * The series are written straight to the database and their Schedules made through the api's own client
 * (digestWorkflows.syncSchedule), with a cron for one exact minute a little ahead: the editor only offers minutes in
 * steps of 5, which would make the bench wait up to 5 minutes for nothing.
 */
const SERIES = Number(process.env.SERIES ?? 1000);
const WAIT_MINUTES = Number(process.env.WAIT_MINUTES ?? 10);
const TARGET_S = 60;
const TASK_QUEUE = "bench-digest-schedules";
const cleanups: Array<() => Promise<unknown> | unknown> = [];

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const mib = (b: number) => `${(b / 1048576).toFixed(0)} MiB`;

/**
 * The dev server's own scheduler workers fall behind on a loaded machine and answer a Schedule's describe with
 * FAILED_PRECONDITION ("no poller seen for task queue recently"): moving 1,000 Schedules tries each a few times.
 */
async function retried<T>(work: () => Promise<T>, attempts = 5): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await work();
    } catch (e) {
      if (i >= attempts) throw e;
      await new Promise((r) => setTimeout(r, 1000 * i));
    }
  }
}

async function main(): Promise<boolean> {
  const tmp = mkdtempSync(path.join(os.tmpdir(), "rivulet-bench-digest-schedules-"));
  cleanups.push(() => (process.env.KEEP ? console.log(`logs in ${tmp}`) : rmSync(tmp, { recursive: true, force: true })));
  const external = process.env.DATABASE_URL;
  const pgServer = external ? null : await startEmbeddedPostgres({ dir: path.join(tmp, "pg"), port: 23_000 + (process.pid % 10_000), database: "bench", throwaway: true });
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

  // One feed of 8 short items everyone follows; SERIES Pro users with one series each (Pro: the tier's monthly
  // limits never refuse a run; the bench measures scheduling, not limits).
  const now = new Date();
  const feed = await db.feed.create({ data: { url: "https://bench.example/feed.xml", title: "Bench", status: "healthy", lastRunAt: now, lastSuccessAt: now } });
  await db.contentItem.createMany({
    data: Array.from({ length: 8 }, (_, i) => ({
      feedId: feed.id, guid: `i${i}`, title: `Council approves plan ${i}`, link: `https://bench.example/${i}`,
      description: `The council approved plan ${i} on Tuesday. It funds repairs across the district. Work begins next month.`,
      publishedAt: new Date(now.getTime() - i * 60_000), sortAt: new Date(now.getTime() - i * 60_000), contentHash: randomBytes(8).toString("hex"),
    })),
  });
  const properties = { generateTextSummary: false, generateAudioSummary: true, maxAudioDurationSeconds: 60, sendEmail: false, lookbackPeriodHours: 24 };
  const seriesIds: string[] = [];
  for (let start = 0; start < SERIES; start += 500) {
    const n = Math.min(500, SERIES - start);
    const users = await db.user.createManyAndReturn({ data: Array.from({ length: n }, (_, i) => ({ email: `bench${start + i}@example.com`, isPremium: true })), select: { id: true } });
    const subs = await db.feedSubscription.createManyAndReturn({ data: users.map((u) => ({ userId: u.id, feedId: feed.id })), select: { id: true, userId: true } });
    const rows = await db.scheduledDigest.createManyAndReturn({
      data: subs.map((s, i) => ({ userId: s.userId, name: `Series ${start + i}`, cron: "0 0 1 1 *", subscriptionId: s.id, properties, feedKey: randomBytes(16).toString("hex") })),
      select: { id: true },
    });
    seriesIds.push(...rows.map((r) => r.id));
  }

  // The dev server as npm start runs it (scripts/startup/temporalDevServer.ts), in memory like the tests' unless
  // TEMPORAL_DB=file (npm start's file database and its pragmas); TEMPORAL_TUNING=0 runs Temporal's defaults.
  const file = process.env.TEMPORAL_DB === "file";
  const tuning = process.env.TEMPORAL_TUNING === "0" ? [] : devServerTuningArgs({ file });
  const env = await TestWorkflowEnvironment.createLocal({
    server: {
      executable: { type: "existing-path", path: TEMPORAL_CLI },
      ...(file ? { dbFilename: path.join(tmp, "temporal.db") } : {}),
      extraArgs: ["--log-level", "error", ...tuning],
    },
  });
  cleanups.push(() => env.teardown());
  const config = loadConfig({}, { TEMPORAL_ADDRESS: env.address, TEMPORAL_TASK_QUEUE: TASK_QUEUE, LOG_LEVEL: "silent" });
  const workflows = createDigestWorkflows(config);

  const entries = processEntries();
  const workerEnv = {
    DATABASE_URL: url, TEMPORAL_ADDRESS: env.address, TEMPORAL_TASK_QUEUE: TASK_QUEUE, LOG_LEVEL: process.env.CHILD_LOG_LEVEL ?? "info",
    DATA_DIR: path.join(tmp, "data"), WORKER_NICE: process.env.WORKER_NICE ?? "0", NODE_ENV: "production", PUBLIC_URL: "http://bench.example", ...entries.env.worker,
  };
  const worker: Proc = startProc("worker", process.execPath, entries.worker, workerEnv, tmp);
  cleanups.push(() => worker.stop());
  const t0 = Date.now();
  while (!worker.output().includes("worker started")) {
    if (worker.exited()) throw new Error(`the worker exited:\n${worker.output()}`);
    if (Date.now() - t0 > 180_000) throw new Error("the worker did not start within 3 minutes");
    await new Promise((r) => setTimeout(r, 100));
  }
  // The worker brings every series' Schedule in step with the database at start-up (syncAllSchedules): let it finish
  // first, or it would put back the placeholder cron over the due minute set below.
  while (!worker.output().includes("digest series schedules in step")) {
    if (worker.exited()) throw new Error(`the worker exited:\n${worker.output()}`);
    if (Date.now() - t0 > 600_000) throw new Error("the worker did not bring the series' Schedules in step within 10 minutes");
    await new Promise((r) => setTimeout(r, 200));
  }
  const temporalPid = Number(execFileSync("pgrep", ["-f", `start-dev --port ${env.address.split(":").pop()}`]).toString().trim().split("\n")[0]);
  const postgresPid = pgServer ? Number(readFileSync(path.join(pgServer.dir, "postmaster.pid"), "utf8").split("\n")[0]) : 0;
  const sampler = createProcSampler(() => [
    { name: "worker", pid: worker.pid, tree: true },
    { name: "worker process", pid: worker.pid },
    ...(postgresPid ? [{ name: "postgres", pid: postgresPid, tree: true }] : []),
    ...(temporalPid ? [{ name: "temporal", pid: temporalPid, tree: true }] : []),
  ]);
  cleanups.push(() => sampler.stop());

  // The Schedules (made for a far-off minute by the worker's start-up sync) all move to one minute at least 90 s ahead
  // (so no series is late before its Schedule has the minute).
  const made = Date.now();
  const due = new Date(Math.ceil((Date.now() + 90_000 + SERIES * 30) / 60_000) * 60_000);
  const cron = `${due.getUTCMinutes()} ${due.getUTCHours()} * * *`;
  await db.scheduledDigest.updateMany({ data: { cron } });
  for (let i = 0; i < seriesIds.length; i += 50) {
    await Promise.all(seriesIds.slice(i, i + 50).map((id) => retried(() => workflows.syncSchedule({ id, cron, enabled: true }))));
  }
  console.log(
    `bench/digestSchedules: ${SERIES} series due at ${due.toISOString()} (Schedules moved to it in ${((Date.now() - made) / 1000).toFixed(1)} s); worker: ${entries.kind}; ` +
      `Node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)}; ` +
      `dev server: ${file ? "file database" : "in memory"}, ${tuning.length ? "Rivulet's tuning" : "Temporal's defaults"}`,
  );

  // Renders at once: sampled from the worker's children (espeak-ng and ffmpeg).
  let peakRenders = 0;
  const renderProbe = setInterval(() => {
    try {
      const out = execFileSync("pgrep", ["-P", String(worker.pid), "-c", "-f", "espeak-ng|ffmpeg"]).toString().trim();
      peakRenders = Math.max(peakRenders, Number(out) || 0);
    } catch {
      /* pgrep exits 1 when none */
    }
  }, 100);
  cleanups.push(() => clearInterval(renderProbe));

  await new Promise((r) => setTimeout(r, Math.max(0, due.getTime() - Date.now())));
  const cpuAtDue = sampler.cpuSeconds();
  const machineAtDue = machineCpu();
  const deadline = due.getTime() + WAIT_MINUTES * 60_000;
  let started: Array<{ createdAt: Date }> = [];
  while (Date.now() < due.getTime() + TARGET_S * 1000 + 30_000) {
    started = await db.digest.findMany({ select: { createdAt: true } });
    if (started.length >= SERIES) break;
    await new Promise((r) => setTimeout(r, 1000));
  }
  // Where the CPU went while the series were starting (the machine's other work included in its busy share).
  const cpuNow = sampler.cpuSeconds();
  const machineNow = machineCpu();
  const spent = (name: string) => (cpuNow.get(name) ?? 0) - (cpuAtDue.get(name) ?? 0);
  const window = (Date.now() - due.getTime()) / 1000;
  console.log(
    `  CPU in the ${window.toFixed(0)} s from the due minute: worker ${spent("worker process").toFixed(1)} s, its renders ${(spent("worker") - spent("worker process")).toFixed(1)} s, ` +
      `PostgreSQL ${spent("postgres").toFixed(1)} s, Temporal ${spent("temporal").toFixed(1)} s; machine busy ${(machineNow.busy - machineAtDue.busy).toFixed(0)} of ${(machineNow.all - machineAtDue.all).toFixed(0)} core-seconds`,
  );
  const lags = started.map((d) => (d.createdAt.getTime() - due.getTime()) / 1000).sort((a, b) => a - b);
  const inTarget = lags.filter((s) => s <= TARGET_S).length;
  console.log(
    `  starts: ${started.length}/${SERIES} began, ${inTarget} within ${TARGET_S} s of the due minute (target: all); ` +
      `lag p50 ${pct(lags, 50).toFixed(1)} s, p95 ${pct(lags, 95).toFixed(1)} s, max ${(lags.at(-1) ?? NaN).toFixed(1)} s`,
  );

  // Where the lag is: when Temporal started each series' run (its Schedule fired and the server recorded the start)
  // against when the worker's first step wrote the digest row. A late start is the server's (its scheduler and
  // persistence); a late first step after an early start is the worker's (slots, pollers).
  const runStart = new Map<string, number>();
  for await (const w of env.client.workflow.list({ query: `WorkflowType = '${DIGEST_SERIES_WORKFLOW}'` })) {
    runStart.set(w.workflowId.slice("digest-series-run-".length, "digest-series-run-".length + 36), w.startTime.getTime());
  }
  const startLags = [...runStart.values()].map((t) => (t - due.getTime()) / 1000).sort((a, b) => a - b);
  const pickup = (await db.digest.findMany({ select: { createdAt: true, scheduledDigestId: true } }))
    .flatMap((d) => (runStart.has(d.scheduledDigestId!) ? [(d.createdAt.getTime() - runStart.get(d.scheduledDigestId!)!) / 1000] : []))
    .sort((a, b) => a - b);
  console.log(
    `  runs started by Temporal: ${runStart.size}/${SERIES}, ${startLags.filter((s) => s <= TARGET_S).length} within ${TARGET_S} s ` +
      `(lag p50 ${pct(startLags, 50).toFixed(1)} s, p95 ${pct(startLags, 95).toFixed(1)} s, max ${(startLags.at(-1) ?? NaN).toFixed(1)} s); ` +
      `worker's first step after its run started: p50 ${pct(pickup, 50).toFixed(1)} s, p95 ${pct(pickup, 95).toFixed(1)} s, max ${(pickup.at(-1) ?? NaN).toFixed(1)} s`,
  );

  let done = 0;
  const marks: string[] = [];
  while (Date.now() < deadline) {
    done = await db.digest.count({ where: { status: { in: ["completed", "failed"] } } });
    const minute = Math.floor((Date.now() - due.getTime()) / 60_000);
    if (marks.length < minute) marks.push(`${minute} min: ${done}`);
    if (done >= SERIES) break;
    await new Promise((r) => setTimeout(r, 2000));
  }
  const perSeries = await db.digest.groupBy({ by: ["scheduledDigestId"], _count: { _all: true } });
  const doubled = perSeries.filter((g) => g._count._all > 1).length;
  const failed = await db.digest.count({ where: { status: "failed" } });
  const finishedIn = (Date.now() - due.getTime()) / 1000;
  console.log(`  completions: ${done}/${SERIES} (${failed} failed) after ${finishedIn.toFixed(0)} s; ${marks.join(", ")}`);
  console.log(`  overlap: ${doubled} series ran more than once (target 0); renders at once at most: ${peakRenders} (DIGEST_RENDER_CONCURRENCY ${config.digests.renderConcurrency})`);
  console.log(`  peak RSS: ${[...sampler.peakRss()].map(([name, b]) => `${name} ${mib(b)}`).join(", ")} ("worker": the process with its render children)`);
  return inTarget === SERIES && doubled === 0;
}

let ok = false;
try {
  ok = await main();
} catch (e) {
  console.error(e);
} finally {
  for (const c of cleanups.reverse()) {
    try {
      await c();
    } catch {
      /* keep cleaning */
    }
  }
}
console.log(ok ? "bench/digestSchedules: met" : "bench/digestSchedules: NOT met");
process.exit(ok ? 0 : 1);
