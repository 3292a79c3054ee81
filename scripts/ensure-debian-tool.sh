#!/usr/bin/env bash
# Prints the path of a command-line tool the tests read their results with, installing its Debian
# package when missing: `ensure-debian-tool.sh <command> <package> <override variable>`.
#   zbarimg (zbar-tools, NOREN_ZBARIMG): e2e/kiosk-walk-in.e2e.ts decodes the pay link's QR from a
#     screenshot of the kiosk, the way a guest's phone would read the screen.
#   7zz (7zip, NOREN_7ZIP): e2e/org-admin-console.e2e.ts opens the password-protected export
#     (AES-256 and ZipCrypto) the way a recipient would, and checks it does not open without it.
# Chromium has its own script (ensure-chromium.sh): it also brings the fonts.
set -euo pipefail

command_name=${1:?command}
package=${2:?package}
override_var=${3:?override variable}
override=${!override_var:-}

log() { echo "ensure-debian-tool ($command_name): $*" >&2; }

find_tool() {
  local candidate
  for candidate in "$override" "$(command -v "$command_name" 2>/dev/null || true)" "/usr/bin/$command_name" "/usr/local/bin/$command_name"; do
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
    log "Install it yourself (sudo apt-get install -y $package) or set $override_var to its path."
    exit 1
  fi
}

if ! find_tool >/dev/null; then
  if ! command -v apt-get >/dev/null 2>&1; then
    log "apt-get is not available; install $package yourself and set $override_var to $command_name's path."
    exit 1
  fi
  # Wait for a running apt/dpkg (ensure-chromium may be installing) instead of failing on its lock.
  apt=(env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 -y -q)
  log "installing $package with apt-get"
  as_root "${apt[@]}" update >&2
  as_root "${apt[@]}" install --no-install-recommends "$package" >&2
fi

if ! path="$(find_tool)"; then
  log "no $command_name found after installation (looked at \$$override_var, the PATH, /usr/bin and /usr/local/bin)."
  exit 1
fi
echo "$path"
