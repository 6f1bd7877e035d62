#!/usr/bin/env bash
# `npm test`: every check and every test, as CI runs them.
#   typecheck, lint → contract unit tests → API tests (with fuzzing) on PGlite and PostgreSQL →
#   crash test → cluster test (two servers behind nginx) → e2e in Chromium
set -euo pipefail
cd "$(dirname "$0")/.."
export NO_COLOR=1
reports=$(mktemp -d)
trap 'rm -rf "$reports"' EXIT
started=$(date +%s)

bash scripts/ensure-system-deps.sh

step() { echo; echo "==== $*"; }
vitest_in() { # workspace dir, report name, [vitest args...]
  local dir=$1 name=$2; shift 2
  (cd "$dir" && npx vitest run --reporter=default --reporter=json --outputFile.json="$reports/$name.json" "$@")
}

step "typecheck";            npm run --silent typecheck
step "lint";                 npm run --silent lint
step "unit: contract";       vitest_in packages/contract unit-contract
step "unit: web";            vitest_in apps/web unit-web --passWithNoTests
step "API on PGlite";        vitest_in apps/server api-pglite
step "API on PostgreSQL";    TEST_REPORT="$reports/api-postgres.json" scripts/with-postgres.sh \
                               bash -c 'cd apps/server && npx vitest run --reporter=default --reporter=json --outputFile.json="$TEST_REPORT"'
step "crash test";           (cd apps/server && bash test/crash/run.sh | tee "$reports/crash.log")
step "cluster test";         (cd apps/server && bash test/cluster/run.sh --reporter=default --reporter=json --outputFile.json="$reports/cluster.json")
step "build web app";        npm run --silent build
step "e2e in Chromium";      vitest_in e2e e2e

node scripts/summarize-tests.mjs "$reports" "$(( $(date +%s) - started ))"
