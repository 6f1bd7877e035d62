#!/usr/bin/env bash
# The API suite runs twice: on embedded PGlite, then on a real PostgreSQL cluster.
set -euo pipefail
cd "$(dirname "$0")/.."
export NO_COLOR=1
echo "== API tests on PGlite"
npx vitest run
echo "== API tests on PostgreSQL"
../../scripts/with-postgres.sh npx vitest run
