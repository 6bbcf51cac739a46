import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { openDb, type Db } from "../../api/src/db.js";

export interface TestDatabase {
  url: string;
  db: Db;
  drop(): Promise<void>;
}

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject("pgAdminUrl") });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A new database on the run's server, empty or cloned from a template, with its URL and a way to drop it. */
async function newDatabase(template?: string): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `rivulet_test_${randomBytes(6).toString("hex")}`;
  await admin((c) => c.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`));
  const url = new URL(inject("pgAdminUrl"));
  url.pathname = `/${name}`;
  return { name, url: url.href, drop: () => admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined) };
}

/** A fresh, fully migrated database of its own (a clone of the run's template), so test files never interfere. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const database = await newDatabase(inject("templateDatabase"));
  const db = openDb(database.url, 5);
  return {
    url: database.url,
    db,
    async drop() {
      await db.$disconnect();
      await database.drop();
    },
  };
}

function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1));
}

/** Turns new connections to a test database away, or lets them in again: the server looks down to newcomers. */
export async function acceptConnections(url: string, accept: boolean): Promise<void> {
  await admin((c) => c.query(`ALTER DATABASE ${databaseName(url)} WITH ALLOW_CONNECTIONS ${accept}`));
}

/**
 * Ends the sessions of a test database whose application_name is `applicationName`, as a database restart or an
 * operator's pg_terminate_backend would, and resolves once they are gone. Returns how many there were.
 */
export async function terminateSessions(url: string, applicationName: string): Promise<number> {
  return admin(async (c) => {
    const { rows } = await c.query<{ pid: number }>(
      "SELECT pid, pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND application_name = $2",
      [databaseName(url), applicationName],
    );
    const pids = rows.map((r) => r.pid);
    while ((await c.query("SELECT 1 FROM pg_stat_activity WHERE pid = ANY($1)", [pids])).rowCount) {
      await new Promise((r) => setTimeout(r, 10));
    }
    return pids.length;
  });
}

/** An empty database of its own, no migrations applied: for tests of migrating. */
export function createEmptyDatabase(): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  return newDatabase();
}
