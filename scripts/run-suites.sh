#!/usr/bin/env bash
# Runs every test suite once, writing one JUnit report per suite to
# $GLOSS_TEST_OUT (default .test-output/) plus SUITE.exitcode with the runner's
# exit code. Normally called by scripts/test-all.sh inside scripts/with-postgres.sh
# (which exports GLOSS_TEST_POSTGRES_URL); without it the postgres suites fail.
#
# Suites (in order): contract, server-sqlite, server-postgres, openapi-check,
# lint, layers, typecheck, web, compat-sqlite, compat-postgres, readme-python, fuzz, e2e, container. Every suite runs even when an
# earlier one fails; this script's exit code is informational (the JUnit
# reports decide).
#
# GLOSS_SUITE_TIMEOUT  seconds per suite before it is killed (default 600; the browser suite, the
#                      longest, gets GLOSS_E2E_SUITE_TIMEOUT, default 1200; the container image's build and run,
#                      GLOSS_CONTAINER_SUITE_TIMEOUT, default 900)
# GLOSS_SUITES         space-separated subset of the suites above to run (default: all)
set -uo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.." || exit 1
ROOT="$(pwd)"
# shellcheck source=scripts/test-lib.sh
. "$ROOT/scripts/test-lib.sh"

OUT="${GLOSS_TEST_OUT:-$ROOT/.test-output}"
SUITE_TIMEOUT="${GLOSS_SUITE_TIMEOUT:-600}"
E2E_SUITE_TIMEOUT="${GLOSS_E2E_SUITE_TIMEOUT:-1200}"
CONTAINER_SUITE_TIMEOUT="${GLOSS_CONTAINER_SUITE_TIMEOUT:-900}"
mkdir -p "$OUT"
: >"$OUT/.suites-started"

SERVER_PID=""
HUB_PID=""
TMP_DIRS=()
ANY_FAILED=0

stop_server() {
  [ -n "$SERVER_PID" ] || return 0
  if kill -0 "$SERVER_PID" 2>/dev/null; then
    kill -TERM "$SERVER_PID" 2>/dev/null
    local i
    for i in $(seq 1 50); do
      kill -0 "$SERVER_PID" 2>/dev/null || break
      sleep 0.2
    done
    if kill -0 "$SERVER_PID" 2>/dev/null; then
      echo "server (pid $SERVER_PID) did not stop on SIGTERM within 10 s; killing it"
      kill -KILL "$SERVER_PID" 2>/dev/null
    fi
  fi
  wait "$SERVER_PID" 2>/dev/null
  SERVER_PID=""
}

# start_hub_stand_in SEED LOG: the local stand-in of the Hugging Face Hub (hub-stand-in/), seeded from SEED.
# Sets HUB_PID and HUB_URL; returns 1 when it does not start.
start_hub_stand_in() {
  local seed="$1" log="$2" port deadline
  port="$(free_port)" || { echo "no free port"; return 1; }
  node hub-stand-in/dist/main.js --host 127.0.0.1 --port "$port" --seed "$seed" >"$log" 2>&1 </dev/null &
  HUB_PID=$!
  HUB_URL="http://127.0.0.1:$port"
  deadline=$((SECONDS + 60))
  until grep -q "hub stand-in listening" "$log" 2>/dev/null; do
    if ! kill -0 "$HUB_PID" 2>/dev/null || [ "$SECONDS" -ge "$deadline" ]; then
      echo "the Hub stand-in did not start; its log:"
      cat -- "$log"
      stop_hub_stand_in
      return 1
    fi
    sleep 0.2
  done
}

stop_hub_stand_in() {
  [ -n "$HUB_PID" ] || return 0
  kill -TERM "$HUB_PID" 2>/dev/null
  wait "$HUB_PID" 2>/dev/null
  HUB_PID=""
}

