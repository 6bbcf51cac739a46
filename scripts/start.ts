import { spawn, spawnSync, type ChildProcess, type SpawnOptions } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { Connection } from "@temporalio/client";
import { loadConfigOrExit } from "../api/src/config.js";
import { applyMigrations } from "../api/src/db.js";
import { startEmbeddedPostgres } from "../api/src/embeddedPostgres.js";
import { assertPortFree } from "../api/src/lib/assertPortFree.js";
import { StartupError } from "../api/src/lib/startupError.js";
import { createLogger } from "../api/src/logger.js";
import { assertWritableDir } from "./startup/assertWritableDir.js";
import { clearRecord, recordChildren, stopLeftovers, type RecordedChild } from "./startup/supervisorRecord.js";
import { obtainTemporalCli } from "./startup/temporalCli.js";
import { devServerTuningArgs } from "./startup/temporalDevServer.js";
import { nodeEnv, nodeFlags } from "./nodeFlags.js";

/**
 * `npm start`: one supervisor for the embedded defaults. Starts whatever is not configured externally
 * (PostgreSQL, the Temporal dev server), applies migrations, then runs the api and worker as child processes
 * (the same entry points production runs separately) and stops everything on Ctrl-C.
 */
const ROOT = path.resolve(import.meta.dirname, "..");
const say = (line: string) => process.stdout.write(`${line}\n`);
const shown = (p: string) => (path.relative(process.cwd(), p).startsWith("..") ? p : path.relative(process.cwd(), p));

const config = loadConfigOrExit();
const log = createLogger(config, "supervisor");
const cleanups: Array<() => Promise<void>> = [];
const apps: ChildProcess[] = [];
let temporalServer: ChildProcess | undefined;
let shuttingDown = false;
const recordFile = path.join(config.dataDir, "supervisor.json");
const recorded: RecordedChild[] = [];
let ownsRecord = false;

