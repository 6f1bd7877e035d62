#!/usr/bin/env bash
# npm run test:cluster: PostgreSQL (a throwaway cluster), Redis, s3rver, an SMTP peer and nginx
# in front of two Basera servers, all on loopback; installs what is missing first.
set -euo pipefail
cd "$(dirname "$0")/../.."
bash ../../scripts/ensure-system-deps.sh
export NO_COLOR=1
# The cluster's servers are the compiled server, as production runs it.
# (npm test has built it once already: SERVER_ALREADY_BUILT, scripts/test.sh.)
[ -n "${SERVER_ALREADY_BUILT:-}" ] || node build.mjs
../../scripts/with-postgres.sh npx vitest run --config vitest.cluster.config.ts "$@"
