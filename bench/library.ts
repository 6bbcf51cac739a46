import { readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { buildApp } from "../api/src/app.js";
import { loadConfig } from "../api/src/config.js";
import { applyMigrations, openDb } from "../api/src/db.js";
import { startEmbeddedPostgres } from "../api/src/embeddedPostgres.js";
import { createLogger } from "../api/src/logger.js";
import { createSession } from "../api/src/modules/auth/session.service.js";
import { librarySubscriptionsPage } from "../api/src/modules/subscriptions/librarySubscriptions.js";
import { createProcSampler } from "./scaleProcs.js";

/**
 * bench/library (issue 16 section 6): a user with 5,000 subscriptions (to 5,000 feeds in every status, 1,000 at the
 * top level and 4,000 in 40 folders, one in ten renamed) and the Library's Subscriptions tab: p50/p95 of its first
 * page as the web app asks for it (the LibrarySubscriptionsTabQuery operation text from the Relay artifacts, over
 * the in-process GraphQL endpoint), the same with a search, a folder filter, a status filter and a deep page, the
 * page's statement alone, and the bulk calls on a page of 20. Target: first page p95 <= 50 ms.
 * Run: npm run bench:library (DATABASE_URL to use an existing, empty server; ITERATIONS, SUBSCRIPTIONS).
 */
const ITERATIONS = Number(process.env.ITERATIONS ?? 200);
const SUBSCRIPTIONS = Number(process.env.SUBSCRIPTIONS ?? 5000);
const FOLDERS = 40;
const TOP_LEVEL = Math.round(SUBSCRIPTIONS / 5);
const USER = "00000000-0000-7000-8000-00000000b001";

/** The operation text the web app sends, from its Relay artifacts (so the bench asks what a browser asks). */
function webOperation(name: string): string {
  const file = path.resolve(import.meta.dirname, `../web/src/__generated__/${name}.graphql.ts`);
  const m = /"text": ("(?:[^"\\]|\\.)*")/.exec(readFileSync(file, "utf8"));
  if (!m) throw new Error(`no operation text in ${file}`);
  return JSON.parse(m[1]!) as string;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * (sorted.length - 1)))]!;
}

const results: Array<{ label: string; p95: number }> = [];
/** CPU of this process (the api runs in it) and of PostgreSQL's processes, which a busy machine barely moves. */
let sampler: ReturnType<typeof createProcSampler> | null = null;
const cpuOf = () => sampler?.cpuSeconds() ?? new Map<string, number>();

async function measure(label: string, iterations: number, run: (i: number) => Promise<unknown>, before?: () => Promise<unknown>) {
  for (let i = 0; i < 10; i++) {
    await before?.();
    await run(i);
  }
  const times: number[] = [];
  const cpu0 = cpuOf();
  for (let i = 0; i < iterations; i++) {
    await before?.();
    const t0 = performance.now();
    await run(i);
    times.push(performance.now() - t0);
  }
  const cpu1 = cpuOf();
  const per = (name: string) => (((cpu1.get(name) ?? 0) - (cpu0.get(name) ?? 0)) * 1000) / iterations;
  times.sort((a, b) => a - b);
  results.push({ label, p95: percentile(times, 0.95) });
  // With an untimed step between runs (the bulk move's undo) the CPU columns count it too, and say so.
  const cpu = sampler ? ` ${per("api").toFixed(1)} | ${per("postgres").toFixed(1)}${before ? " (with the undo)" : ""} |` : " | |";
  console.log(`| ${label} | ${percentile(times, 0.5).toFixed(1)} | ${percentile(times, 0.95).toFixed(1)} |${cpu}`);
}

