import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { buildApp } from "../api/src/app.js";
import { loadConfig } from "../api/src/config.js";
import { applyMigrations, openDb } from "../api/src/db.js";
import { startEmbeddedPostgres } from "../api/src/embeddedPostgres.js";
import { createLogger } from "../api/src/logger.js";
import { createStoryClustering } from "../api/src/modules/stories/storyClustering.js";
import { newsItems, pick, rand, reseed } from "./storiesData.js";

/**
 * bench/stories (issue 15 section 5): the clustering work and the stories and Discover pages at scale.
 *
 * 1. ITEMS items in all (default 1,000,000): the oldest (older than the 72-hour window) loaded by SQL without
 *    topics, then WINDOW synthetic news items (default 100,000) dated over the last three days and clustered
 *    (the window), then NEW items (default 10,000) dated in the last hour, clustered as one backlog: the timed
 *    run. Target: 10,000 into 100,000 in <= 30 s on 2 cores; it prints the run's peak RSS (this process runs the
 *    work, as a worker would) and PostgreSQL's share of the time.
 * 2. p50/p95 of GET /stories (target p95 <= 50 ms) and GET /discover (p95 <= 80 ms) through the in-process API.
 *
 * The news is synthetic (storiesData.ts). Run: npm run bench:stories
 * (DATABASE_URL to use an existing, empty server; ITEMS, WINDOW, NEW, FEEDS, ITERATIONS to size it; WORK_FLAGS for the
 * timed run's node, e.g. --cpu-prof; BUILD_ONLY=1 builds the window and stops, REUSE=1 times a run on a built
 * database, SEED fixes the new items' news).
 */
const ITEMS = Number(process.env.ITEMS ?? 1_000_000);
const WINDOW = Number(process.env.WINDOW ?? 100_000);
const NEW = Number(process.env.NEW ?? 10_000);
const FEEDS = Number(process.env.FEEDS ?? 2_000);
const SITES = Math.min(FEEDS, 600);
const ITERATIONS = Number(process.env.ITERATIONS ?? 200);
const HOUR = 3_600_000;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * (sorted.length - 1)))]!;
}

