#!/usr/bin/env bash
# `npm test`: everything that must pass before a change lands, in the order that fails fastest.
# Installs what the tests need through the project's own scripts (Chromium, fonts and poppler-utils
# via ensure-chromium, PostgreSQL via scripts/pg-temp.ts inside the integration suite's globalSetup).
set -euo pipefail
cd "$(dirname "$0")/.."

total_start=$SECONDS
timings=()

step() {
  local name=$1
  shift
  echo
  echo "==> $name"
  local start=$SECONDS
  if ! "$@"; then
    echo "FAILED: $name (after $((SECONDS - start)) s)" >&2
    exit 1
  fi
  timings+=("$(printf '%-28s %5d s' "$name" $((SECONDS - start)))")
}

# `set -e` does not apply inside a function called from `if`, hence the explicit return.
chromium() {
  NOREN_CHROMIUM="$(bash scripts/ensure-chromium.sh)" || return 1
  export NOREN_CHROMIUM
  echo "Chromium: $NOREN_CHROMIUM"
}

step "typecheck" npm run --silent typecheck
step "lint" npm run --silent lint
# Before the unit and integration tests too: receipts are printed with the system's Noto fonts and
# read back with poppler-utils, which ensure-chromium installs with the browser.
step "ensure chromium and fonts" chromium
step "unit + integration" npx vitest run
step "build" npm run --silent build
step "end-to-end" npx playwright test

echo
echo "==> timings"
printf '%s\n' "${timings[@]}"
printf '%-28s %5d s\n' "total" $((SECONDS - total_start))
