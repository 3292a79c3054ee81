#!/usr/bin/env bash
# Prints the path of a command-line tool the tests read their results with, installing its Debian
# package when missing: `ensure-debian-tool.sh <command> <package> <override variable>`.
#   zbarimg (zbar-tools, NOREN_ZBARIMG): e2e/kiosk-walk-in.e2e.ts decodes the pay link's QR from a
#     screenshot of the kiosk, the way a guest's phone would read the screen.
#   7zz (7zip, NOREN_7ZIP): e2e/org-admin-console.e2e.ts opens the password-protected export
#     (AES-256 and ZipCrypto) the way a recipient would, and checks it does not open without it.
#   pgbouncer (pgbouncer, NOREN_PGBOUNCER): tests/scale/pgbouncer.test.ts runs the API through
#     PgBouncer in transaction pooling (scripts/pg-temp-pgbouncer.ts starts it).
# Chromium has its own script (ensure-chromium.sh): it also brings the fonts.
set -euo pipefail

command_name=${1:?command}
package=${2:?package}
override_var=${3:?override variable}
override=${!override_var:-}

log() { echo "ensure-debian-tool ($command_name): $*" >&2; }

find_tool() {
  local candidate
  for candidate in "$override" "$(command -v "$command_name" 2>/dev/null || true)" "/usr/bin/$command_name" "/usr/local/bin/$command_name" "/usr/sbin/$command_name"; do
    if [ -n "$candidate" ] && [ -x "$candidate" ]; then
      echo "$candidate"
      return 0
    fi
  done
  return 1
}

APT_HINT="Install it yourself (sudo apt-get install -y $package) or set $override_var to $command_name's path."
# shellcheck source=apt-install.sh
. "$(dirname "$0")/apt-install.sh"

find_tool >/dev/null || apt_install "$package"

if ! path="$(find_tool)"; then
  log "no $command_name found after installation (looked at \$$override_var, the PATH, /usr/bin, /usr/local/bin and /usr/sbin)."
  exit 1
fi
echo "$path"
