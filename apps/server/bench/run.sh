#!/usr/bin/env bash
# npm run bench: PGlite always; PostgreSQL from DATABASE_URL, or a throwaway local cluster.
set -euo pipefail
cd "$(dirname "$0")/.."
# The benches start the compiled server, as production runs it.
node build.mjs
if [ -n "${DATABASE_URL:-}" ]; then
  exec node --import tsx bench/run.ts
fi
if ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  # Memory for a million listings' table and indexes, as a server of its own would have.
  export POSTGRES_OPTIONS='-c shared_buffers=3GB -c huge_pages=try'
  # Huge pages for that memory, as PostgreSQL's documentation advises for a server with large
  # shared buffers: without them every connection pays a page fault the first time it touches
  # each 4 kB of the buffers, which on this machine costs more than the search itself
  # (docs/decisions/0013-words-and-filters-in-one-index.md). Reserved for the bench, then given
  # back; where the kernel setting cannot be changed, PostgreSQL runs without them.
  hugepages=/proc/sys/vm/nr_hugepages
  if [ -w "$hugepages" ] && [ "$(cat "$hugepages")" -lt 1700 ]; then
    before=$(cat "$hugepages")
    trap 'echo "$before" > "$hugepages"' EXIT
    echo 1700 > "$hugepages" || true
  fi
  ../../scripts/with-postgres.sh bash -c 'DATABASE_URL="${TEST_DATABASE_URL%/postgres}/postgres" node --import tsx bench/run.ts'
  exit
fi
echo "No PostgreSQL found: benchmarking PGlite only (set DATABASE_URL for PostgreSQL)."
exec node --import tsx bench/run.ts
