#!/usr/bin/env bash
# Trains taggers on a lent GPU machine (device tool) from a packed copy of a prepared work folder.
#
#   here:   models/train/gpu-pack.sh models/train/.work2      # -> models/train/.work-gpu (gzipped, ~35 MB)
#   device: CONFIGS="bilstm128:bilstm:128 bilstm192:bilstm:192" MINUTES=16 STOP_AFTER=8 models/train/gpu-train.sh
#
# A config is name:arch:hidden[:lr[:batch_tokens[:init[:kd_weight:nll_weight]]]]; lr, batch_tokens and
# init (a checkpoint path, to fine-tune) default to LR, BATCH_TOKENS and none. With kd_weight, the run
# distils the ensemble of the checkpoints in TEACHERS (comma-separated; train.py --teachers).
# The training data may be packed as train.jsonl.gz or train.jsonl.xz.
#
# Every config trains in its own process, side by side on the one GPU, under one schedule of
# MINUTES; STOP_AFTER ends this call's share (last.pt kept in the run folder, which is git-ignored
# and survives while the machine stays warm), and the next call resumes. Each run's best.pt (CPU
# tensors, no optimiser state) and log go to $OUT; export.py turns best.pt into the ONNX model here.
set -euo pipefail
cd "$(dirname "$0")/../.."
DATA=${DATA:-models/train/.work-gpu}
RUNS=${RUNS:-models/train/.work-gpu-runs}
CONFIGS=${CONFIGS:-bilstm128:bilstm:128}
MINUTES=${MINUTES:-16}
STOP_AFTER=${STOP_AFTER:-8}
BATCH_TOKENS=${BATCH_TOKENS:-6000}
LR=${LR:-2e-3}
PYTHON=${PYTHON:-python3}
OUT=${OUT:-/tmp/gpu-out}
mkdir -p "$RUNS" "$OUT"
# the pack is unpacked once; every run reads it through links (train.jsonl is about 117 MB, and
# unpacking it per run cost seconds of device time each). A machine kept warm may be handed another
# pack in its next call: the stamp (the packed file's size and time) says which one is unpacked.
DATA_DIR="$RUNS/.data"
PACKED="$DATA/train.jsonl.xz"
[[ -f "$PACKED" ]] || PACKED="$DATA/train.jsonl.gz"
STAMP=$(stat -c '%s %Y' "$PACKED")
if [[ ! -f "$DATA_DIR/train.jsonl" || "$(cat "$DATA_DIR/.stamp" 2>/dev/null)" != "$STAMP" ]]; then
  rm -rf "$DATA_DIR"
  mkdir -p "$DATA_DIR/dev"
  cp "$DATA"/*.json "$DATA_DIR/"
  for f in "$DATA"/dev/*.jsonl.gz; do gunzip -c "$f" > "$DATA_DIR/dev/$(basename "$f" .gz)"; done
  if [[ "$PACKED" == *.xz ]]; then xz -T0 -dc "$PACKED" > "$DATA_DIR/train.jsonl.part"; else gunzip -c "$PACKED" > "$DATA_DIR/train.jsonl.part"; fi
  mv "$DATA_DIR/train.jsonl.part" "$DATA_DIR/train.jsonl"
  echo "$STAMP" > "$DATA_DIR/.stamp"
fi
pids=()
for cfg in $CONFIGS; do
  IFS=: read -r name arch hidden lr batch init kd nll <<< "$cfg"
  W="$RUNS/$name"
  mkdir -p "$W"
  for f in "$DATA_DIR"/*.json "$DATA_DIR"/train.jsonl "$DATA_DIR"/dev; do ln -sfn "$(realpath "$f")" "$W/$(basename "$f")"; done
  extra=()
  if [[ -f "$W/last.pt" ]]; then extra=(--resume); elif [[ -n "${init:-}" ]]; then extra=(--init "$init"); fi
  if [[ -n "${kd:-}" ]]; then extra+=(--teachers "$TEACHERS" --kd-weight "$kd" --nll-weight "${nll:-1}"); fi
  PYTHONUNBUFFERED=1 "$PYTHON" models/train/train.py --work "$W" --device "${DEVICE:-cuda}" --minutes "$MINUTES" --stop-after "$STOP_AFTER" \
    --eval-every "${EVAL_EVERY:-1}" --batch-tokens "${batch:-$BATCH_TOKENS}" --lr "${lr:-$LR}" --arch "$arch" --hidden "$hidden" --case-dim 16 --no-export "${extra[@]}" \
    >> "$W/train.log" 2>&1 &
  pids+=($!)
done
status=0
for p in "${pids[@]}"; do wait "$p" || status=1; done
for cfg in $CONFIGS; do
  name=${cfg%%:*}
  cp "$RUNS/$name/train.log" "$OUT/$name.log"
  if [[ -f "$RUNS/$name/best.pt" ]]; then cp "$RUNS/$name/best.pt" "$OUT/$name-best.pt"; fi
done
exit $status
