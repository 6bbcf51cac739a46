import { readFileSync } from "node:fs";
import path from "node:path";
import { Client, Connection, ScheduleOverlapPolicy } from "@temporalio/client";
import { applyMigrations, openDb, type Db } from "../api/src/db.js";
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from "../api/src/embeddedPostgres.js";
import { FEED_SWEEP_SCHEDULE_ID } from "../temporal/src/shared.js";
import { freePort, processEntries, startProc, startTemporal, waitHttp, type Proc } from "./scaleProcs.js";

/**
 * Rivulet as the refresh benches run it (bench/refresh, bench/webfeeds' sweep): its own embedded PostgreSQL, the
 * Temporal dev server, the api and worker as separate processes (the production build when it is fresh, else tsx;
 * see processEntries) and the feed-sweep schedule, triggered as its minute tick would.
 */
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)}`;

export function vmHwm(pid: number): number {
  try {
    const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Number(m[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** VmHWM, VmRSS and its anonymous and file-backed parts (KiB figures from /proc/pid/status, as MiB). */
export function memoryOf(pid: number): string {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const field = (name: string) => Math.round(Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) / 1024);
    return `VmHWM ${field("VmHWM")} MiB (now ${field("VmRSS")}: anonymous ${field("RssAnon")}, files ${field("RssFile")})`;
  } catch {
    return "gone";
  }
}

export function postmasterPid(server: EmbeddedPostgresHandle): number {
  return Number(readFileSync(path.join(server.dir, "postmaster.pid"), "utf8").split("\n")[0]);
}

/**
 * Polls `count` until it reaches `target`: re-triggers through `kick` after 15 s without progress, throws after
 * `timeoutS` or when one of `procs` exits. Answers the seconds it took.
 */
export async function waitForCount(label: string, target: number, count: () => Promise<number>, procs: Proc[], timeoutS: number, kick?: () => Promise<void>): Promise<number> {
  const begin = performance.now();
  let last = -1;
  let lastMove = performance.now();
  for (;;) {
    const n = await count();
    if (n >= target) return (performance.now() - begin) / 1000;
    if (n !== last) {
      last = n;
      lastMove = performance.now();
    } else if (kick && performance.now() - lastMove > 15_000) {
      console.log(`  (${label}: no progress for 15 s at ${n}/${target} feeds: triggering again)`);
      await kick();
      lastMove = performance.now();
    }
    if ((performance.now() - begin) / 1000 > timeoutS) throw new Error(`${label}: only ${n} of ${target} feeds refreshed in ${timeoutS} s`);
    const dead = procs.find((p) => p.exited());
    if (dead) throw new Error(`${dead.name} exited:\n${dead.output().slice(-2000)}`);
    await sleep(250);
  }
}

export interface RivuletProcs {
  db: Db;
  api: Proc;
  worker: Proc;
  /** The stories worker (STORIES_WORKER=only) when started with storiesEnv; else the worker serves that queue. */
  stories: Proc | null;
  procs: Proc[];
  server: EmbeddedPostgresHandle;
  temporal: { address: string; proc: Proc | null };
  /** Where the api and worker were started from (processEntries' kind). */
  kind: string;
  /** Triggers the feed-sweep schedule once, as its minute tick would (skipped while a sweep runs). */
  triggerSweep(): Promise<void>;
  /** Resolves once no sweep the schedule started is still running (a trigger then is not skipped). */
  sweepIdle(): Promise<void>;
  /** Process groups to sample (bench/scaleProcs createProcSampler). */
  groups(): Array<{ name: string; pid: number; tree?: boolean }>;
  /** Prints the api's and worker's memory, then stops everything. */
  stop(say: (line: string) => void): Promise<void>;
}

export async function startRivuletProcs(opts: {
  work: string;
  /** Loopback hosts the fetches may reach (FETCH_ALLOW_PRIVATE_HOSTS). */
  allowHosts: readonly string[];
  dbConnections: number;
  /** Fills the fresh database before the processes start. */
  seed(db: Db): Promise<void>;
  /** Extra environment for the worker. */
  workerEnv?: Record<string, string>;
  /**
   * When given, topics and stories run in a worker process of their own with this extra environment (STORIES_WORKER=only
   * there, off in the worker), as a deployment that scales the two apart runs them.
   */
  storiesEnv?: Record<string, string>;
}): Promise<RivuletProcs> {
  const logDir = path.join(opts.work, "logs");
  const procs: Proc[] = [];
  const server = await startEmbeddedPostgres({ dir: path.join(opts.work, "rivulet-pg"), port: await freePort(), database: "bench", throwaway: true });
  const url = server.url("bench");
  await applyMigrations(url);
  const db = openDb(url, 2);
  await opts.seed(db);
  const temporal = await startTemporal(logDir);
  if (temporal.proc) procs.push(temporal.proc);
  // NODE_FLAGS: extra node options for the api and worker after scripts/node-flags (--cpu-prof, --trace-gc, …).
  const entries = processEntries(undefined, (process.env.NODE_FLAGS ?? "").split(" ").filter(Boolean));
  const common = {
    DATABASE_URL: url, TEMPORAL_ADDRESS: temporal.address, NODE_ENV: "production", LOG_LEVEL: "warn",
    FETCH_ALLOW_PRIVATE_HOSTS: opts.allowHosts.join(","),
  };
  const port = await freePort();
  const api = startProc("rivulet-api", process.execPath, entries.api, { ...entries.env.api, ...common, HOST: "127.0.0.1", PORT: String(port), DATA_DIR: path.join(opts.work, "api") }, logDir);
  procs.push(api);
  const worker = startProc("rivulet-worker", process.execPath, entries.worker, {
    ...entries.env.worker, ...common, DATA_DIR: path.join(opts.work, "worker"), DATABASE_POOL_SIZE: String(opts.dbConnections), ...opts.workerEnv,
    ...(opts.storiesEnv ? { STORIES_WORKER: "off" } : {}),
  }, logDir);
  procs.push(worker);
  const stories = opts.storiesEnv
    ? startProc("rivulet-stories", process.execPath, entries.worker, {
        ...entries.env.worker, ...common, DATA_DIR: path.join(opts.work, "stories"), DATABASE_POOL_SIZE: "4", ...opts.storiesEnv, STORIES_WORKER: "only",
      }, logDir)
    : null;
  if (stories) procs.push(stories);
  await waitHttp(`http://127.0.0.1:${port}/healthz`, api);
  const tconn = await Connection.connect({ address: temporal.address });
  const client = new Client({ connection: tconn });
  for (let i = 0; ; i++) {
    const { pollers } = await client.workflowService.describeTaskQueue({ namespace: "default", taskQueue: { name: "rivulet" }, taskQueueType: 2 });
    if (pollers.length) break;
    if (worker.exited() || i > 600) throw new Error(`the worker did not start:\n${worker.output().slice(-2000)}`);
    await sleep(250);
  }
  for (let i = 0; stories; i++) {
    const { pollers } = await client.workflowService.describeTaskQueue({ namespace: "default", taskQueue: { name: "rivulet-stories" }, taskQueueType: 2 });
    if (pollers.length) break;
    if (stories.exited() || i > 600) throw new Error(`the stories worker did not start:\n${stories.output().slice(-2000)}`);
    await sleep(250);
  }
  const sweep = client.schedule.getHandle(FEED_SWEEP_SCHEDULE_ID);
  return {
    db, api, worker, stories, procs, server, temporal, kind: entries.kind,
    triggerSweep: () => sweep.trigger(ScheduleOverlapPolicy.SKIP),
    async sweepIdle() {
      for (let i = 0; i < 240 && (await sweep.describe()).info.runningActions.length; i++) await sleep(250);
    },
    groups: () => [
      { name: "api", pid: api.pid },
      { name: "worker", pid: worker.pid },
      ...(stories ? [{ name: "stories", pid: stories.pid }] : []),
      { name: "database", pid: postmasterPid(server), tree: true },
      ...(temporal.proc ? [{ name: "temporal", pid: temporal.proc.pid, tree: true }] : []),
    ],
    async stop(say) {
      say(`rivulet api ${memoryOf(api.pid)}; worker ${memoryOf(worker.pid)}`);
      say(`rivulet VmHWM: api ${mib(vmHwm(api.pid))} MiB, worker ${mib(vmHwm(worker.pid))} MiB, api + worker ${mib(vmHwm(api.pid) + vmHwm(worker.pid))} MiB`);
      if (stories) say(`rivulet stories worker ${memoryOf(stories.pid)}`);
      await tconn.close();
      await Promise.all(procs.map((p) => p.stop()));
      await db.$disconnect();
      await server.stop();
    },
  };
}
