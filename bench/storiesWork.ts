import { loadConfig } from "../api/src/config.js";
import { openDb } from "../api/src/db.js";
import { createLogger } from "../api/src/logger.js";
import { createStoryClustering } from "../api/src/modules/stories/storyClustering.js";

/**
 * bench/stories' timed run, in a process of its own started with the worker's V8 options (scripts/node-flags),
 * so its time and peak memory are a worker's: the clustering work over the queue, as the worker's activity runs
 * it. Prints one JSON line: seconds, CPU seconds, peak RSS (VmHWM) and the work's result.
 */
const url = process.env.DATABASE_URL!;
const config = loadConfig({}, { LOG_LEVEL: "warn", DATABASE_URL: url, NODE_ENV: "production" });
const db = openDb(url, config.database.poolSize);
const clustering = createStoryClustering({ db, log: createLogger(config, "bench"), model: null });
const t0 = performance.now();
const cpu0 = process.cpuUsage();
const result = await clustering.processPending({ maxItems: Number(process.env.MAX_ITEMS ?? 1_000_000), ...(process.env.CHUNK ? { chunkSize: Number(process.env.CHUNK) } : {}) });
const seconds = (performance.now() - t0) / 1000;
const cpu = process.cpuUsage(cpu0);
const { readFileSync } = await import("node:fs");
const hwm = /VmHWM:\s+(\d+) kB/.exec(readFileSync("/proc/self/status", "utf8"))?.[1];
console.log(JSON.stringify({ seconds, cpuSeconds: (cpu.user + cpu.system) / 1e6, peakRssMiB: hwm ? Number(hwm) / 1024 : null, result }));
await db.$disconnect();
