#!/usr/bin/env bash
# Produces predictions for every peer on every corpus into bench/out/ and scores
# them with the reference scorer into docs/peers.md.
#
#   bench/run-peers.sh                 # all six corpora, all peers
#   CORPORA="scrapinghub readability" bench/run-peers.sh
#   WITH_PITH=1 bench/run-peers.sh     # add pith's default pipeline as a column
#
# Corpora run one after another, one page at a time (the machine is shared).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"
data="${DATASETS:-$root/../shared/datasets}"
score="${SCORER:-$root/../shared/tools/score.py}"
out="$here/out"
corpora="${CORPORA:-scrapinghub readability dragnet-train web2026-dev cleaneval-dev cleanportal}"
go_systems="${SYSTEMS:-trafilatura trafilatura-nocomments trafilatura-fallback readability domdistiller}"
if [[ "${WITH_PITH:-0}" == 1 ]]; then
  go_systems="pith $go_systems"
fi
mkdir -p "$out"

# One binary for every Go system, so no run pays for compilation.
(cd "$here" && go build -o "$out/peers" ./cmd/peers)
if [[ ! -d "$here/node/node_modules" ]]; then
  (cd "$here/node" && npm ci --no-audit --no-fund)
fi

systems=()
for c in $corpora; do
  for s in $go_systems; do
    echo "== $c $s" >&2
    "$out/peers" batch -corpus "$data/$c" -system "$s" -out "$out/$c.$s.jsonl"
  done
  if [[ "${NO_NODE:-0}" != 1 ]]; then
    echo "== $c readability.js" >&2
    node "$here/node/readability.mjs" -corpus "$data/$c" -out "$out/$c.readability.js.jsonl"
  fi
done
node_sys=""
[[ "${NO_NODE:-0}" != 1 ]] && node_sys="readability.js"
python3 "$here/peers_table.py" --datasets "$data" --scorer "$score" --out-dir "$out" \
  --corpora $corpora --systems $go_systems $node_sys \
  --command "bench/run-peers.sh${CORPORA:+ (CORPORA=$CORPORA)}${WITH_PITH:+ (WITH_PITH=$WITH_PITH)}" \
  > "$root/docs/peers.md"
echo "wrote docs/peers.md" >&2
