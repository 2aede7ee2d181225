#!/usr/bin/env bash
# Production build of every locale and version, then the post-build steps:
# search index, security headers (CSP hashes of the inline scripts), the CDN files
# (_headers and _redirects for Cloudflare Pages and Netlify, with that CSP), precompression.
# Ends by writing the stamp of the inputs it was built from (build/.build-stamp),
# which `npm start` compares to decide whether to build again.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
stamp=$(npx tsx scripts/build-stamp.ts print)
npx docusaurus build
npx tsx scripts/search-index.ts build
npx tsx scripts/security-headers.ts build
npx tsx scripts/cdn-files.ts build
npx tsx scripts/compress.ts build
echo "$stamp" > build/.build-stamp
