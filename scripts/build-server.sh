#!/usr/bin/env bash
# `npm run build:server` (part of `npm run build`): the api, worker and the scripts operators run, as plain
# JavaScript in dist/ (or the folder given), so production needs no tsx, TypeScript or Prisma CLI:
#   dist/api/src/…            the API (and the Prisma client, compiled from api/src/generated)
#   dist/temporal/src/…       the worker; dist/temporal/workflow-bundle.js its workflows, bundled once
#   dist/scripts/…            migrate.js, admin.js (and the .mjs migration helper they load)
#   dist/prisma/migrations/   the migrations this build applies (npm run migrate)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
out="${1:-dist}"
rm -rf "$out"
# The client compiled below comes from the current schema (quiet unless it fails).
node scripts/prisma-generate.mjs --quiet
npx tsc -p tsconfig.build.json --outDir "$out"
mkdir -p "$out/prisma"
cp -R prisma/migrations "$out/prisma/migrations"
node --import tsx scripts/bundle-workflows.ts "$out"
date -u +%Y-%m-%dT%H:%M:%SZ > "$out/BUILD"
echo "Built $out/ (api, worker, migrate, admin)."
