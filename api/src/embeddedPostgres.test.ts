import { chmodSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { describe, expect, it, vi } from "vitest";
import { freePort } from "../../tests/setup/freePort.js";
import { startPgServerProcess } from "../../tests/setup/pgServerProcess.js";
import { useScratch } from "../../tests/setup/scratch.js";
import { embeddedDatabaseUrl } from "./embeddedDatabaseUrl.js";
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from "./embeddedPostgres.js";
import { StartupError } from "./lib/startupError.js";

// Real PostgreSQL servers from the npm binaries, each on its own port and folder.
const scratch = useScratch("rivulet-embedded-pg-");
const tempDir = () => scratch.dir();

async function start(opts: Parameters<typeof startEmbeddedPostgres>[0]): Promise<EmbeddedPostgresHandle> {
  const server = await startEmbeddedPostgres(opts);
  scratch.defer(async () => {
    await server.stop();
    if (server.dir !== opts.dir) rmSync(server.dir, { recursive: true, force: true });
  });
  return server;
}

async function query(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

const withPassword = (url: string, password: string) => {
  const u = new URL(url);
  u.password = password;
  return u.href;
};

describe("the embedded PostgreSQL", () => {
  it("makes a random password at first start, keeps it in the data folder with mode 0600, and refuses the old default", async () => {
    const data = tempDir();
    const port = await freePort();
    const passwordFile = path.join(data, "postgres.password");

    const server = await start({ dir: path.join(data, "postgres"), port, database: "rivulet", passwordFile });

    const password = readFileSync(passwordFile, "utf8").trim();
    expect(password).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(statSync(passwordFile).mode & 0o777).toBe(0o600);
    expect(server.url("rivulet")).toBe(`postgres://postgres:${password}@127.0.0.1:${port}/rivulet`);
    expect(await query(server.url("rivulet"), "SELECT current_database() AS db")).toEqual([{ db: "rivulet" }]);
    await expect(query(withPassword(server.url("rivulet"), "postgres"), "SELECT 1")).rejects.toThrow(/password authentication failed/);
    // The Prisma CLI and `npm run admin` build the same URL from the data folder.
    expect(embeddedDatabaseUrl({ embeddedPasswordFile: passwordFile, embeddedPort: port })).toBe(server.url("rivulet"));
    // No socket in the shared /tmp: the only socket sits in the cluster folder, which only its OS user can enter.
    expect(existsSync(path.join(os.tmpdir(), `.s.PGSQL.${port}`))).toBe(false);
    expect(statSync(server.dir).mode & 0o077).toBe(0);
  });

  it("gives a cluster made with the old default password a random one on its next start, keeping its data", async () => {
    const data = tempDir();
    const port = await freePort();
    const dir = path.join(data, "postgres");
    const passwordFile = path.join(data, "postgres.password");
    const first = await startEmbeddedPostgres({ dir, port, database: "rivulet", passwordFile });
    await query(first.url("rivulet"), "CREATE TABLE kept (note text); INSERT INTO kept VALUES ('still here')");
    // Put the cluster back in the state earlier versions left it: password "postgres", scram on every
    // connection (initdb --auth=scram-sha-256), and no password file.
    await query(first.url("rivulet"), "ALTER ROLE postgres PASSWORD 'postgres'");
    await first.stop();
    rmSync(passwordFile);
    writeFileSync(path.join(first.dir, "pg_hba.conf"), "local all all scram-sha-256\nhost all all 127.0.0.1/32 scram-sha-256\nhost all all ::1/128 scram-sha-256\n");
    const legacyUrl = `postgres://postgres:postgres@127.0.0.1:${port}/rivulet`;

    const notices: string[] = [];
    const server = await start({ dir, port, database: "rivulet", passwordFile, onNotice: (l) => notices.push(l) });

    const password = readFileSync(passwordFile, "utf8").trim();
    expect(password).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(statSync(passwordFile).mode & 0o777).toBe(0o600);
    expect(await query(server.url("rivulet"), "SELECT note FROM kept")).toEqual([{ note: "still here" }]);
    await expect(query(legacyUrl, "SELECT 1")).rejects.toThrow(/password authentication failed/);
    expect(notices).toEqual([`PostgreSQL: the existing database now has a random password, kept in ${passwordFile} (mode 0600); the old one no longer works.`]);
  });

  it("keeps its password across restarts", async () => {
    const data = tempDir();
    const port = await freePort();
    const opts = { dir: path.join(data, "postgres"), port, database: "rivulet", passwordFile: path.join(data, "postgres.password") };
    const first = await startEmbeddedPostgres(opts);
    const url = first.url("rivulet");
    await first.stop();
    const notices: string[] = [];

    const again = await start({ ...opts, onNotice: (l) => notices.push(l) });

    expect(again.url("rivulet")).toBe(url);
    expect(await query(url, "SELECT 1 AS one")).toEqual([{ one: 1 }]);
    expect(notices).toEqual([]);
  });

  it("stops a server an earlier start left running when it died, and starts on the same data", async () => {
    const dir = path.join(tempDir(), "postgres");
    const port = await freePort();
    // The test server's runner in a process of its own, like an earlier `npm start`, then killed outright.
    const earlier = await startPgServerProcess(dir, port, { keepData: true });
    const leftover = Number(readFileSync(path.join(dir, "postmaster.pid"), "utf8").split("\n")[0]);
    process.kill(earlier.pid, "SIGKILL");
    await vi.waitFor(() => expect(() => process.kill(earlier.pid, 0)).toThrow());
    expect(() => process.kill(leftover, 0)).not.toThrow();

    const notices: string[] = [];
    const server = await start({ dir, port, database: "rivulet", onNotice: (l) => notices.push(l) });

    expect(notices).toEqual([`PostgreSQL: stopped the server an earlier start left running on this data (pid ${leftover}).`]);
    expect(() => process.kill(leftover, 0)).toThrow();
    expect(await query(server.url("rivulet"), "SELECT 1 AS one")).toEqual([{ one: 1 }]);
  });

  it("leaves a server alone while the process that started it runs, saying so in one sentence", async () => {
    const dir = path.join(tempDir(), "postgres");
    const port = await freePort();
    const other = await startPgServerProcess(dir, port);
    scratch.defer(() => other.stop());

    const attempt = startEmbeddedPostgres({ dir, port: await freePort(), database: "rivulet" });

    await expect(attempt).rejects.toThrow(StartupError);
    await expect(attempt).rejects.toThrow(
      new RegExp(`^PostgreSQL is already running on ${dir} \\(pid \\d+\\) for another Rivulet process \\(pid ${other.pid}\\): stop that one first, or give this one its own DATA_DIR\\.$`),
    );
  });

  it("runs from a data folder too deep for a Unix socket path, with its socket in a private temp folder", async () => {
    const dir = path.join(tempDir(), "a-data-folder-deep-enough-that-the-socket-path-would-pass-the-limit", "postgres");
    const port = await freePort();
    const before = new Set(readdirSync(os.tmpdir()));

    const server = await startEmbeddedPostgres({ dir, port, database: "rivulet" });
    const socketDirs = readdirSync(os.tmpdir()).filter((f) => f.startsWith("rivulet-pg-sock-") && !before.has(f));
    expect(path.join(dir, `.s.PGSQL.${port}`).length).toBeGreaterThan(100);
    expect(socketDirs).toHaveLength(1);
    const socketDir = path.join(os.tmpdir(), socketDirs[0]!);
    expect(statSync(socketDir).mode & 0o077).toBe(0);
    expect(existsSync(path.join(socketDir, `.s.PGSQL.${port}`))).toBe(true);
    expect(await query(server.url("rivulet"), "SELECT 1 AS one")).toEqual([{ one: 1 }]);

    await server.stop();

    expect(existsSync(socketDir)).toBe(false);
  });

  it("says which setting to change when its port is taken, before creating anything", async () => {
    const dir = path.join(tempDir(), "postgres");
    const busy = createServer();
    await new Promise<void>((resolve) => busy.listen(0, "127.0.0.1", resolve));
    scratch.defer(() => new Promise<void>((resolve) => busy.close(() => resolve())));
    const port = (busy.address() as { port: number }).port;

    const attempt = startEmbeddedPostgres({ dir, port, database: "rivulet" });

    await expect(attempt).rejects.toThrow(
      `Port ${port} is in use, so the embedded PostgreSQL cannot listen on it: set EMBEDDED_PG_PORT to a free port, or stop what uses it.`,
    );
    expect(existsSync(dir)).toBe(false);
  });

  it("runs from a data folder only its owner can enter (as root, where the postgres user can reach it, said in one line)", async () => {
    const home = tempDir();
    chmodSync(home, 0o700);
    const dir = path.join(home, "rv", "data", "postgres");
    const notices: string[] = [];

    const server = await start({ dir, port: await freePort(), database: "rivulet", passwordFile: path.join(home, "rv", "data", "postgres.password"), onNotice: (l) => notices.push(l) });

    expect(await query(server.url("rivulet"), "SELECT 1 AS one")).toEqual([{ one: 1 }]);
    if (process.getuid?.() === 0) {
      // PostgreSQL refuses to run as root, and the postgres user it runs as cannot enter a 0700 folder of root's.
      expect(server.dir).toBe(path.join("/var/lib/rivulet/clusters", dir.replaceAll(/[^A-Za-z0-9]+/g, "-").replace(/^-+|-+$/g, "")));
      expect(notices).toContain(`PostgreSQL data is in ${server.dir} (the postgres user, which PostgreSQL runs as instead of root, cannot enter ${path.dirname(dir)}).`);
    } else {
      expect(server.dir).toBe(dir);
      expect(notices).toEqual([]);
    }
  });
});
