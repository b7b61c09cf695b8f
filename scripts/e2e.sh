#!/usr/bin/env bash
# Browser tests in Debian's Chromium against a production build on a fresh embedded database.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-chromium.sh

[ "${E2E_SKIP_BUILD:-}" = 1 ] || npm run build
export E2E_DATA_DIR="${E2E_DATA_DIR:-$(mktemp -d /tmp/ugandaimpact-e2e.XXXXXX)}"
rm -rf "$E2E_DATA_DIR" && mkdir -p "$E2E_DATA_DIR"
# The demo data seeded once and copied for both servers (playwright.config.ts), which then find it there and do
# not seed their own at start; the administrator's login is the one the tests use (fixtures.ts, ADMIN).
DATA_DIR="$E2E_DATA_DIR/catalogue" DEMO_ADMIN_EMAIL=admin@ugandaimpact.org DEMO_ADMIN_PASSWORD=e2e-admin-password \
  npx tsx scripts/seed.ts | head -n 1
cp -a "$E2E_DATA_DIR/catalogue" "$E2E_DATA_DIR/accounts"
npx playwright test "$@"
