#!/usr/bin/env bash
# npm run test:crash: the crash test (crash-test.ts) on embedded PGlite, then on a throwaway
# PostgreSQL cluster. Both always run; fails if either loses an acknowledged write, sees a 5xx,
# or has a server that does not come back after kill -9. CRASH_ROUNDS sets the rounds (20).
set -euo pipefail
cd "$(dirname "$0")/../.."
export NO_COLOR=1
status=0
# The crash test starts the compiled server, as production runs it.
# (npm test has built it once already: SERVER_ALREADY_BUILT, scripts/test.sh.)
[ -n "${SERVER_ALREADY_BUILT:-}" ] || node build.mjs

echo "== crash test on PGlite"
# A DATABASE_URL from the caller's shell must not turn this run into a PostgreSQL one.
env -u DATABASE_URL node --import tsx test/crash/crash-test.ts || status=1

echo "== crash test on PostgreSQL"
# Runs inside with-postgres.sh: a fresh database in the throwaway cluster, so the run starts
# empty like the PGlite one (the server creates its tables at start).
on_fresh_database() {
  local bin db
  bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n1)
  db="crash_${RANDOM}${RANDOM}"
  "$bin/psql" "$TEST_DATABASE_URL" -qc "create database $db" >/dev/null
  DATABASE_URL="${TEST_DATABASE_URL%/postgres}/$db" node --import tsx test/crash/crash-test.ts
}
export -f on_fresh_database
../../scripts/with-postgres.sh bash -c on_fresh_database || status=1

echo "== crash tests done in ${SECONDS} s: $([ "$status" = 0 ] && echo passed || echo FAILED)"
exit "$status"
