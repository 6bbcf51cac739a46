import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import babel from "@rolldown/plugin-babel";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { appearanceStylesheet } from "./src/ui/themes.js";

const root = path.resolve(import.meta.dirname, "..");

/**
 * relay-compiler --watch needs a newer watchman than Debian ships, so in dev re-run the compiler whenever a
 * source file with a graphql tag or the schema changes.
 */
function relayCompilerOnChange(): Plugin {
  const compile = () => spawnSync("npx", ["relay-compiler"], { cwd: root, stdio: "inherit" });
  return {
    name: "rivulet-relay-compiler",
    apply: "serve",
    buildStart: () => void compile(),
    handleHotUpdate({ file, read }) {
      if (file.endsWith("schema.graphql")) return void compile();
      if (/\.(ts|tsx)$/.test(file) && !file.includes("__generated__")) {
        return Promise.resolve(read()).then((src) => void (src.includes("graphql`") && compile()));
      }
    },
  };
}

/**
 * index.html carries the appearance stylesheet (theme palettes, fonts, sizes by <html> attributes, from
 * ui/themes.ts) inline: the first paint, the skeleton, needs the reader's colours before any script runs.
 */
function appearanceStylesheetInHtml(): Plugin {
  return {
    name: "rivulet-appearance-stylesheet",
    transformIndexHtml: () => [{ tag: "style", attrs: { id: "rv-appearance" }, children: appearanceStylesheet(), injectTo: "head" }],
  };
}

const src = path.resolve(import.meta.dirname, "src");
/** The entry: session, appearance, bootstrap (index.html's script). Its modules stay in the entry chunk. */
const ENTRY = path.join(src, "main.tsx");
/** The first queries' small chunk (main.tsx imports it at once, before the app). */
const FIRST_QUERIES = path.join(src, "routes/firstQueries.ts");
/** The app itself: React, Chakra's system and provider, Relay, the router (main.tsx imports it at once). */
const APP_ROOTS = [path.join(src, "app.tsx")];
/**
 * The reader's first screen: the frame (top bar, drawer) and the list host with its list, which main.tsx
 * imports at once for a returning reader on a list address (the routes' lazy imports of the same files).
 */
const READER_ROOTS = [path.join(src, "routes/MainLayout/MainLayout.tsx"), path.join(src, "routes/ContentList/ListHost.tsx")];

/**
 * Fewer, larger chunks for the first screen. Left to itself the bundler splits the code the first list needs
 * into ~85 files (every module two lazy routes share becomes its own chunk); Chromium fetches six at a time
 * per host, so a cold load spent its time queueing requests, not downloading. This computes, once the module
 * graph is known, the static closure of the first queries (routes/firstQueries.ts), of the app and of the
 * reader's first screen, each minus what the entry and the ones before hold, and puts each in one chunk:
 * `first-queries` (one small file, so the first queries leave after one round trip, not three), `app`, then
 * `reader-vendor` (packages) and `reader` (our code). Everything else (settings, Library, digests, admin, the
 * pages layout's own screens, telemetry, the websocket client) keeps its own lazy chunks; the pages
 * layout (/pages/*) loads the reader's chunks for the Chakra pieces it shares with them.
 */
type Group = "first-queries" | "app" | "reader-vendor" | "reader";

/** Chakra's package entry: every component re-exported from one file (see barrelExports). */
const CHAKRA = "@chakra-ui/react";
const CHAKRA_INDEX = /[\\/]node_modules[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]index\.js$/;
/**
 * Files that import a component only for its anatomy (the names of its parts): Chakra's anatomy file and its
 * theme's recipes (ui/system.ts imports both, so `app` reached them for every component), which import each Ark
 * component's entry (`@ark-ui/react/slider`), and Ark's anatomy files, which import each Zag machine's entry.
 * Through those entries the groups follow only the anatomy files: the rest of a component (its React parts,
 * its machine) joins a group only if a group's own code uses it. Before, `app` held every Chakra component any
 * lazy screen used (the slider, file upload, tabs, radio groups...): ~115 kB raw the first screen never ran.
 */
