import pg from "pg";
import { loadConfig } from "../api/src/config.js";
import { openDb } from "../api/src/db.js";
import { createLogger } from "../api/src/logger.js";
import { createStoryClustering } from "../api/src/modules/stories/storyClustering.js";

/**
 * bench/stories' timed run, in a process of its own started with the worker's V8 options (scripts/node-flags),
 * so its time and peak memory are a worker's: the clustering work over the queue, as the worker's activity runs
 * it. Prints one JSON line: seconds, CPU seconds, peak RSS (VmHWM), the V8 heap's sampled peak and the work's result.
 */
const url = process.env.DATABASE_URL!;
// QUERY_TIMES=1: time spent waiting for each named statement (PostgreSQL's work, the transfer and the driver's
// parsing), printed to stderr at the end.
const queryTimes = new Map<string, { n: number; ms: number; rows: number }>();
if (process.env.QUERY_TIMES === "1") {
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0] as { name?: string; text?: string } | string;
    const name = typeof first === "string" ? first.slice(0, 40) : (first.name ?? first.text?.slice(0, 40) ?? "?");
    const t0 = performance.now();
    const out = query.apply(this, args);
    if (out instanceof Promise) {
      void out.then((r: { rowCount?: number | null }) => {
        const entry = queryTimes.get(name) ?? { n: 0, ms: 0, rows: 0 };
        entry.n++;
        entry.ms += performance.now() - t0;
        entry.rows += r?.rowCount ?? 0;
        queryTimes.set(name, entry);
      }, () => {});
    }
    return out;
  } as typeof pg.Client.prototype.query;
}
// ALLOC_PROFILE=<file>: V8's sampling heap profile of the run, objects already collected included (what makes the
// garbage), written as a .heapprofile that Chrome's DevTools open.
const allocProfile = process.env.ALLOC_PROFILE;
const inspector = allocProfile ? new (await import("node:inspector/promises")).Session() : null;
if (inspector) {
  inspector.connect();
  await inspector.post("HeapProfiler.enable");
  await inspector.post("HeapProfiler.startSampling", { samplingInterval: 65_536, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true } as never);
}
const config = loadConfig({}, { LOG_LEVEL: "warn", DATABASE_URL: url, NODE_ENV: "production" });
const db = openDb(url, config.database.poolSize);
const clustering = createStoryClustering({ db, log: createLogger(config, "bench"), model: null });
// The V8 heap's peak, sampled (VmHWM counts the process's code, tsx and native memory too).
let peakHeap = 0;
const sampler = setInterval(() => (peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed)), 50);
const t0 = performance.now();
const cpu0 = process.cpuUsage();
const result = await clustering.processPending({ maxItems: Number(process.env.MAX_ITEMS ?? 1_000_000), ...(process.env.CHUNK ? { chunkSize: Number(process.env.CHUNK) } : {}) });
const seconds = (performance.now() - t0) / 1000;
const cpu = process.cpuUsage(cpu0);
const { readFileSync } = await import("node:fs");
const hwm = /VmHWM:\s+(\d+) kB/.exec(readFileSync("/proc/self/status", "utf8"))?.[1];
clearInterval(sampler);
if (inspector && allocProfile) {
  const { profile } = await inspector.post("HeapProfiler.stopSampling");
  (await import("node:fs")).writeFileSync(allocProfile, JSON.stringify(profile));
  inspector.disconnect();
}
console.log(JSON.stringify({ seconds, cpuSeconds: (cpu.user + cpu.system) / 1e6, peakRssMiB: hwm ? Number(hwm) / 1024 : null, peakHeapMiB: peakHeap / 1_048_576, result }));
if (queryTimes.size) {
  for (const [name, t] of [...queryTimes].sort((a, b) => b[1].ms - a[1].ms)) console.error(`${(t.ms / 1000).toFixed(2).padStart(7)} s ${String(t.n).padStart(5)}× ${String(t.rows).padStart(9)} rows  ${name}`);
}
await db.$disconnect();
