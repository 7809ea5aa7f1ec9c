#!/usr/bin/env bash
# npm test: every suite, in dependency order; stops at the first failure and
# ends with the line 'N passed, N failed, N skipped'.
set -euo pipefail
rm -rf test-results && mkdir -p test-results
step() { printf '\n=== %s ===\n' "$1"; }
suite() {
  npx vitest run --reporter=default --reporter=./tests/retries/reporter.ts --reporter=json \
    --outputFile.json="test-results/$1.json" "${@:2}"
}

step typecheck;      npx tsc --noEmit
step lint;           npx eslint . && npx prettier --check . > /dev/null
step unit;           suite unit --project unit --project ui
step security;       suite security --project security
step pact-consumer;  suite pact-consumer --project pact-consumer
if [ "${CI:-}" = true ] && git rev-parse --git-dir > /dev/null 2>&1; then
  git diff --exit-code --stat -- pact/pacts || { echo 'pact/pacts differs from the consumer tests: commit the regenerated pacts.'; exit 1; }
fi
step pact-provider;  suite pact-provider --project pact-provider
step crash;          suite crash --project crash
step build;          npx vite build > /dev/null
step paths;          suite paths --project paths
step e2e;            suite e2e --project e2e
npx tsx tests/summary.ts
