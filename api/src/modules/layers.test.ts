import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// The developers' guide: shared cores (read state, counts, reading order) sit below the domains that use them,
// so domain folders never import each other both ways. Tests count too: they sit beside the code they test.
const SRC = path.resolve(import.meta.dirname, "..");
const MODULES = path.join(SRC, "modules");
const CORE = path.join(SRC, "core");

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith(".ts"))
    .map((e) => path.join(e.parentPath, e.name));
}

/** Every relative import, re-export and dynamic import of a file, resolved to an absolute path (types included). */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
  return importedFiles.filter((i) => i.fileName.startsWith(".")).map((i) => path.resolve(path.dirname(file), i.fileName));
}

/** The domain folder a path sits in (api/src/modules/<domain>/…), or null outside the domains. */
function domainOf(file: string): string | null {
  const rel = path.relative(MODULES, file);
  return rel.startsWith("..") || !rel.includes(path.sep) ? null : rel.split(path.sep)[0]!;
}

/** Domain → domain it imports → one file-level import that proves it. */
function domainGraph(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of tsFiles(MODULES)) {
    const from = domainOf(file);
    if (!from) continue;
    const edges = graph.get(from) ?? graph.set(from, new Map()).get(from)!;
    for (const target of importsOf(file)) {
      const to = domainOf(target);
      if (to && to !== from && !edges.has(to)) edges.set(to, `${path.relative(SRC, file)} imports ${path.relative(SRC, target)}`);
    }
  }
  return graph;
}

/** Every cycle's domains (strongly connected components of more than one domain, Tarjan). */
function cycles(graph: Map<string, Map<string, string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    for (const w of graph.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) {
        low.set(v, Math.min(low.get(v)!, index.get(w)!));
      }
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe("layers of api/src", () => {
  it("domain folders import each other one way only (no cycle, so no two-way pair)", () => {
    const graph = domainGraph();
    const report = cycles(graph).map((component) =>
      [
        `cycle between ${component.join(", ")}:`,
        ...component.flatMap((from) => component.flatMap((to) => (graph.get(from)?.has(to) ? [`  ${graph.get(from)!.get(to)}`] : []))),
      ].join("\n"),
    );
    expect(report, "move what both sides need into api/src/core, or hand it over in createServices").toEqual([]);
  });

  it("the core below the domains imports no domain", () => {
    const upward = tsFiles(CORE)
      .filter((file) => !file.endsWith(".test.ts"))
      .flatMap((file) => importsOf(file).filter((target) => domainOf(target)).map((target) => `${path.relative(SRC, file)} imports ${path.relative(SRC, target)}`));
    expect(upward).toEqual([]);
  });

  it("finds what it looks for", () => {
    // Guards the checks themselves: a parser or detector that found nothing would pass the tests above vacuously.
    expect([...domainGraph().values()].reduce((n, edges) => n + edges.size, 0)).toBeGreaterThan(5);
    const twoWay = new Map([
      ["a", new Map([["b", "a imports b"]])],
      ["b", new Map([["a", "b imports a"], ["c", "b imports c"]])],
      ["c", new Map<string, string>()],
    ]);
    expect(cycles(twoWay)).toEqual([["a", "b"]]);
  });
});
