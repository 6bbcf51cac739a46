#!/usr/bin/env bash
# Builds Miniflux (bench/refresh's peer) from the Go module proxy into .tools/bin (TOOLS_DIR) once: the
# benchmark runs it beside Rivulet on the same feeds. Needs Go 1.24 or newer. Prints the binary's path.
set -euo pipefail
cd "$(dirname "$0")/.."
VERSION="${MINIFLUX_VERSION:-v2.3.5}"
BIN_DIR="${TOOLS_DIR:-$PWD/.tools}/bin"
TARGET="$BIN_DIR/miniflux-$VERSION"
if [ -x "$TARGET" ]; then echo "$TARGET"; exit 0; fi
if ! command -v go >/dev/null 2>&1; then
  echo "Miniflux: Go is not installed; install Go 1.24+ (https://go.dev/dl) and run this again." >&2
  exit 1
fi
mkdir -p "$BIN_DIR"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
echo "Miniflux: building miniflux.app/v2@$VERSION with $(go version | cut -d' ' -f3) (once, into $BIN_DIR)" >&2
GOBIN="$WORK" CGO_ENABLED=0 go install "miniflux.app/v2@$VERSION" >&2
built="$(ls "$WORK")" # go names the binary after the module path (miniflux.app)
mv "$WORK/$built" "$TARGET"
echo "$TARGET"
