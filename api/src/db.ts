import { createHash } from "node:crypto";
import path from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient, type Prisma } from "./generated/prisma/client.js";
// A plain .mjs helper shared with the Prisma CLI shim (prisma-offline.md); typed below.
import { migrateDeploy as wasmMigrateDeploy } from "../../scripts/wasm-engine.mjs";

export { PrismaClient };
export type Db = PrismaClient;
/** The client inside db.$transaction: functions that may run in one take `Db | Tx`. */
export type Tx = Prisma.TransactionClient;

const migrateDeploy = wasmMigrateDeploy as (factory: PrismaPg, baseDir?: string) => Promise<string[]>;
const MIGRATIONS_DIR = path.resolve(import.meta.dirname, "../../prisma/migrations");

/**
 * A statement with more parameters than this that lists them side by side (`IN ($1, $2, …)`, a multi-row VALUES)
 * stays unnamed: its text changes with the list's length, and one prepared statement per length would pile up.
 */
const MAX_PREPARED_LIST_PARAMS = 16;
const PARAMETER_LIST = /\$\d+\s*,\s*\$\d+/;
/**
 * Marks a statement assembled from data (a user's filters): its text takes as many shapes as there are filter
 * combinations, so it is never named, or each pooled connection would keep every shape it ever ran.
 */
export const UNPREPARED = "/* unprepared */";

/**
 * Names a statement after its text and argument types, so each pooled connection parses and plans it once and
 * then only binds and executes it (bench/scale: planning was about a third of PostgreSQL's time per statement,
 * and the reading list's page query, with its 20-odd parameters, took as long to plan as to run). An empty name
 * leaves a statement unprepared.
 */
export function statementName(query: { sql: string; argTypes: unknown[] }): string {
  if (query.argTypes.length > MAX_PREPARED_LIST_PARAMS && PARAMETER_LIST.test(query.sql)) return "";
  if (query.sql.trimStart().startsWith(UNPREPARED)) return "";
  return `r${createHash("sha1").update(query.sql).update(JSON.stringify(query.argTypes)).digest("base64url").slice(0, 20)}`;
}

/** Opens a pooled Prisma client on a PostgreSQL URL (embedded or external). */
export function openDb(url: string, poolSize = 10): PrismaClient {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString: url, max: poolSize }, { statementNameGenerator: statementName }) });
}

/**
 * Applies pending migrations from prisma/migrations in-process (the same engine as `prisma migrate deploy`,
 * through the wasm schema engine, so no native binary or network is needed). Returns the names applied.
 */
export async function applyMigrations(url: string): Promise<string[]> {
  return migrateDeploy(new PrismaPg({ connectionString: url, max: 2 }), MIGRATIONS_DIR);
}
