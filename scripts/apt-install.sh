# Sourced by the ensure-* scripts: installs Debian packages with apt-get, as root or through
# password-less sudo, waiting for an apt/dpkg already running (another ensure-* script) instead of
# failing on its lock. The sourcing script defines log() and sets APT_HINT, the sentence that tells
# a person what to install or set when this cannot.

as_root() {
  if [ "$(id -u)" -eq 0 ]; then
    "$@"
  elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    sudo -n "$@"
  else
    log "cannot install packages: not root and no password-less sudo."
    log "$APT_HINT"
    exit 1
  fi
}

apt_install() {
  if ! command -v apt-get >/dev/null 2>&1; then
    log "apt-get is not available. $APT_HINT"
    exit 1
  fi
  local apt=(env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 -y -q)
  log "installing $* with apt-get"
  as_root "${apt[@]}" update >&2
  as_root "${apt[@]}" install --no-install-recommends "$@" >&2
}
