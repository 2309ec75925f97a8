#!/usr/bin/env bash
# Makes DIR/.venv a Python virtual environment holding DIR/requirements.txt (compat/ and fuzz/ each have
# one). Installs only when the requirements changed since the last install. One install at a time per
# directory: the test run warms the environments up in the background, and a suite that starts meanwhile
# waits for that install instead of starting a second one into the same directory.
#   PYTHON   the interpreter that creates the environment (default python3)
set -euo pipefail

dir="$(cd "${1:?usage: ensure-venv.sh DIR}" && pwd)"
name="$(basename "$dir")"
venv="$dir/.venv"
marker="$venv/.requirements.sha256"
python="${PYTHON:-python3}"

exec 9>"$dir/.venv.lock"
flock 9

if [ ! -x "$venv/bin/python" ]; then
  echo "$name: creating $venv" >&2
  "$python" -m venv "$venv"
fi
wanted="$(sha256sum "$dir/requirements.txt" | cut -d' ' -f1)"
if [ ! -f "$marker" ] || [ "$(cat "$marker")" != "$wanted" ]; then
  echo "$name: installing requirements.txt" >&2
  "$venv/bin/python" -m pip install --disable-pip-version-check --quiet -r "$dir/requirements.txt"
  echo "$wanted" >"$marker"
fi
