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

/** A fresh, fully migrated database of its own (a clone of the run's template), so test files never interfere. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `rivulet_test_${randomBytes(6).toString("hex")}`;
  await admin((c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${inject("templateDatabase")}`));
  const url = new URL(inject("pgAdminUrl"));
  url.pathname = `/${name}`;
  const db = openDb(url.href, 5);
  return {
    url: url.href,
    db,
    async drop() {
      await db.$disconnect();
      await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
