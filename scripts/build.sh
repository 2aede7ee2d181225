#!/usr/bin/env bash
# Production build of every locale and version, then the search index and precompression.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
npx docusaurus build
npx tsx scripts/search-index.ts build
npx tsx scripts/compress.ts build
