import { mkdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { Client, Connection, ScheduleOverlapPolicy } from "@temporalio/client";
import pg from "pg";
import { applyMigrations, openDb } from "../api/src/db.js";
import type { EmbeddedPostgresHandle } from "../api/src/embeddedPostgres.js";
import { FEED_SWEEP_SCHEDULE_ID } from "../temporal/src/shared.js";
import { FEED_HOSTS, startFeedServers } from "./scaleFeeds.js";
import { startBenchPostgres } from "./scalePostgres.js";
import { createProcSampler, freePort, machineCpu, processEntries, startProc, startTemporal, waitHttp, type Proc } from "./scaleProcs.js";
import { prng, Reader, ReaderStats, type Op, type ReaderSpec } from "./scaleReader.js";

/**
 * bench/scale (issue 11): API_PROCESSES api processes and WORKERS Temporal workers, each its own OS process, on one
 * PostgreSQL and one Temporal server. READERS simulated readers, split over the api processes, each with a live
 * graphql-ws socket, read (list pages, read marks, counts) while the feed-sweep schedule refreshes FEEDS feeds
 * served from 20 loopback addresses. Prints latency, live-event delivery, duplicates, refresh speed, CPU, RSS and
 * PostgreSQL connections, then one PASS/FAIL line per check; exits 1 when a check fails.
 * Run: npm run bench:scale (knobs below; DATABASE_URL / TEMPORAL_ADDRESS to use servers of your own, both emptied).
 */
const num = (name: string, fallback: number) => {
  const v = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(v) || v < 0) throw new Error(`${name} must be a number`);
  return v;
};
const FEEDS = num("FEEDS", 5000);
const READERS = num("READERS", 200);
const API_PROCESSES = num("API_PROCESSES", 2);
const WORKERS = num("WORKERS", 2);
/** Readers run at least this many seconds from the refresh's start (they always run until it ends, plus TAIL_MS). */
const DURATION = num("DURATION", 0);
const BASELINE_S = num("BASELINE", 15);
const THINK_MS = num("THINK_MS", 3000);
const TAIL_MS = num("TAIL_MS", 5000);
const NEW_ITEMS = num("NEW_ITEMS", 2);
const FEED_LATENCY_MS = num("FEED_LATENCY_MS", 0);
const REST_SHARE = num("REST_SHARE", 0.25);
const REFRESH_TIMEOUT_S = num("REFRESH_TIMEOUT", 900);
const P95_TARGET_MS = 100;
const SUBS_MIN = Math.min(25, FEEDS);
const SUBS_MAX = Math.min(100, FEEDS);
const POPULAR = Math.min(50, FEEDS);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pct = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * (sorted.length - 1)))]! : NaN);
const ms = (v: number) => (Number.isNaN(v) ? "-" : v.toFixed(v < 10 ? 1 : 0));
const mib = (b: number) => `${(b / 2 ** 20).toFixed(0)}`;
const say = (line: string) => console.log(line);

/** Which feeds each reader follows: its own slice (so every feed is followed), 10 of the popular feeds, then random ones. */
function readerFeeds(r: number): number[] {
  const random = prng(1000 + r);
  const chosen = new Set<number>();
  for (let n = Math.floor((r * FEEDS) / READERS); n < Math.floor(((r + 1) * FEEDS) / READERS); n++) chosen.add(n);
  const target = Math.max(chosen.size, SUBS_MIN + Math.floor(random() * (SUBS_MAX - SUBS_MIN + 1)));
  for (let i = 0; i < 10 && chosen.size < target; i++) chosen.add(Math.floor(random() * POPULAR));
  while (chosen.size < target) chosen.add(Math.floor(random() * FEEDS));
  return [...chosen];
}

