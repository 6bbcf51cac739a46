#!/usr/bin/env bash
# `npm test`: every check CI runs, in order, from a fresh clone. Installs what the tests need (Chromium from
# apt; the Temporal CLI found, downloaded or built with Go, as `npm start` does; stripe-mock built with Go) when
# it is missing, builds, then runs all vitest projects.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

step "The lockfile installs on every platform (npm ci --dry-run)"
bash scripts/check-lockfile.sh

step "Generated files are current (Prisma client, schema.graphql, Relay artifacts)"
node scripts/prisma-generate.mjs --quiet
npm run --silent check:generated

step "Typecheck"
npm run --silent typecheck

step "Lint"
npm run --silent lint

step "Test prerequisites (Chromium, espeak-ng and ffmpeg, newsboat and tmux, Temporal CLI, stripe-mock)"
bash scripts/install-chromium.sh
bash scripts/install-media-tools.sh
bash scripts/install-newsboat.sh
bash scripts/install-temporal.sh
bash scripts/install-stripe-mock.sh >/dev/null
bash scripts/install-s3-server.sh >/dev/null

step "Build (npm run build: the web app; api, worker and scripts as JavaScript in dist/; the workflow bundle)"
npm run --silent build

step "Tests (unit, API integration on real PostgreSQL/SMTP/Temporal, the build as a production install, end-to-end in Chromium)"
rm -f test-results/summary.json
status=0
# The production test releases the dist/ just built rather than compiling its own.
PRODUCTION_DIST=dist npx vitest run "$@" || status=$?

# The last line CI reads. It counts failed tests, test files that failed to load or set up, and errors thrown
# outside any test (tests/setup/summaryReporter.ts); no summary at all means vitest itself did not finish.
node -e '
  const fs = require("node:fs");
  const f = "test-results/summary.json";
  if (!fs.existsSync(f)) { console.log("Tests: 0 passed, 1 failed (vitest did not finish)"); process.exit(0); }
  const s = JSON.parse(fs.readFileSync(f, "utf8"));
  const parts = [];
  if (s.failedFiles.length) parts.push(`${s.failedFiles.length} file(s) failed to load or set up: ${s.failedFiles.join(", ")}`);
  if (s.unhandledErrors) parts.push(`${s.unhandledErrors} unhandled error(s)`);
  console.log(`Tests: ${s.passed} passed, ${s.failed} failed` + (s.skipped ? `, ${s.skipped} skipped` : "") + (parts.length ? ` (${parts.join("; ")})` : ""));
  if (s.failed > 0) process.exitCode = 1;
' || status=1
exit $status
