import path from "node:path";
import { defineConfig } from "vitest/config";
import { SummaryReporter } from "./tests/setup/summaryReporter.js";

// graphql 17 ships a development build beside the production one (export condition "development", which Vite
// resolves for our sources) and Node loads index.mjs for Pothos and graphql-yoga ("module-sync"): point our
// imports at the file Node loads, so every schema object comes from one GraphQL realm.
const alias = [{ find: /^graphql$/, replacement: path.resolve(import.meta.dirname, "node_modules/graphql/index.mjs") }];

export default defineConfig({
  resolve: { alias },
  test: {
    globalSetup: ["tests/setup/globalSetup.ts"],
    reporters: ["default", new SummaryReporter()],
    // A poll waits for what the system does next (a save, a NOTIFY from another connection, a live event, a
    // re-render): give it the e2e harness's 15 s rather than vitest's 1 s, which a busy 2-core CI machine overran.
    // A poll still fails when its condition never holds; it just stops mistaking slow for wrong.
    expect: { poll: { timeout: 15_000 } },
    projects: [
      {
        extends: true,
        test: {
          name: "server",
          include: ["api/**/*.test.ts", "temporal/**/*.test.ts", "scripts/**/*.test.ts", "tests/**/*.test.ts"],
          exclude: ["tests/e2e/**", "tests/production/**", "node_modules/**"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Pure logic of the web app (formatting, thresholds, sanitising decisions): fast, no browser.
        extends: true,
        test: {
          name: "web",
          include: ["web/src/**/*.test.ts"],
        },
      },
      {
        // The build as operators run it: a production install (npm ci --omit=dev) in a temp folder, migrated and
        // started with plain node against PostgreSQL and Temporal. Needs web/dist; PRODUCTION_DIST names a
        // finished `npm run build` output to use instead of compiling its own. It runs after the other projects
        // (groupOrder): npm ci and three servers would otherwise load the machine under the browser tests.
        extends: true,
        test: {
          name: "production",
          include: ["tests/production/**/*.test.ts"],
          sequence: { groupOrder: 1 },
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
