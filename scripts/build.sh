#!/usr/bin/env bash
# Production build of every locale and version, then the post-build steps in one process
# (scripts/post-build.ts): search index beside precompression, security headers (CSP hashes
# of the inline scripts), the CDN files (_headers and _redirects for Cloudflare Pages and
# Netlify, with that CSP), then the search index's own precompressed twins.
# Ends by writing the stamp of the inputs it was built from (build/.build-stamp),
# which `npm start` compares to decide whether to build again.
# Stops first, with one line, when brand.siteUrl (config/brand.ts) is a placeholder
# no reader can reach, unless SITE_PREVIEW=1 (npm start and npm test set it): scripts/site-url.ts.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
npx tsx scripts/site-url.ts check
stamp=$(npx tsx scripts/build-stamp.ts print)
npx docusaurus build
npx tsx scripts/post-build.ts build
echo "$stamp" > build/.build-stamp
