#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster: initdb in a temp directory as an
# unprivileged user, listening on 127.0.0.1 at a free port, removed afterwards. The command
# gets TEST_DATABASE_URL (a superuser URL to the `postgres` database).
# POSTGRES_OPTIONS adds server settings (the bench gives its cluster more memory).
# Usage: scripts/with-postgres.sh <command> [args...]
set -euo pipefail

bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n1)
[ -n "$bin" ] || { echo "PostgreSQL is not installed (scripts/ensure-system-deps.sh)" >&2; exit 1; }

as_db_user() {
  # PostgreSQL refuses to run as root.
  if [ "$(id -u)" = 0 ]; then (cd /tmp && runuser -u postgres -- "$@"); else "$@"; fi
}

dir=$(mktemp -d /tmp/basera-pg.XXXXXX)
[ "$(id -u)" = 0 ] && chown postgres:postgres "$dir"
port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")

cleanup() {
  as_db_user "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT

as_db_user "$bin/initdb" -D "$dir/data" -U postgres -A trust --no-sync >/dev/null
as_db_user "$bin/pg_ctl" -D "$dir/data" -w -l "$dir/log" \
  -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200 ${POSTGRES_OPTIONS:-}" \
  start >/dev/null

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"
"$@"
