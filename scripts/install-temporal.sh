#!/usr/bin/env bash
# Finds or installs the Temporal CLI (TEMPORAL_BIN or PATH, .tools/bin, the official release downloaded and
# SHA-256 verified, else a build with Go): the same module `npm start` uses (scripts/startup/temporalCli.ts).
set -euo pipefail
cd "$(dirname "$0")/.."
exec bash scripts/with-node.sh node --import tsx scripts/startup/installTemporal.ts
