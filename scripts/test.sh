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
  # The end-to-end suite's browser: Chromium's headless shell (scripts/ensure-chromium.sh says why).
  NOREN_HEADLESS_SHELL="$(bash scripts/ensure-chromium.sh --headless-shell)" || return 1
  export NOREN_HEADLESS_SHELL
  echo "Chromium headless shell: $NOREN_HEADLESS_SHELL"
  # The kiosk's end-to-end test reads the pay link's QR from a screenshot with zbarimg.
  NOREN_ZBARIMG="$(bash scripts/ensure-debian-tool.sh zbarimg zbar-tools NOREN_ZBARIMG)" || return 1
  export NOREN_ZBARIMG
  echo "zbarimg: $NOREN_ZBARIMG"
  # The organisation console's export is opened with 7-Zip in its end-to-end test.
  NOREN_7ZIP="$(bash scripts/ensure-debian-tool.sh 7zz 7zip NOREN_7ZIP)" || return 1
  export NOREN_7ZIP
  echo "7-Zip: $NOREN_7ZIP"
}

# Typecheck and lint side by side (one core each), each one's output printed whole after both end.
checks() {
  local out
  out=$(mktemp -d)
  npm run --silent typecheck >"$out/typecheck" 2>&1 &
  local typecheck=$!
  npm run --silent lint >"$out/lint" 2>&1 &
  local lint=$!
  local failed=() name
  wait "$typecheck" || failed+=(typecheck)
  wait "$lint" || failed+=(lint)
  for name in typecheck lint; do
    if [ -s "$out/$name" ]; then echo "--- $name"; cat "$out/$name"; fi
  done
  rm -rf "$out"
  if [ ${#failed[@]} -gt 0 ]; then
    echo "failed: ${failed[*]}" >&2
    return 1
  fi
}

step "typecheck + lint" checks
# Before the unit and integration tests too: receipts are printed with the system's Noto fonts and
# read back with poppler-utils, which ensure-chromium installs with the browser.
step "ensure chromium, fonts, zbar, 7-zip" chromium
# Both runners also write a JSON report, from which the ten slowest files of each are printed
# after the timings (scripts/slowest-files.ts): a suite that grows slow shows up in every run.
reports=$(mktemp -d)
trap 'rm -rf "$reports"' EXIT
step "unit + integration" npx vitest run --reporter=default --reporter=json --outputFile.json="$reports/vitest.json"
step "build" npm run --silent build
step "end-to-end" env NOREN_E2E_REPORT="$reports/playwright.json" npx playwright test

echo
echo "==> timings"
printf '%s\n' "${timings[@]}"
printf '%-28s %5d s\n' "total" $((SECONDS - total_start))

for runner in vitest playwright; do
  echo
  echo "==> slowest files: $runner"
  node --import tsx scripts/slowest-files.ts "$runner" "$reports/$runner.json" 10 || echo "(no $runner report)"
done
