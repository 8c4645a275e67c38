#!/usr/bin/env bash
# readme-commands.sh DIR — runs README.md's sh blocks, verbatim and in order,
# in DIR (a fresh clone: no npm packages, no ../shared), as a newcomer would.
# Left out: the blocks that need the corpora in ../shared, start a server,
# run every corpus (-all) or run CI itself (.ci/run).
set -euo pipefail
dir="$1"
blocks="$(mktemp -d)"
trap 'rm -rf "$blocks"' EXIT
awk -v out="$blocks" '/^```sh$/ { n++; inside = 1; next } /^```$/ { inside = 0; next } inside { print > (out "/" sprintf("%02d", n)) }' "$dir/README.md"
ran=0
for block in "$blocks"/*; do
  if grep -Eq '\.\./shared|\.ci/run| serve| -all' "$block"; then
    echo "-- skipped (corpora, a server or CI): $(head -n 1 "$block")"
    continue
  fi
  sed 's/^/$ /' "$block"
  (cd "$dir" && bash -euo pipefail "$block" >"$blocks/out" 2>&1) || { cat "$blocks/out"; echo "README.md command failed (block $(basename "$block"))"; exit 1; }
  ran=$((ran + 1))
done
echo "-- $ran README.md blocks ran"
