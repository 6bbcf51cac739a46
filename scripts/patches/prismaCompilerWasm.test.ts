import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { MARKER, patchPrismaCompilerWasm } from "./prismaCompilerWasm.mjs";

const generated = "api/src/generated/prisma/internal/class.ts";
const temp = mkdtempSync(path.join(os.tmpdir(), "rivulet-prisma-wasm-"));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe("the generated Prisma client's compiler loading (scripts/patches/prismaCompilerWasm.mjs)", () => {
  it("is patched in the client generated here (every query of the suite then runs on a compiler made that way)", () => {
    expect(readFileSync(generated, "utf8")).toContain(MARKER);
  });

  it("rewrites only the code it knows, once", () => {
    const patched = readFileSync(generated, "utf8");
    // The client as generated: the patch undone.
    const start = patched.indexOf("  getQueryCompilerWasmModule: async () => {");
    const end = patched.indexOf("  },", start) + "  },".length;
    const shipped = `${patched.slice(0, start)}  getQueryCompilerWasmModule: async () => {
    const { wasm } = await import("@prisma/client/runtime/query_compiler_fast_bg.postgresql.wasm-base64.mjs")
    return await decodeBase64AsWasm(wasm)
  },${patched.slice(end)}`;
    const dir = path.join(temp, "prisma");
    mkdirSync(path.join(dir, "internal"), { recursive: true });
    writeFileSync(path.join(dir, "internal/class.ts"), shipped);
    expect(patchPrismaCompilerWasm(dir)).toContain("read from its file");
    expect(readFileSync(path.join(dir, "internal/class.ts"), "utf8")).toBe(patched);
    expect(patchPrismaCompilerWasm(dir)).toBeNull();

    const other = path.join(temp, "other");
    mkdirSync(path.join(other, "internal"), { recursive: true });
    writeFileSync(path.join(other, "internal/class.ts"), "export const config = {}\n");
    expect(patchPrismaCompilerWasm(other)).toContain("not patched");
    expect(readFileSync(path.join(other, "internal/class.ts"), "utf8")).toBe("export const config = {}\n");
  });
});