/** The user, 5,000 feeds and subscriptions, 40 folders holding 100 each as linked lists, and the top-level order. */
async function buildDataset(url: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query(`INSERT INTO "User" (id, username, email, "emailVerifiedAt", "updatedAt") VALUES ($1, 'librarian', 'librarian@bench.local', now(), now())`, [USER]);
  await c.query(
    `INSERT INTO "Feed" (id, url, title, status, "refreshIntervalMinutes", "updatedAt", "lastRunAt")
     SELECT gen_random_uuid(), 'https://feeds' || (i % 97) || '.bench.local/' || i || '.xml',
            initcap((ARRAY['daily','weekly','tech','world','science','garden','music','design','cooking','travel'])[1 + i % 10]) || ' ' ||
              (ARRAY['notes','digest','journal','radio','letters','review','log','times'])[1 + (i / 10) % 8] || ' ' || i,
            (ARRAY['healthy','healthy','healthy','healthy','stale','error','paused','unknown'])[1 + i % 8]::"FeedStatus",
            (ARRAY[15, 60, 120, 1440])[1 + i % 4], now(), now()
     FROM generate_series(1, $1::int) i`,
    [SUBSCRIPTIONS],
  );
  await c.query(
    `INSERT INTO "FeedSubscription" (id, "userId", "feedId", title, enabled, "topLevel")
     SELECT gen_random_uuid(), $1::uuid, f.id, CASE WHEN n % 10 = 0 THEN 'My ' || f.title END, n % 25 <> 0, n <= $2::int
     FROM (SELECT id, title, row_number() OVER (ORDER BY url) AS n FROM "Feed") f`,
    [USER, TOP_LEVEL],
  );
  await c.query(
    `INSERT INTO "Folder" (id, "userId", name) SELECT gen_random_uuid(), $1::uuid, 'Folder ' || lpad(i::text, 2, '0') FROM generate_series(1, $2::int) i`,
    [USER, FOLDERS],
  );
  // Subscriptions not at the top level go round the folders, each folder's list linked in creation order.
  await c.query(
    `WITH subs AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM "FeedSubscription" WHERE NOT "topLevel"),
          folders AS (SELECT id, row_number() OVER (ORDER BY name) - 1 AS n FROM "Folder"),
          placed AS (SELECT s.id AS sub, f.id AS folder, s.n FROM subs s JOIN folders f ON f.n = s.n % $1::int)
     INSERT INTO "FolderMembership" ("subscriptionId", "folderId", "nextSubscriptionId", "isHead")
     SELECT sub, folder, lead(sub) OVER (PARTITION BY folder ORDER BY n), row_number() OVER (PARTITION BY folder ORDER BY n) = 1 FROM placed`,
    [FOLDERS],
  );
  await c.query(
    `INSERT INTO "UserSetting" ("userId", key, value, "updatedAt")
     SELECT $1::uuid, 'topLevelOrder', jsonb_build_object('order', jsonb_agg(id)), now()
     FROM (SELECT id, 0 AS k, name AS o FROM "Folder" UNION ALL SELECT id::uuid, 1, id::text FROM "FeedSubscription" WHERE "topLevel" ORDER BY 2, 3) x`,
    [USER],
  );
  await c.query("ANALYZE");
  await c.end();
}

