import { cp, mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { migrateDeploy as wasmMigrateDeploy } from "../../scripts/wasm-engine.mjs";
import { applyMigrations } from "../../api/src/db.js";
import { createEmptyDatabase } from "./testDb.js";

const migrateDeploy = wasmMigrateDeploy as (factory: PrismaPg, baseDir?: string) => Promise<string[]>;
const MIGRATIONS_DIR = path.resolve(import.meta.dirname, "../../prisma/migrations");

/**
 * A database migrated up to (not including) the migration named `before`, for testing what that migration does
 * to rows made by the schema before it: write them with `sql`, then `migrateRest()` applies the remaining
 * migrations as a deploy would.
 */
export async function databaseBefore(before: string) {
  const database = await createEmptyDatabase();
  const dir = await mkdtemp(path.join(os.tmpdir(), "rivulet-migrations-"));
  const names = (await readdir(MIGRATIONS_DIR, { withFileTypes: true })).filter((d) => d.isDirectory() && d.name < before).map((d) => d.name);
  await cp(path.join(MIGRATIONS_DIR, "migration_lock.toml"), path.join(dir, "migration_lock.toml"));
  for (const name of names) await cp(path.join(MIGRATIONS_DIR, name), path.join(dir, name), { recursive: true });
  await migrateDeploy(new PrismaPg({ connectionString: database.url, max: 2 }), dir);
  await rm(dir, { recursive: true, force: true });
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  return {
    url: database.url,
    /** Runs SQL on the database (old-shape rows before `migrateRest`, checks after). */
    sql: <T extends pg.QueryResultRow>(text: string, values?: unknown[]) => client.query<T>(text, values).then((r) => r.rows),
    /** Applies the migrations not yet applied; returns their names. */
    migrateRest: () => applyMigrations(database.url),
    async drop() {
      await client.end();
      await database.drop();
    },
  };
}