async function main() {
  const dir = path.join(os.tmpdir(), `rivulet-bench-stories-${process.pid}`);
  const external = process.env.DATABASE_URL;
  const pgServer = external ? null : await startEmbeddedPostgres({ dir, port: 24_000 + (process.pid % 10_000), database: "bench", throwaway: true });
  const url = external ?? pgServer!.url("bench");
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  // REUSE=1 (with DATABASE_URL): the database of an earlier run stays; only the timed run and the pages are redone.
  const reuse = !!external && process.env.REUSE === "1";
  // A run that adds to an earlier one's data draws other events (the same seed would repeat the earlier news).
  reseed(Number(process.env.SEED ?? (reuse ? Date.now() % 1_000_000_007 : 12_345)));
  if (external && !reuse) await admin.query("DROP SCHEMA public CASCADE; CREATE SCHEMA public");
  await applyMigrations(url);
  console.log(`bench/stories: Node ${process.version}, ${os.cpus().length} cores, load ${os.loadavg().map((l) => l.toFixed(1)).join(" ")}; ${ITEMS.toLocaleString()} items, window ${WINDOW.toLocaleString()}, new ${NEW.toLocaleString()}`);
  const step = async (label: string, run: () => Promise<unknown>) => {
    const t0 = performance.now();
    await run();
    const s = (performance.now() - t0) / 1000;
    console.log(`  ${label}: ${s.toFixed(1)} s`);
    return s;
  };

  const config = loadConfig({}, { LOG_LEVEL: "warn", DATABASE_URL: url, DATA_DIR: dir, NODE_ENV: "production" });
  const db = openDb(url, 10);
  const log = createLogger(config, "bench");
  const clustering = createStoryClustering({ db, log, model: null });
  const now = Date.now();
  const feedIds = reuse ? (await admin.query<{ id: string }>(`SELECT id FROM "Feed"`)).rows.map((r) => r.id) : Array.from({ length: FEEDS }, () => randomUUID());
  const insert = async (items: Array<{ title: string; text: string; at: number }>) => {
    for (let i = 0; i < items.length; i += 5_000) {
      const slice = items.slice(i, i + 5_000);
      await admin.query(
        `INSERT INTO "ContentItem" (id, "feedId", guid, title, description, "sortAt", "publishedAt", "firstSeenAt", "contentHash", score)
         SELECT gen_random_uuid(), f, g, t, d, a, a, a, md5(g), s
         FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::timestamp[], $6::int[]) AS x(f, g, t, d, a, s)`,
        [
          slice.map(() => pick(feedIds)), slice.map(() => randomUUID()), slice.map((x) => x.title), slice.map((x) => x.text),
          slice.map((x) => new Date(x.at).toISOString().slice(0, 23)), slice.map(() => (rand() < 0.2 ? Math.floor(rand() * 2_000) : null)),
        ],
      );
    }
  };

  /** Feeds, the older items and the clustered window (skipped with REUSE=1). */
  async function build() {
    await step(`${FEEDS} feeds on ${SITES} sites`, () =>
      admin.query(
        `INSERT INTO "Feed" (id, url, link, title, status, "updatedAt")
         SELECT id, 'https://feeds.example/' || n, 'https://www.site' || (n % ${SITES}) || '.example/', 'Feed ' || n, 'healthy', now()
         FROM unnest($1::uuid[]) WITH ORDINALITY AS f(id, n)`,
        [feedIds],
      ),
    );
    const old = Math.max(0, ITEMS - WINDOW - NEW);
    await step(`${old.toLocaleString()} older items (SQL, no topics)`, async () => {
      await admin.query("SET synchronous_commit = off");
      for (let done = 0; done < old; done += 200_000) {
        const n = Math.min(200_000, old - done);
        await admin.query(
          `INSERT INTO "ContentItem" (id, "feedId", guid, title, description, "sortAt", "publishedAt", "firstSeenAt", "contentHash", score)
           SELECT gen_random_uuid(), ($1::uuid[])[1 + (g % ${FEEDS})], 'old-' || ($2::int + g), 'Older item ' || ($2::int + g), 'An older item.',
             t, t, t, md5(g::text), CASE WHEN g % 7 = 0 THEN (g % 500) END
           FROM generate_series(1, $3::int) g, LATERAL (SELECT (now() AT TIME ZONE 'UTC') - (interval '4 days' + random() * interval '360 days') AS t) d`,
          [feedIds, done, n],
        );
      }
      // Older than the window: they would get topics on a real install (once, as they arrived); the bench skips that.
      await admin.query(`TRUNCATE "StoryPending"`);
      await admin.query("ANALYZE");
    });
    await step(`window: ${WINDOW.toLocaleString()} items over the last 72 h, clustered`, async () => {
      await insert(newsItems(WINDOW, now - 71 * HOUR, now - HOUR));
      for (;;) {
        const r = await clustering.processPending({ maxItems: 20_000, chunkSize: 1_000 });
        if (r.left === 0) break;
        process.stdout.write(`    ${r.left.toLocaleString()} left\r`);
      }
    });
    await admin.query("ANALYZE");
  }
  if (!reuse) await build();
  if (process.env.BUILD_ONLY === "1") {
    // The database stays as built (copy it with CREATE DATABASE … TEMPLATE to time several runs from one state).
    await db.$disconnect();
    await admin.end();
    await pgServer?.stop();
    return;
  }

  await insert(newsItems(NEW, now - HOUR, now));
  const pgBefore = await pgCpu(admin);
  const t0 = performance.now();
  const run = await timedRun(url);
  const seconds = (performance.now() - t0) / 1000;
  const pgAfter = await pgCpu(admin);
  const stats = await admin.query<{ stories: number; visible: number; postings: number; terms: number }>(
    `SELECT (SELECT count(*) FROM "Story")::int AS stories, (SELECT count(*) FROM "Story" WHERE visible)::int AS visible,
       (SELECT count(*) FROM "StoryTermPosting")::int AS postings, (SELECT count(*) FROM "StoryTermStat")::int AS terms`,
  );
  console.log(`| clustering ${NEW.toLocaleString()} new items into ${WINDOW.toLocaleString()} (a worker process) | ${run.seconds.toFixed(1)} s (${Math.round(NEW / run.seconds)} items/s; ${seconds.toFixed(1)} s with the process's start) |`);
  console.log(`| the worker process's CPU | ${run.cpuSeconds.toFixed(1)} s |`);
  if (pgAfter !== null && pgBefore !== null) console.log(`| PostgreSQL's CPU (its processes) | ${(pgAfter - pgBefore).toFixed(1)} s |`);
  console.log(`| the worker process's peak RSS (VmHWM) · V8 heap used at most | ${run.peakRssMiB?.toFixed(0) ?? "?"} MiB · ${run.peakHeapMiB.toFixed(0)} MiB |`);
  console.log(`| result | ${JSON.stringify(run.result)} |`);
  console.log(`| stories (visible) · postings · terms | ${stats.rows[0]!.stories.toLocaleString()} (${stats.rows[0]!.visible.toLocaleString()}) · ${stats.rows[0]!.postings.toLocaleString()} · ${stats.rows[0]!.terms.toLocaleString()} |`);

  const app = buildApp({ config, db, log });
  const topic = (await admin.query<{ name: string }>(`SELECT t.name FROM "StoryTopic" st JOIN "Topic" t ON t.id = st."topicId" GROUP BY t.name ORDER BY count(*) DESC LIMIT 1`)).rows[0]?.name;
  const second = await (await app.fetch(new Request("http://bench.local/api_v1/stories"))).json() as { meta: { nextPageKey: string | null } };
  const measure = async (label: string, pathname: string) => {
    const times: number[] = [];
    for (let i = 0; i < ITERATIONS + 10; i++) {
      const t0 = performance.now();
      const res = await app.fetch(new Request(`http://bench.local/api_v1${pathname}`));
      if (res.status !== 200) throw new Error(`${pathname}: ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
      if (i >= 10) times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    console.log(`| ${label} | ${percentile(times, 0.5).toFixed(1)} | ${percentile(times, 0.95).toFixed(1)} |`);
  };
  console.log("| request (in-process, no token) | p50 ms | p95 ms |");
  await measure("GET /stories (top-day, 20)", "/stories");
  await measure("GET /stories?sortBy=popular", "/stories?sortBy=popular");
  if (second.meta.nextPageKey) await measure("GET /stories page 2", `/stories?pageKey=${second.meta.nextPageKey}`);
  if (topic) await measure(`GET /stories?topic=(top topic)`, `/stories?topic=${encodeURIComponent(topic)}&sortBy=top-week`);
  await measure("GET /discover", "/discover");
  await measure("GET /discover?sortBy=top-day", "/discover?sortBy=top-day");

  await app.close();
  await db.$disconnect();
  await admin.end();
  await pgServer?.stop();
  if (pgServer) rmSync(dir, { recursive: true, force: true });
}

/**
 * The timed run in a process of its own with the worker's V8 options (scripts/node-flags), like the worker's
 * activity: its time, CPU and peak memory are a worker's, not this process's, which holds the generated news.
 */
async function timedRun(url: string): Promise<{ seconds: number; cpuSeconds: number; peakRssMiB: number | null; peakHeapMiB: number; result: unknown }> {
  const { readFileSync } = await import("node:fs");
  const { spawn } = await import("node:child_process");
  const flags = /^worker:\s*(.*)$/m.exec(readFileSync(path.resolve(import.meta.dirname, "../scripts/node-flags"), "utf8"))?.[1]?.split(/\s+/).filter(Boolean) ?? [];
  // WORK_FLAGS: more node options for the timed run (--cpu-prof, --trace-gc, …).
  const extra = (process.env.WORK_FLAGS ?? "").split(/\s+/).filter(Boolean);
  const child = spawn(process.execPath, [...flags, ...extra, "--import", "tsx", path.resolve(import.meta.dirname, "storiesWork.ts")], {
    env: { ...process.env, DATABASE_URL: url, MAX_ITEMS: String(NEW * 2) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let out = "";
  child.stdout.on("data", (d: Buffer) => (out += d.toString()));
  const code = await new Promise<number | null>((r) => child.on("exit", r));
  if (code !== 0) throw new Error(`the timed run exited with ${code}: ${out}`);
  return JSON.parse(out.trim().split("\n").at(-1)!);
}

/** CPU seconds PostgreSQL's processes have used (from /proc; null where there is none). */
async function pgCpu(client: pg.Client): Promise<number | null> {
  try {
    const { readFileSync, readdirSync } = await import("node:fs");
    const { rows } = await client.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
    const ppid = Number(readFileSync(`/proc/${rows[0]!.pid}/stat`, "utf8").split(") ")[1]!.split(" ")[1]);
    let ticks = 0;
    for (const entry of readdirSync("/proc")) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const fields = readFileSync(`/proc/${entry}/stat`, "utf8").split(") ")[1]!.split(" ");
        // The postmaster's own time and that of its children that have exited (backends of closed connections),
        // and the live backends' own.
        if (Number(entry) === ppid) ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
        else if (Number(fields[1]) === ppid) ticks += Number(fields[11]) + Number(fields[12]);
      } catch {
        /* gone */
      }
    }
    return ticks / 100;
  } catch {
    return null;
  }
}

await main();
