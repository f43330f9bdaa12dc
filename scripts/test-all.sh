#!/usr/bin/env bash
# Every test: types, unit and integration tests (vitest, real PostgreSQL), then end-to-end tests
# (Playwright in Debian's Chromium against a production build).
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== typecheck"
npx tsc --noEmit

echo "== lint (typescript-eslint, react-hooks, no import cycles, the layers of docs/architecture.md)"
npx eslint .

echo "== unit and integration tests"
npx vitest run

echo "== production build"
npx next build

echo "== end-to-end tests"
npx playwright test
