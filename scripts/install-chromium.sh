#!/usr/bin/env bash
# End-to-end tests drive Debian's Chromium (never a browser download): install it from apt when missing.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then echo "Chromium present: $(/usr/bin/chromium --version 2>/dev/null || echo /usr/bin/chromium)"; exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian chromium for the end-to-end tests…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium >/dev/null
  /usr/bin/chromium --version
else
  echo "Chromium is missing: install Debian's 'chromium' package (or set CHROMIUM_PATH) to run the end-to-end tests." >&2
  exit 1
fi
