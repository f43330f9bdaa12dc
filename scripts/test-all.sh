#!/usr/bin/env bash
# Every test: types, unit and integration tests (vitest, real PostgreSQL), then end-to-end tests
# (Playwright in Debian's Chromium against a production build).
set -euo pipefail
cd "$(dirname "$0")/.."

# npm puts node_modules/.bin first on the PATH: the `node` package pinned in package.json is Node.js 24, whatever the
# machine's own Node.js is (issue 26 point 8). Run outside npm, this refuses an older runtime instead of testing on it.
echo "== Node.js $(node --version)"
node -e 'if (Number(process.versions.node.split(".")[0]) < 24) { console.error("Node.js 24 is required: run `npm test`"); process.exit(1); }'

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
