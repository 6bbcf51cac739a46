import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { afterAll, describe, expect, it } from "vitest";
import { openDb } from "../../api/src/db.js";
import { MARKER, patchPrismaParamGraph } from "./prismaParamGraph.mjs";

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;
const runtime = (root: string, name: string) => path.join(root, "node_modules/@prisma/client/runtime", name);
const temp = mkdtempSync(path.join(os.tmpdir(), "rivulet-prisma-patch-"));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe("the Prisma runtime patch (scripts/patches/prismaParamGraph.mjs)", () => {
  it("is applied to the installed runtime, both builds", () => {
    for (const name of ["client.js", "client.mjs"]) expect(readFileSync(runtime(process.cwd(), name), "utf8")).toContain(MARKER);
  });

  it("keeps a client's schema graph small: a PrismaClient costs a few MiB of heap, not 20", async () => {
    // Never connects: making the client builds the graph, a query would only add the query compiler.
    const url = "postgres://nobody:nothing@127.0.0.1:9/none";
    const warm = openDb(url, 1); // the first one also compiles the runtime's code
    gc();
    const before = process.memoryUsage().heapUsed;
    const db = openDb(url, 1);
    gc();
    const grown = process.memoryUsage().heapUsed - before;
    expect(db).toBeTruthy();
    expect(grown).toBeLessThan(8 * 1024 * 1024);
    await Promise.all([warm.$disconnect(), db.$disconnect()]);
  });

  it("rewrites only the code it knows, once, and leaves other code as it was", () => {
    const known = readFileSync(runtime(process.cwd(), "client.js"), "utf8");
    // A runtime as shipped: the installed one with the patch undone.
    const shipped = known
      .replace(`\n${MARKER}\n`, "")
      .replaceAll("o=new Map;for", "o={};for")
      .replace("o.set(a,S)}", "o[a]=S}")
      .replace("o.set(a,P)}", "o[a]=P}")
      .replaceAll("n.edges.get(i)", "n.edges[i]");
    mkdirSync(path.dirname(runtime(temp, "client.js")), { recursive: true });
    writeFileSync(runtime(temp, "client.js"), shipped);
    writeFileSync(runtime(temp, "client.mjs"), "export const somethingElse = 1;\n");
    expect(patchPrismaParamGraph(temp)).toEqual([
      "@prisma/client/runtime/client.js: parameterization graph edges now in Maps",
      expect.stringContaining("@prisma/client/runtime/client.mjs: not patched"),
    ]);
    expect(readFileSync(runtime(temp, "client.js"), "utf8")).toBe(known);
    expect(readFileSync(runtime(temp, "client.mjs"), "utf8")).toBe("export const somethingElse = 1;\n");
    // Again: nothing left to do for the patched file.
    expect(patchPrismaParamGraph(temp)).toEqual([expect.stringContaining("client.mjs: not patched")]);
    expect(readFileSync(runtime(temp, "client.js"), "utf8")).toBe(known);
  });
});
