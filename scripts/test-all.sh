#!/usr/bin/env bash
# `npm test`: every check CI runs, in order, from a fresh clone. Installs what the tests need (Chromium from
# apt, the Temporal dev server built with Go) when it is missing, then runs all vitest projects.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

step "Generated files are current (Prisma client, schema.graphql, Relay artifacts)"
npx prisma generate >/dev/null
npm run --silent check:generated

step "Typecheck"
npm run --silent typecheck

step "Lint"
npm run --silent lint

step "Test prerequisites (Chromium, Temporal CLI)"
bash scripts/install-chromium.sh
bash scripts/install-temporal.sh

step "Build the web app"
npm run --silent build:web

step "Tests (unit, API integration on real PostgreSQL/SMTP/Temporal, end-to-end in Chromium)"
rm -f test-results/vitest.json
status=0
npx vitest run "$@" || status=$?

# Vitest's own summary is not a line CI recognises; print the plain "N passed, N failed" line last.
node -e '
  const fs = require("node:fs");
  const f = "test-results/vitest.json";
  if (!fs.existsSync(f)) { console.log("Tests: 0 passed, 1 failed"); process.exit(0); }
  const r = JSON.parse(fs.readFileSync(f, "utf8"));
  const skipped = (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  console.log(`Tests: ${r.numPassedTests} passed, ${r.numFailedTests} failed` + (skipped ? `, ${skipped} skipped` : ""));
'
exit $status
