#!/usr/bin/env bash
# run.sh — every browser-side test: wasm under Node (+ native/wasm parity),
# the build (which runs the JS unit tests), web-ext lint, and the end-to-end
# runs in headless Chromium and headless Firefox ESR. Needs: Go, Node 20,
# `npm ci` done (it runs it if node_modules is missing), Debian's chromium at
# /usr/bin/chromium (or CHROMIUM=path) and firefox-esr at /usr/bin/firefox-esr
# (or FIREFOX=path).
set -euo pipefail
cd "$(dirname "$0")/../.."

[ -d node_modules/playwright-core ] && [ -d node_modules/puppeteer-core ] || npm ci --no-audit --no-fund

echo "== the core as the extension builds it (-tags pith_lean: no Seeker, baselines, density, FOREST)"
go test -count=1 -tags pith_lean ./core ./wasm

echo "== wasm package under Node, and native/wasm parity on the fixture pages"
parity="$(mktemp -d)"
trap 'rm -rf "$parity"' EXIT
PITH_PARITY_DIR="$parity" go test -count=1 ./wasm/...
PITH_PARITY_DIR="$parity" PATH="$(go env GOROOT)/lib/wasm:$PATH" GOOS=js GOARCH=wasm go test -tags pith_lean -count=1 ./wasm/...

echo "== build (wasm, JS unit tests, packages)"
./build.sh

echo "== web-ext lint (Firefox package)"
npx --no-install web-ext lint --source-dir dist/firefox --self-hosted=false --output text 2>&1 | tee dist/web-ext-lint.txt | tail -n 12
grep -Eq '^errors +0' dist/web-ext-lint.txt || { echo "web-ext lint reported errors"; exit 1; }

echo "== end-to-end: the extension in headless Chromium and in headless Firefox ESR (the same scenarios), web/ in Chromium"
node --test --test-concurrency=1 extension/test/e2e/*.test.js
