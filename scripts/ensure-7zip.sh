#!/usr/bin/env bash
# Prints the path of 7-Zip's `7zz`, installing Debian's `7zip` package when missing. The corporate
# admin console's end-to-end test opens the password-protected export with it (AES-256 and
# ZipCrypto), the way a recipient would, and checks that it does not open without the password.
set -euo pipefail

log() { echo "ensure-7zip: $*" >&2; }

find_7zz() {
  local candidate
  for candidate in "${NOREN_7ZIP:-}" /usr/bin/7zz /usr/local/bin/7zz; do
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
    log "Install it yourself (sudo apt-get install -y 7zip) or set NOREN_7ZIP to a 7zz."
    exit 1
  fi
}

if ! find_7zz >/dev/null; then
  if ! command -v apt-get >/dev/null 2>&1; then
    log "apt-get is not available; install 7-Zip yourself and set NOREN_7ZIP to its 7zz."
    exit 1
  fi
  # Wait for a running apt/dpkg (ensure-chromium may be installing) instead of failing on its lock.
  apt=(env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 -y -q)
  log "installing 7zip with apt-get"
  as_root "${apt[@]}" update >&2
  as_root "${apt[@]}" install --no-install-recommends 7zip >&2
fi

if ! path="$(find_7zz)"; then
  log "no 7zz found after installation (looked at \$NOREN_7ZIP, /usr/bin/7zz, /usr/local/bin/7zz)."
  exit 1
fi
echo "$path"
