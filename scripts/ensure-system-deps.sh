#!/usr/bin/env bash
# Makes sure the system packages the tests need are present: Debian's chromium (e2e) and
# postgresql (the API suite's second run). Installs them with apt when we are root; otherwise
# says what to install.
set -euo pipefail

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing system packages: ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  # The Debian package starts its own cluster; the tests start their own on a free port.
  if [[ " ${missing[*]} " == *" postgresql "* ]] && command -v service >/dev/null; then
    service postgresql stop >/dev/null 2>&1 || true
  fi
else
  echo "The tests need these system packages: ${missing[*]}" >&2
  echo "Install them (Debian/Ubuntu: sudo apt-get install ${missing[*]}) and run again." >&2
  exit 1
fi
