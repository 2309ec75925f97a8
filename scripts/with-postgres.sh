#!/usr/bin/env bash
# Usage: scripts/with-postgres.sh CMD [ARGS...]
#
# Starts a throwaway PostgreSQL cluster (Debian's postgresql package) in a fresh
# temp dir, listening on 127.0.0.1 only (default port 55432, another free one if
# that is taken) with a private socket dir, then runs CMD with
#   GLOSS_TEST_POSTGRES_URL=postgres://postgres@127.0.0.1:PORT/postgres
#   GLOSS_TEST_POSTGRES_PORT=PORT
#   GLOSS_TEST_POSTGRES_BIN=/usr/lib/postgresql/NN/bin
# exported. The cluster is always stopped and its temp dir removed on exit.
# Exit code: CMD's exit code; 3 if the cluster could not be set up (CMD not run).
set -uo pipefail

log() { printf '[with-postgres] %s\n' "$*" >&2; }

if [ "$#" -eq 0 ]; then
  echo "usage: $0 CMD [ARGS...]" >&2
  exit 2
fi

PG_BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)"
if [ -z "$PG_BIN" ] || [ ! -x "$PG_BIN/initdb" ] || [ ! -x "$PG_BIN/pg_ctl" ]; then
  log "no PostgreSQL server found under /usr/lib/postgresql/*/bin (run scripts/ensure-deps.sh)"
  exit 3
fi

PG_TMP=""
PG_DATA=""
PG_STARTED=0

# Run a command as the postgres user when we are root (initdb refuses root).
as_pg() {
  if [ "$(id -u)" -eq 0 ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

cleanup() {
  local rc=$?
  trap - EXIT INT TERM HUP
  if [ "$PG_STARTED" -eq 1 ] && [ -n "$PG_DATA" ]; then
    as_pg "$PG_BIN/pg_ctl" -D "$PG_DATA" -m immediate -w -t 30 stop >/dev/null 2>&1 \
      || log "warning: pg_ctl stop failed"
  fi
  if [ -n "$PG_TMP" ] && [ -d "$PG_TMP" ]; then
    rm -rf -- "$PG_TMP"
  fi
  exit "$rc"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
trap 'exit 129' HUP

PG_TMP="$(mktemp -d "${TMPDIR:-/tmp}/gloss-pg.XXXXXX")" || { log "mktemp failed"; exit 3; }
PG_DATA="$PG_TMP/data"
PG_SOCK="$PG_TMP/sock"
PG_LOG="$PG_TMP/postgres.log"
mkdir -p "$PG_SOCK"
if [ "$(id -u)" -eq 0 ]; then
  chown -R postgres:postgres "$PG_TMP" || { log "chown to postgres failed"; exit 3; }
fi

if ! as_pg "$PG_BIN/initdb" -D "$PG_DATA" --auth=trust -U postgres \
      --encoding=UTF8 --locale=C --no-sync >"$PG_TMP/initdb.log" 2>&1; then
  log "initdb failed:"
  cat "$PG_TMP/initdb.log" >&2
  exit 3
fi

# Throwaway cluster: trade durability for speed.
cat >>"$PG_DATA/postgresql.conf" <<EOF

# --- added by scripts/with-postgres.sh (throwaway test cluster) ---
listen_addresses = '127.0.0.1'
unix_socket_directories = '$PG_SOCK'
fsync = off
synchronous_commit = off
full_page_writes = off
max_connections = 200
shared_buffers = 128MB
max_wal_size = 1GB
EOF

port_in_use() {
  (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null
}

PORT="${GLOSS_PG_PORT:-55432}"
tries=0
while :; do
  tries=$((tries + 1))
  if [ "$tries" -gt 10 ]; then
    log "could not start PostgreSQL on any port; last log:"
    tail -n 30 "$PG_LOG" >&2 2>/dev/null
    exit 3
  fi
  if port_in_use "$PORT"; then
    PORT=$((PORT + 1))
    continue
  fi
  if as_pg "$PG_BIN/pg_ctl" -D "$PG_DATA" -o "-p $PORT" -l "$PG_LOG" -w -t 60 start >/dev/null 2>&1; then
    PG_STARTED=1
    break
  fi
  # Maybe someone grabbed the port between the check and the start; try the next.
  log "pg_ctl start on port $PORT failed; retrying on another port"
  tail -n 1 "$PG_LOG" >&2 2>/dev/null
  as_pg "$PG_BIN/pg_ctl" -D "$PG_DATA" -m immediate stop >/dev/null 2>&1
  PORT=$((PORT + 1))
done

export GLOSS_TEST_POSTGRES_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
export GLOSS_TEST_POSTGRES_PORT="$PORT"
export GLOSS_TEST_POSTGRES_BIN="$PG_BIN"
log "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') running: $GLOSS_TEST_POSTGRES_URL"

"$@"
exit $?
