#!/usr/bin/env bash
# Builds gofakes3 (an S3-protocol server: buckets, objects, ranges, multi-delete) from the Go module proxy into
# .tools/bin (TOOLS_DIR) once, like stripe-mock: the digest file tests run the real AWS SDK client against it.
# S3_SERVER_BIN names a binary to use instead. Prints the binary's path.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -n "${S3_SERVER_BIN:-}" ]; then echo "$S3_SERVER_BIN"; exit 0; fi
VERSION="${GOFAKES3_VERSION:-v1.2.0}"
BIN_DIR="${TOOLS_DIR:-$PWD/.tools}/bin"
TARGET="$BIN_DIR/gofakes3-$VERSION"
if [ -x "$TARGET" ]; then echo "$TARGET"; exit 0; fi
if ! command -v go >/dev/null 2>&1; then
  echo "gofakes3: Go is not installed; install Go 1.22+ (https://go.dev/dl) and run this again, or set S3_SERVER_BIN." >&2
  exit 1
fi
mkdir -p "$BIN_DIR"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
echo "gofakes3: building github.com/johannesboyne/gofakes3/cmd/gofakes3@$VERSION with $(go version | cut -d' ' -f3) (once, into $BIN_DIR)" >&2
GOBIN="$WORK" CGO_ENABLED=0 GOFLAGS=-mod=mod go install "github.com/johannesboyne/gofakes3/cmd/gofakes3@$VERSION" >&2
mv "$WORK/gofakes3" "$TARGET.partial"
mv "$TARGET.partial" "$TARGET"
echo "$TARGET"
