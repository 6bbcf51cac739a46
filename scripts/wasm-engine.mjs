import { readFile } from "node:fs/promises"; import { readdirSync } from "node:fs";
import { createRequire } from "node:module"; import path from "node:path";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
export { bindMigrationAwareSqlAdapterFactory };
let runtime;
// The engine's panic hook writes its message here (Prisma's own runtime defines it); without it a Rust panic
// surfaces as "Cannot read properties of undefined (reading 'set_message')" and the message is lost.
globalThis.PRISMA_WASM_PANIC_REGISTRY ??= {
  message: "",
  set_message(message) {
    this.message = message;
    process.stderr.write(`schema engine panic: ${message}\n`);
  },
};
export async function loadWasmEngine(boundFactory, datamodels /* [[path, content]] | undefined */) {
  if (!runtime) {
    runtime = await import("@prisma/schema-engine-wasm/schema_engine_bg");
    const dir = path.dirname(createRequire(import.meta.url).resolve("@prisma/schema-engine-wasm/schema_engine_bg"));
    const inst = new WebAssembly.Instance(new WebAssembly.Module(await readFile(path.join(dir, "schema_engine_bg.wasm"))),
      { "./schema_engine_bg.js": runtime });
    runtime.__wbg_set_wasm(inst.exports); inst.exports.__wbindgen_start();
  }
  return runtime.SchemaEngine.new({ datamodels }, () => {}, boundFactory);
}
export async function migrateDeploy(factory /* PrismaPg | PrismaPGlite */, baseDir = "prisma/migrations") {
  const migrationDirectories = [];
  for (const d of readdirSync(baseDir, { withFileTypes: true }).filter((d) => d.isDirectory()).sort((a, b) => a.name.localeCompare(b.name)))
    migrationDirectories.push({ path: d.name, migrationFile: { path: "migration.sql",
      content: { tag: "ok", value: await readFile(path.join(baseDir, d.name, "migration.sql"), "utf8") } } });
  const lockfile = { path: "migration_lock.toml", content: await readFile(path.join(baseDir, "migration_lock.toml"), "utf8").catch(() => null) };
  const engine = await loadWasmEngine(bindMigrationAwareSqlAdapterFactory(factory), undefined);
  try {
    const migrationsList = { baseDir: path.resolve(baseDir), lockfile, shadowDbInitScript: "", migrationDirectories };
    return (await engine.applyMigrations({ migrationsList, filters: { externalTables: [], externalEnums: [] } })).appliedMigrationNames;
  } finally { engine.free(); }
}
