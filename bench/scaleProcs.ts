import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import path from "node:path";
import { Connection } from "@temporalio/client";
import { nodeEnv, nodeFlags } from "../scripts/nodeFlags.js";

const ROOT = path.resolve(import.meta.dirname, "..");
const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** The newest modification time of the (non-test, non-generated) sources under `dir`. */
function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "generated") newest = Math.max(newest, newestSource(full));
    } else if (!entry.name.endsWith(".test.ts")) {
      newest = Math.max(newest, statSync(full).mtimeMs);
    }
  }
  return newest;
}

/**
 * How api and worker processes are started: the production build (`npm run build`: plain node on dist/) when it
 * exists and is not older than the sources, else the TypeScript sources through tsx (`npm run dev:api` /
 * `dev:worker`), with the V8 options of scripts/node-flags and then `extraFlags` (later ones win). RUNTIME=dist|tsx
 * forces one; API_ENTRY / WORKER_ENTRY point at other entry files.
 */
export function processEntries(runtime = process.env.RUNTIME ?? "auto", extraFlags: string[] = []) {
  const dist = {
    api: process.env.API_ENTRY ?? path.join(ROOT, "dist/api/src/main.js"),
    worker: process.env.WORKER_ENTRY ?? path.join(ROOT, "dist/temporal/src/worker.js"),
  };
  const built = existsSync(dist.api) && existsSync(dist.worker);
  if (runtime === "dist" && !built) throw new Error(`RUNTIME=dist but ${dist.api} or ${dist.worker} is missing: run npm run build first`);
  const marker = path.join(ROOT, "dist/BUILD");
  const stale = built && existsSync(marker) && Math.max(newestSource(path.join(ROOT, "api/src")), newestSource(path.join(ROOT, "temporal/src"))) > statSync(marker).mtimeMs;
  // The V8 options npm run api / worker start them with (scripts/node-flags).
  const api = [...nodeFlags("api"), ...extraFlags];
  const worker = [...nodeFlags("worker"), ...extraFlags];
  // And the environment they start with (scripts/node-flags' `worker env:` line).
  const env = { api: nodeEnv("api"), worker: nodeEnv("worker") };
  if (runtime === "dist" || (runtime === "auto" && built && !stale)) return { kind: "the build in dist/ (plain node)", api: [...api, dist.api], worker: [...worker, dist.worker], env };
  return {
    env,
    kind: `tsx (TypeScript sources${runtime === "auto" && stale ? "; dist/ is older than the sources, npm run build to use it" : ""})`,
    api: [...api, "--import", "tsx", process.env.API_ENTRY ?? path.join(ROOT, "api/src/main.ts")],
    worker: [...worker, "--import", "tsx", process.env.WORKER_ENTRY ?? path.join(ROOT, "temporal/src/worker.ts")],
  };
}

export interface Proc {
  name: string;
  child: ChildProcess;
  pid: number;
  logFile: string;
  /** Lines written so far (kept for error reports and readiness checks). */
  output: () => string;
  exited: () => boolean;
  stop: () => Promise<void>;
}

/** Starts `command args` with `env` as its own OS process; stdout and stderr go to `logDir/name.log`. */
export function startProc(name: string, command: string, args: string[], env: Record<string, string>, logDir: string): Proc {
  const logFile = path.join(logDir, `${name}.log`);
  const log = createWriteStream(logFile);
  const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let text = "";
  let exited = false;
  const take = (chunk: Buffer) => {
    log.write(chunk);
    text += chunk.toString();
    if (text.length > 200_000) text = text.slice(-100_000);
  };
  child.stdout!.on("data", take);
  child.stderr!.on("data", take);
  const done = new Promise<void>((resolve) =>
    child.on("exit", () => {
      exited = true;
      log.end();
      resolve();
    }),
  );
  return {
    name,
    child,
    pid: child.pid!,
    logFile,
    output: () => text,
    exited: () => exited,
    async stop() {
      if (exited) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await done;
      clearTimeout(timer);
    },
  };
}

