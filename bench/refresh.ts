import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { startEmbeddedPostgres } from "../api/src/embeddedPostgres.js";
import { memoryOf, mib, postmasterPid, startRivuletProcs, waitForCount } from "./rivuletProcs.js";
import { FEED_HOSTS, startFeedServers } from "./scaleFeeds.js";
import { createProcSampler, freePort, startProc, waitHttp, type Proc } from "./scaleProcs.js";

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
 * worker's VmHWM. Rivulet's topics and stories of a round's new items run beside its ingest on their own queue, in a
 * stories worker of their own (STORIES=own, the default; STORIES=worker: in the worker, as npm start runs them);
 * the round ends when every feed is refreshed, and a line under it says how long after that the topics and stories
 * were done and what CPU that took (the next round, or the other side's, starts only then).
 * Knobs: FEEDS, WARM_ROUNDS (2), ITEM_BYTES (each item's body padded to about this size: FEEDS=64 ITEM_BYTES=450000 is
 * a worker refreshing 9 MiB feeds, to see its memory with large documents), STORIES, NODE_FLAGS (node options for the api and worker), SIDES=both|rivulet|miniflux, FIRST=rivulet|miniflux,
 * REFRESH_TIMEOUT (900 s), KEEP=1 (logs). Run: npm run bench:refresh
 */
const FEEDS = Number(process.env.FEEDS ?? 5000);
const WARM_ROUNDS = Number(process.env.WARM_ROUNDS ?? 2);
/** Each item's body padded to about this many bytes (0: the ordinary small items). */
const ITEM_BYTES = Number(process.env.ITEM_BYTES ?? 0);
const SIDES = (process.env.SIDES ?? "both") === "both" ? ["rivulet", "miniflux"] : [process.env.SIDES!];
const CONCURRENCY = 16;
const DB_CONNECTIONS = 20;
const REFRESH_TIMEOUT_S = Number(process.env.REFRESH_TIMEOUT ?? 900);
/** Where Rivulet's topics and stories run: "own" (a stories worker process, STORIES_WORKER=only) or "worker" (npm start's way). */
const STORIES = process.env.STORIES ?? "own";
const MINIFLUX_USER = "bench";
const MINIFLUX_PASSWORD = "bench-password";

const say = (line: string) => console.log(line);

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
  /** Waits for work the round left running (Rivulet's topics and stories of its new items); seconds waited. */
  settle?(): Promise<number>;
  /** Process groups to sample: name and pid (tree: with its descendants). */
  groups(): Array<{ name: string; pid: number; tree?: boolean }>;
  stop(): Promise<void>;
}

const waitForFeeds = (label: string, count: () => Promise<number>, procs: Proc[], kick?: () => Promise<void>) => waitForCount(label, FEEDS, count, procs, REFRESH_TIMEOUT_S, kick);

