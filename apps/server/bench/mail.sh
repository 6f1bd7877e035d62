#!/usr/bin/env bash
# npm run bench:mail: mails per second for one and two servers (bench/mail.ts), on PGlite and on
# PostgreSQL from DATABASE_URL or a throwaway local cluster.
set -euo pipefail
cd "$(dirname "$0")/.."
# The benches start the compiled server, as production runs it.
node build.mjs
if [ -z "${DATABASE_URL:-}" ] && ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  exec ../../scripts/with-postgres.sh bash -c 'DATABASE_URL="$TEST_DATABASE_URL" node --import tsx bench/mail-alone.ts'
fi
exec node --import tsx bench/mail-alone.ts
