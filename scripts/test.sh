#!/usr/bin/env bash
# Every check of the project: types, lint, unit + integration tests (PGlite; PostgreSQL too when
# TEST_DATABASE_URL is set), then the browser tests against the production build, then that build's scripts
# against their size budgets. Prints each stage's time.
set -euo pipefail
cd "$(dirname "$0")/.."

timings=()
stage() {
  local name=$1
  shift
  echo "== $name"
  local started=$SECONDS status=0
  "$@" || status=$?
  timings+=("$(printf '%-28s %4ds%s' "$name" $((SECONDS - started)) "$([ $status -eq 0 ] || echo "  FAILED ($status)")")")
  return $status
}
report() {
  npx tsx scripts/slowest-tests.ts || true
  echo "== stage times"
  for line in "${timings[@]}"; do echo "   $line"; done
  echo "   $(printf '%-28s %4ds' total "$SECONDS")"
}
trap report EXIT
# Each run's reports are its own: the slowest tests printed at the end are this run's.
rm -f test-results/vitest.json test-results/e2e.json

# npm puts node_modules/.bin first on the PATH: the project's own Node (the `node` package), whatever the machine has.
echo "== Node $(node --version)"

stage typecheck npm run typecheck
stage lint npm run lint
stage "unit and integration tests" npx vitest run
stage "end-to-end tests" bash scripts/e2e.sh
# Every public page's first-load JavaScript within its budget (scripts/bundle-size.ts), read off the build the
# browser tests just ran against.
stage "first-load JavaScript" npm run size --silent
