# The image run as a Hugging Face Docker Space runs it, from the template in deploy/huggingface-space/: on the
# port its README's front matter names (app_port), with the variables the platform sets
# (https://huggingface.co/docs/hub/spaces-overview#helper-environment-variables, and for `hf_oauth: true`
# https://huggingface.co/docs/hub/spaces-oauth) and its persistent storage at /data
# (https://huggingface.co/docs/hub/spaces-storage). Sourced by scripts/container-test.sh, whose pod, log, pass,
# fail, free_port, rand_hex, wait_healthy and NETWORK it uses.
#
# The platform builds the Space's repository, which make-space.sh fills with the committed sources and the
# template's README.md (server/test/unit/deploy-files.test.ts checks that): the same Dockerfile on the same
# sources, so the image the suite built is the one a Space builds, and is the one run here.

SPACE_DIR="$ROOT/scripts/container-space"
SPACE_NAME="gloss-space-test-$(rand_hex 4)"
SPACE_VOLUME="$SPACE_NAME-data"
SPACE_STARTED=0

space_cleanup() {
  [ "$SPACE_STARTED" = 1 ] && [ "${GLOSS_CONTAINER_KEEP:-0}" != 1 ] || return 0
  pod rm -f -t 5 "$SPACE_NAME" >/dev/null 2>&1
  pod volume rm -f "$SPACE_VOLUME" >/dev/null 2>&1
}

space_checks() {
  local app_port message port
  app_port="$(sed -n 's/^app_port: *\([0-9][0-9]*\) *$/\1/p' "$ROOT/deploy/huggingface-space/README.md")"
  [ -n "$app_port" ] || { fail "the Space's front matter names its port" "no app_port in deploy/huggingface-space/README.md"; return; }
  port="$(free_port)"
  log "podman run $SPACE_NAME as a Space (app_port $app_port on 127.0.0.1:$port, persistent storage at /data)"
  SPACE_STARTED=1
  if ! pod run -d --name "$SPACE_NAME" --network "$NETWORK" -p "127.0.0.1:$port:$app_port" -v "$SPACE_VOLUME:/data" \
    -e SPACE_ID=alice/gloss -e SPACE_AUTHOR_NAME=alice -e SPACE_REPO_NAME=gloss -e SPACE_TITLE=Gloss \
    -e SPACE_HOST=alice-gloss.hf.space -e SPACE_SUBDOMAIN=alice-gloss -e SYSTEM=spaces \
    -e OAUTH_CLIENT_ID=space-oauth-client -e OAUTH_CLIENT_SECRET=space-oauth-secret -e 'OAUTH_SCOPES=openid profile' \
    -e OPENID_PROVIDER_URL=https://huggingface.co \
    "$IMAGE" >>"$LOG" 2>&1; then
    fail "the image starts as a Space and its health check passes" "podman run failed (see $LOG)"
    return
  fi
  if ! message="$(wait_healthy 120 "$SPACE_NAME")"; then
    pod logs "$SPACE_NAME" >>"$LOG" 2>&1
    fail "the image starts as a Space and its health check passes" "$message"
    return
  fi
  pass "the image starts as a Space on the template's app_port and its health check passes"
  if message="$(node "$SPACE_DIR/space-probe.mjs" "http://127.0.0.1:$port" 2>&1)"; then
    pass "as a Space it offers Sign in with Hugging Face, sending people back to the Space's address, and knows its Space"
  else
    fail "as a Space it offers Sign in with Hugging Face, sending people back to the Space's address, and knows its Space" "$message"
  fi
}
