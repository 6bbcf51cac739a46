import { spawn } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";

export interface PgServerProcess {
  /** A maintenance URL (database "postgres"). */
  adminUrl: string;
  /** The pid of the process running the server (pgServer.ts), not of PostgreSQL itself. */
  pid: number;
  /** Stops the server (a clean PostgreSQL shutdown) and resolves once its process exited. */
  stop(): Promise<void>;
}

/**
 * Starts a real PostgreSQL server (pgServer.ts) in a child process on `port` with its data in `dir`, and
 * resolves once it accepts connections. Its data folder goes when it stops, unless `keepData` (a later start on
 * the same folder and port is then a restart of the same server).
 */
export async function startPgServerProcess(dir: string, port: number, opts: { keepData?: boolean } = {}): Promise<PgServerProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", path.resolve(import.meta.dirname, "pgServer.ts"), dir, String(port), ...(opts.keepData ? ["--keep-data"] : [])], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  const adminUrl = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.on("line", (line) => line.startsWith("READY ") && resolve(line.slice(6)));
    child.once("exit", (code) => reject(new Error(`test PostgreSQL exited with code ${code}`)));
  });
  return {
    adminUrl,
    pid: child.pid!,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
}
