#!/usr/bin/env bash
# Installs the npm dependencies when they are missing or older than the lockfile.
# `npm ci` refuses our lockfile on this platform (see the README), `npm install` honours it.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -d node_modules/.bin ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "Installing dependencies (npm install)…"
  npm install --no-audit --no-fund
fi
