#!/usr/bin/env bash
# Fails when `npm ci` would fail on a clean clone: package-lock.json out of sync with package.json, or missing
# platform packages (npm drops other platforms' optional binaries when a lock is updated over a node_modules).
# Runs in a scratch folder so the working tree's node_modules is never touched.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
cp package.json package-lock.json "$scratch/"
if ! (cd "$scratch" && npm ci --dry-run --ignore-scripts --no-audit --no-fund >"$scratch/out.log" 2>&1); then
  grep -E "npm error (Missing|Invalid|code|\`npm ci\`)" "$scratch/out.log" | head -20 >&2 || cat "$scratch/out.log" >&2
  echo "package-lock.json would not install with npm ci: regenerate it (rm -rf node_modules package-lock.json && npm install)." >&2
  exit 1
fi
# Every platform's native packages must be in the lock, not only this machine's.
node -e '
  const lock = require(process.argv[1]);
  const have = new Set(Object.keys(lock.packages).map((k) => k.replace(/^.*node_modules\//, "")));
  const missing = [];
  for (const [key, entry] of Object.entries(lock.packages)) {
    for (const dep of Object.keys(entry.optionalDependencies ?? {})) if (!have.has(dep)) missing.push(`${dep} (of ${key || "the project"})`);
  }
  const extraneous = Object.entries(lock.packages).filter(([, e]) => e.extraneous).map(([k]) => k);
  if (extraneous.length) { console.error("package-lock.json lists packages nothing depends on (npm install would drop them):\n  " + extraneous.join("\n  ")); process.exit(1); }
  if (missing.length) { console.error("package-lock.json lacks optional platform packages:\n  " + missing.join("\n  ")); process.exit(1); }
' "$PWD/package-lock.json"
echo "package-lock.json: in sync, every platform's packages present"
