# shellcheck shell=bash
# Helpers shared by scripts/test-all.sh and scripts/run-suites.sh (sourced, not run).

# Every suite, in the order scripts/run-suites.sh runs them; GLOSS_SUITES may
# name a subset (for local runs).
ALL_SUITES="contract server-sqlite server-postgres openapi-check lint layers typecheck web compat-sqlite compat-postgres readme-python fuzz e2e container"

# Print a clear section header.
section() {
  printf '\n=============== %s ===============\n' "$*"
}

# Random lowercase hex string of $1 bytes (default 16).
rand_hex() {
  od -An -tx1 -N"${1:-16}" /dev/urandom | tr -d ' \n'
}

# Print a free TCP port on 127.0.0.1 (chosen by the kernel).
free_port() {
  node -e '
    const s = require("node:net").createServer();
    s.listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); });
  '
}

# Escape text for XML element content / attribute values.
xml_escape() {
  sed -e 's/&/\&amp;/g' -e 's/</\&lt;/g' -e 's/>/\&gt;/g' -e 's/"/\&quot;/g'
}

# write_junit FILE SUITE TESTNAME STATUS [MESSAGE] [DETAILS_FILE]
# Writes a JUnit report holding one testcase; STATUS is passed|failed|skipped.
write_junit() {
  local file="$1" suite="$2" name="$3" status="$4" message="${5:-}" details="${6:-}"
  local esc_suite esc_name esc_msg body=""
  esc_suite="$(printf '%s' "$suite" | xml_escape)"
  esc_name="$(printf '%s' "$name" | xml_escape)"
  esc_msg="$(printf '%s' "$message" | xml_escape | tr '\n' ' ')"
  if [ -n "$details" ] && [ -f "$details" ]; then
    body="$(tail -n 60 -- "$details" | xml_escape)"
  fi
  local failures=0 skipped=0 inner=""
  case "$status" in
    failed) failures=1; inner="<failure message=\"$esc_msg\">$body</failure>" ;;
    skipped) skipped=1; inner="<skipped message=\"$esc_msg\"/>" ;;
    *) inner="" ;;
  esac
  {
    printf '<?xml version="1.0" encoding="UTF-8"?>\n'
    printf '<testsuites name="%s" tests="1" failures="%s" skipped="%s">\n' "$esc_suite" "$failures" "$skipped"
    printf '  <testsuite name="%s" tests="1" failures="%s" errors="0" skipped="%s">\n' "$esc_suite" "$failures" "$skipped"
    printf '    <testcase classname="%s" name="%s">%s</testcase>\n' "$esc_suite" "$esc_name" "$inner"
    printf '  </testsuite>\n</testsuites>\n'
  } >"$file"
}
