import { createHash } from "node:crypto";
import path from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { Prisma, PrismaClient } from "./generated/prisma/client.js";
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
 * Starts a statement that must be planned for its parameter values every time (left unnamed, so PostgreSQL plans
 * it at bind with the values): a search, whose best plan depends on how common its words are, which a cached
 * generic plan cannot know.
 */
export const PLAN_EACH_TIME = Prisma.raw("/* plan each time */");

/**
 * Names a statement after its text and argument types, so each pooled connection parses and plans it once and
 * then only binds and executes it (bench/scale: planning was about a third of PostgreSQL's time per statement,
 * and the reading list's page query, with its 20-odd parameters, took as long to plan as to run). An empty name
 * leaves a statement unprepared.
 */
export function statementName(query: { sql: string; argTypes: unknown[] }): string {
  if (query.argTypes.length > MAX_PREPARED_LIST_PARAMS && PARAMETER_LIST.test(query.sql)) return "";
  if (query.sql.trimStart().startsWith(PLAN_EACH_TIME.sql)) return "";
  if (query.sql.trimStart().startsWith(UNPREPARED)) return "";
  return `r${createHash("sha1").update(query.sql).update(JSON.stringify(query.argTypes)).digest("base64url").slice(0, 20)}`;
}

const pools = new WeakMap<PrismaClient, pg.Pool>();

/** Opens a pooled Prisma client on a PostgreSQL URL (embedded or external). */
export function openDb(url: string, poolSize = 10): PrismaClient {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  const db = new PrismaClient({ adapter: new PrismaPg(pool, { statementNameGenerator: statementName, disposeExternalPool: true }) });
  pools.set(db, pool);
  return db;
}

/**
 * The client's own connection pool, for the few hot paths that send SQL straight to the driver (feed refresh
 * stores a whole feed in a few multi-row statements): Prisma's runtime and query compiler cost more CPU per
 * statement than PostgreSQL spends running them there. Everything else goes through Prisma.
 */
export function sqlPool(db: PrismaClient): pg.Pool {
  const pool = pools.get(db);
  if (!pool) throw new Error("sqlPool: this client was not opened by openDb");
  return pool;
}

/** What raw statements need of a transaction: Prisma's, or sqlTx's over a driver connection. */
export type RawTx = Pick<Tx, "$queryRaw">;

// timestamp (without time zone) columns hold UTC, as Prisma reads them; pg's default parser would read local time.
const UTC_TIMESTAMP_OID = 1114;
const utcTypes = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === UTC_TIMESTAMP_OID ? (text: string) => new Date(`${text.replace(" ", "T")}Z`) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/**
 * Prisma's `$queryRaw` over a driver connection already inside a transaction (the feed refresh's, which writes
 * items straight to the driver): core code written against Prisma's raw API (filterEngine) runs in that same
 * transaction. Dates go out as UTC text and timestamps come back as UTC, as Prisma's adapter does.
 */
export function sqlTx(client: pg.PoolClient): RawTx {
  const queryRaw = async (strings: TemplateStringsArray | Prisma.Sql, ...values: unknown[]) => {
    const q = strings instanceof Prisma.Sql ? strings : Prisma.sql(strings, ...values);
    const params = q.values.map((v) => (v instanceof Date ? v.toISOString() : v));
    const { rows } = await client.query({ text: q.text, values: params, types: utcTypes });
    return rows;
  };
  return { $queryRaw: queryRaw } as unknown as RawTx;
}

/**
 * Applies pending migrations from prisma/migrations in-process (the same engine as `prisma migrate deploy`,
 * through the wasm schema engine, so no native binary or network is needed). Returns the names applied.
 */
export async function applyMigrations(url: string): Promise<string[]> {
  return migrateDeploy(new PrismaPg({ connectionString: url, max: 2 }), MIGRATIONS_DIR);
}