async function main() {
  const started = performance.now();
  const work = path.join(os.tmpdir(), `rivulet-bench-scale-${process.pid}`);
  const logDir = path.join(work, "logs");
  mkdirSync(logDir, { recursive: true });
  const entries = processEntries();
  const profileDir = process.env.PROFILE ? path.resolve(process.env.PROFILE) : null;
  const nodeFlags = profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [];
  say(
    `bench/scale: ${FEEDS} feeds, ${READERS} readers (${Math.round(READERS * (1 - REST_SHARE))} web GraphQL, ${Math.round(READERS * REST_SHARE)} REST), ` +
      `${API_PROCESSES} api + ${WORKERS} worker processes run from ${entries.kind}; think ${THINK_MS} ms; feeds answer in ${FEED_LATENCY_MS} ms; Node ${process.version}, ` +
      `${os.cpus().length} cores (${os.cpus()[0]?.model ?? "?"}), load average ${os.loadavg()[0]!.toFixed(1)} at start`,
  );

  const feedServers = await startFeedServers({ newPerRound: NEW_ITEMS, latencyMs: FEED_LATENCY_MS });
  const procs: Proc[] = [];
  let pgServer: EmbeddedPostgresHandle | null = null;
  const cleanup = (cleanupOnFailure = async () => {
    await Promise.all(procs.map((p) => p.stop()));
    await pgServer?.stop().catch(() => undefined);
    await feedServers.close();
    if (!process.env.KEEP) rmSync(work, { recursive: true, force: true });
  });

  // PostgreSQL: embedded (restarted once with pg_stat_statements preloaded) or DATABASE_URL, emptied.
  const database = await startBenchPostgres(path.join(work, "pg"));
  pgServer = database.server;
  const { url, postmasterPid, statements } = database;
  await applyMigrations(url);
  const stats = new pg.Client({ connectionString: url, application_name: "bench-stats" });
  await stats.connect();
  const db = openDb(url, 4);

  const temporal = await startTemporal(logDir);
  if (temporal.proc) procs.push(temporal.proc);

  // Feeds on the loopback servers, created directly in the database (an admin import would do the same rows).
  const feedIds: string[] = [];
  for (let start = 0; start < FEEDS; start += 1000) {
    const rows = await db.feed.createManyAndReturn({
      data: Array.from({ length: Math.min(1000, FEEDS - start) }, (_, i) => ({ url: feedServers.url(start + i) })),
      select: { id: true, url: true },
    });
    const byUrl = new Map(rows.map((r) => [r.url, r.id]));
    for (let i = start; i < start + rows.length; i++) feedIds.push(byUrl.get(feedServers.url(i))!);
  }

  const common = {
    DATABASE_URL: url,
    TEMPORAL_ADDRESS: temporal.address,
    NODE_ENV: "production",
    LOG_LEVEL: process.env.CHILD_LOG_LEVEL ?? "warn",
    ...(process.env.DB_POOL ? { DATABASE_POOL_SIZE: process.env.DB_POOL } : {}),
  };
  const apis: Array<{ proc: Proc; base: string }> = [];
  for (let i = 1; i <= API_PROCESSES; i++) {
    const port = await freePort();
    const proc = startProc(`api-${i}`, process.execPath, [...nodeFlags, ...entries.api], {
      ...entries.env.api,
      ...common,
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: path.join(work, `api-${i}`),
      PGAPPNAME: `api-${i}`,
      // Every reader signs up as a guest from 127.0.0.1: lift the per-IP guest limit (60/hour) for the bench.
      RATE_LIMIT_GUEST_PER_IP: "100000/3600",
    }, logDir);
    procs.push(proc);
    apis.push({ proc, base: `http://127.0.0.1:${port}` });
  }
  await Promise.all(apis.map((a) => waitHttp(`${a.base}/healthz`, a.proc)));

  // Readers: guests created through the api (half on each process), subscriptions inserted in the database.
  const specs: ReaderSpec[] = [];
  const t0 = performance.now();
  for (let start = 0; start < READERS; start += 10) {
    const batch = Array.from({ length: Math.min(10, READERS - start) }, (_, i) => start + i);
    await Promise.all(
      batch.map(async (r) => {
        const api = r % API_PROCESSES;
        const res = await fetch(`${apis[api]!.base}/api_v1/users`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ isGuest: true }) });
        if (!res.ok) throw new Error(`guest sign-up failed: ${res.status} ${await res.text()}`);
        const body = (await res.json()) as { token: string; user: { id: string } };
        specs[r] = { index: r, api: api + 1, baseUrl: apis[api]!.base, token: body.token, userId: body.user.id, subscriptions: [], client: r % 4 < REST_SHARE * 4 ? "rest" : "web" };
      }),
    );
  }
  const subRows = specs.flatMap((s) => readerFeeds(s.index).map((n) => ({ userId: s.userId, feedId: feedIds[n]! })));
  for (let start = 0; start < subRows.length; start += 5000) {
    const rows = await db.feedSubscription.createManyAndReturn({ data: subRows.slice(start, start + 5000), select: { id: true, userId: true, feedId: true } });
    const byUser = new Map(specs.map((s) => [s.userId, s]));
    for (const row of rows) byUser.get(row.userId)!.subscriptions.push({ id: row.id, feedId: row.feedId });
  }
  const followers = new Map<string, Set<number>>();
  for (const s of specs) for (const sub of s.subscriptions) followers.set(sub.feedId, (followers.get(sub.feedId) ?? new Set()).add(s.api));
  const onEveryApi = [...followers.values()].filter((apiSet) => apiSet.size === API_PROCESSES).length;
  say(
    `setup: ${READERS} guests through the api in ${((performance.now() - t0) / 1000).toFixed(1)} s; ${subRows.length} subscriptions inserted in the database ` +
      `(${SUBS_MIN}-${SUBS_MAX} a reader, ${onEveryApi} feeds followed from every api process)`,
  );

  for (let i = 1; i <= WORKERS; i++) {
    procs.push(
      startProc(`worker-${i}`, process.execPath, [...nodeFlags, ...entries.worker], {
        ...entries.env.worker,
        ...common,
        DATA_DIR: path.join(work, `worker-${i}`),
        PGAPPNAME: `worker-${i}`,
        FETCH_ALLOW_PRIVATE_HOSTS: FEED_HOSTS.join(","),
      }, logDir),
    );
  }
  const workers = procs.filter((p) => p.name.startsWith("worker-"));
  const tconn = await Connection.connect({ address: temporal.address });
  const client = new Client({ connection: tconn });
  // Ready when every worker polls the task queue for activities (each created the schedules before polling).
  for (let i = 0; ; i++) {
    const { pollers } = await client.workflowService.describeTaskQueue({ namespace: "default", taskQueue: { name: "rivulet" }, taskQueueType: 2 });
    if (new Set(pollers.map((p) => p.identity)).size >= WORKERS) break;
    const dead = workers.find((w) => w.exited());
    if (dead || i > 600) throw new Error(`${dead?.name ?? "a worker"} did not start:\n${(dead ?? workers[0]!).output().slice(-2000)}`);
    await sleep(250);
  }
  const sweep = client.schedule.getHandle(FEED_SWEEP_SCHEDULE_ID);

  const sampler = createProcSampler(() => [
    ...procs.map((p) => ({ name: p.name, pid: p.pid, tree: p.name === "temporal" })),
    ...(postmasterPid ? [{ name: "postgres", pid: postmasterPid, tree: true }] : []),
    { name: "bench", pid: process.pid },
  ]);

  /**
   * Triggers the sweep schedule (as its minute tick would, no overlap) and waits until every feed ran since `from`;
   * triggers again if nothing moved for 15 s (a tick's run that ended just before the feeds became due).
   */
  const refreshAll = async (from: Date, label: string) => {
    await sweep.trigger(ScheduleOverlapPolicy.SKIP);
    let last = -1;
    let lastMove = performance.now();
    const begin = performance.now();
    for (;;) {
      const [{ n }] = await db.$queryRaw<[{ n: number }]>`SELECT count(*)::int AS n FROM "Feed" WHERE "lastRunAt" >= ${from}`;
      if (n >= FEEDS) return (performance.now() - begin) / 1000;
      if (n !== last) {
        last = n;
        lastMove = performance.now();
      } else if (performance.now() - lastMove > 15_000) {
        say(`  (${label}: no progress for 15 s at ${n}/${FEEDS} feeds: triggering the sweep again)`);
        await sweep.trigger(ScheduleOverlapPolicy.SKIP);
        lastMove = performance.now();
      }
      if ((performance.now() - begin) / 1000 > REFRESH_TIMEOUT_S) throw new Error(`${label}: only ${n} of ${FEEDS} feeds refreshed in ${REFRESH_TIMEOUT_S} s`);
      const dead = procs.find((p) => p.exited());
      if (dead) throw new Error(`${dead.name} exited:\n${dead.output().slice(-2000)}`);
      await sleep(500);
    }
  };

  // Round 1 (cold, before the readers come): every feed's first 20 items, through the same schedule and workers.
  const coldCpu = sampler.cpuSeconds();
  const coldSeconds = await refreshAll(new Date(0), "cold refresh");
  const coldCpuEnd = sampler.cpuSeconds();
  const coldItems = await db.contentItem.count();
  const workerCpu = (a: Map<string, number>, b: Map<string, number>) => workers.map((w) => (b.get(w.name) ?? 0) - (a.get(w.name) ?? 0));
  say(
    `cold refresh (setup): ${FEEDS} feeds, ${coldItems} items in ${coldSeconds.toFixed(1)} s = ${(FEEDS / coldSeconds).toFixed(0)} feeds/s; ` +
      `worker CPU ${workerCpu(coldCpu, coldCpuEnd).map((s) => `${s.toFixed(1)} s`).join(" / ")}`,
  );
  await stats.query("ANALYZE");

  // Readers open the app (drawer, first page) and their live sockets; then a baseline, then the refresh.
  const readerStats = new ReaderStats();
  const readers = specs.map((s) => new Reader(s, readerStats));
  const openStart = performance.now();
  for (let start = 0; start < readers.length; start += 20) await Promise.all(readers.slice(start, start + 20).map((r) => r.open()));
  say(`readers: ${READERS} opened (drawer, first page, live socket) in ${((performance.now() - openStart) / 1000).toFixed(1)} s`);

  const connections = new Map<string, { peak: number; peakActive: number }>();
  let totalPeak = 0;
  const sampleConnections = async () => {
    const { rows } = await stats.query<{ app: string; n: number; active: number }>(
      `SELECT application_name AS app, count(*)::int AS n, count(*) FILTER (WHERE state = 'active')::int AS active
       FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() GROUP BY 1`,
    );
    totalPeak = Math.max(totalPeak, rows.reduce((a, r) => a + r.n, 0));
    for (const r of rows) {
      const c = connections.get(r.app || "(none)") ?? { peak: 0, peakActive: 0 };
      connections.set(r.app || "(none)", { peak: Math.max(c.peak, r.n), peakActive: Math.max(c.peakActive, r.active) });
    }
  };
  const connTimer = setInterval(() => void sampleConnections().catch(() => undefined), 500);
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();

  let stopReaders!: () => void;
  const readersStop = new Promise<void>((resolve) => (stopReaders = resolve));
  readerStats.recording = true;
  const running = readers.map((r) => r.run(readersStop, THINK_MS));
  const baselineCpu = sampler.cpuSeconds();
  if (statements) await stats.query("SELECT pg_stat_statements_reset()");
  await sleep(BASELINE_S * 1000);
  const baselineCpuEnd = sampler.cpuSeconds();
  const baseline = new Map((["list", "read", "counts"] as Op[]).map((op) => [op, readerStats.of(op)]));
  const baselineStatements = statements ? await topStatements(stats) : null;
  readerStats.latencies.clear();
  loopDelay.reset();

  // Round 2: 70% of the feeds publish NEW_ITEMS each, every feed is due, the schedule is triggered.
  const refreshStart = new Date();
  const windowStart = performance.now();
  const machineStart = machineCpu();
  if (statements) await stats.query("SELECT pg_stat_statements_reset()");
  feedServers.nextRound();
  await db.feed.updateMany({ data: { nextRunAt: refreshStart } });
  const refreshSeconds = await refreshAll(refreshStart, "refresh");
  const refreshCpuEnd = sampler.cpuSeconds();
  const fetched = feedServers.stats();
  const minEnd = windowStart + Math.max(DURATION * 1000, refreshSeconds * 1000 + TAIL_MS);
  await sleep(Math.max(0, minEnd - performance.now()));
  stopReaders();
  await Promise.all(running);
  const windowSeconds = (performance.now() - windowStart) / 1000;
  readerStats.recording = false;
  const windowCpuEnd = sampler.cpuSeconds();
  const machineEnd = machineCpu();
  loopDelay.disable();
  const refreshStatements = statements ? await topStatements(stats) : null;
  // Let the last read marks' live recounts land before comparing the sockets with the server.
  await sleep(2000);
  clearInterval(connTimer);

  // Checks.
  const expectedRows = await db.$queryRaw<Array<{ userId: string; id: string }>>`
    SELECT s."userId", ci.id FROM "ContentItem" ci JOIN "FeedSubscription" s ON s."feedId" = ci."feedId"
    WHERE ci."firstSeenAt" >= ${refreshStart}`;
  const expected = new Map<string, Set<string>>();
  for (const row of expectedRows) expected.set(row.userId, (expected.get(row.userId) ?? new Set()).add(row.id));
  const [{ newItems }] = await db.$queryRaw<[{ newItems: number }]>`SELECT count(*)::int AS "newItems" FROM "ContentItem" WHERE "firstSeenAt" >= ${refreshStart}`;
  const [{ dupItems }] = await db.$queryRaw<[{ dupItems: number }]>`
    SELECT count(*)::int AS "dupItems" FROM (SELECT 1 FROM "ContentItem" GROUP BY "feedId", guid HAVING count(*) > 1) d`;
  const [{ twice }] = await db.$queryRaw<[{ twice: number }]>`
    SELECT count(*)::int AS twice FROM (SELECT 1 FROM "FeedJobRun" WHERE "startedAt" >= ${refreshStart} GROUP BY "feedId" HAVING count(*) > 1) d`;
  const [{ failed }] = await db.$queryRaw<[{ failed: number }]>`
    SELECT count(*)::int AS failed FROM "Feed" WHERE "lastRunAt" >= ${refreshStart} AND "lastRunResult" = 'error'`;
  const expectedNew = feedServers.changedThisRound(FEEDS) * NEW_ITEMS;

  const perApi = Array.from({ length: API_PROCESSES }, (_, i) => ({ api: i + 1, expected: 0, delivered: 0, extra: 0, dupAnnounced: 0, countMismatch: 0 }));
  for (const r of readers) {
    const row = perApi[r.spec.api - 1]!;
    const want = expected.get(r.spec.userId) ?? new Set<string>();
    row.expected += want.size;
    for (const id of want) if (r.announced.has(id)) row.delivered += 1;
    for (const [id, times] of r.announced) {
      if (!want.has(id)) row.extra += 1;
      if (times > 1) row.dupAnnounced += 1;
    }
  }
  await Promise.all(
    readers.map(async (r) => {
      const server = await r.serverAllUnread().catch(() => null);
      if (server === null || server !== r.lastAllUnread) perApi[r.spec.api - 1]!.countMismatch += 1;
    }),
  );
  await Promise.all(readers.map((r) => r.close()));
  const crashed = procs.filter((p) => p.exited()).map((p) => p.name);
  const peakRss = sampler.peakRss();
  sampler.stop();

  // Report.
  const cpu = (name: string, a: Map<string, number>, b: Map<string, number>) => (b.get(name) ?? 0) - (a.get(name) ?? 0);
  const windowCpu = (name: string) => cpu(name, baselineCpuEnd, windowCpuEnd);
  say(
    `refresh: ${FEEDS} feeds (${fetched.requests} fetches, ${fetched.notModified} × 304), ${newItems} new items in ${refreshSeconds.toFixed(1)} s = ` +
      `${(FEEDS / refreshSeconds).toFixed(0)} feeds/s; readers ran ${windowSeconds.toFixed(1)} s from its start (baseline before it: ${BASELINE_S} s); ` +
      `bench event-loop delay p99 ${(loopDelay.percentile(99) / 1e6).toFixed(0)} ms`,
  );
  say("");
  say("| during the refresh | list pages n | p50 | p95 | p99 | reads n | p50 | p95 | counts n | p50 | p95 | requests/s | CPU s | peak RSS MiB |");
  say("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|");
  const row = (label: string, api: number | undefined, cpuS: string, rss: string) => {
    const [l, r, c] = (["list", "read", "counts"] as Op[]).map((op) => readerStats.of(op, api)) as [number[], number[], number[]];
    const rate = (l.length + r.length + c.length) / windowSeconds;
    say(
      `| ${label} | ${l.length} | ${ms(pct(l, 0.5))} | ${ms(pct(l, 0.95))} | ${ms(pct(l, 0.99))} | ${r.length} | ${ms(pct(r, 0.5))} | ${ms(pct(r, 0.95))} | ` +
        `${c.length} | ${ms(pct(c, 0.5))} | ${ms(pct(c, 0.95))} | ${rate.toFixed(0)} | ${cpuS} | ${rss} |`,
    );
  };
  for (const a of apis) row(a.proc.name, Number(a.proc.name.split("-")[1]), windowCpu(a.proc.name).toFixed(1), mib(peakRss.get(a.proc.name) ?? 0));
  row("all api processes", undefined, apis.reduce((s, a) => s + windowCpu(a.proc.name), 0).toFixed(1), "");
  const baselineSeconds = BASELINE_S;
  {
    const [l, r, c] = (["list", "read", "counts"] as Op[]).map((op) => baseline.get(op)!) as [number[], number[], number[]];
    say(
      `| before the refresh (baseline) | ${l.length} | ${ms(pct(l, 0.5))} | ${ms(pct(l, 0.95))} | ${ms(pct(l, 0.99))} | ${r.length} | ${ms(pct(r, 0.5))} | ${ms(pct(r, 0.95))} | ` +
        `${c.length} | ${ms(pct(c, 0.5))} | ${ms(pct(c, 0.95))} | ${((l.length + r.length + c.length) / baselineSeconds).toFixed(0)} | ` +
        `${apis.reduce((s, a) => s + cpu(a.proc.name, baselineCpu, baselineCpuEnd), 0).toFixed(1)} | |`,
    );
  }
  say("");
  say("| process | CPU s baseline (per s) | CPU s refresh window (per s) | peak RSS MiB | PG connections peak (active) |");
  say("|---|---|---|---|---|");
  const names = [...procs.map((p) => p.name), ...(postmasterPid ? ["postgres"] : []), "bench"];
  for (const name of names) {
    const b = cpu(name, baselineCpu, baselineCpuEnd);
    const w = windowCpu(name);
    const c = connections.get(name);
    say(
      `| ${name} | ${b.toFixed(1)} (${(b / baselineSeconds).toFixed(2)}) | ${w.toFixed(1)} (${(w / windowSeconds).toFixed(2)}) | ${mib(peakRss.get(name) ?? 0)} | ` +
        `${c ? `${c.peak} (${c.peakActive})` : ""} |`,
    );
  }
  {
    const ours = names.filter((n) => n !== "bench").reduce((a, n) => a + windowCpu(n), 0) + windowCpu("bench");
    const busy = machineEnd.busy - machineStart.busy;
    const all = machineEnd.all - machineStart.all;
    say(
      `machine during the refresh window: ${((busy / all) * 100).toFixed(0)}% of ${os.cpus().length} cores busy (${ours.toFixed(1)} of ${busy.toFixed(1)} CPU-s ours, ` +
        `${Math.max(0, busy - ours).toFixed(1)} CPU-s other processes on the shared machine), steal ${(((machineEnd.steal - machineStart.steal) / all) * 100).toFixed(0)}%`,
    );
  }
  say(`PostgreSQL connections: peak ${totalPeak} in all; besides the processes' pools: ${[...connections].filter(([k]) => !/^(api|worker)-/.test(k)).map(([k, v]) => `${k} ${v.peak}`).join(", ")}`);
  if (baselineStatements && refreshStatements) {
    say("");
    say(
      `PostgreSQL statements: baseline ${baselineStatements.calls} (${(baselineStatements.calls / BASELINE_S).toFixed(0)}/s, ${(baselineStatements.ms / 1000).toFixed(1)} s exec+plan), ` +
        `refresh window ${refreshStatements.calls} (${(refreshStatements.calls / windowSeconds).toFixed(0)}/s, ${(refreshStatements.ms / 1000).toFixed(1)} s); top by time:`,
    );
    for (const s of baselineStatements.lines.slice(0, 5)) say(`  baseline ${s}`);
    for (const s of refreshStatements.lines) say(`  refresh  ${s}`);
    for (const s of refreshStatements.byCalls) say(`  calls    ${s}`);
  }
  say("");
  say("| live events | expected | delivered | extra | announced twice | socket count ≠ server |");
  say("|---|---|---|---|---|---|");
  for (const p of perApi) say(`| api-${p.api} | ${p.expected} | ${p.delivered} | ${p.extra} | ${p.dupAnnounced} | ${p.countMismatch} |`);
  const errorLines = [...readerStats.errors].map(([k, n]) => `${k.replace("|", ": ")} × ${n}`);
  say(`errors: ${errorLines.length ? errorLines.join("; ") : "none"}${crashed.length ? `; exited: ${crashed.join(", ")}` : ""}; feeds that failed to refresh: ${failed}`);

  // Per-process rates for README sizing: the baseline is readers alone, the refresh adds the sweep and its live fan-out.
  const ops = (["list", "read", "counts"] as Op[]).reduce((n, op) => n + readerStats.of(op).length, 0);
  const baselineOps = [...baseline.values()].reduce((n, l) => n + l.length, 0);
  const apiCpu = apis.reduce((s, a) => s + windowCpu(a.proc.name), 0);
  const apiBaselineCpu = apis.reduce((s, a) => s + cpu(a.proc.name, baselineCpu, baselineCpuEnd), 0);
  const workerRefreshCpu = workers.reduce((s, w) => s + cpu(w.name, baselineCpuEnd, refreshCpuEnd), 0);
  const pgBaseCpu = cpu("postgres", baselineCpu, baselineCpuEnd);
  const pgRefreshCpu = cpu("postgres", baselineCpuEnd, refreshCpuEnd);
  say(
    `per unit of work: api ${(baselineOps / apiBaselineCpu).toFixed(0)} reader requests per CPU-second with readers alone, ` +
      `${(ops / apiCpu).toFixed(0)} during the refresh (live fan-out included: ` +
      `${((Math.max(0, apiCpu - ops / (baselineOps / apiBaselineCpu)) / Math.max(1, perApi.reduce((a, p) => a + p.delivered, 0))) * 1000).toFixed(2)} CPU-ms per item delivered live); ` +
      `worker ${(FEEDS / workerRefreshCpu).toFixed(0)} feeds per CPU-second (${workers.map((w) => cpu(w.name, baselineCpuEnd, refreshCpuEnd).toFixed(1)).join(" / ")} s; ` +
      `cold round ${(FEEDS / workerCpu(coldCpu, coldCpuEnd).reduce((a, b) => a + b, 0)).toFixed(0)}); ` +
      (postmasterPid
        ? `PostgreSQL ${((pgBaseCpu / baselineOps) * 1000).toFixed(1)} CPU-ms per reader request` +
          `${baselineStatements ? ` (${(baselineStatements.calls / baselineOps).toFixed(1)} statements)` : ""}, ` +
          `${((Math.max(0, pgRefreshCpu - (pgBaseCpu / baselineOps) * ops * (refreshSeconds / windowSeconds)) / FEEDS) * 1000).toFixed(1)} CPU-ms per feed refreshed ` +
          `(the refresh window less its reader requests at the baseline's cost; live fan-out included), ` +
          `${(((coldCpuEnd.get("postgres") ?? 0) - (coldCpu.get("postgres") ?? 0)) / FEEDS * 1000).toFixed(1)} in the cold round (20 new items a feed, no readers)`
        : "PostgreSQL CPU not measured (external server)"),
  );

  say("");
  const allList = readerStats.of("list");
  const totalErrors = [...readerStats.errors.values()].reduce((a, b) => a + b, 0) + failed + crashed.length;
  const checks: Array<[boolean, string]> = [
    [totalErrors === 0, `0 errors (${totalErrors})`],
    ...apis.map((a, i): [boolean, string] => {
      const l = readerStats.of("list", i + 1);
      return [pct(l, 0.95) <= P95_TARGET_MS, `p95 of list pages ≤ ${P95_TARGET_MS} ms on ${a.proc.name} (${ms(pct(l, 0.95))} ms)`];
    }),
    [pct(allList, 0.95) <= P95_TARGET_MS, `p95 of list pages ≤ ${P95_TARGET_MS} ms overall (${ms(pct(allList, 0.95))} ms)`],
    ...perApi.map((p): [boolean, string] => [p.expected > 0 && p.delivered === p.expected && p.extra === 0, `every live event delivered on api-${p.api} (${p.delivered}/${p.expected}, ${p.extra} unexpected)`]),
    ...perApi.map((p): [boolean, string] => [p.countMismatch === 0, `live counts match the server on api-${p.api} (${p.countMismatch} readers differ)`]),
    [newItems === expectedNew, `every new item stored once (${newItems} of ${expectedNew})`],
    [dupItems === 0 && perApi.every((p) => p.dupAnnounced === 0), `no item duplicated (${dupItems} duplicate (feedId, guid), ${perApi.reduce((a, p) => a + p.dupAnnounced, 0)} announced twice)`],
    [twice === 0, `no feed refreshed twice in the round (${twice})`],
  ];
  for (const [ok, label] of checks) say(`${ok ? "PASS" : "FAIL"} ${label}`);
  say(`(logs of the child processes: ${logDir}${process.env.KEEP ? "" : ", removed at exit; KEEP=1 keeps them"}; total ${((performance.now() - started) / 1000).toFixed(0)} s)`);

  await tconn.close();
  await stats.end();
  await db.$disconnect();
  await cleanup();
  process.exit(checks.every(([ok]) => ok) ? 0 : 1);
}

