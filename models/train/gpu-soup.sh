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
SCRATCH=/tmp/gpu-soup
source "$(dirname "$0")/gpu-common.sh"
MINUTES=${MINUTES:-7}
MEMBERS=${MEMBERS:-"a:1e-3:6000 b:1e-3:12000 c:2e-3:12000 d:7e-4:6000 e:1.5e-3:8000 f:1e-3:16000"}
if (( $(wc -w <<< "$MEMBERS") > 7 )); then echo "at most 7 members (the device tool returns 8 files)" >&2; exit 2; fi
[[ -f "$PACK/shipped.pt" ]] || { echo "$PACK/shipped.pt is missing: recover.py it here and copy it into the pack" >&2; exit 2; }
configs=""
for m in $MEMBERS; do
  IFS=: read -r name lr batch <<< "$m"
  configs+="$name:bilstm:128:$lr:$batch:$PACK/shipped.pt "
done
step "members ($MINUTES min): $configs"
OUT=$SCRATCH DATA=$PACK RUNS=$RUNS CONFIGS="$configs" MINUTES=$MINUTES STOP_AFTER=0 EVAL_EVERY=${EVAL_EVERY:-0.75} models/train/gpu-train.sh
return_results
