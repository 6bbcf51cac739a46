// The Prisma client generated into api/src/generated/prisma loads its query compiler (WebAssembly) by importing a
// module whose one export is the 3.4 MB binary as a 4.6 MB base64 string. An imported module stays loaded for the
// process's life: its source (4.6 MB, outside V8's heap) and the string (4.6 MB, inside) both, 9 MiB in every
// process that has run a Prisma query, long after the compiler was made from them. This makes the generated client
// read that file as text instead, decode it and let it go: the same bytes, the same compiler.
//
// Run after every `prisma generate` by scripts/prisma-generate.mjs (which postinstall, build-server.sh, test-all.sh
// and `npm run generate` call); safe to re-run. When a Prisma upgrade changed the generated code, nothing is written and it
// says so: the client then loads the compiler as shipped, and scripts/patches/prismaCompilerWasm.test.ts fails
// until this is brought up to date.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export const MARKER = "rivulet: the compiler's wasm read, not imported (scripts/patches/prismaCompilerWasm.mjs)";
const MODULE = "@prisma/client/runtime/query_compiler_fast_bg.postgresql.wasm-base64.mjs";

const SHIPPED = `  getQueryCompilerWasmModule: async () => {
    const { wasm } = await import("${MODULE}")
    return await decodeBase64AsWasm(wasm)
  },`;

const PATCHED = `  getQueryCompilerWasmModule: async () => {
    // ${MARKER}
    const { readFile } = await import("node:fs/promises")
    const text = await readFile(new URL(import.meta.resolve("${MODULE}")), "utf8")
    return new WebAssembly.Module(Buffer.from(text.slice(text.indexOf('"') + 1, text.lastIndexOf('"')), "base64"))
  },`;

/** Patches the client generated in `dir`; returns what it did, in one line (or null when already done). */
export function patchPrismaCompilerWasm(dir = "api/src/generated/prisma") {
  const file = path.join(dir, "internal/class.ts");
  if (!existsSync(file)) return `${file}: not patched (no generated client there)`;
  const code = readFileSync(file, "utf8");
  if (code.includes(MARKER)) return null;
  if (code.split(SHIPPED).length !== 2) return `${file}: not patched (its compiler loading is not the code this patch knows; the client loads it as shipped)`;
  writeFileSync(file, code.replace(SHIPPED, () => PATCHED));
  return `${file}: the query compiler's wasm is read from its file, not imported`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const line = patchPrismaCompilerWasm(process.argv[2]);
  if (line) console.log(line);
}
