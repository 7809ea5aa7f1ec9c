#!/usr/bin/env bash
# npm test: every suite. Stages that do not depend on each other run side by side in two lanes
# (the machine has two cores); a lane's output is printed when it ends. Stops at the first failure;
# ends with each stage's time and the line 'N passed, N failed, N skipped'.
set -euo pipefail
rm -rf test-results && mkdir -p test-results/logs
TIMES=test-results/stage-times.txt
START=$SECONDS

# stage NAME COMMAND...: runs one stage and records its time.
stage() {
  local name=$1 t0=$SECONDS
  shift
  printf '\n=== %s ===\n' "$name"
  if "$@"; then
    printf '%s %s\n' "$name" $((SECONDS - t0)) >> "$TIMES"
  else
    printf '%s failed after %ss\n' "$name" $((SECONDS - t0)) >> "$TIMES"
    return 1
  fi
}

# suite NAME VITEST-ARGS...: a vitest stage with a JSON report for the closing line.
suite() {
  stage "$1" npx vitest run --reporter=default --reporter=./tests/retries/reporter.ts --reporter=json \
    --outputFile.json="test-results/$1.json" "${@:2}"
}

# lanes FN FN...: runs the functions side by side, each into its own log; prints each log as its lane
# ends; on the first failure stops the other lanes and fails.
lanes() {
  local -A name_of=()
  local fn pid done_pid failed
  set -m # each lane in its own process group, so a failure can stop a lane with its children
  for fn in "$@"; do
    ("$fn") > "test-results/logs/$fn.log" 2>&1 &
    name_of[$!]=$fn
  done
  set +m
  while ((${#name_of[@]})); do
    if wait -n -p done_pid "${!name_of[@]}"; then
      cat "test-results/logs/${name_of[$done_pid]}.log"
      unset "name_of[$done_pid]"
    else
      failed=${name_of[$done_pid]}
      cat "test-results/logs/$failed.log"
      unset "name_of[$done_pid]"
      for pid in "${!name_of[@]}"; do kill -- "-$pid" 2> /dev/null || true; done
      printf '\nstopped: lane %s failed\n' "$failed"
      report_times
      exit 1
    fi
  done
}

report_times() {
  printf '\nstage times (s):\n'
  sed 's/^/  /' "$TIMES" 2> /dev/null || true
  printf '  total %s\n' $((SECONDS - START))
}
trap 'report_times' ERR

# Checks and the SPA build first: the browser suites need the build, nothing else does. The type
# check and the linters each keep one core busy (the build two, briefly): the type check in one
# lane, the build and the linters in the other.
typecheck() { stage typecheck npx tsc --noEmit; }
build_and_lint() {
  stage build npx vite build --logLevel warn
  stage lint bash -c 'npx eslint . && npx prettier --check . > /dev/null'
}
lanes typecheck build_and_lint

suite unit --project unit --project ui --project ui-mocks

# The pact provider verifies the pacts the consumer tests write: one lane, in that order.
pacts() {
  suite pact-consumer --project pact-consumer
  if [ "${CI:-}" = true ] && git rev-parse --git-dir > /dev/null 2>&1; then
    git diff --exit-code --stat -- pact/pacts || {
      echo 'pact/pacts differs from the consumer tests: commit the regenerated pacts.'
      return 1
    }
  fi
  suite pact-provider --project pact-provider
}
servers() {
  suite security --project security
  suite crash --project crash
}
lanes pacts servers

suite paths --project paths
suite e2e --project e2e

trap - ERR
report_times
npx tsx tests/summary.ts