const CHAKRA_ANATOMY = /[\\/]node_modules[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](anatomy|theme[\\/]recipes[\\/][^\\/]+)\.js$/;
const ARK_COMPONENT_INDEX = /[\\/]node_modules[\\/]@ark-ui[\\/]react[\\/]dist[\\/]components[\\/][^\\/]+[\\/]index\.js$/;
const ANATOMY = /[\\/]node_modules[\\/]@ark-ui[\\/]react[\\/]dist[\\/]components[\\/].*\.anatomy\.js$/;
const ZAG_INDEX = /[\\/]node_modules[\\/]@zag-js[\\/][^\\/]+[\\/]dist[\\/]index\.mjs$/;
/**
 * Ark UI's package entry, every component again; Chakra's anatomy file imports the combobox anatomy through it,
 * and nothing on the way to the first screen needs more: the groups do not follow it (that one small file lands
 * wherever the bundler puts it).
 */
const ARK_INDEX = /[\\/]node_modules[\\/]@ark-ui[\\/]react[\\/]dist[\\/]index\.js$/;

/** The names a source file imports from Chakra's package entry (`import { Box, type BoxProps } from "@chakra-ui/react"`). */
function chakraNames(code: string): string[] {
  const names: string[] = [];
  for (const m of code.matchAll(/import\s*(?:type\s+)?\{([^}]*)\}\s*from\s*["']@chakra-ui\/react["']/g)) {
    if (/^import\s*type\b/.test(m[0])) continue;
    for (const part of m[1]!.split(",")) {
      const name = part.trim();
      if (name && !name.startsWith("type ")) names.push(name.split(/\s+as\s+/)[0]!.trim());
    }
  }
  return names;
}

/**
 * A re-exporting file's names, each with the specifier it comes from: `export { A, B as C } from './x.js'` and
 * `import * as ns from './x.js'; export { ns as X }` (the shape of Chakra's dist/esm/index.js).
 */
function barrelExports(code: string): Map<string, string> {
  const from = new Map<string, string>();
  const namespaces = new Map<string, string>();
  for (const m of code.matchAll(/import\s*\*\s*as\s*([\w$]+)\s*from\s*'([^']+)'/g)) namespaces.set(m[1]!, m[2]!);
  for (const m of code.matchAll(/export\s*\{([^}]*)\}\s*(?:from\s*'([^']+)')?/g)) {
    for (const part of m[1]!.split(",")) {
      const [local, exported = local] = part.trim().split(/\s+as\s+/).map((x) => x.trim());
      if (!local || !exported) continue;
      const source = m[2] ?? namespaces.get(local);
      if (source) from.set(exported, source);
    }
  }
  return from;
}

