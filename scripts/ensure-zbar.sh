#!/usr/bin/env bash
# Prints the path of zbarimg (Debian's `zbar-tools`), installing it when missing. The kiosk's
# end-to-end test (e2e/kiosk-walk-in.e2e.ts) decodes the pay link's QR from a screenshot of the
# kiosk with it, the way a guest's phone would read the screen.
set -euo pipefail

log() { echo "ensure-zbar: $*" >&2; }

find_zbarimg() {
  local candidate
  for candidate in "${NOREN_ZBARIMG:-}" "$(command -v zbarimg 2>/dev/null || true)" /usr/bin/zbarimg; do
    if [ -n "$candidate" ] && [ -x "$candidate" ]; then
      echo "$candidate"
      return 0
    fi
  done
  return 1
}

as_root() {
  if [ "$(id -u)" -eq 0 ]; then
    "$@"
  elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    sudo -n "$@"
  else
    log "cannot install packages: not root and no password-less sudo."
    log "Install it yourself (sudo apt-get install -y zbar-tools) or set NOREN_ZBARIMG."
    exit 1
  fi
}

if ! find_zbarimg >/dev/null; then
  if ! command -v apt-get >/dev/null 2>&1; then
    log "apt-get is not available; install zbar-tools yourself and set NOREN_ZBARIMG to zbarimg's path."
    exit 1
  fi
  # Wait for a running apt/dpkg instead of failing on its lock.
  apt=(env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 -y -q)
  log "installing zbar-tools with apt-get"
  as_root "${apt[@]}" update >&2
  as_root "${apt[@]}" install --no-install-recommends zbar-tools >&2
fi

if ! path="$(find_zbarimg)"; then
  log "no zbarimg found after installation (looked at \$NOREN_ZBARIMG, the PATH and /usr/bin/zbarimg)."
  exit 1
fi
echo "$path"
