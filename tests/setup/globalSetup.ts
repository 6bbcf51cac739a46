import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { applyMigrations } from "../../api/src/db.js";
import { startPgServerProcess, type PgServerProcess } from "./pgServerProcess.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** A maintenance URL of the test server (database "postgres"); test files clone the template from it. */
    pgAdminUrl: string;
    templateDatabase: string;
  }
}

const TEMPLATE = "rivulet_test_template";

/**
 * Once per run: a real PostgreSQL (embedded on a free port, or the server behind DATABASE_URL) and a template
 * database with every migration applied. Each test file then clones the template in ~50 ms.
 */
// Vitest loads globalSetup once per project (server, e2e), each as a separate module instance in the same
// process: share one server between them through globalThis.
interface Shared {
  server: Promise<{ adminUrl: string; stop: () => Promise<void> }>;
  users: number;
}
const registry = globalThis as typeof globalThis & { __rivuletTestPg?: Shared };

export default async function setup(project: TestProject) {
  const shared = (registry.__rivuletTestPg ??= { server: startServer(), users: 0 });
  const { adminUrl, stop } = await shared.server;
  shared.users += 1;
  project.provide("pgAdminUrl", adminUrl);
  project.provide("templateDatabase", TEMPLATE);
  return async () => {
    shared.users -= 1;
    if (shared.users === 0) {
      registry.__rivuletTestPg = undefined;
      await stop();
    }
  };
}

async function startServer() {
  let server: PgServerProcess | undefined;
  let adminUrl: string;
  const external = process.env.DATABASE_URL;
  const dir = path.join(os.tmpdir(), `rivulet-test-pg-${process.pid}`);
  if (external) {
    const u = new URL(external);
    u.pathname = "/postgres";
    adminUrl = u.href;
  } else {
    const port = 20_000 + (process.pid % 20_000);
    server = await startPgServerProcess(dir, port);
    adminUrl = server.adminUrl;
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${TEMPLATE}`);
  await admin.end();
  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${TEMPLATE}`;
  await applyMigrations(templateUrl.href);
  // The migration engine keeps its pooled connections idle for a while; a template must have no sessions.
  const closer = new pg.Client({ connectionString: adminUrl });
  await closer.connect();
  await closer.query(
    "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()",
    [TEMPLATE],
  );
  await closer.end();

  return {
    adminUrl,
    stop: async () => server?.stop(),
  };
}