cleanup() {
  local rc=$?
  trap - EXIT INT TERM HUP
  stop_server
  stop_hub_stand_in
  [ -z "${VENV_WARMUP_PID:-}" ] || kill "$VENV_WARMUP_PID" 2>/dev/null
  [ -z "${CONTAINER_PREPARE_PID:-}" ] || kill "$CONTAINER_PREPARE_PID" 2>/dev/null
  local d
  for d in ${TMP_DIRS[@]+"${TMP_DIRS[@]}"}; do rm -rf -- "$d"; done
  exit "$rc"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
trap 'exit 129' HUP

record_rc() { # SUITE RC
  printf '%s\n' "$2" >"$OUT/$1.exitcode"
  [ "$2" -eq 0 ] || ANY_FAILED=1
}

# --- a. server unit/route tests (vitest) ------------------------------------
run_server_tests() {
  local db="$1"
  local suite="server-$db" rc start
  section "server tests (vitest, GLOSS_TEST_DATABASE=$db)"
  if [ "$db" = postgres ] && [ -z "${GLOSS_TEST_POSTGRES_URL:-}" ]; then
    echo "GLOSS_TEST_POSTGRES_URL is not set (PostgreSQL did not start): $suite cannot run"
    record_rc "$suite" 1
    return
  fi
  start=$SECONDS
  GLOSS_TEST_DATABASE="$db" timeout -k 15 "$SUITE_TIMEOUT" \
    npx --no-install vitest run --root server \
      --reporter=default --reporter=junit --outputFile.junit="$OUT/$suite.xml" </dev/null
  rc=$?
  [ "$rc" -eq 124 ] && echo "$suite: timed out after ${SUITE_TIMEOUT}s"
  echo "$suite: exit code $rc, $((SECONDS - start))s"
  record_rc "$suite" "$rc"
}

# --- contract rules (pure functions, no database) -----------------------------
run_contract_tests() {
  local suite="contract" rc start
  section "contract tests (vitest: the shared validity rules)"
  start=$SECONDS
  timeout -k 15 "$SUITE_TIMEOUT" \
    npx --no-install vitest run --root contract \
      --reporter=default --reporter=junit --outputFile.junit="$OUT/$suite.xml" </dev/null
  rc=$?
  echo "$suite: exit code $rc, $((SECONDS - start))s"
  record_rc "$suite" "$rc"
}

# --- b. committed OpenAPI document is current --------------------------------
run_openapi_check() {
  local suite="openapi-check" rc start=$SECONDS
  section "OpenAPI document check (npm run openapi:check)"
  if ! node -e 'process.exit(require("./package.json").scripts?.["openapi:check"] ? 0 : 1)'; then
    echo "note: the root package.json has no \"openapi:check\" script; skipped"
    write_junit "$OUT/$suite.xml" "$suite" "openapi document is current" skipped \
      "no openapi:check script defined"
    return
  fi
  timeout -k 15 "$SUITE_TIMEOUT" npm run --silent openapi:check </dev/null 2>&1 | tee "$OUT/$suite.log"
  rc=${PIPESTATUS[0]}
  if [ "$rc" -eq 0 ]; then
    write_junit "$OUT/$suite.xml" "$suite" "openapi document is current" passed
  else
    write_junit "$OUT/$suite.xml" "$suite" "openapi document is current" failed \
      "npm run openapi:check exited with code $rc" "$OUT/$suite.log"
  fi
  echo "$suite: exit code $rc, $((SECONDS - start))s"
}

# --- checks that are one npm script each: one test case, passed when the script exits 0 -------
# run_npm_check SUITE SCRIPT "SECTION TITLE" "TEST CASE"
run_npm_check() {
  local suite="$1" script="$2" title="$3" testcase="$4" rc start=$SECONDS
  section "$title"
  timeout -k 15 "$SUITE_TIMEOUT" npm run --silent "$script" </dev/null 2>&1 | tee "$OUT/$suite.log"
  rc=${PIPESTATUS[0]}
  if [ "$rc" -eq 0 ]; then
    write_junit "$OUT/$suite.xml" "$suite" "$testcase" passed
  else
    write_junit "$OUT/$suite.xml" "$suite" "$testcase" failed "npm run $script exited with code $rc" "$OUT/$suite.log"
  fi
  echo "$suite: exit code $rc, $((SECONDS - start))s"
}

# Static checks the type checker cannot make: ESLint over the server, so no promise is left without a
# handler and none is passed where a callback is expected.
run_lint() {
  run_npm_check lint lint "lint (npm run lint: promises on the server)" "no floating or misused promises on the server"
}

# dependency-cruiser over the server, the web app and the contract (.dependency-cruiser.cjs): no import
# cycle, and no import against the layers; each violation is printed with the rule it breaks.
run_layers() {
  run_npm_check layers layers "layers (npm run layers: no import cycle, no import against the layers)" \
    "no import cycle and no import against the layers"
}

# The type checker over every workspace, tests included: the builds only transpile the web app and the
# e2e and bench code, and vitest never checks types.
run_typecheck() {
  run_npm_check typecheck typecheck "type check (npm run typecheck: contract, server, web, e2e, their tests)" \
    "every workspace type-checks"
}

# --- web app unit tests (vitest: pure logic, no browser) ----------------------
run_web_tests() {
  local suite="web" rc start
  section "web tests (vitest: the web app's logic)"
  start=$SECONDS
  timeout -k 15 "$SUITE_TIMEOUT" \
    npx --no-install vitest run --root web \
      --reporter=default --reporter=junit --outputFile.junit="$OUT/$suite.xml" </dev/null
  rc=$?
  [ "$rc" -eq 124 ] && echo "$suite: timed out after ${SUITE_TIMEOUT}s"
  echo "$suite: exit code $rc, $((SECONDS - start))s"
  record_rc "$suite" "$rc"
}

# --- browser tests (Playwright + Debian's chromium against a real server) ----
# The global setup (e2e/support/global-setup.ts) starts its own server from
# server/dist on SQLite; its log lands next to the reports as e2e-server.log.
run_e2e() {
  local suite="e2e" rc start missing=""
  section "e2e suite (Playwright driving chromium against a Gloss server)"
  [ -f server/dist/main.js ] || missing="server/dist/main.js"
  [ -f web/dist/index.html ] || missing="${missing:+$missing, }web/dist/index.html"
  [ -x /usr/bin/chromium ] || missing="${missing:+$missing, }/usr/bin/chromium"
  if [ -n "$missing" ]; then
    echo "$suite cannot run, missing: $missing (did the build or the chromium install fail?)"
    write_junit "$OUT/$suite.xml" "$suite" "e2e prerequisites are built" failed "missing: $missing"
    record_rc "$suite" 1
    return
  fi
  start=$SECONDS
  GLOSS_E2E_JUNIT="$OUT/$suite.xml" GLOSS_E2E_LOG_DIR="$OUT" \
    timeout -k 15 "$E2E_SUITE_TIMEOUT" \
    npx --no-install playwright test -c e2e/playwright.config.ts </dev/null
  rc=$?
  [ "$rc" -eq 124 ] && echo "$suite: timed out after ${E2E_SUITE_TIMEOUT}s"
  echo "$suite: exit code $rc, $((SECONDS - start))s (failure screenshots: e2e/test-results/; GLOSS_E2E_TRACE=1 keeps traces too)"
  record_rc "$suite" "$rc"
}

# --- c. Argilla SDK compatibility suite against a running server -------------
wait_for_status() { # URL PID LOG
  local url="$1" pid="$2" deadline=$((SECONDS + 60))
  while [ "$SECONDS" -lt "$deadline" ]; do
    if ! kill -0 "$pid" 2>/dev/null; then
      echo "server exited before answering $url"
      return 1
    fi
    if node -e '
      fetch(process.argv[1], { signal: AbortSignal.timeout(2000) })
        .then((r) => process.exit(r.status === 200 ? 0 : 1), () => process.exit(1));
    ' "$url" 2>/dev/null; then
      return 0
    fi
    sleep 0.5
  done
  echo "server did not answer 200 on $url within 60 s"
  return 1
}

# start_server SUITE DBURL LOG [VAR=VALUE...]: a Gloss from server/dist on a new data directory (and on the
# PostgreSQL database DBURL when given), with the owner "owner", a new API key and the workspace "default",
# as `npm start` makes them; extra variables go to its environment. Sets SERVER_PID, SERVER_URL and
# SERVER_KEY; prints the log and returns 1 when it does not answer.
start_server() {
  local suite="$1" dburl="$2" log="$3" port password datadir
  shift 3
  port="$(free_port)" || { echo "no free port"; return 1; }
  SERVER_KEY="gloss-ci-$(rand_hex 24)"
  password="pw-$(rand_hex 12)"
  datadir="$(mktemp -d "${TMPDIR:-/tmp}/gloss-$suite.XXXXXX")"
  TMP_DIRS+=("$datadir")

  echo "starting server: 127.0.0.1:$port, data dir $datadir${dburl:+, database $dburl}, log $log"
  local database=(-u GLOSS_DATABASE_URL)
  [ -n "$dburl" ] && database=(GLOSS_DATABASE_URL="$dburl")
  env "${database[@]}" \
    GLOSS_PORT="$port" GLOSS_HOST=127.0.0.1 GLOSS_DATA_DIR="$datadir" \
    GLOSS_OWNER_USERNAME=owner GLOSS_OWNER_PASSWORD="$password" \
    GLOSS_OWNER_API_KEY="$SERVER_KEY" GLOSS_OWNER_WORKSPACE=default "$@" \
    node server/dist/main.js >"$log" 2>&1 </dev/null &
  SERVER_PID=$!
  SERVER_URL="http://127.0.0.1:$port"

  if ! wait_for_status "$SERVER_URL/api/v1/status" "$SERVER_PID"; then
    echo "----- server log ($log) -----"
    cat -- "$log"
    echo "----- end of server log -----"
    stop_server
    return 1
  fi
  echo "server is up (pid $SERVER_PID)"
}

# finish_server SUITE RC LOG: stops the server after a suite; returns RC, or 1 when the server died during a
# suite that passed. Shows the end of the log when either failed.
finish_server() {
  local suite="$1" rc="$2" log="$3"
  if ! kill -0 "$SERVER_PID" 2>/dev/null; then
    echo "WARNING: the server died during $suite; last lines of $log:"
    tail -n 40 -- "$log"
    [ "$rc" -eq 0 ] && rc=1
  elif [ "$rc" -ne 0 ] && [ "$rc" -ne 5 ]; then
    echo "----- last 40 lines of the server log ($log) -----"
    tail -n 40 -- "$log"
    echo "----- end -----"
  fi
  stop_server
  return "$rc"
}

run_compat() {
  local db="$1"
  local suite="compat-$db" rc start dburl="" log
  section "compat suite (argilla SDK via pytest) against a Gloss server on $db"
  log="$OUT/$suite-server.log"
  if [ ! -f compat/run-compat.sh ]; then
    echo "compat/run-compat.sh is missing: $suite cannot run"
    record_rc "$suite" 1
    return
  fi
  if [ ! -f server/dist/main.js ]; then
    echo "server/dist/main.js is missing (build failed?): $suite cannot run"
    record_rc "$suite" 1
    return
  fi
  if [ "$db" = postgres ]; then
    if [ -z "${GLOSS_TEST_POSTGRES_URL:-}" ]; then
      echo "GLOSS_TEST_POSTGRES_URL is not set (PostgreSQL did not start): $suite cannot run"
      record_rc "$suite" 1
      return
    fi
    local dbname="gloss_compat_$(rand_hex 4)" psql_bin="psql"
    [ -n "${GLOSS_TEST_POSTGRES_BIN:-}" ] && psql_bin="$GLOSS_TEST_POSTGRES_BIN/psql"
    if ! "$psql_bin" "$GLOSS_TEST_POSTGRES_URL" -v ON_ERROR_STOP=1 -qc "CREATE DATABASE $dbname" </dev/null; then
      echo "could not create database $dbname: $suite cannot run"
      record_rc "$suite" 1
      return
    fi
    dburl="${GLOSS_TEST_POSTGRES_URL%/*}/$dbname"
  fi

  # The Hub's import and export tests talk to a local stand-in of the Hugging Face Hub, never to the Hub.
  if ! start_hub_stand_in compat/support/hub-seed.json "$OUT/$suite-hub.log"; then
    record_rc "$suite" 1
    return
  fi
  # The webhook tests' listener runs on the loopback, which a server refuses to deliver to by default.
  if ! start_server "$suite" "$dburl" "$log" GLOSS_WEBHOOKS_ALLOW_PRIVATE=true GLOSS_HF_ENDPOINT="$HUB_URL" GLOSS_HF_DATASETS_SERVER_URL="$HUB_URL"; then
    stop_hub_stand_in
    record_rc "$suite" 1
    return
  fi

  start=$SECONDS
  GLOSS_COMPAT_API_URL="$SERVER_URL" GLOSS_COMPAT_API_KEY="$SERVER_KEY" \
    GLOSS_COMPAT_JUNIT="$OUT/$suite.xml" GLOSS_COMPAT_HUB_URL="$HUB_URL" \
    timeout -k 15 "$SUITE_TIMEOUT" bash compat/run-compat.sh </dev/null
  rc=$?
  stop_hub_stand_in
  [ "$rc" -eq 124 ] && echo "$suite: timed out after ${SUITE_TIMEOUT}s"
  [ "$rc" -eq 5 ] && echo "$suite: pytest collected no tests (exit 5); the totals decide"
  echo "$suite: exit code $rc, $((SECONDS - start))s"
  finish_server "$suite" "$rc" "$log"
  record_rc "$suite" "$?"
}

# --- the README's Python lines as a newcomer runs them (compat/readme/) -------------------------------
# Its install lines make a new virtual environment (pip's download cache is kept); its snippet creates a
# dataset of a fixed name, so it gets a new server of its own, configured as `npm start` configures one.
run_readme_python() {
  local suite="readme-python" rc start log="$OUT/readme-python-server.log"
  section "the README's Python lines, in a new virtual environment, against a new Gloss server on SQLite"
  if [ ! -f server/dist/main.js ]; then
    echo "server/dist/main.js is missing (build failed?): $suite cannot run"
    record_rc "$suite" 1
    return
  fi
  if ! start_server "$suite" "" "$log"; then
    record_rc "$suite" 1
    return
  fi
  start=$SECONDS
  GLOSS_COMPAT_API_URL="$SERVER_URL" GLOSS_COMPAT_API_KEY="$SERVER_KEY" GLOSS_COMPAT_JUNIT="$OUT/$suite.xml" \
    timeout -k 15 "$SUITE_TIMEOUT" bash compat/run-compat.sh readme </dev/null
  rc=$?
  [ "$rc" -eq 124 ] && echo "$suite: timed out after ${SUITE_TIMEOUT}s"
  echo "$suite: exit code $rc, $((SECONDS - start))s"
  finish_server "$suite" "$rc" "$log"
  record_rc "$suite" "$?"
}

# --- d. schemathesis over the OpenAPI document ------------------------------
# fuzz/run-fuzz.sh starts its own server from server/dist on SQLite, seeds it
# through the API and writes one JUnit test case per operation.
run_fuzz() {
  local suite="fuzz" rc start
  section "fuzz suite (schemathesis over the OpenAPI document against a Gloss server on SQLite)"
  if [ ! -f server/dist/main.js ]; then
    echo "server/dist/main.js is missing (build failed?): $suite cannot run"
    record_rc "$suite" 1
    return
  fi
  start=$SECONDS
  GLOSS_FUZZ_JUNIT="$OUT/$suite.xml" GLOSS_FUZZ_SERVER_LOG="$OUT/$suite-server.log" \
    timeout -k 15 "$SUITE_TIMEOUT" bash fuzz/run-fuzz.sh </dev/null
  rc=$?
  [ "$rc" -eq 124 ] && echo "$suite: timed out after ${SUITE_TIMEOUT}s"
  echo "$suite: exit code $rc, $((SECONDS - start))s (server log: $OUT/$suite-server.log)"
  record_rc "$suite" "$rc"
}

# --- the container image (Dockerfile) built and run with podman -----------------------------------------
# scripts/container-test.sh installs podman where it can, builds the base image once (cached outside the
# repository) and the image, then drives the container with the SDK; it writes one test case per check.
run_container() {
  local suite="container" rc start=$SECONDS
  section "container suite (the Dockerfile's image built and run with podman, driven by the argilla SDK)"
  # The image built beforehand, beside the other suites (below): the suite then finds its layers cached. A
  # preparation that failed is not reported on its own; the suite runs its steps again and says what failed.
  if [ -n "${CONTAINER_PREPARE_PID:-}" ]; then
    wait "$CONTAINER_PREPARE_PID"
    echo "$suite: prepared beside the other suites (exit code $?; log: $OUT/$suite-prepare.log)"
    CONTAINER_PREPARE_PID=""
  fi
  GLOSS_CONTAINER_JUNIT="$OUT/$suite.xml" GLOSS_CONTAINER_LOG="$OUT/$suite.log" \
    timeout -k 30 "$CONTAINER_SUITE_TIMEOUT" bash scripts/container-test.sh </dev/null
  rc=$?
  if [ "$rc" -eq 124 ]; then
    echo "$suite: timed out after ${CONTAINER_SUITE_TIMEOUT}s"
    write_junit "$OUT/$suite.xml" "$suite" "the container suite finishes" failed "timed out after ${CONTAINER_SUITE_TIMEOUT}s" "$OUT/$suite.log"
  fi
  echo "$suite: exit code $rc, $((SECONDS - start))s (log: $OUT/$suite.log)"
  record_rc "$suite" "$rc"
}

# The SDK and fuzz suites' Python environments install (a minute on a fresh machine, mostly downloads and
# unpacking) while the server tests run; each suite waits for its own environment's install to finish.
warm_python_venvs() {
  local dir
  for dir in compat fuzz; do
    case " ${GLOSS_SUITES:-$ALL_SUITES} " in
      *" $dir"*) bash scripts/ensure-venv.sh "$dir" >>"$OUT/python-venvs.log" 2>&1 || true ;;
    esac
  done
}
warm_python_venvs </dev/null &
VENV_WARMUP_PID=$!

