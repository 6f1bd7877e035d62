#!/usr/bin/env bash
# Makes sure the system packages the tests need are present: Debian's chromium (e2e),
# postgresql (the API suite's second run and the cluster test), redis-server (shared limits and
# cache) and nginx (the cluster test's load balancer). Installs them with apt when we are root;
# otherwise says what to install. The tests start their own servers on free loopback ports.
set -euo pipefail

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
command -v redis-server >/dev/null || [ -x /usr/bin/redis-server ] || missing+=(redis-server)
command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] || missing+=(nginx)
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing system packages: ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  # The Debian packages start their own servers; the tests start their own on free ports.
  if command -v service >/dev/null; then
    for name in postgresql redis-server nginx; do
      if [[ " ${missing[*]} " == *" $name "* ]]; then service "$name" stop >/dev/null 2>&1 || true; fi
    done
  fi
else
  echo "The tests need these system packages: ${missing[*]}" >&2
  echo "Install them (Debian/Ubuntu: sudo apt-get install ${missing[*]}) and run again." >&2
  exit 1
fi
