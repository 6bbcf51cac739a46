import { readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from "../api/src/embeddedPostgres.js";
import { freePort } from "./scaleProcs.js";

/**
 * PostgreSQL for bench/scale: a throwaway embedded server in `dir` restarted once with pg_stat_statements preloaded
 * (planning time tracked), or DATABASE_URL emptied. `postmasterPid` lets the bench sum the server's CPU.
 */
export async function startBenchPostgres(dir: string): Promise<{ url: string; server: EmbeddedPostgresHandle | null; postmasterPid: number | null; statements: boolean }> {
  const external = process.env.DATABASE_URL;
  if (external) {
    const c = new pg.Client({ connectionString: external });
    await c.connect();
    await c.query("DROP SCHEMA public CASCADE; CREATE SCHEMA public");
    const statements = await c.query("CREATE EXTENSION IF NOT EXISTS pg_stat_statements").then(() => true, () => false);
    await c.end();
    return { url: external, server: null, postmasterPid: null, statements };
  }
  const port = await freePort();
  let server = await startEmbeddedPostgres({ dir, port, database: "bench", throwaway: true });
  const c = new pg.Client({ connectionString: server.url("postgres") });
  await c.connect();
  await c.query("ALTER SYSTEM SET shared_preload_libraries = 'pg_stat_statements'");
  await c.query("ALTER SYSTEM SET pg_stat_statements.track_planning = on");
  await c.end();
  await server.stop();
  server = await startEmbeddedPostgres({ dir, port, database: "bench", throwaway: true });
  const url = server.url("bench");
  const s = new pg.Client({ connectionString: url });
  await s.connect();
  await s.query("CREATE EXTENSION IF NOT EXISTS pg_stat_statements");
  await s.end();
  return { url, server, postmasterPid: Number(readFileSync(path.join(dir, "postmaster.pid"), "utf8").split("\n")[0]), statements: true };
}
