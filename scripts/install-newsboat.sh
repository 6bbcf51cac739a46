#!/usr/bin/env bash
# The sync apps' end-to-end test (tests/e2e/newsboat.test.ts) drives a real client: Debian's newsboat in tmux,
# syncing with Rivulet's Google Reader API. Install both from apt when missing, as install-media-tools.sh does for
# espeak-ng and ffmpeg. Never a download from elsewhere.
set -euo pipefail
missing=()
command -v newsboat >/dev/null 2>&1 || missing+=(newsboat)
command -v tmux >/dev/null 2>&1 || missing+=(tmux)
if [ ${#missing[@]} -eq 0 ]; then echo "Sync client present: $(newsboat --version 2>/dev/null | head -1), $(tmux -V)"; exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian ${missing[*]} for the sync apps' end-to-end test…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  echo "Sync client installed: $(newsboat --version 2>/dev/null | head -1), $(tmux -V)"
else
  echo "The sync apps' end-to-end test needs Debian's ${missing[*]}: install them (apt-get install ${missing[*]})." >&2
  exit 1
fi
