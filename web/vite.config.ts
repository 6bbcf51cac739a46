import { spawnSync } from "node:child_process";
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

function firstScreenGraph() {
  const groups = new Map<string, Group>();
  const plugin: Plugin = {
    name: "rivulet-first-screen-graph",
    apply: "build",
    buildEnd() {
      const closure = (roots: string[], except: Set<string> = new Set()) => {
        const seen = new Set<string>();
        const stack = roots.filter((r) => !except.has(r));
        while (stack.length) {
          const id = stack.pop()!;
          if (seen.has(id) || except.has(id)) continue;
          seen.add(id);
          for (const next of this.getModuleInfo(id)?.importedIds ?? []) stack.push(next);
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
