#!/usr/bin/env bash
# `npm start`: the whole platform on this machine, on its embedded defaults (PGlite, local files, demo data, the
# admin login printed once). A deployment runs `npm run build` and `npm run serve` with its own PUBLIC_URL; in
# production mode the server refuses to start without one and loads no demo data unless SEED_DEMO=true.
set -euo pipefail
cd "$(dirname "$0")/.."
# The project's own Node (the `node` package in node_modules/.bin, first on npm's PATH): README "Node".
echo "Node $(node --version)"
npm run build
export PORT="${PORT:-3000}"
export PUBLIC_URL="${PUBLIC_URL:-http://localhost:$PORT}"
export SEED_DEMO="${SEED_DEMO:-true}"
exec npm run serve