/** Spawns a child and notes it in the data folder, so a later start can stop it if we die without doing so. */
function spawnRecorded(name: string, command: string, args: string[], options: SpawnOptions): ChildProcess {
  const child = spawn(command, args, options);
  if (child.pid) {
    recorded.push({ name, pid: child.pid, command: [command, ...args].join(" ") });
    recordChildren(recordFile, recorded);
  }
  return child;
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not come up within ${timeoutMs / 1000} s`);
}

/** What stays off without Temporal: every feature that runs as a workflow or schedule. Said loudly, once. */
function temporalOffNotice() {
  const lines = [
    "TEMPORAL IS OFF: no Temporal CLI was found, downloaded or built (the lines above say why).",
    "Rivulet runs, but these background features do not:",
    "  - feed refresh: followed feeds are never refreshed (no sweep schedule)",
    "  - new feeds' first fetch runs inside the API process instead of as a workflow",
    "  - guest purge and read-row pruning (account maintenance schedule)",
    "  - everything built on workflows later: digests, actions",
    "To turn them on, do one of these and restart:",
    "  - install Go (https://go.dev/dl): npm start then builds the CLI once",
    "  - set TEMPORAL_BIN to a temporal binary (https://temporal.download/cli/archive/latest)",
    "  - set TEMPORAL_ADDRESS to a running Temporal server (host:port)",
  ];
  const width = Math.max(...lines.map((l) => l.length));
  const bar = "!".repeat(width + 4);
  process.stderr.write(`\n${bar}\n${lines.map((l) => `! ${l.padEnd(width)} !`).join("\n")}\n${bar}\n\n`);
}

/**
 * Digests speak with espeak-ng and encode with ffmpeg (Debian packages): installed like the tests' Chromium when
 * missing and possible (root with apt). Without them the reader runs; digests with audio fail with a clear message.
 */
function prepareMediaTools(): void {
  const r = spawnSync("bash", [path.join(ROOT, "scripts/install-media-tools.sh")], { stdio: ["ignore", "pipe", "pipe"], encoding: "utf8" });
  const said = `${r.stdout ?? ""}${r.stderr ?? ""}`.trim();
  if (said && !said.startsWith("Media tools present")) say(said);
  if (r.status !== 0) say("Digest audio and video are off until espeak-ng and ffmpeg are installed (text digests still work).");
}

/** The dev server's binary: found, downloaded or built (scripts/startup/temporalCli.ts); its ports checked. */
async function prepareTemporal(): Promise<string | undefined> {
  const bin = await obtainTemporalCli({
    configured: config.temporal.binary,
    installDir: path.join(config.toolsDir, "bin"),
    downloadBaseUrl: config.temporal.cliDownloadUrl,
    say,
  });
  if (!bin) return undefined;
  const hint = "(or, for a Temporal server already running there, set TEMPORAL_ADDRESS)";
  await assertPortFree({ host: "127.0.0.1", port: config.temporal.devServerPort, what: "the Temporal dev server", setting: "TEMPORAL_PORT", hint });
  if (config.temporal.devServerUiPort) {
    await assertPortFree({ host: "127.0.0.1", port: config.temporal.devServerUiPort, what: "the Temporal web UI", setting: "TEMPORAL_UI_PORT" });
  }
  return bin;
}

/** Starts the dev server; resolves with its address once it answers. */
async function startTemporal(bin: string): Promise<string> {
  const { devServerPort: port, devServerUiPort: uiPort } = config.temporal;
  const child = spawnRecorded(
    "Temporal dev server",
    bin,
    [
      "server", "start-dev", "--ip", "127.0.0.1", "--port", String(port), "--ui-port", String(uiPort),
      "--db-filename", path.join(config.dataDir, "temporal.db"), "--log-level", "error",
      "--dynamic-config-value", "frontend.enableServerVersionCheck=false",
      // Limits sized for a one-process server, and WAL for its database file (scripts/startup/temporalDevServer.ts).
      ...devServerTuningArgs({ file: true }),
    ],
    // Its own process group, like PostgreSQL's: Ctrl-C in the terminal reaches the api and worker, which drain, and
    // the supervisor stops the server after them. In the terminal's group it stopped first, and a draining worker
    // spent seconds retrying a server that was gone.
    { stdio: ["ignore", "ignore", "inherit"], detached: true },
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

function runChild(name: "api" | "worker", entry: string, env: NodeJS.ProcessEnv) {
  const child = spawnRecorded(name, process.execPath, [...nodeFlags(name), "--import", "tsx", path.join(ROOT, entry)], { stdio: "inherit", env: { ...nodeEnv(name), ...env }, cwd: ROOT });
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
  const running = apps.length > 0 || temporalServer !== undefined || cleanups.length > 0;
  if (running) say("Stopping Rivulet…");
  // Apps first (they drain requests and tasks), then Temporal, then the database they use.
  await Promise.all(apps.map(stopChild));
  if (temporalServer) await stopChild(temporalServer);
  for (const cleanup of cleanups.reverse()) await cleanup().catch((e) => log.error({ err: e }, "cleanup failed"));
  if (ownsRecord) clearRecord(recordFile);
  if (running) say("Stopped.");
  process.exit(code);
}

function fail(reason: string) {
  process.stderr.write(`${reason}\n`);
  void shutdown(1);
}

// The supervisor owns shutdown: apps first, then Temporal, then the database they use.
process.on("SIGINT", () => void shutdown(0));
process.on("SIGTERM", () => void shutdown(0));
// A closed terminal: the database runs in its own session and would not hear it, so stop in order here too.
process.on("SIGHUP", () => void shutdown(0));

async function main() {
  // Everything that can be checked before starting anything is, so a wrong setting costs no half-started stack.
  assertWritableDir(config.dataDir, "DATA_DIR");
  await stopLeftovers(recordFile, say);
  recordChildren(recordFile, recorded);
  ownsRecord = true;
  if (config.port !== 0) await assertPortFree({ host: config.host, port: config.port, what: "Rivulet", setting: "PORT" });
  const temporalBin = config.temporal.address ? undefined : await prepareTemporal();
  prepareMediaTools();

  let databaseUrl = config.database.url;
  if (!databaseUrl) {
    const pg = await startEmbeddedPostgres({
      dir: config.database.embeddedDir, port: config.database.embeddedPort, database: "rivulet",
      passwordFile: config.database.embeddedPasswordFile, onNotice: say,
    });
    cleanups.push(pg.stop);
    databaseUrl = pg.url("rivulet");
    say(`PostgreSQL (embedded) at 127.0.0.1:${config.database.embeddedPort}, data in ${shown(pg.dir)}`);
  }
  const applied = await applyMigrations(databaseUrl);
  if (applied.length) say(`Applied migrations: ${applied.join(", ")}`);

  const temporalAddress = config.temporal.address ?? (temporalBin ? await startTemporal(temporalBin) : undefined);
  if (!temporalAddress) temporalOffNotice();

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
  if (!temporalAddress) say("Background features are OFF without Temporal: see the notice above.");
}

main().catch((e: unknown) => {
  // A StartupError is already the sentence to show; anything else is unexpected and keeps its message only.
  fail(e instanceof StartupError ? e.message : `Rivulet could not start: ${e instanceof Error ? e.message : String(e)}`);
});
