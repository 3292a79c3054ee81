#!/usr/bin/env bash
# Prints the path of a Chromium for Playwright, installing Debian's `chromium` (and CJK fonts, so
# Japanese and Chinese render as text rather than boxes) when missing. Playwright's own browser
# download needs hosts this machine cannot reach, so the distribution's package is used instead.
#
# With --headless-shell it prints Chromium's headless shell instead (Debian's
# `chromium-headless-shell`, installed when missing): the same Blink as `chromium`, without the
# browser's user interface, and the one Playwright itself runs headless tests in. The end-to-end
# suite runs in it (about a third faster on this 2-core machine); the tests that need the full
# browser (the kiosk's fake camera) and the Lighthouse benches keep `chromium`. Where the package
# cannot be installed it prints the full Chromium, with a note.
set -euo pipefail

want_shell=0
if [ "${1:-}" = "--headless-shell" ]; then want_shell=1; fi

log() { echo "ensure-chromium: $*" >&2; }

find_chromium() {
  local candidate
  for candidate in "${NOREN_CHROMIUM:-}" /usr/bin/chromium /usr/bin/chromium-browser; do
    if [ -n "$candidate" ] && [ -x "$candidate" ]; then
      echo "$candidate"
      return 0
    fi
  done
  return 1
}

installed() {
  dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q 'install ok installed'
}

APT_HINT="Install them yourself (sudo apt-get install -y chromium fonts-noto-cjk fonts-noto-core poppler-utils) or set NOREN_CHROMIUM to a Chromium's path."
# shellcheck source=apt-install.sh
. "$(dirname "$0")/apt-install.sh"

packages=()
find_chromium >/dev/null || packages+=(chromium)
# The fonts also print receipts (CJK, Thai, Arabic) and poppler-utils' pdftotext reads them in tests.
if command -v dpkg-query >/dev/null 2>&1; then
  for package in fonts-noto-cjk fonts-noto-core poppler-utils; do installed "$package" || packages+=("$package"); done
fi
if [ ${#packages[@]} -gt 0 ]; then apt_install "${packages[@]}"; fi

find_shell() {
  local candidate
  for candidate in "${NOREN_HEADLESS_SHELL:-}" /usr/bin/chromium-headless-shell; do
    if [ -n "$candidate" ] && [ -x "$candidate" ] && "$candidate" --version >/dev/null 2>&1; then
      echo "$candidate"
      return 0
    fi
  done
  return 1
}

if [ "$want_shell" = 1 ]; then
  # In a subshell: apt_install exits the script when it cannot install.
  find_shell >/dev/null || (apt_install chromium-headless-shell) || log "chromium-headless-shell could not be installed; the full Chromium runs the tests instead."
  if find_shell; then exit 0; fi
fi

if ! path="$(find_chromium)"; then
  log "no Chromium found after installation (looked at \$NOREN_CHROMIUM, /usr/bin/chromium, /usr/bin/chromium-browser)."
  exit 1
fi
if ! "$path" --version >/dev/null 2>&1; then
  log "$path does not run (\`$path --version\` failed)."
  exit 1
fi
echo "$path"
