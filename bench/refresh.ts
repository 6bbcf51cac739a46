import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client, Connection, ScheduleOverlapPolicy } from "@temporalio/client";
import pg from "pg";
import { applyMigrations, openDb } from "../api/src/db.js";
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from "../api/src/embeddedPostgres.js";
import { FEED_SWEEP_SCHEDULE_ID } from "../temporal/src/shared.js";
import { FEED_HOSTS, startFeedServers } from "./scaleFeeds.js";
import { createProcSampler, freePort, processEntries, startProc, startTemporal, waitHttp, type Proc } from "./scaleProcs.js";

/**
 * bench/refresh (issues 13 and 22): Rivulet and Miniflux refresh the same FEEDS feeds (default 5,000 × 20 items,
 * served by bench/scaleFeeds.ts on 127.0.0.2-21) one after the other, each with its own embedded PostgreSQL, at the
 * same concurrency (16 refreshes at a time) and database connections (20), in alternating order.
 *
 * - Rivulet: the api and worker as separate processes (the production build when it is fresh, else tsx; see
 *   processEntries), the Temporal dev server, the feed-sweep schedule triggered as its minute tick would, with
 *   FEED_SWEEP_LANES=1 (one batch of 16 refreshes at a time) and WORKER_NICE=0 (Miniflux runs at normal priority).
 * - Miniflux: built from the Go module proxy into .tools/bin by scripts/install-miniflux.sh (needs Go), feeds
 *   imported as OPML through its API, WORKER_POOL_SIZE=16, DATABASE_MAX_CONNS=20, FETCHER_ALLOW_PRIVATE_NETWORKS=1,
 *   a refresh of every feed triggered with PUT /v1/feeds/refresh; done when every feed's checked_at moved.
 *
 * Rounds: cold (every feed new, 20 items each), then WARM_ROUNDS warm ones in which 30% of the feeds answer 304
 * and the rest publish 2 new items beside their unchanged old ones (item dates never change once published).
 * Each round prints wall time, feeds/s, new items/s, each side's peak RSS by part (sampled every 250 ms; a
 * database is its postmaster and backends summed, shared buffers counted in each) and the CPU time its parts used
 * per feed (from /proc: unlike wall time, hardly moved by other work on a shared machine), and at the end the api and
 * worker's VmHWM. Knobs: FEEDS, WARM_ROUNDS (2), NODE_FLAGS (node options for the api and worker), SIDES=both|rivulet|miniflux, FIRST=rivulet|miniflux,
 * REFRESH_TIMEOUT (900 s), KEEP=1 (logs). Run: npm run bench:refresh
 */
