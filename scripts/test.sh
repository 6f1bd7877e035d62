#!/usr/bin/env bash
# `npm test`: every check and every test, as CI runs them, in two lanes at once (2 cores):
#   lane 1, mostly computing: typecheck and lint, unit tests, the API tests on PGlite, then on
#     PostgreSQL (only what touches the database, the fuzz budget split between the two with
#     different seeds), the crash test;
#   lane 2, mostly waiting (browsers, servers, mail): `npm start` as a person runs it (it builds
#     the app the rest use), the cluster test (two servers behind nginx), e2e in Chromium with
#     E2E_WORKERS files at once.
# Each layer writes its own log, printed whole when it ends; the summary gives each layer's time.
# docs/decisions/0041-tests-in-two-lanes.md says why this split.
set -euo pipefail
cd "$(dirname "$0")/.."
export NO_COLOR=1
reports=$(mktemp -d)
started=$(date +%s)
source scripts/cpu-accounting.sh
trap 'rm -rf "$reports"; cpu_groups_remove_all' EXIT
machine_busy_at_start=$(busy_cpu_seconds)

bash scripts/ensure-system-deps.sh

# One seed for the run, printed, the PostgreSQL fuzz run taking the next: FUZZ_SEED=… replays.
fuzz_seed=${FUZZ_SEED:-$(( (RANDOM << 15 | RANDOM) ))}
echo "fuzz seeds: PGlite $fuzz_seed, PostgreSQL $(( fuzz_seed + 1 ))"

# layer NAME COMMAND...: runs the command with its output in a log of its own, records its time,
# the CPU time it and its children used, and its status, then prints the log. A failed layer does
# not stop its lane: every layer reports.
layer() {
  local name=$1; shift
  local log="$reports/$name.log" began=$SECONDS status=0 group
  group=$(cpu_group_new "$name")
  ( cpu_group_join "$group"; "$@" ) > "$log" 2>&1 || status=$?
  echo "$name $(( SECONDS - began )) $status $(cpu_group_seconds "$group")" >> "$reports/layers.txt"
  cpu_group_remove "$group"
  { echo; echo "==== $name ($(( SECONDS - began )) s, $([ "$status" = 0 ] && echo passed || echo FAILED))"; cat "$log"; } \
    > "$log.done"
  flock "$reports/print.lock" cat "$log.done"
  return 0
}

vitest_in() { # workspace dir, report name, [vitest args...]
  local dir=$1 name=$2; shift 2
  (cd "$dir" && npx vitest run --reporter=default --reporter=json --outputFile.json="$reports/$name.json" "$@")
}

checks() { # typecheck and lint at once: each is one process on one core
  local status=0
  npm run --silent typecheck > "$reports/typecheck.out" 2>&1 & local typecheck=$!
  npm run --silent lint > "$reports/lint.out" 2>&1 & local lint=$!
  wait "$typecheck" || { status=1; echo "typecheck FAILED"; }
  cat "$reports/typecheck.out"
  wait "$lint" || { status=1; echo "lint FAILED"; }
  cat "$reports/lint.out"
  return "$status"
}

api_on_pglite() {
  (export FUZZ_SEED=$fuzz_seed; vitest_in apps/server api-pglite)
}

api_on_postgres() {
  (export TEST_REPORT="$reports/api-postgres.json" FUZZ_SEED=$(( fuzz_seed + 1 ))
   scripts/with-postgres.sh bash -c \
     'cd apps/server && npx vitest run --reporter=default --reporter=json --outputFile.json="$TEST_REPORT"')
}

# The compiled server is built once, by npm start in the other lane; the layers that start it
# must not rebuild it while e2e servers are starting from it.
export SERVER_ALREADY_BUILT=1

crash_test() {
  until [ -e "$reports/built" ]; do sleep 1; done
  (cd apps/server && bash test/crash/run.sh | tee "$reports/crash.log")
}

cluster_test() {
  (cd apps/server && bash test/cluster/run.sh --reporter=default --reporter=json --outputFile.json="$reports/cluster.json")
}

e2e_tests() {
  (export E2E_WORKERS=${E2E_WORKERS:-2}; vitest_in e2e e2e)
}

lane_computing() {
  layer typecheck-lint  checks
  layer unit-contract   vitest_in packages/contract unit-contract
  layer unit-web        vitest_in apps/web unit-web --passWithNoTests
  layer api-pglite      api_on_pglite
  layer api-postgres    api_on_postgres
  layer crash           crash_test
}

lane_waiting() {
  # npm start builds the web app and the server, which the cluster and e2e layers then use.
  layer npm-start       vitest_in apps/server npm-start --config vitest.start.config.ts
  touch "$reports/built"
  layer cluster         cluster_test
  layer e2e             e2e_tests
}

lane_computing & computing=$!
lane_waiting & waiting=$!
wait "$computing" "$waiting"

node scripts/summarize-tests.mjs "$reports" "$(( $(date +%s) - started ))" \
  "$(( $(busy_cpu_seconds) - machine_busy_at_start ))" "$(nproc)"
