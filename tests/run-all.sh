#!/usr/bin/env bash
# npm test: every suite, in dependency order; stops at the first failure.
set -euo pipefail
step() { printf '\n=== %s ===\n' "$1"; }
step typecheck;      npx tsc --noEmit
step lint;           npx eslint . && npx prettier --check . > /dev/null
step unit;           npx vitest run --project unit --project ui
step pact-consumer;  npx vitest run --project pact-consumer
step pact-provider;  npx vitest run --project pact-provider
step build;          npx vite build > /dev/null
step paths;          npx vitest run --project paths
step e2e;            npx vitest run --project e2e
