#!/usr/bin/env bash
# Produces predictions for every peer on every corpus into bench/out/ and scores
# them with the reference scorer into docs/peers.md.
#
#   bench/run-peers.sh                 # all six corpora, all peers
#   CORPORA="scrapinghub readability" bench/run-peers.sh
#   WITH_PITH=1 bench/run-peers.sh     # add pith's default pipeline as a column
#   NODE_SYSTEMS=defuddle bench/run-peers.sh   # only these Node peers (default: readability.js defuddle)
#   NO_NODE=1 bench/run-peers.sh       # no Node peer
#   SKIP_RUN="readability.js trafilatura" bench/run-peers.sh   # keep these systems' predictions
#                                      # in bench/out/ as they are; run the others, score all
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
# Node peers: system name -> script in bench/node/.
node_systems="${NODE_SYSTEMS:-readability.js defuddle}"
[[ "${NO_NODE:-0}" == 1 ]] && node_systems=""
declare -A node_script=([readability.js]=readability.mjs [defuddle]=defuddle.mjs)
skip=" ${SKIP_RUN:-} "
mkdir -p "$out"

# One binary for every Go system, so no run pays for compilation.
(cd "$here" && go build -o "$out/peers" ./cmd/peers)
# npm ci installs exactly the versions in package-lock.json (defuddle is pinned).
if [[ -n "$node_systems" && ! -d "$here/node/node_modules/defuddle" ]]; then
  (cd "$here/node" && npm ci --no-audit --no-fund)
fi

for c in $corpora; do
  for s in $go_systems; do
    [[ "$skip" == *" $s "* ]] && { echo "== $c $s (kept)" >&2; continue; }
    echo "== $c $s" >&2
    "$out/peers" batch -corpus "$data/$c" -system "$s" -out "$out/$c.$s.jsonl"
  done
  for s in $node_systems; do
    [[ "$skip" == *" $s "* ]] && { echo "== $c $s (kept)" >&2; continue; }
    echo "== $c $s" >&2
    node "$here/node/${node_script[$s]:?unknown Node system $s}" -corpus "$data/$c" -out "$out/$c.$s.jsonl"
  done
done
python3 "$here/peers_table.py" --datasets "$data" --scorer "$score" --out-dir "$out" \
  --corpora $corpora --systems $go_systems $node_systems \
  --command "bench/run-peers.sh${CORPORA:+ (CORPORA=$CORPORA)}${WITH_PITH:+ (WITH_PITH=$WITH_PITH)}${NODE_SYSTEMS:+ (NODE_SYSTEMS=$NODE_SYSTEMS)}${SKIP_RUN:+ (SKIP_RUN=$SKIP_RUN)}" \
  > "$root/docs/peers.md"
echo "wrote docs/peers.md" >&2
