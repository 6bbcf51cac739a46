#!/usr/bin/env bash
# Runs an entry point of the build (dist/, made by `npm run build`) with plain node: what `npm run api`,
# `worker`, `migrate` and `admin` do. Under a process manager, run `node dist/<entry>` directly.
#   bash scripts/run-dist.sh api/src/main.js [args...]
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
entry="$ROOT/dist/$1"
shift
if [ ! -f "$entry" ]; then
  echo "dist/${entry#"$ROOT/dist/"} is missing: run \`npm run build\` first (or the dev: variant of this script to run the sources with tsx)." >&2
  exit 1
fi
# In a source checkout, say when the build is older than the sources it was made from.
sources=("$ROOT/api/src" "$ROOT/temporal/src" "$ROOT/prisma" "$ROOT/scripts/admin.ts" "$ROOT/scripts/migrate.ts" "$ROOT/scripts/wasm-engine.mjs")
if [ -d "$ROOT/api/src" ] && [ -n "$(find "${sources[@]}" -newer "$ROOT/dist/BUILD" -type f -not -name '*.test.ts' -not -path '*/generated/*' -print -quit 2>/dev/null)" ]; then
  echo "Note: dist/ is older than the sources; run \`npm run build\` to run what you changed." >&2
fi
# The api and worker start with the V8 options in scripts/node-flags (memory bounds, README "Memory").
case "$entry" in
  */api/src/main.js) process=api ;;
  */temporal/src/worker.js) process=worker ;;
  *) process="" ;;
esac
flags=()
if [ -n "$process" ] && [ -f "$ROOT/scripts/node-flags" ]; then
  read -r -a flags <<< "$(sed -n "s/^$process: //p" "$ROOT/scripts/node-flags")"
  # And its environment (`worker env: NAME=value ...`), unless the caller set a variable itself.
  read -r -a vars <<< "$(sed -n "s/^$process env: //p" "$ROOT/scripts/node-flags")"
  for pair in ${vars[@]+"${vars[@]}"}; do
    name="${pair%%=*}"
    [ -n "${!name:-}" ] || export "$pair"
  done
fi
exec bash "$ROOT/scripts/with-node.sh" node ${flags[@]+"${flags[@]}"} "$entry" "$@"
