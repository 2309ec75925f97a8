# deploy/compose.yaml brought up for real, as its README section tells an operator to: two Gloss instances on
# one PostgreSQL behind nginx, from the image scripts/container-test.sh just built. Sourced by that script,
# whose pod, log, pass, fail, sdk, wait_healthy, api_key_in, free_port, rand_hex and CONF it uses; adds its
# checks to the same report.
#
# No registry of images is reachable here, so the database and the proxy are stand-ins built on the suite's
# own Debian base (postgres.Containerfile, nginx.Containerfile: Debian's PostgreSQL and nginx, laid out as the
# official images document), named through the compose file's POSTGRES_IMAGE and PROXY_IMAGE. The compose
# implementation is podman-compose from PyPI (requirements.txt): Debian's podman 4.3 has no `podman compose`.
#
# Two things differ from Docker Compose on a workstation, both from podman 4.3 without systemd: podman-compose
# does not wait for a `service_healthy` condition before podman 4.6 (the instances start beside PostgreSQL
# and wait for it themselves, GLOSS_DATABASE_WAIT_SECONDS), and health checks run only when asked, so the
# suite runs them (`podman healthcheck run`) where Docker's timer would.

COMPOSE_DIR="$ROOT/scripts/container-compose"
COMPOSE_VENV="$COMPOSE_DIR/.venv"
POSTGRES_STAND_IN=""
PROXY_STAND_IN=""
COMPOSE_PROJECT="gloss-compose-test-$(rand_hex 4)"
COMPOSE_ENV_FILE=""

# The stand-ins' names, tagged by what they are built from (their files and the base): a change builds anew.
name_stand_ins() {
  POSTGRES_STAND_IN="localhost/gloss-stand-in-postgres:$(printf '%s' "$BASE" | cat - "$COMPOSE_DIR"/postgres* | sha256sum | cut -c1-12)"
  PROXY_STAND_IN="localhost/gloss-stand-in-nginx:$(printf '%s' "$BASE" | cat - "$COMPOSE_DIR"/nginx* | sha256sum | cut -c1-12)"
}

# The stand-ins, and podman-compose's environment (both cached: later runs find them).
compose_prepare() {
  local file image
  name_stand_ins
  for file in postgres nginx; do
    image="$POSTGRES_STAND_IN"
    [ "$file" = nginx ] && image="$PROXY_STAND_IN"
    pod image exists "$image" && continue
    log "podman build $image ($file.Containerfile)"
    pod build --format docker --isolation chroot --build-arg "BASE=$BASE" -t "$image" -f "$COMPOSE_DIR/$file.Containerfile" "$COMPOSE_DIR" >>"$LOG" 2>&1 </dev/null \
      || { echo "podman build of $image failed (see $LOG)"; return 1; }
  done
  bash "$ROOT/scripts/ensure-venv.sh" "$COMPOSE_DIR" >>"$LOG" 2>&1 </dev/null || { echo "installing podman-compose failed (see $LOG)"; return 1; }
}

# podman-compose on deploy/compose.yaml, with this run's project name and settings.
compose() {
  "${SUDO[@]}" env CONTAINERS_CONF="$CONF" "$COMPOSE_VENV/bin/python" -m podman_compose --in-pod false \
    --env-file "$COMPOSE_ENV_FILE" -p "$COMPOSE_PROJECT" -f "$ROOT/deploy/compose.yaml" "$@" </dev/null
}

compose_container() { printf '%s_%s_1' "$COMPOSE_PROJECT" "$1"; }

# The health checks of the services named, until each has passed once (wait_healthy); 180 s at most.
compose_wait_healthy() {
  local service containers=()
  for service in "$@"; do containers+=("$(compose_container "$service")"); done
  wait_healthy 180 "${containers[@]}"
}

# The statuses of COUNT requests of PATH through the proxy with the bearer TOKEN, on one line.
statuses_through_proxy() { node "$COMPOSE_DIR/through-proxy.mjs" statuses "http://127.0.0.1:$PORT$1" "$2" "$3"; }

# How many requests an instance's log records for PATH (JSON logs: one line per request it answered).
requests_logged() { pod logs "$(compose_container "$1")" 2>&1 | grep -c "\"url\":\"$2\"" || true; }

compose_cleanup() {
  [ -n "$COMPOSE_ENV_FILE" ] || return 0
  if [ "${GLOSS_CONTAINER_KEEP:-0}" != 1 ]; then compose down -v >>"$LOG" 2>&1; fi
  rm -f -- "$COMPOSE_ENV_FILE"
}

