import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { Connection } from "@temporalio/client";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../../tests/setup/freePort.js";
import { TEMPORAL_CLI } from "../../tests/setup/temporalCli.js";
import { DEV_SERVER_DYNAMIC_CONFIG, devServerTuningArgs } from "./temporalDevServer.js";

// The real CLI started with npm start's tuning (scripts/start.ts): the CLI refuses a value that is not JSON and SQLite
// a pragma it cannot apply, so a typo here would leave `npm start` without Temporal.
const tmp = mkdtempSync(path.join(os.tmpdir(), "rivulet-temporal-dev-"));
let server: ChildProcess | undefined;
afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server!.once("exit", r));
    server.kill("SIGTERM");
    await exited;
  }
  rmSync(tmp, { recursive: true, force: true });
});

describe("the Temporal dev server as npm start runs it", () => {
  it("passes every dynamic-config value as JSON and, for a database file, WAL with synchronous=NORMAL", () => {
    const args = devServerTuningArgs({ file: true });
    for (const [key, value] of Object.entries(DEV_SERVER_DYNAMIC_CONFIG)) {
      expect(args).toContain(`${key}=${JSON.stringify(value)}`);
    }
    expect(args.join(" ")).toContain("--sqlite-pragma journal_mode=wal --sqlite-pragma synchronous=normal");
    expect(devServerTuningArgs({ file: false })).not.toContain("--sqlite-pragma");
  });

  it("starts with the tuning and keeps its database file in WAL mode", async () => {
    const port = await freePort();
    const db = path.join(tmp, "temporal.db");
    let output = "";
    server = spawn(TEMPORAL_CLI, ["server", "start-dev", "--ip", "127.0.0.1", "--port", String(port), "--headless", "--db-filename", db, "--log-level", "error", ...devServerTuningArgs({ file: true })], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    server.stdout!.on("data", (d: Buffer) => (output += d.toString()));
    server.stderr!.on("data", (d: Buffer) => (output += d.toString()));
    const address = `127.0.0.1:${port}`;
    for (let i = 0; ; i++) {
      try {
        const c = await Connection.connect({ address, connectTimeout: 1000 });
        await c.workflowService.getSystemInfo({});
        await c.close();
        break;
      } catch (e) {
        if (server.exitCode !== null || i > 120) throw new Error(`the dev server did not start: ${output.slice(-1000)}`, { cause: e });
        await new Promise((r) => setTimeout(r, 500));
      }
    }
    expect(existsSync(`${db}-wal`)).toBe(true);
    const sqlite = new DatabaseSync(db, { readOnly: true });
    try {
      expect(sqlite.prepare("PRAGMA journal_mode").get()).toEqual({ journal_mode: "wal" });
    } finally {
      sqlite.close();
    }
  }, 90_000);
});
