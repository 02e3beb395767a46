#!/usr/bin/env bash
# One device call (at most 10 minutes): a model soup's members, fine-tuned from one checkpoint
# side by side on one fresh draw (run.sh's soup stage, on a GPU). Their best checkpoints come back
# in float16 with logs.tar.gz (at most 7 members: the device tool returns 8 files); here,
# interpolate.py averages them and export.py exports the mean.
#
#   here:   generate.ts --seed N --pii-free 0.1, prepare.ts --vocab-dir models/pii-ner-v2 into W,
#           recover.py --model models/pii-ner-v2 --work W --out W/shipped.pt,
#           models/train/gpu-pack.sh W && cp W/shipped.pt models/train/.work-gpu/
#   device: run(command="models/train/gpu-soup.sh", carry=["models/train/.work-gpu"], timeout_s=600)
#
# MEMBERS lists name:lr:batch_tokens; every member starts from $PACK/shipped.pt and runs MINUTES.
set -uo pipefail
cd "$(dirname "$0")/../.."
PACK=${PACK:-models/train/.work-gpu}
RUNS=${RUNS:-models/train/.work-gpu-runs}
FINAL=${OUT:-/tmp/gpu-out}
SCRATCH=/tmp/gpu-soup
PYTHON=${PYTHON:-python3}
export PYTHON
MINUTES=${MINUTES:-7}
MEMBERS=${MEMBERS:-"a:1e-3:6000 b:1e-3:12000 c:2e-3:12000 d:7e-4:6000 e:1.5e-3:8000 f:1e-3:16000"}
if (( $(wc -w <<< "$MEMBERS") > 7 )); then echo "at most 7 members (the device tool returns 8 files)" >&2; exit 2; fi
[[ -f "$PACK/shipped.pt" ]] || { echo "$PACK/shipped.pt is missing: recover.py it here and copy it into the pack" >&2; exit 2; }
mkdir -p "$FINAL" "$SCRATCH"
step() { echo "== $(date +%H:%M:%S) $*"; }
configs=""
for m in $MEMBERS; do
  IFS=: read -r name lr batch <<< "$m"
  configs+="$name:bilstm:128:$lr:$batch:$PACK/shipped.pt "
done
step "members ($MINUTES min): $configs"
OUT=$SCRATCH DATA=$PACK RUNS=$RUNS CONFIGS="$configs" MINUTES=$MINUTES STOP_AFTER=0 EVAL_EVERY=${EVAL_EVERY:-0.75} models/train/gpu-train.sh
step "pack results"
"$PYTHON" models/train/half.py "$SCRATCH" "$FINAL"
tar -czf "$FINAL/logs.tar.gz" -C "$SCRATCH" $(cd "$SCRATCH" && ls *.log)
grep -h "select\|done after\|tokens/s" "$SCRATCH"/*.log | tail -60
ls -la "$FINAL"
