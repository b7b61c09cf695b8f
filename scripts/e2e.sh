#!/usr/bin/env bash
# Browser tests in Debian's Chromium against a production build on a fresh embedded database.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-chromium.sh

[ "${E2E_SKIP_BUILD:-}" = 1 ] || npm run build
export E2E_DATA_DIR="${E2E_DATA_DIR:-$(mktemp -d /tmp/ugandaimpact-e2e.XXXXXX)}"
rm -rf "$E2E_DATA_DIR" && mkdir -p "$E2E_DATA_DIR"
npx playwright test "$@"
