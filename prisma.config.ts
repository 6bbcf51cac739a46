import path from "node:path";
import { defineConfig } from "prisma/config";
import { loadConfig } from "./api/src/config.js";
import { embeddedDatabaseUrl } from "./api/src/embeddedDatabaseUrl.js";

// Prisma 7's CLI can only start a native schema engine, which it would download from a host these machines
// cannot reach. The shim speaks the engine's JSON-RPC on top of @prisma/schema-engine-wasm (prisma-offline.md).
process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= path.resolve(import.meta.dirname, "scripts/schema-engine-shim.mjs");

// With no DATABASE_URL the CLI targets the embedded server that `npm start` runs (DATA_DIR, EMBEDDED_PG_PORT), with
// the random password its first start wrote to DATA_DIR/postgres.password. Before that first start there is no
// server to reach, so the URL has no password and the CLI's own error says the connection failed.
const config = loadConfig();
const embeddedUrl = embeddedDatabaseUrl(config.database) ?? `postgres://postgres@127.0.0.1:${config.database.embeddedPort}/rivulet`;

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: config.database.url ?? embeddedUrl },
});
