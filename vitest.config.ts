import { defineConfig } from "vitest/config";
import { SummaryReporter } from "./tests/setup/summaryReporter.js";

// graphql ships CJS and ESM builds; pin one so Pothos and graphql-yoga share the same GraphQL realm.
const alias = [{ find: /^graphql$/, replacement: "graphql/index.js" }];

export default defineConfig({
  resolve: { alias },
  test: {
    globalSetup: ["tests/setup/globalSetup.ts"],
    reporters: ["default", new SummaryReporter()],
    projects: [
      {
        extends: true,
        test: {
          name: "server",
          include: ["api/**/*.test.ts", "temporal/**/*.test.ts", "scripts/**/*.test.ts", "tests/**/*.test.ts"],
          exclude: ["tests/e2e/**", "node_modules/**"],
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
