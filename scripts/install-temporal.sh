#!/usr/bin/env bash
# Builds the Temporal CLI (its `server start-dev` is the dev server) into .tools/bin when missing.
# No npm or Debian package ships a Temporal server; the Go module proxy is reachable, so build from source.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=.tools/bin/temporal
VERSION=v1.5.1
if [ -x "$BIN" ]; then echo "Temporal CLI present: $BIN"; exit 0; fi
if ! command -v go >/dev/null 2>&1; then
  echo "Go is not installed: cannot build the Temporal dev server. Background features stay off (or set TEMPORAL_ADDRESS)."
  exit 0
fi
echo "Building the Temporal CLI $VERSION with Go into $BIN (a few minutes the first time)…"
mkdir -p .tools/bin
GOBIN="$PWD/.tools/bin" go install "github.com/temporalio/cli/cmd/temporal@$VERSION"
"$BIN" --version
