import { rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import os from "node:os";
import path from "node:path";
import { TestWorkflowEnvironment } from "@temporalio/testing";
import { DefaultLogger, Runtime, Worker } from "@temporalio/worker";
import pg from "pg";
import { loadConfig } from "../api/src/config.js";
import { applyMigrations, openDb } from "../api/src/db.js";
import { startEmbeddedPostgres } from "../api/src/embeddedPostgres.js";
import { createLogger } from "../api/src/logger.js";
import { createFetcher } from "../api/src/reader/fetch/fetchDocument.js";
import { createWorkerServices } from "../api/src/workerEntry.js";
import { createActivities } from "../temporal/src/activities/index.js";
import { FEED_SWEEP_WORKFLOW } from "../temporal/src/shared.js";
import { TEMPORAL_CLI } from "../tests/setup/temporalCli.js";

/**
 * bench/refresh: FEEDS feeds (default 5,000) served by local HTTP servers on 20 loopback addresses, refreshed end
 * to end through the real Temporal worker (dev server) and activities into PostgreSQL. Round 1 is cold (every
 * feed new); round 2 re-fetches all of them with 30% answering 304 and the rest carrying 2 new items.
 * Prints wall time, feeds/s, items/s and the process's peak RSS. Run: npm run bench:refresh
 */
const FEEDS = Number(process.env.FEEDS ?? 5000);
const HOSTS = Array.from({ length: 20 }, (_, i) => `127.0.0.${i + 2}`);
const ITEMS_PER_FEED = 20;
let round = 1;

function feedXml(n: number): string {
  const items = Array.from({ length: ITEMS_PER_FEED + (round - 1) * 2 }, (_, i) => {
    const body = `<p>Story ${i} of feed ${n}. ${"Lorem ipsum dolor sit amet, consectetur adipiscing elit. ".repeat(12)}</p><p><a href="https://example.org/s/${i}?utm_source=rss">Read more</a> <img src="/img/${i}.jpg"></p>`;
    return `<item><guid>feed-${n}-item-${i}</guid><title>Story ${i}</title><link>https://example.org/${n}/${i}</link><pubDate>${new Date(Date.now() - i * 3_600_000).toUTCString()}</pubDate><description><![CDATA[${body}]]></description></item>`;
  });
  return `<?xml version="1.0"?><rss version="2.0"><channel><title>Feed ${n}</title><link>https://example.org/${n}</link>${items.join("")}</channel></rss>`;
}

async function main() {
  try {
    Runtime.install({ logger: new DefaultLogger("ERROR") });
  } catch {
    /* already installed */
  }
  let requests = 0;
  let notModified = 0;
  const servers: Server[] = await Promise.all(
    HOSTS.map(
      (host) =>
        new Promise<Server>((resolve) => {
          const s = createServer((req, res) => {
            requests += 1;
            const n = Number(req.url?.split("/").pop());
            const unchanged = round > 1 && n % 10 < 3; // 30% answer 304 in round 2
            const etag = `"${n}-${unchanged ? 1 : round}"`;
            if (req.headers["if-none-match"] === etag) {
              notModified += 1;
              return void res.writeHead(304).end();
            }
            res.writeHead(200, { "content-type": "application/rss+xml", etag }).end(feedXml(n));
          });
          s.listen(8099, host, () => resolve(s));
        }),
    ),
  );

  const dir = path.join(os.tmpdir(), `rivulet-bench-pg-${process.pid}`);
  const external = process.env.DATABASE_URL;
  const pgServer = external ? null : await startEmbeddedPostgres({ dir, port: 21_000 + (process.pid % 10_000), database: "bench", throwaway: true });
  const url = external ?? pgServer!.url("bench");
  if (external) {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(`DROP SCHEMA public CASCADE; CREATE SCHEMA public`);
    await c.end();
  }
  await applyMigrations(url);
  const config = loadConfig({}, { LOG_LEVEL: "silent", DATABASE_URL: url, FETCH_ALLOW_PRIVATE_HOSTS: HOSTS.join(","), TEMPORAL_TASK_QUEUE: "bench" });
  const db = openDb(url, 20);
  const user = await db.user.create({ data: { isGuest: true } });
  for (let start = 0; start < FEEDS; start += 1000) {
    const batch = Array.from({ length: Math.min(1000, FEEDS - start) }, (_, i) => start + i);
    const feeds = await db.feed.createManyAndReturn({ data: batch.map((n) => ({ url: `http://${HOSTS[n % HOSTS.length]}:8099/feeds/${n}` })), select: { id: true } });
    await db.feedSubscription.createMany({ data: feeds.map((f) => ({ userId: user.id, feedId: f.id })) });
  }

  const env = await TestWorkflowEnvironment.createLocal({
    server: { executable: { type: "existing-path", path: TEMPORAL_CLI }, extraArgs: ["--log-level", "error"] },
  });
  const fetcher = createFetcher(config.fetch);
  const worker = await Worker.create({
    connection: env.nativeConnection,
    taskQueue: "bench",
    workflowsPath: path.resolve(import.meta.dirname, "../temporal/src/workflows/index.ts"),
    activities: createActivities(createWorkerServices({ db, config, log: createLogger(config, "bench"), fetcher })),
  });

  let peakRss = 0;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 100);
  console.log(`bench/refresh: ${FEEDS} feeds × ${ITEMS_PER_FEED} items on ${HOSTS.length} loopback hosts; Node ${process.version}, ${os.cpus().length} cores`);
  await worker.runUntil(async () => {
    for (round = 1; round <= 2; round++) {
      requests = 0;
      notModified = 0;
      if (round === 2) await db.feed.updateMany({ data: { nextRunAt: new Date() } });
      const itemsBefore = await db.contentItem.count();
      const t0 = performance.now();
      let refreshed = 0;
      while (refreshed < FEEDS) {
        const r = await env.client.workflow.execute(FEED_SWEEP_WORKFLOW, { taskQueue: "bench", workflowId: `bench-${round}-${Date.now()}` });
        if (r.refreshed === 0) break;
        refreshed += r.refreshed;
      }
      const seconds = (performance.now() - t0) / 1000;
      const items = (await db.contentItem.count()) - itemsBefore;
      console.log(
        `round ${round} (${round === 1 ? "cold" : "30% 304"}): ${refreshed} feeds in ${seconds.toFixed(1)} s = ${(refreshed / seconds).toFixed(0)} feeds/s, ` +
          `${items} new items (${(items / seconds).toFixed(0)}/s), ${requests} requests, ${notModified} × 304, peak RSS ${(peakRss / 2 ** 20).toFixed(0)} MiB`,
      );
    }
  });
  clearInterval(sampler);
  await env.teardown();
  await fetcher.close();
  await db.$disconnect();
  for (const s of servers) s.close();
  await pgServer?.stop();
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
}

await main();
