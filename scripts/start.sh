#!/usr/bin/env bash
# `npm start`: install what is missing, build both locales and all versions
# unless build/ was made from the sources as they are now (build/.build-stamp),
# and serve the production site on http://localhost:3000 (PORT overrides).
# START_NO_SERVE=1 stops after the build decision (used by the tests).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
if npx tsx scripts/build-stamp.ts check; then
  echo "npm start: no source changed since the last build; serving build/ as it is."
else
  echo "npm start: sources changed since the last build (or there is none); building."
  bash scripts/build.sh
fi
if [ "${START_NO_SERVE:-0}" = 1 ]; then exit 0; fi
exec npx tsx scripts/serve.ts
