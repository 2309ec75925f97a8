#!/usr/bin/env bash
# `npm run typecheck`: the type checker over every workspace and its tests. tsc keeps to one core, so the
# workspaces are checked two at a time; each one's errors are printed together once it is done.
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.." || exit 1

# The other workspaces read the contract's declarations from its build.
npm run build --silent -w contract && npm run build --silent -w hub-stand-in || exit 1
logs="$(mktemp -d)"
trap 'rm -rf -- "$logs"' EXIT
printf '%s\n' server web e2e contract hub-stand-in | xargs -P 2 -I '{}' sh -c '
  if npm run typecheck --silent -w "$1" >"$2/$1.log" 2>&1; then exit 0; fi
  echo "--- $1: type errors ---"; cat "$2/$1.log"; exit 1
' sh '{}' "$logs"