const FEEDS = Number(process.env.FEEDS ?? 5000);
const WARM_ROUNDS = Number(process.env.WARM_ROUNDS ?? 2);
const SIDES = (process.env.SIDES ?? "both") === "both" ? ["rivulet", "miniflux"] : [process.env.SIDES!];
const CONCURRENCY = 16;
const DB_CONNECTIONS = 20;
const REFRESH_TIMEOUT_S = Number(process.env.REFRESH_TIMEOUT ?? 900);
const MINIFLUX_USER = "bench";
const MINIFLUX_PASSWORD = "bench-password";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)}`;
const say = (line: string) => console.log(line);

function vmHwm(pid: number): number {
  try {
    const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Number(m[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** VmHWM, VmRSS and its anonymous and file-backed parts (KiB figures from /proc/pid/status, as MiB). */
function memoryOf(pid: number): string {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const field = (name: string) => Math.round(Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) / 1024);
    return `VmHWM ${field("VmHWM")} MiB (now ${field("VmRSS")}: anonymous ${field("RssAnon")}, files ${field("RssFile")})`;
  } catch {
    return "gone";
  }
}

function postmasterPid(server: EmbeddedPostgresHandle): number {
  return Number(readFileSync(path.join(server.dir, "postmaster.pid"), "utf8").split("\n")[0]);
}

interface RoundResult {
  seconds: number;
  feeds: number;
  newItems: number;
  peaks: Map<string, number>;
}

interface Side {
  name: string;
  /** Makes every feed due, refreshes them all, and says how long it took and what it stored. */
  round(label: string): Promise<RoundResult>;
  /** Process groups to sample: name and pid (tree: with its descendants). */
  groups(): Array<{ name: string; pid: number; tree?: boolean }>;
  stop(): Promise<void>;
}

async function waitForFeeds(label: string, count: () => Promise<number>, procs: Proc[], kick?: () => Promise<void>): Promise<number> {
  const begin = performance.now();
  let last = -1;
  let lastMove = performance.now();
  for (;;) {
    const n = await count();
    if (n >= FEEDS) return (performance.now() - begin) / 1000;
    if (n !== last) {
      last = n;
      lastMove = performance.now();
    } else if (kick && performance.now() - lastMove > 15_000) {
      say(`  (${label}: no progress for 15 s at ${n}/${FEEDS} feeds: triggering again)`);
      await kick();
      lastMove = performance.now();
    }
    if ((performance.now() - begin) / 1000 > REFRESH_TIMEOUT_S) throw new Error(`${label}: only ${n} of ${FEEDS} feeds refreshed in ${REFRESH_TIMEOUT_S} s`);
    const dead = procs.find((p) => p.exited());
    if (dead) throw new Error(`${dead.name} exited:\n${dead.output().slice(-2000)}`);
    await sleep(250);
  }
}

async function startRivulet(work: string, feedUrl: (n: number) => string): Promise<Side> {
  const logDir = path.join(work, "logs");
  const procs: Proc[] = [];
  const server = await startEmbeddedPostgres({ dir: path.join(work, "rivulet-pg"), port: await freePort(), database: "bench", throwaway: true });
  const url = server.url("bench");
  await applyMigrations(url);
  const db = openDb(url, 2);
  const user = await db.user.create({ data: { isGuest: true } });
  const later = new Date(Date.now() + 86_400_000);
  for (let start = 0; start < FEEDS; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, FEEDS - start) }, (_, i) => ({ url: feedUrl(start + i), nextRunAt: later }));
    const feeds = await db.feed.createManyAndReturn({ data: rows, select: { id: true } });
    await db.feedSubscription.createMany({ data: feeds.map((f) => ({ userId: user.id, feedId: f.id })) });
  }
  const temporal = await startTemporal(logDir);
  if (temporal.proc) procs.push(temporal.proc);
  // NODE_FLAGS: extra node options for the api and worker after scripts/node-flags (--cpu-prof, --trace-gc, …).
  const entries = processEntries(undefined, (process.env.NODE_FLAGS ?? "").split(" ").filter(Boolean));
  const common = {
    DATABASE_URL: url, TEMPORAL_ADDRESS: temporal.address, NODE_ENV: "production", LOG_LEVEL: "warn",
    FETCH_ALLOW_PRIVATE_HOSTS: FEED_HOSTS.join(","),
  };
  const port = await freePort();
  const api = startProc("rivulet-api", process.execPath, entries.api, { ...entries.env.api, ...common, HOST: "127.0.0.1", PORT: String(port), DATA_DIR: path.join(work, "api") }, logDir);
  procs.push(api);
  const worker = startProc("rivulet-worker", process.execPath, entries.worker, {
    ...entries.env.worker,
    ...common, DATA_DIR: path.join(work, "worker"), DATABASE_POOL_SIZE: String(DB_CONNECTIONS), FEED_SWEEP_LANES: "1", WORKER_NICE: "0",
  }, logDir);
  procs.push(worker);
  await waitHttp(`http://127.0.0.1:${port}/healthz`, api);
  const tconn = await Connection.connect({ address: temporal.address });
  const client = new Client({ connection: tconn });
  for (let i = 0; ; i++) {
    const { pollers } = await client.workflowService.describeTaskQueue({ namespace: "default", taskQueue: { name: "rivulet" }, taskQueueType: 2 });
    if (pollers.length) break;
    if (worker.exited() || i > 600) throw new Error(`the worker did not start:\n${worker.output().slice(-2000)}`);
    await sleep(250);
  }
  const sweep = client.schedule.getHandle(FEED_SWEEP_SCHEDULE_ID);
  say(`rivulet: api and worker from ${entries.kind}; PostgreSQL ${url.replace(/:[^:@/]+@/, ":…@")}; Temporal ${temporal.address}`);
  return {
    name: "rivulet",
    async round(label) {
      const before = await db.contentItem.count();
      const from = new Date();
      await db.feed.updateMany({ data: { nextRunAt: from } });
      const begin = performance.now();
      await sweep.trigger(ScheduleOverlapPolicy.SKIP);
      await waitForFeeds(`rivulet ${label}`, async () => {
        const [{ n }] = await db.$queryRaw<[{ n: number }]>`SELECT count(*)::int AS n FROM "Feed" WHERE "lastRunAt" >= ${from}`;
        return n;
      }, procs, () => sweep.trigger(ScheduleOverlapPolicy.SKIP));
      const seconds = (performance.now() - begin) / 1000;
      return { seconds, feeds: FEEDS, newItems: (await db.contentItem.count()) - before, peaks: new Map() };
    },
    groups: () => [
      { name: "api", pid: api.pid },
      { name: "worker", pid: worker.pid },
      { name: "database", pid: postmasterPid(server), tree: true },
      ...(temporal.proc ? [{ name: "temporal", pid: temporal.proc.pid, tree: true }] : []),
    ],
    async stop() {
      say(`rivulet api ${memoryOf(api.pid)}; worker ${memoryOf(worker.pid)}`);
      say(`rivulet VmHWM: api ${mib(vmHwm(api.pid))} MiB, worker ${mib(vmHwm(worker.pid))} MiB, api + worker ${mib(vmHwm(api.pid) + vmHwm(worker.pid))} MiB`);
      await tconn.close();
      await Promise.all(procs.map((p) => p.stop()));
      await db.$disconnect();
      await server.stop();
    },
  };
}

