import { rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { buildApp } from "../api/src/app.js";
import { loadConfig } from "../api/src/config.js";
import { applyMigrations, openDb } from "../api/src/db.js";
import { startEmbeddedPostgres } from "../api/src/embeddedPostgres.js";
import { createLogger } from "../api/src/logger.js";
import { createSession } from "../api/src/modules/auth/session.service.js";
import { countsSnapshot } from "../api/src/modules/content/viewerUpdates.js";
import { addDuplicateStories, BENCH_USER, benchWordSql, BIG_FOLDER, buildReadDataset, DATAFEED_FOLDER, FILTERED_SUBSCRIPTIONS, SIZE, SMALL_FOLDER } from "./readData.js";

/**
 * bench/read (issue 5 section 3): 1,000,000 items across 2,000 feeds and a user with 500 subscriptions in 30
 * folders, then p50/p95 of the reading paths, each through the whole in-process stack (REST handler, services,
 * PostgreSQL) unless marked "statement". Targets on 2 cores: a page <= 30 ms, all counts <= 50 ms,
 * mark-all-read <= 100 ms (p95). Then (issue 14 section 5) the reading paths again with 3 keep/remove filters on
 * each of 50 subscriptions and a mark_duplicate on the 100,000-item folder (page <= 40 ms, counts <= 60 ms), and
 * a 1,000-item folder's data feed (cached <= 10 ms, cold <= 100 ms). Run: npm run bench:read (DATABASE_URL to use
 * an existing, empty server).
 */
const ITERATIONS = Number(process.env.ITERATIONS ?? 200);
/** ONLY=search,page: all measures only the rows whose labels start with one of these (the dataset is built all the same). */
const ONLY = (process.env.ONLY ?? "").split(",");
const wanted = (label: string) => ONLY.some((prefix) => label.startsWith(prefix));

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * (sorted.length - 1)))]!;
}

async function measure(label: string, iterations: number, run: (i: number) => Promise<unknown>, before?: () => Promise<unknown>) {
  if (!wanted(label)) return;
  for (let i = 0; i < 10; i++) {
    await before?.();
    await run(i);
  }
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) {
    await before?.();
    const t0 = performance.now();
    await run(i);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  console.log(`| ${label} | ${percentile(times, 0.5).toFixed(1)} | ${percentile(times, 0.95).toFixed(1)} |`);
}

