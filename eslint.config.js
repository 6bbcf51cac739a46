import js from "@eslint/js";
import relay from "eslint-plugin-relay";
import globals from "globals";
import tseslint from "typescript-eslint";

const NODE_BUILTINS = [
  "assert", "buffer", "child_process", "cluster", "crypto", "dgram", "dns", "events", "fs", "fs/promises", "http",
  "http2", "https", "net", "os", "path", "perf_hooks", "process", "readline", "stream", "timers", "tls", "url",
  "util", "v8", "vm", "worker_threads", "zlib",
];

const WORKER_ENTRY_ONLY = {
  group: ["**/api/*/**", "!**/api/src/workerEntry.js"],
  message: "temporal/src reaches the api only through api/src/workerEntry.ts (createWorkerServices); add what it needs there.",
};

export default tseslint.config(
  {
    ignores: [
      "node_modules/**", "data/**", ".tools/**", ".scratch/**", "web/dist/**", "dist/**", "api/src/generated/**",
      "web/src/__generated__/**", "test-results/**", "**/*.d.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-restricted-syntax": ["error", { selector: "ExportDefaultDeclaration", message: "Use named exports." }],
    },
  },
  {
    // REST handlers parse, authorise, call a service and present: the database is the services' business.
    files: ["api/src/modules/**/*.rest.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: "ExportDefaultDeclaration", message: "Use named exports." },
        { selector: "MemberExpression[property.name='db']", message: "REST handlers call ctx.services, never the database." },
      ],
    },
  },
  {
    // Config files and Vitest's globalSetup must default-export by their tools' contract.
    files: ["*.config.{js,ts}", "web/vite.config.ts", "tests/setup/globalSetup.ts", "relay.config.js"],
    rules: { "no-restricted-syntax": "off" },
  },
  {
    // Tests poke at JSON bodies and benchmarks map peers' untyped output; typing every shape adds noise, not safety.
    files: ["**/*.test.ts", "tests/**/*.ts", "bench/**/*.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off", "@typescript-eslint/no-non-null-assertion": "off" },
  },
  {
    files: ["web/src/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { relay },
    rules: {
      "relay/graphql-syntax": "error",
      "relay/graphql-naming": "error",
      "relay/generated-typescript-types": "error",
      "relay/no-future-added-value": "error",
      "relay/unused-fields": "error",
      "relay/must-colocate-fragment-spreads": "error",
      "relay/function-required-argument": "error",
      "relay/hook-required-argument": "error",
    },
  },
  {
    // The worker gets its services from the API's composition root, through one entry: no deep imports, no copied wiring.
    files: ["temporal/src/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [WORKER_ENTRY_ONLY] }],
    },
  },
  {
    // Temporal replays workflow code: it must be deterministic and free of I/O. Activities do the work.
    files: ["temporal/src/workflows/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: NODE_BUILTINS.flatMap((m) => [
            { name: m, message: "Workflows must not use Node built-ins (non-deterministic); use an activity." },
            { name: `node:${m}`, message: "Workflows must not use Node built-ins (non-deterministic); use an activity." },
          ]),
          patterns: [
            { group: ["**/api/**", "**/api/src/**"], message: "Workflows must not import api/ code; call it from an activity.", allowTypeImports: true },
            { group: ["node:*"], message: "Workflows must not use Node built-ins." },
            WORKER_ENTRY_ONLY,
          ],
        },
      ],
    },
  },
);