function opml(feedUrl: (n: number) => string): string {
  const outlines = Array.from({ length: FEEDS }, (_, n) => `<outline type="rss" text="Feed ${n}" xmlUrl="${feedUrl(n)}"/>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?><opml version="2.0"><head><title>bench</title></head><body><outline text="Bench">${outlines}</outline></body></opml>`;
}

async function startMiniflux(work: string, feedUrl: (n: number) => string): Promise<Side> {
  const logDir = path.join(work, "logs");
  // Built once from the Go module proxy (the script prints the binary's path).
  const bin = process.env.MINIFLUX_BIN ?? execFileSync("bash", [path.resolve(import.meta.dirname, "../scripts/install-miniflux.sh")], { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] }).trim();
  const version = execFileSync(bin, ["-version"], { encoding: "utf8" }).trim();
  const server = await startEmbeddedPostgres({ dir: path.join(work, "miniflux-pg"), port: await freePort(), database: "miniflux", throwaway: true });
  const url = server.url("miniflux");
  const port = await freePort();
  const proc = startProc("miniflux", bin, [], {
    DATABASE_URL: `${url}?sslmode=disable`,
    RUN_MIGRATIONS: "1",
    CREATE_ADMIN: "1",
    ADMIN_USERNAME: MINIFLUX_USER,
    ADMIN_PASSWORD: MINIFLUX_PASSWORD,
    LISTEN_ADDR: `127.0.0.1:${port}`,
    WORKER_POOL_SIZE: String(CONCURRENCY),
    DATABASE_MAX_CONNS: String(DB_CONNECTIONS),
    // Its own scheduler stays out of the way (first tick after a day): the bench triggers every refresh.
    POLLING_FREQUENCY: "1440",
    BATCH_SIZE: String(FEEDS),
    POLLING_PARSING_ERROR_LIMIT: "0",
    FETCHER_ALLOW_PRIVATE_NETWORKS: "1",
    LOG_LEVEL: "warning",
  }, logDir);
  const base = `http://127.0.0.1:${port}`;
  await waitHttp(`${base}/healthcheck`, proc);
  const auth = `Basic ${Buffer.from(`${MINIFLUX_USER}:${MINIFLUX_PASSWORD}`).toString("base64")}`;
  const imported = await fetch(`${base}/v1/import`, { method: "POST", headers: { authorization: auth, "content-type": "application/xml" }, body: opml(feedUrl) });
  if (!imported.ok) throw new Error(`Miniflux OPML import: ${imported.status} ${await imported.text()}`);
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const count = async (sql: string, values: unknown[] = []) => Number((await db.query<{ n: string }>(sql, values)).rows[0]!.n);
  if ((await count("SELECT count(*) AS n FROM feeds")) !== FEEDS) throw new Error("Miniflux did not import every feed");
  say(`miniflux: ${version} (${bin}); PostgreSQL ${url.replace(/:[^:@/]+@/, ":…@")}`);
  const trigger = async () => {
    const res = await fetch(`${base}/v1/feeds/refresh`, { method: "PUT", headers: { authorization: auth } });
    if (!res.ok) throw new Error(`Miniflux refresh: ${res.status} ${await res.text()}`);
  };
  return {
    name: "miniflux",
    async round(label) {
      const before = await count("SELECT count(*) AS n FROM entries");
      const { rows } = await db.query<{ now: Date }>("UPDATE feeds SET next_check_at = now() - interval '1 second' RETURNING now() AS now");
      const from = rows[0]!.now;
      const begin = performance.now();
      await trigger();
      await waitForFeeds(`miniflux ${label}`, () => count("SELECT count(*) AS n FROM feeds WHERE checked_at >= $1", [from]), [proc]);
      const seconds = (performance.now() - begin) / 1000;
      return { seconds, feeds: FEEDS, newItems: (await count("SELECT count(*) AS n FROM entries")) - before, peaks: new Map() };
    },
    groups: () => [
      { name: "miniflux", pid: proc.pid },
      { name: "database", pid: postmasterPid(server), tree: true },
    ],
    async stop() {
      say(`miniflux ${memoryOf(proc.pid)}`);
      await db.end();
      await proc.stop();
      await server.stop();
    },
  };
}

