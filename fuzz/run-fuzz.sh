#!/usr/bin/env bash
# Fuzzes the whole HTTP API with schemathesis against a Gloss server of its own: starts server/dist/main.js
# on a fresh SQLite data directory with an owner of its own, seeds a few entities through the API
# (fuzz/seed.py), runs `schemathesis run` on the document the server serves, then stops the server and
# fails the run when the server logged an error (fuzz/check_server_log.py).
#   GLOSS_FUZZ_JUNIT         optional path of a JUnit XML report (one test case per operation, one for
#                            the stateful phase and one for the server's log)
#   GLOSS_FUZZ_SERVER_LOG    where the server's log goes (default: inside the temporary data directory)
#   GLOSS_FUZZ_MAX_EXAMPLES  test cases per operation and phase (default: schemathesis.toml's 20)
# Extra arguments go to `schemathesis run` (e.g. --include-path-regex records). Exits non-zero on any failure.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(dirname "$here")"
venv="$here/.venv"

bash "$here/../scripts/ensure-venv.sh" "$here"

if [ ! -f "$root/server/dist/main.js" ]; then
  echo "fuzz: $root/server/dist/main.js is missing: run \`npm run build\` first" >&2
  exit 2
fi

datadir="$(mktemp -d "${TMPDIR:-/tmp}/gloss-fuzz.XXXXXX")"
log="$(realpath -m -- "${GLOSS_FUZZ_SERVER_LOG:-$datadir/server.log}")"
mkdir -p "$(dirname "$log")"
server_pid=""
hub_pid=""
cleanup() {
  if [ -n "$server_pid" ] && kill -0 "$server_pid" 2>/dev/null; then
    kill -TERM "$server_pid" 2>/dev/null || true
    wait "$server_pid" 2>/dev/null || true
  fi
  if [ -n "$hub_pid" ] && kill -0 "$hub_pid" 2>/dev/null; then
    kill -TERM "$hub_pid" 2>/dev/null || true
    wait "$hub_pid" 2>/dev/null || true
  fi
  rm -rf -- "$datadir"
}
trap cleanup EXIT

port="$(node -e '
  const s = require("node:net").createServer();
  s.listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); });
')"
key="gloss-fuzz-$(od -An -tx1 -N24 /dev/urandom | tr -d ' \n')"
url="http://127.0.0.1:$port"

# The Hub the server looks at is the local stand-in (hub-stand-in/), empty: never the real Hub.
hub_port="$(node -e '
  const s = require("node:net").createServer();
  s.listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); });
')"
node "$root/hub-stand-in/dist/main.js" --host 127.0.0.1 --port "$hub_port" >"$datadir/hub.log" 2>&1 </dev/null &
hub_pid=$!
hub_url="http://127.0.0.1:$hub_port"

echo "fuzz: starting a server at $url (SQLite in $datadir, log $log)"
# JSON lines at info level: check_server_log.py reads the errors and the requests that caused them.
env -u GLOSS_DATABASE_URL GLOSS_LOG_FORMAT=json GLOSS_LOG_LEVEL=info \
  GLOSS_PORT="$port" GLOSS_HOST=127.0.0.1 GLOSS_DATA_DIR="$datadir" \
  GLOSS_OWNER_USERNAME=fuzz-owner GLOSS_OWNER_PASSWORD="pw-$(od -An -tx1 -N12 /dev/urandom | tr -d ' \n')" \
  GLOSS_OWNER_API_KEY="$key" GLOSS_OWNER_WORKSPACE=default \
  GLOSS_HF_ENDPOINT="$hub_url" GLOSS_HF_DATASETS_SERVER_URL="$hub_url" \
  node "$root/server/dist/main.js" >"$log" 2>&1 </dev/null &
server_pid=$!

deadline=$((SECONDS + 60))
until "$venv/bin/python" -c 'import sys, urllib.request; urllib.request.urlopen(sys.argv[1], timeout=2)' \
  "$url/api/v1/status" 2>/dev/null; do
  if ! kill -0 "$server_pid" 2>/dev/null || [ "$SECONDS" -ge "$deadline" ]; then
    echo "fuzz: the server did not come up; its log:" >&2
    cat -- "$log" >&2
    exit 1
  fi
  sleep 0.3
done

"$venv/bin/python" "$here/seed.py" "$url" "$key" "$datadir/ids.env"
# shellcheck disable=SC1091
. "$datadir/ids.env"
export GLOSS_FUZZ_API_KEY="$key"

args=()
junit=""
[ -n "${GLOSS_FUZZ_MAX_EXAMPLES:-}" ] && args+=(--max-examples "$GLOSS_FUZZ_MAX_EXAMPLES")
if [ -n "${GLOSS_FUZZ_JUNIT:-}" ]; then
  junit="$(realpath -m -- "$GLOSS_FUZZ_JUNIT")"
  mkdir -p "$(dirname "$junit")"
  args+=(--report junit --report-junit-path "$junit")
fi

set +e
# From the temporary directory: whatever schemathesis or hypothesis leave behind goes with it.
cd "$datadir"
"$venv/bin/schemathesis" --config-file "$here/schemathesis.toml" run "$url/api/v1/openapi.json" \
  ${args[@]+"${args[@]}"} "$@"
status=$?
set -e

if ! kill -0 "$server_pid" 2>/dev/null; then
  echo "fuzz: the server died during the run; the end of its log:" >&2
  tail -n 60 -- "$log" >&2
  [ "$status" -ne 0 ] || status=1
fi
# A 500's stack, or an error after the answer was written, is only in the server's log.
if ! "$venv/bin/python" "$here/check_server_log.py" "$log" ${junit:+"$junit"}; then
  [ "$status" -ne 0 ] || status=1
fi
exit "$status"
