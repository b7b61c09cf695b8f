#!/usr/bin/env bash
# Browser tests in Debian's Chromium against a production build on a fresh embedded database.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  echo "Installing Debian's chromium package for the browser tests"
  if [ "$(id -u)" -eq 0 ]; then apt-get update -qq && apt-get install -y -qq chromium >/dev/null
  else sudo apt-get update -qq && sudo apt-get install -y -qq chromium >/dev/null; fi
fi

[ "${E2E_SKIP_BUILD:-}" = 1 ] || npm run build
export E2E_DATA_DIR="${E2E_DATA_DIR:-$(mktemp -d /tmp/ugandaimpact-e2e.XXXXXX)}"
rm -rf "$E2E_DATA_DIR" && mkdir -p "$E2E_DATA_DIR"
npx playwright test "$@"