async function main() {
  const work = path.join(os.tmpdir(), `rivulet-bench-refresh-${process.pid}`);
  mkdirSync(path.join(work, "logs"), { recursive: true });
  say(
    `bench/refresh: ${FEEDS} feeds × 20 items on ${FEED_HOSTS.length} loopback hosts, ${CONCURRENCY} refreshes at a time and ${DB_CONNECTIONS} database connections a side; ` +
      `Node ${process.version}, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "?"}), load average ${os.loadavg().map((l) => l.toFixed(1)).join(" ")}`,
  );
  const feeds = await startFeedServers({ newPerRound: 2 });
  const sides: Side[] = [];
  try {
    for (const name of SIDES) sides.push(name === "miniflux" ? await startMiniflux(work, feeds.url) : await startRivulet(work, feeds.url));
    if ((process.env.FIRST ?? "rivulet") === "miniflux") sides.reverse();
    const rows: string[] = [];
    const ratios: string[] = [];
    for (let round = 0; round <= WARM_ROUNDS; round++) {
      const label = round === 0 ? "cold" : `warm ${round}`;
      if (round > 0) feeds.nextRound();
      // Alternate who goes first: A B, B A, A B, …
      const order = round % 2 === 0 ? sides : [...sides].reverse();
      const results = new Map<string, RoundResult>();
      for (const side of order) {
        const sampler = createProcSampler(() => side.groups());
        const load = os.loadavg()[0]!;
        const cpuBefore = sampler.cpuSeconds();
        const r = await side.round(label);
        const cpuAfter = sampler.cpuSeconds();
        r.peaks = sampler.peakRss();
        sampler.stop();
        const cpu = [...cpuAfter].map(([k, v]) => [k, v - (cpuBefore.get(k) ?? 0)] as const);
        const cpuTotal = cpu.reduce((n, [, v]) => n + v, 0);
        results.set(side.name, r);
        const parts = [...r.peaks].map(([k, v]) => `${k} ${mib(v)}`).join(", ");
        const app = side.name === "rivulet" ? (r.peaks.get("api") ?? 0) + (r.peaks.get("worker") ?? 0) : (r.peaks.get("miniflux") ?? 0);
        const row =
          `| ${label} | ${side.name} | ${r.seconds.toFixed(1)} s | ${(r.feeds / r.seconds).toFixed(1)} | ${r.newItems} (${(r.newItems / r.seconds).toFixed(0)}/s) | ` +
          `${mib(app)} MiB (${parts}) | ${((cpuTotal * 1000) / r.feeds).toFixed(1)} ms (${cpu.map(([k, v]) => `${k} ${v.toFixed(1)} s`).join(", ")}) | ${load.toFixed(1)} |`;
        rows.push(row);
        say(row);
      }
      const rv = results.get("rivulet");
      const mf = results.get("miniflux");
      if (rv && mf) {
        const ratio = `${label}: Rivulet ${(rv.feeds / rv.seconds).toFixed(1)} feeds/s vs Miniflux ${(mf.feeds / mf.seconds).toFixed(1)} = ${((rv.feeds / rv.seconds) / (mf.feeds / mf.seconds)).toFixed(2)}×`;
        ratios.push(ratio);
        say(`  ${ratio}`);
      }
      void feeds.stats();
    }
    say("\n| round | side | wall time | feeds/s | new items | peak RSS app (parts, MiB) | CPU per feed (parts) | load at start |");
    say("|---|---|---|---|---|---|---|---|");
    for (const row of rows) say(row);
    for (const ratio of ratios) say(ratio);
    say(`load average at the end ${os.loadavg().map((l) => l.toFixed(1)).join(" ")}`);
  } finally {
    for (const side of sides) await side.stop().catch((e: unknown) => say(`stopping ${side.name}: ${String(e)}`));
    await feeds.close();
    if (!process.env.KEEP) rmSync(work, { recursive: true, force: true });
    else say(`logs kept in ${work}/logs`);
  }
  process.exit(0);
}

await main();