# The container suite's tools, base and image (apt-get, debootstrap, the image's npm ci and build: minutes on
# a fresh machine, much of it downloads) are made while the suites before it run.
CONTAINER_PREPARE_PID=""
case " ${GLOSS_SUITES:-$ALL_SUITES} " in
  *" container "*)
    GLOSS_CONTAINER_JUNIT="$OUT/container.xml" GLOSS_CONTAINER_LOG="$OUT/container-prepare.log" \
      timeout -k 30 "$CONTAINER_SUITE_TIMEOUT" bash scripts/container-test.sh --prepare </dev/null >/dev/null 2>&1 &
    CONTAINER_PREPARE_PID=$!
    ;;
esac

for suite in ${GLOSS_SUITES:-$ALL_SUITES}; do
  case "$suite" in
    contract) run_contract_tests ;;
    server-sqlite) run_server_tests sqlite ;;
    server-postgres) run_server_tests postgres ;;
    openapi-check) run_openapi_check ;;
    web) run_web_tests ;;
    compat-sqlite) run_compat sqlite ;;
    compat-postgres) run_compat postgres ;;
    readme-python) run_readme_python ;;
    lint) run_lint ;;
    layers) run_layers ;;
    typecheck) run_typecheck ;;
    fuzz) run_fuzz ;;
    e2e) run_e2e ;;
    container) run_container ;;
    *) echo "unknown suite '$suite' (known: $ALL_SUITES)"; ANY_FAILED=1 ;;
  esac
done

exit "$ANY_FAILED"
