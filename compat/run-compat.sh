#!/usr/bin/env bash
# Runs the SDK compatibility suite against a RUNNING Gloss server.
#   GLOSS_COMPAT_API_URL   server URL (default http://127.0.0.1:6900)
#   GLOSS_COMPAT_API_KEY   API key of an owner (required)
#   GLOSS_COMPAT_JUNIT     optional path of a JUnit XML report
# Extra arguments go to pytest (e.g. -k users, -x). Exits with pytest's exit code.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
venv="$here/.venv"

bash "$here/../scripts/ensure-venv.sh" "$here"

args=()
if [ -n "${GLOSS_COMPAT_JUNIT:-}" ]; then
  # Resolve against the caller's directory: pytest runs from compat/.
  junit="$(realpath -m -- "$GLOSS_COMPAT_JUNIT")"
  mkdir -p "$(dirname "$junit")"
  args+=("--junitxml=$junit")
fi

cd "$here"
set +e
"$venv/bin/python" -m pytest ${args[@]+"${args[@]}"} "$@"
status=$?
exit "$status"
