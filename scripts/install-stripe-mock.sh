#!/usr/bin/env bash
# Builds stripe-mock (Stripe's own mock of its API, which the billing tests run the real `stripe` SDK against)
# from the Go module proxy into .tools/bin (TOOLS_DIR) once, like the Temporal CLI's Go fallback. Needs Go 1.22
# or newer. STRIPE_MOCK_BIN names a binary to use instead. Prints the binary's path.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -n "${STRIPE_MOCK_BIN:-}" ]; then echo "$STRIPE_MOCK_BIN"; exit 0; fi
VERSION="${STRIPE_MOCK_VERSION:-v0.203.0}"
BIN_DIR="${TOOLS_DIR:-$PWD/.tools}/bin"
TARGET="$BIN_DIR/stripe-mock-$VERSION"
if [ -x "$TARGET" ]; then echo "$TARGET"; exit 0; fi
if ! command -v go >/dev/null 2>&1; then
  echo "stripe-mock: Go is not installed; install Go 1.22+ (https://go.dev/dl) and run this again, or set STRIPE_MOCK_BIN." >&2
  exit 1
fi
mkdir -p "$BIN_DIR"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
echo "stripe-mock: building github.com/stripe/stripe-mock@$VERSION with $(go version | cut -d' ' -f3) (once, into $BIN_DIR)" >&2
GOBIN="$WORK" CGO_ENABLED=0 go install "github.com/stripe/stripe-mock@$VERSION" >&2
mv "$WORK/stripe-mock" "$TARGET.partial"
mv "$TARGET.partial" "$TARGET"
echo "$TARGET"
