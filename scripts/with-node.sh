#!/bin/sh
# Runs a command with Node.js 22.19 or newer first on PATH, so the README's commands work on any
# machine with Node and npm: the machine's own `node` when it is new enough, otherwise Node 24
# from the npm `node` package, installed once into a cache folder
# (GROUND_NODE_CACHE, default ~/.cache/ground/node24).
#
#   scripts/with-node.sh npm test
set -eu

node_ok() {
  command -v node >/dev/null 2>&1 &&
    node -e 'var v=process.versions.node.split(".").map(Number);process.exit(v[0]>22||(v[0]===22&&v[1]>=19)?0:1)' 2>/dev/null
}

if ! node_ok; then
  cache="${GROUND_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/ground/node24}"
  bin="$cache/node_modules/.bin"
  if ! "$bin/node" -e '' >/dev/null 2>&1; then
    if ! command -v npm >/dev/null 2>&1; then
      echo "with-node: ground needs Node.js 22.19 or newer (https://nodejs.org), or an older Node with npm to fetch Node 24." >&2
      exit 127
    fi
    echo "with-node: this machine's Node is $(node --version 2>/dev/null || echo missing), older than 22.19; installing Node 24 from npm into $cache (once)." >&2
    # Install beside the cache folder, then move it into place, so two runs at once cannot leave
    # a half-installed Node. The `node` package fetches its binary in an install script, which
    # newer npm runs only when package.json allows it. npm's output is shown only on failure.
    tmp="$cache.tmp.$$"
    mkdir -p "$tmp"
    printf '{ "private": true, "allowScripts": { "node": true } }\n' >"$tmp/package.json"
    if ! npm install --prefix "$tmp" --no-save --no-audit --no-fund --no-update-notifier node@24 >"$tmp/npm.log" 2>&1 ||
      ! "$tmp/node_modules/.bin/node" -e '' >/dev/null 2>&1; then
      cat "$tmp/npm.log" >&2
      rm -rf "$tmp"
      echo "with-node: installing Node 24 failed (npm's output is above)." >&2
      exit 1
    fi
    rm -f "$tmp/npm.log"
    if "$bin/node" -e '' >/dev/null 2>&1; then rm -rf "$tmp"; else rm -rf "$cache"; mv "$tmp" "$cache"; fi
  fi
  PATH="$bin:$PATH"
  export PATH
fi

exec "$@"