compose_checks() {
  local message owner_logs second_logs password token statuses code before_1 before_2
  name_stand_ins
  if ! message="$(compose_prepare)"; then fail "the compose file's stand-in images and podman-compose are ready" "$message"; return; fi
  pass "the compose file's stand-in images and podman-compose are ready"

  # deploy/.env as the README says to fill it in: the secrets set, the proxy on a port free here.
  PORT="$(free_port)"
  COMPOSE_ENV_FILE="$(mktemp "${TMPDIR:-/tmp}/gloss-compose.XXXXXX.env")"
  sed -e "s/^POSTGRES_PASSWORD=.*/POSTGRES_PASSWORD=$(rand_hex 16)/" \
    -e "s/^GLOSS_AUTH_SECRET_KEY=.*/GLOSS_AUTH_SECRET_KEY=$(rand_hex 32)/" \
    -e "s|^GLOSS_PUBLIC_URL=.*|GLOSS_PUBLIC_URL=http://127.0.0.1:$PORT|" \
    -e "s/^PROXY_PORT=.*/PROXY_PORT=127.0.0.1:$PORT/" \
    "$ROOT/deploy/.env.example" >"$COMPOSE_ENV_FILE"
  printf 'GLOSS_IMAGE_TAG=%s\nPOSTGRES_IMAGE=%s\nPROXY_IMAGE=%s\n' "${IMAGE##*:}" "$POSTGRES_STAND_IN" "$PROXY_STAND_IN" >>"$COMPOSE_ENV_FILE"

  log "podman-compose up -d ($COMPOSE_PROJECT, proxy on 127.0.0.1:$PORT)"
  if ! compose up -d --no-build >>"$LOG" 2>&1; then fail "compose up starts PostgreSQL, two instances and the proxy" "podman-compose up failed (see $LOG)"; return; fi
  if ! message="$(compose_wait_healthy postgres gloss-1 gloss-2)"; then
    compose logs >>"$LOG" 2>&1
    fail "compose up starts PostgreSQL, two instances and the proxy" "$message"
    return
  fi
  statuses="$(statuses_through_proxy /api/v1/status - 1)"
  if [ "$statuses" != 200 ]; then fail "compose up starts PostgreSQL, two instances and the proxy" "the proxy answered $statuses"; return; fi
  pass "compose up starts PostgreSQL, two instances and the proxy, and their health checks pass"

  owner_logs="$(pod logs "$(compose_container gloss-1)" 2>&1)$(pod logs "$(compose_container gloss-2)" 2>&1)"
  API_KEY="$(printf '%s\n' "$owner_logs" | api_key_in)"
  if [ "$(printf '%s\n' "$owner_logs" | grep -c 'Gloss created the owner account')" = 1 ] && [ -n "$API_KEY" ]; then
    pass "one instance created the owner and printed its credentials, once"
  else
    fail "one instance created the owner and printed its credentials, once" "see the instances' logs in $LOG"
    printf '%s\n' "$owner_logs" >>"$LOG"
    return
  fi

  if sdk create; then pass "the argilla SDK creates a dataset and logs records through the proxy"; else
    fail "the argilla SDK creates a dataset and logs records through the proxy" "see $LOG"
    return
  fi

  # A token one instance signs is good on the other: the proxy spreads the calls over both.
  password="$(printf '%s\n' "$owner_logs" | sed -n 's/.* with the password: \(.*\)$/\1/p' | head -n 1)"
  token="$(node "$COMPOSE_DIR/through-proxy.mjs" token "http://127.0.0.1:$PORT/api/v1/token" owner "$password" 2>>"$LOG")"
  before_1="$(requests_logged gloss-1 /api/v1/me)"
  before_2="$(requests_logged gloss-2 /api/v1/me)"
  statuses="$(statuses_through_proxy /api/v1/me "$token" 6)"
  if [ -n "$token" ] && [ "$statuses" = "200 200 200 200 200 200" ] \
    && [ "$(requests_logged gloss-1 /api/v1/me)" -gt "$before_1" ] && [ "$(requests_logged gloss-2 /api/v1/me)" -gt "$before_2" ]; then
    pass "the proxy spreads requests over both instances, and a sign-in on one is good on the other"
  else
    fail "the proxy spreads requests over both instances, and a sign-in on one is good on the other" "token '${token:0:8}', statuses $statuses"
  fi

  # One instance stopped (an upgrade, one at a time): the other answers every request meanwhile.
  pod stop -t 30 "$(compose_container gloss-1)" >>"$LOG" 2>&1
  statuses="$(statuses_through_proxy /api/v1/me "$token" 6)"
  code="$(pod inspect --format '{{.State.ExitCode}}' "$(compose_container gloss-1)")"
  if [ "$statuses" = "200 200 200 200 200 200" ] && [ "$code" = 0 ]; then
    pass "with one instance stopped, the other answers every request"
  else
    fail "with one instance stopped, the other answers every request" "statuses $statuses, the stopped one's exit code $code"
  fi
  pod start "$(compose_container gloss-1)" >>"$LOG" 2>&1

  log "podman-compose down, then up again"
  compose down >>"$LOG" 2>&1
  if compose up -d --no-build >>"$LOG" 2>&1 && compose_wait_healthy postgres gloss-1 gloss-2 >/dev/null && sdk verify; then
    second_logs="$(pod logs "$(compose_container gloss-1)" 2>&1)$(pod logs "$(compose_container gloss-2)" 2>&1)"
    if printf '%s\n' "$second_logs" | grep -q 'Gloss created the owner account'; then
      fail "after down and up the records are still there, and no owner is created again" "an owner was created again"
    else
      pass "after down and up the records are still there, and no owner is created again"
    fi
  else
    compose logs >>"$LOG" 2>&1
    fail "after down and up the records are still there, and no owner is created again" "see $LOG"
  fi
}
