#!/usr/bin/env bash
# Production build of every locale and version, then the post-build steps:
# search index, security headers (CSP hashes of the inline scripts), precompression.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
npx docusaurus build
npx tsx scripts/search-index.ts build
npx tsx scripts/security-headers.ts build
npx tsx scripts/compress.ts build
