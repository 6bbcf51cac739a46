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

export default defineConfig({
  root: path.resolve(import.meta.dirname),
  publicDir: path.resolve(import.meta.dirname, "public"),
  plugins: [
    react(),
    babel({ plugins: [["babel-plugin-relay", { eagerEsModules: true, artifactDirectory: path.join(root, "web/src/__generated__") }]] }),
    relayCompilerOnChange(),
    appearanceStylesheetInHtml(),
  ],
  build: {
    outDir: path.resolve(import.meta.dirname, "dist"),
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 800,
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