async function startRivulet(work: string, feedUrl: (n: number) => string): Promise<Side> {
  const later = new Date(Date.now() + 86_400_000);
  const rivulet = await startRivuletProcs({
    work,
    allowHosts: FEED_HOSTS,
    dbConnections: DB_CONNECTIONS,
    workerEnv: { FEED_SWEEP_LANES: "1", WORKER_NICE: "0" },
    // The stories worker keeps its default priority (WORKER_NICE 19: batch work yields to ingest and readers).
    ...(STORIES === "own" ? { storiesEnv: {} } : {}),
    async seed(db) {
      const user = await db.user.create({ data: { isGuest: true } });
      for (let start = 0; start < FEEDS; start += 1000) {
        const rows = Array.from({ length: Math.min(1000, FEEDS - start) }, (_, i) => ({ url: feedUrl(start + i), nextRunAt: later }));
        const feeds = await db.feed.createManyAndReturn({ data: rows, select: { id: true } });
        await db.feedSubscription.createMany({ data: feeds.map((f) => ({ userId: user.id, feedId: f.id })) });
      }
    },
  });
  const { db } = rivulet;
  say(`rivulet: api and worker from ${rivulet.kind}; PostgreSQL ${rivulet.server.url("bench").replace(/:[^:@/]+@/, ":…@")}; Temporal ${rivulet.temporal.address}`);
  return {
    name: "rivulet",
    async round(label) {
      const before = await db.contentItem.count();
      const from = new Date();
      await db.feed.updateMany({ data: { nextRunAt: from } });
      const begin = performance.now();
      await rivulet.triggerSweep();
      await waitForFeeds(`rivulet ${label}`, async () => {
        const [{ n }] = await db.$queryRaw<[{ n: number }]>`SELECT count(*)::int AS n FROM "Feed" WHERE "lastRunAt" >= ${from}`;
        return n;
      }, rivulet.procs, () => rivulet.triggerSweep());
      const seconds = (performance.now() - begin) / 1000;
      return { seconds, feeds: FEEDS, newItems: (await db.contentItem.count()) - before, peaks: new Map() };
    },
    async settle() {
      const begin = performance.now();
      // The sweep ends once its topics and stories are done (feedSweep.workflow.ts); the queue is then empty.
      await waitForCount("rivulet topics and stories", 0, async () => -(await db.storyPending.count()), rivulet.procs, REFRESH_TIMEOUT_S);
      await rivulet.sweepIdle();
      return (performance.now() - begin) / 1000;
    },
    groups: () => rivulet.groups(),
    stop: () => rivulet.stop(say),
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
    `bench/refresh: ${FEEDS} feeds × 20 items${ITEM_BYTES ? ` of about ${ITEM_BYTES.toLocaleString("en")} bytes each` : ""} on ${FEED_HOSTS.length} loopback hosts, ${CONCURRENCY} refreshes at a time and ${DB_CONNECTIONS} database connections a side; ` +
      `Node ${process.version}, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "?"}), load average ${os.loadavg().map((l) => l.toFixed(1)).join(" ")}`,
  );
  const feeds = await startFeedServers({ newPerRound: 2, ...(ITEM_BYTES ? { itemBytes: ITEM_BYTES } : {}) });
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
        const cpu = [...cpuAfter].map(([k, v]) => [k, v - (cpuBefore.get(k) ?? 0)] as const);
        const cpuTotal = cpu.reduce((n, [, v]) => n + v, 0);
        results.set(side.name, r);
        // What the round left running is waited for before anything else is timed, and shown on its own line.
        const settled = side.settle ? await side.settle() : null;
        const parts = [...r.peaks].map(([k, v]) => `${k} ${mib(v)}`).join(", ");
        const app = side.name === "rivulet" ? (r.peaks.get("api") ?? 0) + (r.peaks.get("worker") ?? 0) : (r.peaks.get("miniflux") ?? 0);
        const row =
          `| ${label} | ${side.name} | ${r.seconds.toFixed(1)} s | ${(r.feeds / r.seconds).toFixed(1)} | ${r.newItems} (${(r.newItems / r.seconds).toFixed(0)}/s) | ` +
          `${mib(app)} MiB (${parts}) | ${((cpuTotal * 1000) / r.feeds).toFixed(1)} ms (${cpu.map(([k, v]) => `${k} ${v.toFixed(1)} s`).join(", ")}) | ${load.toFixed(1)} |`;
        rows.push(row);
        say(row);
        if (settled !== null) {
          const cpuSettled = sampler.cpuSeconds();
          const settledParts = [...cpuSettled].map(([k, v]) => [k, v - (cpuAfter.get(k) ?? 0)] as const).filter(([, v]) => v >= 0.05);
          const storiesCpu = [...cpuSettled].map(([k, v]) => [k, v - (cpuBefore.get(k) ?? 0)] as const).find(([k]) => k === "stories")?.[1];
          const storiesPeak = sampler.peakRss().get("stories");
          const line =
            `|   | ${side.name}: its ${r.newItems} new items' topics and stories | +${settled.toFixed(1)} s after the round | | | ` +
            `${storiesPeak ? `stories worker ${mib(storiesPeak)} MiB` : ""} | ${settledParts.map(([k, v]) => `${k} ${v.toFixed(1)} s`).join(", ")} after the round` +
            `${storiesCpu !== undefined ? `; stories worker ${storiesCpu.toFixed(1)} s in all` : ""} | |`;
          rows.push(line);
          say(line);
        }
        sampler.stop();
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