function readStat(pid: number): { cpuTicks: number; ppid: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name (which may hold spaces) start after the last ")".
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return { ppid: Number(fields[1]), cpuTicks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}

function rssBytes(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Number(m[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

function childrenByParent(): Map<number, number[]> {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const s = readStat(Number(entry));
    if (s) children.set(s.ppid, [...(children.get(s.ppid) ?? []), Number(entry)]);
  }
  return children;
}

/** The process and its descendants (PostgreSQL's backends, a dev server's children). */
function withDescendants(pid: number, children: Map<number, number[]>): number[] {
  const all: number[] = [];
  const walk = (p: number) => {
    all.push(p);
    for (const c of children.get(p) ?? []) walk(c);
  };
  walk(pid);
  return all;
}

/**
 * Samples peak RSS (a group's processes summed) and CPU seconds per named group of processes. CPU of a group
 * counts its live processes and their descendants; a backend that exits between samples loses its last slice.
 */
export function createProcSampler(groups: () => Array<{ name: string; pid: number; tree?: boolean }>, intervalMs = 250) {
  const peak = new Map<string, number>();
  const cpu = new Map<string, Map<number, number>>();
  const sample = () => {
    const list = groups();
    const children = list.some((g) => g.tree) ? childrenByParent() : new Map<number, number[]>();
    for (const g of list) {
      const pids = g.tree ? withDescendants(g.pid, children) : [g.pid];
      let rss = 0;
      const ticks = cpu.get(g.name) ?? new Map<number, number>();
      for (const pid of pids) {
        rss += rssBytes(pid);
        const s = readStat(pid);
        if (s) ticks.set(pid, s.cpuTicks);
      }
      cpu.set(g.name, ticks);
      peak.set(g.name, Math.max(peak.get(g.name) ?? 0, rss));
    }
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  const cpuSeconds = () => new Map([...cpu].map(([name, ticks]) => [name, [...ticks.values()].reduce((a, b) => a + b, 0) / TICKS_PER_SECOND]));
  return {
    peakRss: () => new Map(peak),
    /** CPU seconds used so far by each group (call at both ends of a window and subtract). */
    cpuSeconds: () => {
      sample();
      return cpuSeconds();
    },
    stop: () => clearInterval(timer),
  };
}

/** CPU seconds of the whole machine so far: busy (every process, ours and others'), steal and all (busy, idle, steal). */
export function machineCpu(): { busy: number; steal: number; all: number } {
  const [, ...fields] = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/);
  const [user, nice, system, idle, iowait, irq, softirq, steal] = fields.map(Number) as number[];
  const busy = user! + nice! + system! + irq! + softirq!;
  return { busy: busy / TICKS_PER_SECOND, steal: steal! / TICKS_PER_SECOND, all: (busy + idle! + iowait! + steal!) / TICKS_PER_SECOND };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The Temporal dev server (`.tools/bin/temporal`, or TEMPORAL_BIN) on free ports, or TEMPORAL_ADDRESS when set. */
export async function startTemporal(logDir: string): Promise<{ address: string; proc: Proc | null }> {
  if (process.env.TEMPORAL_ADDRESS) return { address: process.env.TEMPORAL_ADDRESS, proc: null };
  const bin = process.env.TEMPORAL_BIN ?? path.resolve(import.meta.dirname, "../.tools/bin/temporal");
  const port = await freePort();
  const args = ["server", "start-dev", "--ip", "127.0.0.1", "--port", String(port), "--headless", "--log-level", "error",
    "--http-port", String(await freePort()), "--metrics-port", String(await freePort())];
  const proc = startProc("temporal", bin, args, {}, logDir);
  const address = `127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      const c = await Connection.connect({ address, connectTimeout: 1000 });
      await c.close();
      return { address, proc };
    } catch (e) {
      if (proc.exited() || i > 120) throw new Error(`the Temporal dev server did not start: ${proc.output().slice(-500)}`, { cause: e });
      await sleep(500);
    }
  }
}

/** Resolves once `url` answers 2xx; throws when `proc` exits or after a minute. */
export async function waitHttp(url: string, proc: Proc) {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not listening yet */
    }
    if (proc.exited() || i > 240) throw new Error(`${proc.name} did not start:\n${proc.output().slice(-2000)}`);
    await sleep(250);
  }
}