/** Stops every child process and server when the bench fails half-way. */
let cleanupOnFailure: () => Promise<void> = async () => undefined;

/** The statements that took most of PostgreSQL's time (planning included when tracked), and the totals. */
async function topStatements(c: pg.Client): Promise<{ lines: string[]; byCalls: string[]; calls: number; ms: number }> {
  const { rows } = await c.query<{ calls: string; exec: number; plan: number; query: string }>(
    `SELECT calls, total_exec_time AS exec, total_plan_time AS plan, query FROM pg_stat_statements
     WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database()) ORDER BY total_exec_time + total_plan_time DESC`,
  );
  return {
    lines: rows.slice(0, 8).map((r) => `${r.calls} × (exec ${(r.exec / Number(r.calls)).toFixed(2)} + plan ${(r.plan / Number(r.calls)).toFixed(2)} ms)  ${r.query.replace(/\s+/g, " ").slice(0, 100)}`),
    byCalls: rows.toSorted((a, b) => Number(b.calls) - Number(a.calls)).slice(0, Number(process.env.TOP_CALLS ?? 0)).map((r) => `${r.calls} × ${r.query.replace(/\s+/g, " ").slice(0, 140)}`),
    calls: rows.reduce((a, r) => a + Number(r.calls), 0),
    ms: rows.reduce((a, r) => a + r.exec + r.plan, 0),
  };
}

if (process.argv[2] === "probe") await import("./scaleProbe.js");
else await main().catch(async (e: unknown) => {
  console.error(`bench/scale failed: ${e instanceof Error ? e.message : String(e)}`);
  await cleanupOnFailure().catch(() => undefined);
  process.exit(1);
});
