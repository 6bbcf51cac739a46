#!/usr/bin/env bash
# Digests speak their audio with espeak-ng and encode it (and render videos) with ffmpeg/ffprobe, all from Debian:
# install them from apt when missing, as install-chromium.sh does for Chromium. Never a download from elsewhere.
set -euo pipefail
missing=()
command -v espeak-ng >/dev/null 2>&1 || missing+=(espeak-ng)
{ command -v ffmpeg >/dev/null 2>&1 && command -v ffprobe >/dev/null 2>&1; } || missing+=(ffmpeg)
# Digest videos draw their titles and captions in DejaVu Sans (libass finds it through fontconfig).
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || missing+=(fonts-dejavu-core)
if [ ${#missing[@]} -eq 0 ]; then echo "Media tools present: espeak-ng, ffmpeg, DejaVu fonts"; exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian ${missing[*]} for digests' audio and video…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  echo "Media tools installed: $(espeak-ng --version 2>/dev/null | head -1); $(ffmpeg -version 2>/dev/null | head -1)"
else
  echo "Digest audio and video need Debian's ${missing[*]}: install them (apt-get install ${missing[*]}) to turn them on." >&2
  exit 1
fi
