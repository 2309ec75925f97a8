#!/usr/bin/env bash
# The whole test run (`npm test`, and so CI's .ci/run):
#   1. scripts/ensure-deps.sh   installs missing system/npm deps, builds dist/
#   2. scripts/with-postgres.sh scripts/run-suites.sh
#        contract and server tests (the server on SQLite and on PostgreSQL),
#        the OpenAPI check, the web app's unit tests (vitest), the Argilla SDK
#        compat suite against a live server on each database, and the browser
#        tests (Playwright + Debian's chromium against a live server)
#   3. scripts/summarize-junit.mjs  per-suite breakdown, then the closing line
#        `N passed, N failed, N skipped`, which is always the last line printed.
# Reports and server logs land in .test-output/ (wiped at start).
# Local runs may set GLOSS_SUITES to a subset (see scripts/run-suites.sh).
# Exit code: 0 only when no test failed and at least one passed.
set -uo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.." || exit 1
ROOT="$(pwd)"
# shellcheck source=scripts/test-lib.sh
. "$ROOT/scripts/test-lib.sh"

# The README's minimum (package.json's engines). Older Node fails later and obscurely (native modules,
# syntax), so stop before anything runs; the closing line stays the last one, as CI reads it.
MINIMUM_NODE_MAJOR=20
node_version="$(node -p 'process.versions.node' 2>/dev/null)"
node_major="${node_version%%.*}"
if [ "${node_major:-0}" -lt "$MINIMUM_NODE_MAJOR" ]; then
  echo "Gloss needs Node.js $MINIMUM_NODE_MAJOR or newer; found ${node_version:+Node.js }${node_version:-no node on PATH}." >&2
  echo "0 passed, 1 failed"
  exit 1
fi

OUT="$ROOT/.test-output"
rm -rf -- "$OUT"
mkdir -p "$OUT"
export GLOSS_TEST_OUT="$OUT"
# `.ci/run` calls `npm test --silent`, which npm passes on to child npm commands;
# keep the normal log level for the installs and builds below.
unset npm_config_loglevel
RUN_START=$SECONDS

read -r -a SUITES <<<"${GLOSS_SUITES:-$ALL_SUITES}"
REPORTS=()

section "dependencies (scripts/ensure-deps.sh)"
bash scripts/ensure-deps.sh </dev/null
deps_rc=$?
echo "dependencies: exit code $deps_rc, $((SECONDS - RUN_START))s"
if [ "$deps_rc" -ne 0 ]; then
  echo "ensure-deps failed (exit $deps_rc); running the suites anyway"
  write_junit "$OUT/ensure-deps.xml" ensure-deps "dependencies installed and built" failed \
    "scripts/ensure-deps.sh exited with code $deps_rc"
  REPORTS+=("$OUT/ensure-deps.xml")
fi

section "test suites (inside a throwaway PostgreSQL cluster)"
bash scripts/with-postgres.sh bash scripts/run-suites.sh </dev/null
if [ ! -e "$OUT/.suites-started" ]; then
  echo "PostgreSQL could not be started; running the suites without it (the postgres suites will fail)"
  bash scripts/run-suites.sh </dev/null
fi

for s in "${SUITES[@]}"; do REPORTS+=("$OUT/$s.xml"); done

echo
echo "reports and server logs: $OUT (total time $((SECONDS - RUN_START))s)"
node scripts/summarize-junit.mjs "${REPORTS[@]}"
