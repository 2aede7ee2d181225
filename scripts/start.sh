#!/usr/bin/env bash
# `npm start`: install what is missing, build both locales and all versions,
# and serve the production site on http://localhost:3000 (PORT overrides).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build.sh
exec npx tsx scripts/serve.ts
