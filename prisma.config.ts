import path from "node:path";
import { defineConfig } from "prisma/config";

// Prisma 7's CLI can only start a native schema engine, which it would download from a host these machines
// cannot reach. The shim speaks the engine's JSON-RPC on top of @prisma/schema-engine-wasm (prisma-offline.md).
process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= path.resolve(import.meta.dirname, "scripts/schema-engine-shim.mjs");

// With no DATABASE_URL the CLI targets the embedded server that `npm start` runs (data/postgres, port 5433 by default).
const embeddedUrl = `postgres://postgres:postgres@127.0.0.1:${process.env.EMBEDDED_PG_PORT ?? "5433"}/rivulet`;

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: process.env.DATABASE_URL ?? embeddedUrl },
});
