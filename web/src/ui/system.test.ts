import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { createSystem, defaultConfig } from "@chakra-ui/react";
import { describe, expect, it } from "vitest";
import { system } from "./system";

/** Chakra's full default system, the one the app used to build: the reference for which keys have a recipe. */
const full = createSystem(defaultConfig);

const WEB_SRC = path.resolve(import.meta.dirname, "..");
const CHAKRA = path.resolve(import.meta.dirname, "../../../node_modules/@chakra-ui/react/dist/esm");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === "__generated__" ? [] : sourceFiles(file);
    return /\.tsx?$/.test(name) && !name.endsWith(".test.ts") ? [file] : [];
  });
}

/** Every value the app imports from @chakra-ui/react. */
function importedNames(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(WEB_SRC)) {
    for (const m of readFileSync(file, "utf8").matchAll(/import\s*\{([^}]*)\}\s*from\s*"@chakra-ui\/react"/g)) {
      for (const part of m[1]!.split(",")) {
        const name = part.trim().replace(/^type\s+/, "").split(/\s+as\s+/)[0]!;
        if (name && !part.trim().startsWith("type ")) names.add(name);
      }
    }
  }
  return names;
}

/** The component folder (dist/esm/components/<x>) each name of the package's index comes from. */
function componentFolders(): Map<string, string> {
  const index = readFileSync(path.join(CHAKRA, "index.js"), "utf8");
  const byName = new Map<string, string>();
  const namespaces = new Map<string, string>();
  for (const m of index.matchAll(/import \* as (\S+) from '\.\/components\/([^/]+)\//g)) namespaces.set(m[1]!, m[2]!);
  for (const m of index.matchAll(/export \{([^}]*)\} from '\.\/components\/([^/]+)\//g)) {
    for (const n of m[1]!.split(",")) byName.set(n.trim().split(/\s+as\s+/).at(-1)!, m[2]!);
  }
  for (const m of index.matchAll(/export \{ (\S+) as (\S+) \};/g)) {
    const folder = namespaces.get(m[1]!);
    if (folder) byName.set(m[2]!, folder);
  }
  return byName;
}

/** Recipe keys a component folder asks the system for, following its imports of other component folders. */
function recipeKeys(folder: string, seen = new Set<string>()): Set<string> {
  const keys = new Set<string>();
  if (seen.has(folder)) return keys;
  seen.add(folder);
  const dir = path.join(CHAKRA, "components", folder);
  for (const name of readdirSync(dir).filter((n) => n.endsWith(".js"))) {
    const src = readFileSync(path.join(dir, name), "utf8");
    for (const m of src.matchAll(/key: "(\w+)"/g)) keys.add(m[1]!);
    for (const m of src.matchAll(/from '\.\.\/([\w-]+)\//g)) for (const k of recipeKeys(m[1]!, seen)) keys.add(k);
  }
  return keys;
}

describe("the Chakra system", () => {
  it("has the recipe of every Chakra component the app imports (a missing one renders unstyled, silently)", () => {
    const folders = componentFolders();
    const missing: string[] = [];
    for (const name of importedNames()) {
      const folder = folders.get(name);
      if (!folder) continue; // not a component (createSystem, defineConfig, createToaster, …)
      for (const key of recipeKeys(folder)) {
        const styled = (s: typeof system) => Boolean(s.getRecipe(key) ?? s.getSlotRecipe(key));
        if (styled(full) && !styled(system)) missing.push(`${name}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("leaves out the recipes of components the app does not use", () => {
    expect(system.getSlotRecipe("datePicker")).toBeUndefined();
    expect(system.getSlotRecipe("colorPicker")).toBeUndefined();
  });
});
