#!/usr/bin/env node
import { mkdirSync } from "node:fs"; import { readFile } from "node:fs/promises";
import { createInterface } from "node:readline"; import path from "node:path";
import pg from "pg"; import { PrismaPg } from "@prisma/adapter-pg";
import { PGlite } from "@electric-sql/pglite"; import { PrismaPGlite } from "pglite-prisma-adapter";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm"; // the migrations create it; the PGlite shadow DB needs it loaded
import { loadWasmEngine, bindMigrationAwareSqlAdapterFactory } from "./wasm-engine.mjs";
const argv = process.argv.slice(2), arg = (n) => argv[argv.indexOf(n) + 1];
const ds = argv.includes("--datasource") ? JSON.parse(arg("--datasource")) : {};
if (argv.includes("--version")) { console.log("schema-engine-cli 0edf323efd1d98336f3f0a68684b56f689b900d3 (wasm shim)"); process.exit(0); }
// PostgreSQL 18 records NOT NULL as pg_constraint rows (contype 'n'); Prisma 7.10's describer panics on that
// unknown constraint type as soon as it describes a live database. Column nullability is read elsewhere, so
// the check-constraint query simply leaves 'n' rows out.
const withoutNotNullConstraints = (q) => {
  const fix = (sql) => sql.replace("contype NOT IN ('p', 'u', 'f')", "contype NOT IN ('p', 'u', 'f', 'n')");
  if (typeof q === "string") return fix(q);
  if (q && typeof q.text === "string") return { ...q, text: fix(q.text) };
  return q;
};
class CharAsText extends pg.Client { // adapter-pg can't decode "char" (oid 18), which the schema describer uses
  query(...a) {
    a[0] = withoutNotNullConstraints(a[0]);
    const fix = (r) => { for (const x of [r].flat()) for (const f of x?.fields ?? []) if (f.dataTypeID === 18) f.dataTypeID = 25; return r; };
    const cb = typeof a.at(-1) === "function" ? a.pop() : null;
    if (cb) return super.query(...a, (e, r) => cb(e, e ? r : fix(r)));
    const p = super.query(...a); return p?.then ? p.then(fix) : p;
  }
}
const lites = [];
const lite = (dir) => { if (!dir.includes("://")) mkdirSync(path.dirname(path.resolve(dir)), { recursive: true });
  const db = new PGlite(dir, { extensions: { pg_trgm } }); lites.push(db); return new PrismaPGlite(db); };
const factory = (url) => (url.startsWith("pglite:") ? lite(url.slice(7)) : new PrismaPg({ connectionString: url, Client: CharAsText, max: 2 }));
if (argv.includes("cli")) { // `cli can-connect-to-database` | `cli create-database`
  process.stderr.write("shim\n"); // the CLI skips the first stderr line
  try {
    if (ds.url.startsWith("pglite:")) await (await lite(ds.url.slice(7)).connect()).queryRaw({ sql: "select 1", args: [], argTypes: [] });
    else if (argv.includes("create-database")) {
      const u = new URL(ds.url), db = decodeURIComponent(u.pathname.slice(1)); u.pathname = "/postgres";
      const c = new pg.Client({ connectionString: u.href }); await c.connect();
      await c.query(`CREATE DATABASE "${db.replaceAll('"', '""')}"`).catch((e) => { if (e.code !== "42P04") throw e; }); await c.end();
    } else { const c = new pg.Client({ connectionString: ds.url }); await c.connect(); await c.end(); }
    process.exit(0);
  } catch (e) {
    const fields = { message: String(e.message ?? e), error_code: e.code === "3D000" ? "P1003" : "P1001" };
    process.stderr.write(JSON.stringify({ level: "ERROR", target: "schema_engine::logger", fields }) + "\n"); process.exit(1);
  }
}
const main = factory(ds.url);
const bound = bindMigrationAwareSqlAdapterFactory({ provider: "postgres", adapterName: main.adapterName,
  connect: () => main.connect(), connectToShadowDb: () => factory(ds.shadowDatabaseUrl ?? "pglite:memory://").connect() });
const files = argv.flatMap((a, i) => (a === "--datamodels" ? [argv[i + 1]] : []));
const engine = await loadWasmEngine(bound, files.length ? await Promise.all(files.map(async (f) => [f, await readFile(f, "utf8")])) : undefined);
const send = (m) => process.stdout.write(JSON.stringify({ jsonrpc: "2.0", ...m }) + "\n");
let queue = Promise.resolve(), printId = 1e6;
createInterface({ input: process.stdin }).on("line", (line) => {
  const req = JSON.parse(line); if (!req.method) return; // reply to one of our `print` requests
  queue = queue.then(async () => {
    const m = req.method === "getDatabaseVersion" ? "version" : req.method, p = req.params ?? {};
    try {
      let r;
      try { r = await engine[m](p); } catch (e) { // wasm quirk: prime the shadow DB through devDiagnostic, then retry
        if (!/external factory/.test(e?.message) || !p.migrationsList) throw e;
        await engine.devDiagnostic({ migrationsList: p.migrationsList, filters: p.filters }); r = await engine[m](p);
      }
      if (m === "diff") { if (r.stdout) send({ id: printId++, method: "print", params: { content: r.stdout.replace(/\n$/, "") } }); r = { exitCode: r.exitCode }; }
      send({ id: req.id, result: r ?? null });
    } catch (err) {
      const e = bound.errorRegistry?.lookupError?.(err)?.error ?? err;
      const message = (e?.message ?? String(e)) + (e?.cause ? `\n${JSON.stringify(e.cause)}` : "");
      send({ id: req.id, error: { code: 4466, message: "see data", data: { is_panic: false, message, error_code: e?.code, meta: e?.meta } } });
    }
  });
}).on("close", async () => { await queue; for (const db of lites) await db.close().catch(() => {}); process.exit(0); });
