#!/bin/sh
# The stand-in postgres image's start (postgres.Containerfile): on an empty data directory, a cluster whose
# superuser is POSTGRES_USER with POSTGRES_PASSWORD, password sign-in from the network, and POSTGRES_DB; then the
# server in the foreground, as the official image does.
set -eu
: "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD must be set}"
user="${POSTGRES_USER:-postgres}"
database="${POSTGRES_DB:-$user}"
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  password_file="$(mktemp)"
  printf '%s\n' "$POSTGRES_PASSWORD" > "$password_file"
  initdb --username="$user" --pwfile="$password_file" --auth-local=trust --auth-host=scram-sha-256 --encoding=UTF8 >/dev/null
  rm -f "$password_file"
  echo "host all all all scram-sha-256" >> "$PGDATA/pg_hba.conf"
  if [ "$database" != postgres ]; then
    echo "CREATE DATABASE \"$database\" OWNER \"$user\";" | postgres --single -D "$PGDATA" -c "config_file=$PGDATA/postgresql.conf" postgres >/dev/null
  fi
  echo "stand-in postgres: created the cluster, the user $user and the database $database"
fi
exec postgres -c listen_addresses='*'
