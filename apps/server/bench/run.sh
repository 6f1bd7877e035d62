#!/usr/bin/env bash
# npm run bench: PGlite always; PostgreSQL from DATABASE_URL, or a throwaway local cluster.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -n "${DATABASE_URL:-}" ]; then
  exec node --import tsx bench/run.ts
fi
if ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  # Memory for a million listings' table and indexes, as a server of its own would have.
  export POSTGRES_OPTIONS='-c shared_buffers=3GB'
  exec ../../scripts/with-postgres.sh bash -c 'DATABASE_URL="${TEST_DATABASE_URL%/postgres}/postgres" node --import tsx bench/run.ts'
fi
echo "No PostgreSQL found: benchmarking PGlite only (set DATABASE_URL for PostgreSQL)."
exec node --import tsx bench/run.ts
