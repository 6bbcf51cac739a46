import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { buildApp } from "../api/src/app.js";
import { loadConfig } from "../api/src/config.js";
import { applyMigrations, openDb } from "../api/src/db.js";
import { createLogger } from "../api/src/logger.js";
import { createPgPubSub } from "../api/src/realtime/pubsub.js";
import { startBenchPostgres } from "./scalePostgres.js";
import { Reader, ReaderStats, type ReaderSpec } from "./scaleReader.js";

/**
 * bench/scaleProbe: what one reader operation and one live event cost PostgreSQL, counted with pg_stat_statements:
 * statements and time per operation of bench/scale's readers (web GraphQL and REST), one api process in-process,
 * one reader following 60 feeds of 20 items. Run: npm run --silent bench:scale -- probe (VERBOSE=1 lists the statements; ONLY=text measures only the
 * operations whose label contains it, e.g. under node --cpu-prof).
 * The CPU column is this process's CPU per operation (the api's work plus the reader's client side, which is small
 * and the same before and after a change): a relative figure for the api's share, not an absolute one.
 */
const RUNS = Number(process.env.RUNS ?? 20);
const FEEDS = 60;

async function main() {
  const dir = path.join(os.tmpdir(), `rivulet-bench-probe-${process.pid}`);
  const { url, server } = await startBenchPostgres(path.join(dir, "pg"));
  await applyMigrations(url);
  const config = loadConfig({}, { LOG_LEVEL: "silent", DATABASE_URL: url, DATA_DIR: dir, NODE_ENV: "production", PORT: "0" });
  const log = createLogger(config, "probe");
  const db = openDb(url, 10);
  const pubsub = await createPgPubSub(url, log);
  const worker = await createPgPubSub(url, log);
  const app = buildApp({ config, db, log, pubsub });
  const { url: base } = await app.listen();
  const stats = new pg.Client({ connectionString: url });
  await stats.connect();

  const feedIds: string[] = [];
  for (let f = 0; f < FEEDS; f++) {
    const feed = await db.feed.create({ data: { url: `https://probe.example/${f}.xml`, title: `Feed ${f}`, status: "healthy" } });
    feedIds.push(feed.id);
    await db.contentItem.createMany({
      data: Array.from({ length: 20 }, (_, i) => {
        const at = new Date(Date.now() - (i + 1) * 3_600_000);
        return { feedId: feed.id, guid: `${f}-${i}`, title: `Item ${i}`, link: `https://probe.example/${f}/${i}`, description: "About it", contentHtml: "<p>Body</p>", contentHash: `${f}-${i}`, publishedAt: at, sortAt: at };
      }),
    });
  }
  await stats.query("ANALYZE");

  const readerStats = new ReaderStats();
  const reader = async (client: "web" | "rest") => {
    const res = await fetch(`${base}/api_v1/users`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ isGuest: true }) });
    const body = (await res.json()) as { token: string; user: { id: string } };
    const subs = await db.feedSubscription.createManyAndReturn({ data: feedIds.map((feedId) => ({ userId: body.user.id, feedId })), select: { id: true, feedId: true } });
    const spec: ReaderSpec = { index: client === "web" ? 0 : 1, api: 1, baseUrl: base, token: body.token, userId: body.user.id, subscriptions: subs, client };
    const r = new Reader(spec, readerStats);
    await r.open();
    return r;
  };
  const web = await reader("web");
  const rest = await reader("rest");
  const item = async (feedId: string) => (await db.contentItem.create({ data: { feedId, guid: randomUUID(), title: "New", contentHash: randomUUID() } })).id;

  const settle = () => new Promise((r) => setTimeout(r, 300));
  const measure = async (label: string, run: (i: number) => Promise<unknown>) => {
    if (process.env.ONLY && !label.includes(process.env.ONLY)) return;
    await settle();
    await stats.query("SELECT pg_stat_statements_reset()");
    const cpu = process.cpuUsage();
    for (let i = 0; i < RUNS; i++) await run(i);
    const used = process.cpuUsage(cpu);
    await settle();
    const { rows } = await stats.query<{ calls: string; ms: number; query: string }>(
      `SELECT calls, total_exec_time + total_plan_time AS ms, query FROM pg_stat_statements
       WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database()) AND query NOT LIKE '%pg_stat_statements%' ORDER BY calls DESC`,
    );
    const calls = rows.reduce((a, r) => a + Number(r.calls), 0) / RUNS;
    const time = rows.reduce((a, r) => a + r.ms, 0) / RUNS;
    console.log(`| ${label} | ${calls.toFixed(1)} | ${time.toFixed(2)} | ${((used.user + used.system) / 1000 / RUNS).toFixed(2)} |`);
    if (process.env.VERBOSE) for (const r of rows) console.log(`    ${(Number(r.calls) / RUNS).toFixed(1)} × ${r.query.replace(/\s+/g, " ").slice(0, Number(process.env.WIDTH ?? 150))}`);
  };
  const arrival = (r: Reader, feedId: string) => async () => {
    const before = r.events;
    await worker.publish("contentItemsAdded", { feedId, contentItemIds: [await item(feedId)] });
    for (let i = 0; i < 200 && r.events === before; i++) await new Promise((res) => setTimeout(res, 10));
  };

  console.log(`bench/scaleProbe: one reader following ${FEEDS} feeds × 20 items; per operation, mean of ${RUNS}`);
  console.log("| operation | statements | PostgreSQL ms (exec + plan) | CPU ms in-process (api + client) |");
  console.log("|---|---|---|---|");
  // Warm up (JIT, prepared statements, Prisma's plan cache), so the first rows do not carry the process's start.
  for (let i = 0; i < 10; i++) await Promise.all([web.openList(null), web.counts(), rest.openList(null), rest.counts()]);
  await measure("web: first list page (ContentListScreenQuery)", () => web.openList(null));
  await web.openList(null);
  const cursor = web.page!.next!;
  await measure("web: next list page (ContentListPaginationQuery)", () => web.openList(null, cursor));
  const unread = async (r: Reader) => {
    const ids: string[] = [];
    for (let after: string | null = null; ids.length < RUNS; after = r.page!.next) {
      await r.openList(null, after);
      ids.push(...r.page!.unread);
    }
    return ids;
  };
  const webUnread = await unread(web);
  await measure("web: mark read (setContentItemRead), with its live recount", (i) => web.read(webUnread[i]!));
  await measure("web: drawer counts (MainLayoutQuery)", () => web.counts());
  await measure("rest: list page (GET /content)", () => rest.openList(null));
  await measure("rest: counts (GET /subscriptions)", () => rest.counts());
  const restUnread = await unread(rest);
  await measure("rest: mark read (PATCH /content/{id}), with its live recount", (i) => rest.read(restUnread[i]!));
  await measure("live: one arrival on a followed feed (2 readers follow it)", arrival(web, feedIds[0]!));
  await measure("live: one arrival on a feed nobody follows", async () => {
    await worker.publish("contentItemsAdded", { feedId: randomUUID(), contentItemIds: [randomUUID()] });
  });
  const errors = [...readerStats.errors];
  if (errors.length) console.log(`errors: ${errors.map(([k, n]) => `${k} × ${n}`).join("; ")}`);

  await web.close();
  await rest.close();
  await stats.end();
  await app.close();
  await pubsub.close();
  await worker.close();
  await db.$disconnect();
  // pg's Pool.end() resolves before its clients have finished saying goodbye: let them, then stop the server.
  await new Promise((r) => setTimeout(r, 200));
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
}

await main();
