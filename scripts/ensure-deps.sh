#!/usr/bin/env bash
# Idempotently installs what the test suites need on a clean Debian 12 machine
# (run as root there), then builds contract, server and web to dist/.
#   - postgresql (apt) when /usr/lib/postgresql/*/bin/initdb is missing
#   - python3 + python3-venv when `python3 -m venv` cannot work
#   - chromium + fonts-liberation (apt) when /usr/bin/chromium is missing (e2e's browser)
#   - `npm ci` when node_modules is missing or package-lock.json changed since
#     the last install (hash kept in node_modules/.gloss-lock-hash)
#   - `npm run build`
# Each step is skipped when already satisfied. Exits non-zero on the first
# failing step.
set -uo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.." || exit 1
ROOT="$(pwd)"

export DEBIAN_FRONTEND=noninteractive

log() { printf '[ensure-deps] %s\n' "$*"; }
die() { printf '[ensure-deps] ERROR: %s\n' "$*" >&2; exit 1; }

SUDO=()
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO=(sudo -n); fi
fi

APT_UPDATED=0
apt_install() {
  command -v apt-get >/dev/null 2>&1 || die "apt-get not found; install manually: $*"
  if [ "$APT_UPDATED" -eq 0 ]; then
    log "apt-get update"
    "${SUDO[@]}" apt-get update -q </dev/null || die "apt-get update failed"
    APT_UPDATED=1
  fi
  log "apt-get install -y $*"
  "${SUDO[@]}" apt-get install -y -q --no-install-recommends "$@" </dev/null \
    || die "apt-get install $* failed"
}

# --- PostgreSQL server binaries (used by scripts/with-postgres.sh) ----------
ensure_postgres() {
  if compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null; then
    log "postgresql: present ($(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1))"
    return 0
  fi
  apt_install postgresql
  compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null \
    || die "postgresql installed but no /usr/lib/postgresql/*/bin/initdb"
}

# --- Python venv (used by compat/run-compat.sh) -----------------------------
python_venv_works() {
  command -v python3 >/dev/null 2>&1 || return 1
  local d
  d="$(mktemp -d)" || return 1
  python3 -m venv "$d/v" >/dev/null 2>&1
  local rc=$?
  rm -rf -- "$d"
  return "$rc"
}
ensure_python_venv() {
  if python_venv_works; then
    log "python3 venv: works ($(python3 --version 2>&1))"
    return 0
  fi
  apt_install python3 python3-venv
  python_venv_works || die "python3 -m venv still fails after installing python3-venv"
}

# --- Browser for the e2e suite (Playwright drives Debian's chromium) ---------
# Playwright's own browser downloads are never used: the Debian package is
# what e2e/playwright.config.ts launches. fonts-liberation (a Recommends that
# apt_install skips) gives pages the usual sans and serif metrics.
ensure_chromium() {
  if [ -x /usr/bin/chromium ]; then
    log "chromium: present"
    return 0
  fi
  apt_install chromium fonts-liberation
  [ -x /usr/bin/chromium ] || die "chromium installed but /usr/bin/chromium is missing"
}

# --- Node dependencies ------------------------------------------------------
lock_hash() {
  # Hash of the lockfile, plus node's major version (native addons such as
  # better-sqlite3 are compiled for one ABI).
  { cat package-lock.json; node -p 'process.versions.modules'; } | sha256sum | cut -d' ' -f1
}
ensure_node_modules() {
  command -v node >/dev/null 2>&1 || die "node not found (Node 20 is expected on the machine)"
  command -v npm >/dev/null 2>&1 || die "npm not found"
  local marker="node_modules/.gloss-lock-hash"
  if [ ! -f package-lock.json ]; then
    log "WARNING: no package-lock.json; running npm install"
    npm install --no-audit --no-fund </dev/null || die "npm install failed"
    return 0
  fi
  local want
  want="$(lock_hash)"
  if [ -d node_modules ] && [ -f "$marker" ] && [ "$(cat "$marker")" = "$want" ]; then
    log "node_modules: up to date with package-lock.json"
    return 0
  fi
  log "npm ci (node_modules missing or package-lock.json changed)"
  npm ci --no-audit --no-fund </dev/null || die "npm ci failed"
  printf '%s\n' "$want" >"$marker"
}

ensure_build() {
  log "npm run build"
  npm run build </dev/null || die "npm run build failed"
}

main() {
  ensure_postgres
  ensure_python_venv
  ensure_chromium
  ensure_node_modules
  ensure_build
  log "done"
}

main "$@"
