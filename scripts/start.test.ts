import { spawn } from "node:child_process";
import { accessSync, chmodSync, constants, existsSync, mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:net";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { freePort } from "../tests/setup/freePort.js";
import { useScratch } from "../tests/setup/scratch.js";

// `npm start`'s supervisor as a real process: what a user sees when something is in the way.
const ROOT = path.resolve(import.meta.dirname, "..");
const scratch = useScratch("rivulet-start-");
const tempDir = () => scratch.dir();

async function occupy(): Promise<number> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  scratch.defer(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return (server.address() as { port: number }).port;
}

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the supervisor until it exits, or until `until` matches its output (then Ctrl-C, as a user would). */
function runStart(env: Record<string, string>, opts: { until?: RegExp; wrap?: string[] } = {}): Promise<Run> {
  const argv = [...(opts.wrap ?? []), process.execPath, "--import", "tsx", path.join(ROOT, "scripts/start.ts")];
  const child = spawn(argv[0]!, argv.slice(1), { cwd: ROOT, env: { ...process.env, LOG_LEVEL: "warn", ...env }, stdio: ["ignore", "pipe", "pipe"] });
  const run: Run = { code: null, stdout: "", stderr: "" };
  child.stdout.on("data", (d: Buffer) => {
    run.stdout += d.toString();
    if (opts.until?.test(run.stdout)) child.kill("SIGINT");
  });
  child.stderr.on("data", (d: Buffer) => (run.stderr += d.toString()));
  return new Promise((resolve) => child.once("close", (code) => resolve({ ...run, code })));
}

/** Free ports and a writable data folder: every test changes one thing from here. */
async function baseEnv(): Promise<Record<string, string>> {
  const data = tempDir();
  const web = path.join(data, "web");
  mkdirSync(web);
  writeFileSync(path.join(web, "index.html"), "<!doctype html><title>Rivulet</title>");
  return {
    // Whatever the developer's shell sets for these (empty means unset) must not leak into the runs.
    DATABASE_URL: "", TEMPORAL_ADDRESS: "", TEMPORAL_BIN: "", TOOLS_DIR: "",
    DATA_DIR: path.join(data, "data"), WEB_DIST_DIR: web, PORT: String(await freePort()),
    EMBEDDED_PG_PORT: String(await freePort()), TEMPORAL_PORT: String(await freePort()), TEMPORAL_UI_PORT: String(await freePort()),
  };
}

/** A stand-in Temporal CLI: the checks below stop start-up before it would run. */
function fakeTemporal(): string {
  const bin = path.join(tempDir(), "temporal");
  writeFileSync(bin, "#!/bin/sh\nexit 1\n");
  chmodSync(bin, 0o755);
  return bin;
}

/** One sentence on stderr, exit code 1, no stack trace, nothing half-started. */
function expectOneSentence(run: Run, sentence: string) {
  expect(run.code).toBe(1);
  expect(run.stderr.trim()).toBe(sentence);
  expect(run.stdout).not.toMatch(/\bat .+:\d+:\d+|Error:/);
  expect(run.stdout).not.toContain("Stopping");
}

describe("npm start when something is in the way", () => {
  it("names DATA_DIR when the data folder is not writable", async () => {
    const env = await baseEnv();
    const readOnly = path.join(tempDir(), "read-only");
    mkdirSync(readOnly);
    chmodSync(readOnly, 0o555);
    // Root writes through permission bits: drop that power (CAP_DAC_OVERRIDE) for the supervisor, as a hardened
    // container does, so the folder is really not writable for it.
    const wrap = process.getuid?.() === 0 ? ["setpriv", "--bounding-set=-dac_override,-dac_read_search", "--"] : [];

    const run = await runStart({ ...env, DATA_DIR: readOnly }, { wrap });

    expectOneSentence(run, `DATA_DIR ${readOnly} is not writable by ${os.userInfo().username} (EACCES): set DATA_DIR to a folder you can write, or make this one writable.`);
  });

  it("names PORT when the app's port is taken", async () => {
    const env = await baseEnv();
    const port = await occupy();

    const run = await runStart({ ...env, PORT: String(port), TEMPORAL_BIN: fakeTemporal() });

    expectOneSentence(run, `Port ${port} is in use, so Rivulet cannot listen on it: set PORT to a free port, or stop what uses it.`);
  });

  it("names TEMPORAL_PORT when the Temporal dev server's port is taken", async () => {
    const env = await baseEnv();
    const port = await occupy();

    const run = await runStart({ ...env, TEMPORAL_PORT: String(port), TEMPORAL_BIN: fakeTemporal() });

    expectOneSentence(
      run,
      `Port ${port} is in use, so the Temporal dev server cannot listen on it: set TEMPORAL_PORT to a free port, or stop what uses it (or, for a Temporal server already running there, set TEMPORAL_ADDRESS).`,
    );
  });

  it("names EMBEDDED_PG_PORT when the embedded PostgreSQL's port is taken", async () => {
    const env = await baseEnv();
    const port = await occupy();

    const run = await runStart({ ...env, EMBEDDED_PG_PORT: String(port), TEMPORAL_ADDRESS: "127.0.0.1:1" });

    expectOneSentence(run, `Port ${port} is in use, so the embedded PostgreSQL cannot listen on it: set EMBEDDED_PG_PORT to a free port, or stop what uses it.`);
    expect(existsSync(path.join(env.DATA_DIR!, "postgres", "PG_VERSION"))).toBe(false);
  });

  it("runs without any Temporal CLI, saying loudly which features are off and how to turn them on", async () => {
    const env = await baseEnv();
    // A machine without Go or a Temporal CLI: PATH keeps only folders holding neither.
    const shadowed = (dir: string) => ["go", "temporal"].some((c) => {
      try {
        accessSync(path.join(dir, c), constants.X_OK);
        return true;
      } catch {
        return false;
      }
    });
    const searchPath = (process.env.PATH ?? "").split(path.delimiter).filter((d) => d && !shadowed(d));
    const tools = tempDir();
    for (const command of ["id", "getent", "useradd", "ps"]) {
      const found = (process.env.PATH ?? "").split(path.delimiter).map((d) => path.join(d, command)).find((f) => existsSync(f));
      if (found) symlinkSync(found, path.join(tools, command));
    }

    const run = await runStart(
      { ...env, PATH: [tools, ...searchPath].join(path.delimiter), TOOLS_DIR: tempDir(), TEMPORAL_CLI_DOWNLOAD_URL: `http://127.0.0.1:${await freePort()}` },
      { until: /Rivulet is running/ },
    );

    expect(run.stdout).toMatch(/^Temporal CLI: could not download from 127\.0\.0\.1:\d+ \(ECONNREFUSED\)\.$/m);
    expect(run.stdout).toContain("Temporal CLI: Go is not installed, so it cannot be built from source (https://go.dev/dl).");
    expect(run.stderr).toContain("TEMPORAL IS OFF");
    for (const feature of ["feed refresh", "first fetch", "guest purge and read-row pruning", "digests, actions"]) expect(run.stderr).toContain(feature);
    for (const remedy of ["install Go", "set TEMPORAL_BIN", "set TEMPORAL_ADDRESS"]) expect(run.stderr).toContain(remedy);
    expect(run.stdout).toContain(`Rivulet is running at http://localhost:${env.PORT}`);
    expect(run.stdout).toContain("Stopped.");
    expect(run.code).toBe(0);
  }, 120_000);
});