async function main() {
  const dir = path.join(os.tmpdir(), `rivulet-bench-library-${process.pid}`);
  const external = process.env.DATABASE_URL;
  const pgServer = external ? null : await startEmbeddedPostgres({ dir, port: 23_000 + (process.pid % 10_000), database: "bench", throwaway: true });
  const url = external ?? pgServer!.url("bench");
  if (external) {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query("DROP SCHEMA public CASCADE; CREATE SCHEMA public");
    await c.end();
  }
  console.log(`bench/library: Node ${process.version}, ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? "?"}, load average ${os.loadavg()[0]!.toFixed(1)}`);
  await applyMigrations(url);
  const t0 = performance.now();
  await buildDataset(url);
  console.log(`dataset: ${SUBSCRIPTIONS} subscriptions (${TOP_LEVEL} at the top level, the rest in ${FOLDERS} folders) in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const config = loadConfig({}, { LOG_LEVEL: "silent", DATABASE_URL: url, DATA_DIR: dir, NODE_ENV: "production" });
  const db = openDb(url, 10);
  const app = buildApp({ config, db, log: createLogger(config, "bench") });
  const token = await createSession(db, USER);
  const user = await db.user.findUniqueOrThrow({ where: { id: USER } });
  const call = async (p: string, init: { method: string; body?: unknown }) => {
    const res = await app.fetch(new Request(`http://bench.local${p}`, {
      method: init.method,
      headers: { authorization: `Bearer ${token}`, ...(init.body ? { "content-type": "application/json" } : {}) },
      ...(init.body ? { body: JSON.stringify(init.body) } : {}),
    }));
    const json = (await res.json()) as any;
    if (res.status !== 200 || json.errors) throw new Error(`${init.method} ${p}: ${res.status} ${JSON.stringify(json.errors ?? json)}`);
    return json;
  };
  const tabQuery = webOperation("LibrarySubscriptionsTabQuery");
  const page = (variables: Record<string, unknown>) => call("/graphql", { method: "POST", body: { query: tabQuery, variables: { page: 1, ...variables } } });

  const first = await page({});
  const shown = first.data.viewer.librarySubscriptions;
  if (shown.totalCount !== SUBSCRIPTIONS || shown.subscriptions.length !== 20) throw new Error(`the first page is wrong: ${JSON.stringify(shown).slice(0, 300)}`);
  const folder = (await db.folder.findFirstOrThrow({ where: { userId: USER }, orderBy: { name: "asc" } })).id;

  if (process.env.EXPLAIN) {
    // The statements one first page sends, as the driver sees them.
    const original = pg.Client.prototype.query;
    const seen: string[] = [];
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const q = args[0] as string | { text?: string };
      seen.push((typeof q === "string" ? q : (q?.text ?? "?")).replace(/\s+/g, " ").slice(0, 160));
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof original;
    await page({});
    pg.Client.prototype.query = original;
    console.log(`statements per first page: ${seen.length}\n${seen.map((q) => `  ${q}`).join("\n")}`);
    // The plan of the page's statement (the same SQL librarySubscriptionsPage sends for the first page).
    const plan = await db.$queryRawUnsafe<Array<{ "QUERY PLAN": string }>>(
      `EXPLAIN (ANALYZE, BUFFERS) SELECT s.id, count(*) OVER ()::int AS total FROM "FeedSubscription" s JOIN "Feed" f ON f.id = s."feedId"
       WHERE s."userId" = '${USER}'::uuid ORDER BY lower(COALESCE(s.title, f.title, f.url)), s.id LIMIT 20 OFFSET 0`,
    );
    console.log(plan.map((r) => r["QUERY PLAN"]).join("\n"));
  }
  console.log(`\n${ITERATIONS} runs each after 10 warm-ups\n`);
  const postmaster = external ? null : Number(readFileSync(path.join(dir, "postmaster.pid"), "utf8").split("\n")[0]);
  sampler = createProcSampler(() => [{ name: "api", pid: process.pid }, ...(postmaster ? [{ name: "postgres", pid: postmaster, tree: true }] : [])]);
  console.log("| operation | p50 ms | p95 ms | CPU ms per run: api | PostgreSQL |");
  console.log("|---|---|---|---|---|");
  await measure("Library, Subscriptions tab: first page (GraphQL, as the web asks)", ITERATIONS, () => page({}));
  await measure("first page, search \"garden\" (a tenth of them)", ITERATIONS, () => page({ search: "garden" }));
  await measure("first page, one folder and the top level", ITERATIONS, () => page({ folderIds: [encodeGlobalID("Folder", folder)], topLevel: true }));
  await measure("first page, status error", ITERATIONS, () => page({ status: "error" }));
  await measure("page 200 of 250", ITERATIONS, () => page({ page: 200 }));
  await measure("the page's statement alone (ids and count)", ITERATIONS, () => librarySubscriptionsPage(db, USER, { page: 1 }));

  // Bulk calls on a page of 20, each run undone untimed so every run starts from the same state.
  const twenty = (await librarySubscriptionsPage(db, USER, { page: 1 })).ids;
  const bulkRuns = Math.max(20, Math.round(ITERATIONS / 4));
  await measure(
    "PATCH /subscriptions: move 20 into a folder and off the top level (answers every count)",
    bulkRuns,
    () => call("/api_v1/subscriptions", { method: "PATCH", body: { subscriptionIds: twenty, addToTagId: folder, removeFromTopLevel: true } }),
    () => app.services.subscriptions.patchMany(user, { subscriptionIds: twenty, addToTopLevel: true, removeFromTagId: folder }),
  );
  await measure("PATCH /subscriptions: disable 20", bulkRuns, (i) => call("/api_v1/subscriptions", { method: "PATCH", body: { subscriptionIds: twenty, enabled: i % 2 === 1 } }));

  const target = 50;
  const p95 = results[0]!.p95;
  console.log(`\nfirst page p95 ${p95.toFixed(1)} ms: ${p95 <= target ? "PASS" : "FAIL"} (target <= ${target} ms)`);
  sampler.stop();
  await app.close();
  await db.$disconnect();
  await pgServer?.stop();
  rmSync(dir, { recursive: true, force: true });
  process.exit(p95 <= target ? 0 : 1);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
