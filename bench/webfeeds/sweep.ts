import { randomUUID } from "node:crypto";
import { mkdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { DEFAULT_STRICTNESS, findCandidates } from "../../api/src/reader/webpage/findCandidates.js";
import { mib, startRivuletProcs, waitForCount } from "../rivuletProcs.js";
import { FEED_HOSTS, listenOnFeedHosts } from "../scaleFeeds.js";
import { createProcSampler } from "../scaleProcs.js";
import { extractsExpected, type EvaluationPage } from "./evaluationSet.js";

/**
 * bench/webfeeds' sweep part (issue 18 section 3: "1,000 website feeds refreshed (no JavaScript) through the sweep
 * with the figures printed"). FEEDS website feeds (default 1,000), each on its own page served from 127.0.0.2-21
 * (site n is the evaluation set's page n mod 32: 32 structures, from blog indexes and forums to tables and shops),
 * with the selectors the editor would have saved (the candidate that extracts the page's expected items), each
 * followed by its owner. Rivulet runs as bench/refresh runs it (bench/rivuletProcs.ts: api and worker processes,
 * Temporal dev server, embedded PostgreSQL, FEED_SWEEP_LANES=1), and the feed-sweep schedule is triggered as its
 * minute tick would: the sweep's batches call the refresh activity, which reads each page through the guarded
 * fetcher and extracts its items with the saved selectors (webFeeds.service source.scan).
 * Rounds: cold (every item new), then a warm one (pages unchanged: items recognised by link, nothing stored).
 * Each prints wall time, feeds/s, new items and items extracted per second, failures (runs that ended in an
 * error, and runs that extracted nothing), and the worker's peak RSS (sampled every 250 ms).
 */
const DB_CONNECTIONS = 20;

export async function benchSweep(pages: EvaluationPage[], opts: { feeds: number; timeoutS: number }) {
  const { feeds } = opts;
  const work = path.join(os.tmpdir(), `rivulet-bench-webfeeds-${process.pid}`);
  mkdirSync(path.join(work, "logs"), { recursive: true });
  // The selectors each structure's website feeds saved: the first candidate that extracts the expected items.
  const selectors = pages.map((page) => {
    const { candidates } = findCandidates(page.html, page.url);
    return (candidates.find((c) => extractsExpected(c, page)) ?? candidates[0])?.selectors ?? ["li"];
  });
  const expectedItems = Array.from({ length: feeds }, (_, n) => pages[n % pages.length]!.items.length).reduce((a, b) => a + b, 0);
  let requests = 0;
  const servers = await listenOnFeedHosts((req, res) => {
    requests++;
    const n = Number(/^\/site\/(\d+)\/$/.exec(req.url ?? "")?.[1]);
    if (!Number.isInteger(n) || n >= feeds) return void res.writeHead(404).end();
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(pages[n % pages.length]!.html);
  });
  const pageUrl = (n: number) => `http://${FEED_HOSTS[n % FEED_HOSTS.length]}:${servers.port}/site/${n}/`;
  const later = new Date(Date.now() + 86_400_000);
  console.log(`sweep: ${feeds} website feeds (no JavaScript) on ${FEED_HOSTS.length} loopback hosts, ${pages.length} structures, ${expectedItems} items in all`);
  const rivulet = await startRivuletProcs({
    work,
    allowHosts: FEED_HOSTS,
    dbConnections: DB_CONNECTIONS,
    workerEnv: { FEED_SWEEP_LANES: "1", WORKER_NICE: "0" },
    async seed(db) {
      const user = await db.user.create({ data: { isGuest: false, email: "bench@example.org" } });
      for (let start = 0; start < feeds; start += 500) {
        const ids = Array.from({ length: Math.min(500, feeds - start) }, () => randomUUID());
        const made = await db.feed.createManyAndReturn({
          data: ids.map((id, i) => {
            const url = pageUrl(start + i);
            // As webFeeds.service create stores it (feedUrlFor): the page's URL, unique per website feed.
            return { url: `${url}#rivulet-webfeed-${id}`, type: "webfeed", format: "html", title: `Site ${start + i}`, link: url, refreshIntervalMinutes: 60, nextRunAt: later };
          }),
          select: { id: true },
        });
        await db.websiteFeed.createMany({
          data: ids.map((id, i) => ({
            id, userId: user.id, feedId: made[i]!.id, name: `Site ${start + i}`, url: pageUrl(start + i), enabled: true, jsEnabled: false,
            pageSettings: { strictness: DEFAULT_STRICTNESS }, cssSelectors: { contentSelectors: selectors[(start + i) % pages.length]! },
          })),
        });
        await db.feedSubscription.createMany({ data: made.map((f) => ({ userId: user.id, feedId: f.id })) });
      }
    },
  });
  const { db } = rivulet;
  console.log(`  rivulet: api and worker from ${rivulet.kind}; Temporal ${rivulet.temporal.address}`);
  const rows: string[] = [];
  try {
    for (const label of ["cold", "warm"]) {
      // The last round's sweep may still be winding down: a trigger while it runs would be skipped.
      await rivulet.sweepIdle();
      const sampler = createProcSampler(() => rivulet.groups());
      const load = os.loadavg().map((l) => l.toFixed(1)).join(" ");
      const before = await db.contentItem.count();
      requests = 0;
      const from = new Date();
      await db.feed.updateMany({ data: { nextRunAt: from } });
      const begin = performance.now();
      await rivulet.triggerSweep();
      await waitForCount(`webfeeds ${label}`, feeds, async () => {
        const [{ n }] = await db.$queryRaw<[{ n: number }]>`SELECT count(*)::int AS n FROM "Feed" WHERE "lastRunAt" >= ${from}`;
        return n;
      }, rivulet.procs, opts.timeoutS, () => rivulet.triggerSweep());
      const seconds = (performance.now() - begin) / 1000;
      const peaks = sampler.peakRss();
      sampler.stop();
      const newItems = (await db.contentItem.count()) - before;
      const [{ errors }] = await db.$queryRaw<[{ errors: number }]>`SELECT count(*)::int AS errors FROM "Feed" WHERE "lastRunAt" >= ${from} AND "lastRunResult" = 'error'`;
      const empty = await db.websiteFeed.count({ where: { emptyRuns: { gt: 0 } } });
      const row =
        `| ${label} | ${feeds} | ${seconds.toFixed(1)} s | ${(feeds / seconds).toFixed(1)} | ${newItems} (${(newItems / seconds).toFixed(0)}/s) | ` +
        `${expectedItems} (${(expectedItems / seconds).toFixed(0)}/s) | ${errors} errors, ${empty} empty | ${mib(peaks.get("worker") ?? 0)} MiB | ${mib(peaks.get("database") ?? 0)} MiB | ${requests} | ${load} |`;
      rows.push(row);
      console.log(row);
    }
    console.log("\n| round | website feeds | wall time | feeds/s | new items stored | items on the pages read | failures | worker peak RSS | database peak RSS | page requests | load average at start |");
    console.log("|---|---|---|---|---|---|---|---|---|---|---|");
    for (const row of rows) console.log(row);
  } finally {
    await rivulet.stop((line) => console.log(`  ${line}`)).catch((e: unknown) => console.log(`stopping rivulet: ${String(e)}`));
    await servers.close();
    if (!process.env.KEEP) rmSync(work, { recursive: true, force: true });
    else console.log(`logs kept in ${work}/logs`);
  }
}