async function main() {
  const dir = path.join(os.tmpdir(), `rivulet-bench-read-${process.pid}`);
  const external = process.env.DATABASE_URL;
  const pgServer = external ? null : await startEmbeddedPostgres({ dir, port: 22_000 + (process.pid % 10_000), database: "bench", throwaway: true });
  const url = external ?? pgServer!.url("bench");
  if (external) {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query("DROP SCHEMA public CASCADE; CREATE SCHEMA public");
    await c.end();
  }
  console.log(`bench/read: Node ${process.version}, ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? "?"}`);
  await applyMigrations(url);
  const t0 = performance.now();
  console.log("building the dataset:");
  await buildReadDataset(url, (line) => console.log(line));
  console.log(`  total ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const config = loadConfig({}, { LOG_LEVEL: "silent", DATABASE_URL: url, DATA_DIR: dir, NODE_ENV: "production" });
  const db = openDb(url, 10);
  const app = buildApp({ config, db, log: createLogger(config, "bench") });
  const token = await createSession(db, BENCH_USER);
  const user = await db.user.findUniqueOrThrow({ where: { id: BENCH_USER } });
  const rest = async (method: string, p: string, body?: unknown) => {
    const res = await app.fetch(new Request(`http://bench.local/api_v1${p}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": "application/json" } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    }));
    if (res.status !== 200) throw new Error(`${method} ${p}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<any>;
  };

  const [{ size }] = await db.$queryRaw<[{ size: string }]>`SELECT pg_size_pretty(pg_total_relation_size('"ContentItem"')) AS size`;
  const unread = (await countsSnapshot(db, BENCH_USER)).allUnreadCount;
  console.log(`\n${SIZE.feeds * SIZE.itemsPerFeed} items (ContentItem with indexes: ${size}), ${SIZE.subscriptions} subscriptions in ${SIZE.folders} folders, ${unread} unread; ${ITERATIONS} runs each after 10 warm-ups\n`);
  console.log("| operation | p50 ms | p95 ms |");
  console.log("|---|---|---|");

  // A page key 2,000 items deep (80 pages of 25) for the "any depth" line.
  let deepKey = "";
  for (let i = 0; i < 80; i++) deepKey = (await rest("GET", `/content?limit=25&sortBy=newest${deepKey ? `&pageKey=${deepKey}` : ""}`)).meta.nextPageKey;

  await measure("page: all subscriptions, unread, newest", ITERATIONS, () => rest("GET", "/content?limit=25&sortBy=newest"));
  await measure("page: all subscriptions, unread, popular", ITERATIONS, () => rest("GET", "/content?limit=25&sortBy=popular"));
  await measure("page: all subscriptions, unread, newest, 2,000 items deep", ITERATIONS, () => rest("GET", `/content?limit=25&sortBy=newest&pageKey=${deepKey}`));
  await measure("page: all subscriptions, read and unread, newest", ITERATIONS, () => rest("GET", "/content?limit=25&sortBy=newest&showRead=true"));
  await measure("page: 100,000-item folder (200 subscriptions), unread, newest", ITERATIONS, () => rest("GET", `/content?limit=25&sortBy=newest&subscriptionTagId=${BIG_FOLDER}`));
  await measure("page: 10-subscription folder, unread, popular", ITERATIONS, () => rest("GET", `/content?limit=25&sortBy=popular&subscriptionTagId=${SMALL_FOLDER}`));
  await measure("page: all subscriptions, unread, top-week", ITERATIONS, () => rest("GET", "/content?limit=25&sortBy=top-week"));
  // Search (GET /content?search=): words by how many items hold them (the text follows Zipf's law, see readData).
  const word = async (rank: number) => (await db.$queryRawUnsafe<[{ w: string }]>(`SELECT ${benchWordSql(String(rank))} AS w`))[0].w;
  const [rare, mid, common, every] = [await word(19_000), await word(1_000), await word(100), await word(1)];
  const share = async (w: string) => {
    const [{ n }] = await db.$queryRawUnsafe<[{ n: number }]>(`SELECT count(*)::int AS n FROM "ContentItem" WHERE "searchVector" @@ to_tsquery('rivulet_search', '${w}')`);
    return `${((100 * n) / (SIZE.feeds * SIZE.itemsPerFeed)).toFixed(n < 10_000 ? 2 : 1)}%`;
  };
  const searchRuns = Math.max(20, Math.round(ITERATIONS / 4));
  const search = (query: string) => rest("GET", `/content?limit=25&search=${encodeURIComponent(query)}`);
  if (ONLY.some((prefix) => "search".startsWith(prefix) || prefix.startsWith("search"))) {
    const [rareShare, midShare, commonShare] = [await share(rare), await share(mid), await share(common)];
    await measure(`search: all subscriptions, unread, relevance, a rare word (${rareShare} of items)`, searchRuns, () => search(rare));
    await measure(`search: all subscriptions, unread, newest, a word in ${midShare} of items`, searchRuns, () => rest("GET", `/content?limit=25&sortBy=newest&search=${mid}`));
    await measure(`search: all subscriptions, unread, newest, a word in ${commonShare} of items`, searchRuns, () => rest("GET", `/content?limit=25&sortBy=newest&search=${common}`));
    await measure(`search: all subscriptions, unread, relevance, a word in ${commonShare} of items`, searchRuns, () => search(common));
    await measure("search: all subscriptions, unread, relevance, a word in every item", searchRuns, () => search(every));
    await measure("search: all subscriptions, unread, relevance, two words, one excluded, a phrase", searchRuns, () => search(`${mid} -${rare} "${common} ${every}"`));
    await measure(`search: all subscriptions, unread, newest, intitle: a word in ${commonShare} of items`, searchRuns, () => rest("GET", `/content?limit=25&sortBy=newest&search=intitle:${common}`));
    await measure(`search: 100,000-item folder, unread, newest, a word in ${commonShare} of items`, searchRuns, () => rest("GET", `/content?limit=25&sortBy=newest&subscriptionTagId=${BIG_FOLDER}&search=${common}`));
  }

  await measure("counts: all 500 subscriptions, 30 folders, 5 tags, all (statements)", ITERATIONS, () => countsSnapshot(db, BENCH_USER));
  await measure("GET /subscriptions (the whole drawer: counts, entities, feeds)", ITERATIONS, () => rest("GET", "/subscriptions"));

  // Mark-all-read runs from the same state each time: the folder's watermarks and read rows are restored, untimed.
  await db.$executeRawUnsafe(`CREATE TABLE bench_saved_state AS SELECT st.* FROM "ContentItemReadState" st
    JOIN "FolderMembership" m ON m."subscriptionId" = st."subscriptionId" WHERE m."folderId" = '${BIG_FOLDER}'`);
  const restore = () => db.$executeRawUnsafe(`
    WITH reset AS (UPDATE "FeedSubscription" SET "markReadAfterAt" = NULL WHERE id IN (SELECT "subscriptionId" FROM "FolderMembership" WHERE "folderId" = '${BIG_FOLDER}'))
    INSERT INTO "ContentItemReadState" SELECT * FROM bench_saved_state ON CONFLICT DO NOTHING`);
  const markRuns = Math.max(20, Math.round(ITERATIONS / 4));
  await measure("mark-all-read: 100,000-item folder (statement)", markRuns, () => app.services.content.markRead(user, { subscriptionTagId: BIG_FOLDER }), restore);
  await measure("POST /content/mark-read: 100,000-item folder (answers every count)", markRuns, () => rest("POST", "/content/mark-read", { subscriptionTagId: BIG_FOLDER }), restore);
  await measure("mark-all-read: 100,000-item folder, older than 1 day (statement)", markRuns, () => app.services.content.markRead(user, { subscriptionTagId: BIG_FOLDER, olderThanDays: 1 }), restore);
  await restore();

  const [item] = await db.$queryRaw<[{ id: string }]>`SELECT id FROM "ContentItem" WHERE "feedId" = ${"00000000-0000-7000-8001-000000000004"}::uuid ORDER BY "sortAt" DESC OFFSET 50 LIMIT 1`;
  await measure("toggle one item read/unread (statement)", ITERATIONS, (i) => app.services.content.setRead(user, item.id, i % 2 === 0));
  await measure("PATCH /content/{id} (answers the item and every count)", ITERATIONS, (i) => rest("PATCH", `/content/${item.id}`, { isRead: i % 2 === 0 }));

  // ---- filters (issue 14 section 5) ----------------------------------------------------------------------
  console.log("\nwith filters: 3 keep/remove filters on each of 50 subscriptions, a mark_duplicate on the 100,000-item folder\n");
  await db.$executeRawUnsafe(`UPDATE "User" SET "isPremium" = true WHERE id = '${BENCH_USER}'`);
  const premium = await db.user.findUniqueOrThrow({ where: { id: BENCH_USER } });
  await addDuplicateStories(url, (line) => console.log(line));
  const timed = async <T>(label: string, run: () => Promise<T>) => {
    const t0 = performance.now();
    const result = await run();
    console.log(`  ${label}: ${(performance.now() - t0).toFixed(0)} ms`);
    return result;
  };
  const rule = (filterType: string, matchField: string, matchType: string, matchValue: string) => ({ filterType, clauses: [{ matchField, matchType, matchValue }] });
  await timed(`150 keep/remove filters created one by one (${FILTERED_SUBSCRIPTIONS.length} subscriptions)`, async () => {
    for (const subscriptionId of FILTERED_SUBSCRIPTIONS) {
      await app.services.filters.create(premium, { subscriptionId, ...rule("remove_on_match", "title", "contains", "9 of") });
      await app.services.filters.create(premium, { subscriptionId, ...rule("remove_on_match", "description", "contains", "of item 1") });
      await app.services.filters.create(premium, { subscriptionId, ...rule("keep_on_match", "title", "not_contains", "5 of") });
    }
  });
  const duplicate = await timed("mark_duplicate created on the 100,000-item folder (its hidden items written)", () =>
    app.services.filters.create(premium, { subscriptionTagId: BIG_FOLDER, filterType: "mark_duplicate", clauses: [{ matchField: "title" }] }));
  const [{ hidden }] = await db.$queryRaw<[{ hidden: number }]>`SELECT count(*)::int AS hidden FROM "FilteredItem"`;
  console.log(`  ${hidden} (subscription, item) pairs hidden; ${(await countsSnapshot(db, BENCH_USER)).allUnreadCount} unread after filters\n`);
  console.log("| operation | p50 ms | p95 ms |");
  console.log("|---|---|---|");
  await measure("page: all subscriptions, unread, newest (filters)", ITERATIONS, () => rest("GET", "/content?limit=25&sortBy=newest"));
  await measure("page: all subscriptions, unread, popular (filters)", ITERATIONS, () => rest("GET", "/content?limit=25&sortBy=popular"));
  await measure("page: all subscriptions, read and unread, newest (filters)", ITERATIONS, () => rest("GET", "/content?limit=25&sortBy=newest&showRead=true"));
  await measure("page: 100,000-item folder, unread, newest (mark_duplicate)", ITERATIONS, () => rest("GET", `/content?limit=25&sortBy=newest&subscriptionTagId=${BIG_FOLDER}`));
  await measure("page: 100,000-item folder, read and unread, popular (mark_duplicate)", ITERATIONS, () => rest("GET", `/content?limit=25&sortBy=popular&showRead=true&subscriptionTagId=${BIG_FOLDER}`));
  await measure("page: a filtered subscription, unread, newest", ITERATIONS, (i) => rest("GET", `/content?limit=25&sortBy=newest&subscriptionId=${FILTERED_SUBSCRIPTIONS[i % FILTERED_SUBSCRIPTIONS.length]}`));
  await measure("counts: all 500 subscriptions, 30 folders, 5 tags, all (statements, filters)", ITERATIONS, () => countsSnapshot(db, BENCH_USER));
  await measure("GET /subscriptions (the whole drawer, filters)", ITERATIONS, () => rest("GET", "/subscriptions"));
  await measure("GET /filters/{id}/matches: the folder's duplicates, first page", Math.max(20, Math.round(ITERATIONS / 4)), () => rest("GET", `/filters/${duplicate.filter.id}/matches?limit=25`));

  // ---- data feeds ---------------------------------------------------------------------------------------------
  console.log("\ndata feed of a 1,000-item folder (2 subscriptions), through the REST handler\n");
  console.log("| operation | p50 ms | p95 ms |");
  console.log("|---|---|---|");
  const feedPath = `http://bench.local/api_v1/datafeeds/subscription_tags/${DATAFEED_FOLDER}.rss`;
  const getFeed = async () => {
    const res = await app.fetch(new Request(feedPath));
    if (res.status !== 200) throw new Error(`data feed: ${res.status} ${await res.text()}`);
    return res.text();
  };
  const body = await getFeed();
  console.log(`  (RSS of ${(body.length / 1024).toFixed(0)} KiB, ${body.split("<item>").length - 1} items)`);
  await measure("data feed, cached answer", ITERATIONS, getFeed);
  await measure("data feed, cold (built from the database)", Math.max(20, Math.round(ITERATIONS / 4)), getFeed, () => db.$executeRawUnsafe(`DELETE FROM "DataFeedCache"`));

  await app.close();
  await db.$disconnect();
  await pgServer?.stop();
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
}

await main();
