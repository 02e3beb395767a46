#!/usr/bin/env bash
# The dev-set figures the README reports, in one run: the whole engine (detectors + model +
# resolver, default accuracy) on every dev split the quality targets name, one summary table.
# The sets are listed in scripts/eval/sets.ts, the run in scripts/eval/dev.ts.
#
#   npm run eval:dev                       # DATASETS=../shared/datasets by default
#   npm run eval:dev -- --no-model         # the same without the model
#   npm run eval:dev -- --limit 50         # the first 50 documents of each set, for a quick look
#   EVAL_SETS=btc,gum npm run eval:dev     # only these sets
#   EVAL_MODEL_DIR=/tmp/candidate npm run eval:dev   # a candidate model (models/train/export.py --out) instead of the shipped one
#
# Prints, per set: overlap-match micro precision/recall/F1, PERSON precision and recall, F1
# (recall) per gold label, and the share of gold PII characters left unredacted; then the
# engine's speed over the run (characters/s). Needs the corpora (not part of the repository).
set -euo pipefail
cd "$(dirname "$0")/.."
export DATASETS=${DATASETS:-../shared/datasets}
exec node --import tsx scripts/eval/dev.ts "$@"