function firstScreenGraph() {
  const groups = new Map<string, Group>();
  /** Names each of our source files imports from Chakra's entry (filled as files are transformed). */
  const chakraImports = new Map<string, string[]>();
  const plugin: Plugin = {
    name: "rivulet-first-screen-graph",
    apply: "build",
    transform(code, id) {
      if (id.startsWith(src) && code.includes(CHAKRA)) chakraImports.set(id, chakraNames(code));
    },
    async buildEnd() {
      // Chakra's entry re-exports every component, so following its imports put all of Chakra (the slider, file
      // upload, tabs and the rest that only lazy screens use) in whichever group reached it first: `app` held
      // all of it. Through that one file, a group follows only the components its own files import by name.
      const chakraIndex = [...this.getModuleIds()].find((id) => CHAKRA_INDEX.test(id));
      const chakraFiles = new Map<string, string>();
      if (chakraIndex) {
        for (const [name, spec] of barrelExports(readFileSync(chakraIndex, "utf8"))) {
          const resolved = await this.resolve(spec, chakraIndex);
          if (resolved) chakraFiles.set(name, resolved.id);
        }
      }
      const closure = (roots: string[], except: Set<string> = new Set()) => {
        const seen = new Set<string>();
        const stack = roots.filter((r) => !except.has(r));
        const names = new Set<string>();
        // Only for their anatomy (the parts' names), Chakra's anatomy file imports every Ark component's entry
        // and Ark's anatomy files every Zag machine's entry: through those, follow only the anatomy files.
        const anatomyOnly = new Set<string>();
        const visit = () => {
          while (stack.length) {
            const id = stack.pop()!;
            if (seen.has(id) || except.has(id)) continue;
            seen.add(id);
            anatomyOnly.delete(id);
            for (const name of chakraImports.get(id) ?? []) names.add(name);
            if ((chakraIndex && id === chakraIndex) || ARK_INDEX.test(id)) continue;
            const anatomyEntry = CHAKRA_ANATOMY.test(id) ? ARK_COMPONENT_INDEX : ANATOMY.test(id) ? ZAG_INDEX : null;
            for (const next of this.getModuleInfo(id)?.importedIds ?? []) {
              if (anatomyEntry?.test(next) && !seen.has(next)) {
                anatomyOnly.add(next);
                for (const file of this.getModuleInfo(next)?.importedIds ?? []) if (/\.anatomy\.m?js$/.test(file)) stack.push(file);
              } else stack.push(next);
            }
          }
        };
        // Until no new Chakra names turn up: a component's own files may import others by name.
        for (let size = -1; size !== names.size; ) {
          size = names.size;
          visit();
          if (!chakraIndex) break;
          for (const name of names) {
            const file = chakraFiles.get(name);
            if (file) stack.push(file);
          }
          visit();
        }
        return seen;
      };
      groups.clear();
      const main = closure([ENTRY]);
      for (const id of closure([FIRST_QUERIES], main)) groups.set(id, "first-queries");
      const entry = new Set([...main, ...groups.keys()]);
      const app = closure(APP_ROOTS, entry);
      for (const id of app) groups.set(id, "app");
      for (const id of closure(READER_ROOTS, new Set([...entry, ...app]))) groups.set(id, /[\\/]node_modules[\\/]/.test(id) ? "reader-vendor" : "reader");
    },
  };
  const group = (name: Group) => ({ name, test: (id: string) => groups.get(id) === name, includeDependenciesRecursively: false });
  return { plugin, codeSplitting: { groups: [group("first-queries"), group("app"), group("reader-vendor"), group("reader")] } };
}

const firstScreen = firstScreenGraph();

export default defineConfig({
  root: path.resolve(import.meta.dirname),
  publicDir: path.resolve(import.meta.dirname, "public"),
  plugins: [
    react(),
    babel({ plugins: [["babel-plugin-relay", { eagerEsModules: true, artifactDirectory: path.join(root, "web/src/__generated__") }]] }),
    relayCompilerOnChange(),
    appearanceStylesheetInHtml(),
    firstScreen.plugin,
  ],
  build: {
    outDir: path.resolve(import.meta.dirname, "dist"),
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 800,
    rolldownOptions: { output: { codeSplitting: firstScreen.codeSplitting } },
    // Font files stay files: inlined as data: URLs (Vite inlines files under 4 kB) every small subset of all six
    // reader fonts went into the render-blocking stylesheet (30 kB gzip); as files, only the faces the page
    // uses are fetched.
    assetsInlineLimit: (file) => (/\.(woff2?|ttf)$/.test(file) ? false : undefined),
  },
  server: {
    port: 5173,
    proxy: {
      "/graphql": { target: "http://127.0.0.1:8080", ws: true },
      "/api_v1": "http://127.0.0.1:8080",
      // GraphiQL's files (the page itself comes with /graphql).
      "/graphiql": "http://127.0.0.1:8080",
      // Written by the API with absolute URLs from PUBLIC_URL.
      "/sitemap.xml": "http://127.0.0.1:8080",
    },
  },
});
