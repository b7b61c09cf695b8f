#!/usr/bin/env bash
# Every check of the project: types, lint, unit + integration tests (PGlite; PostgreSQL too when
# TEST_DATABASE_URL is set), then the browser tests against the production build.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== typecheck"
npm run typecheck
echo "== lint"
npm run lint
echo "== unit and integration tests"
npx vitest run
echo "== end-to-end tests"
bash scripts/e2e.sh
