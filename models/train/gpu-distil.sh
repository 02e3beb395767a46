#!/usr/bin/env bash
# One device call (at most 10 minutes): train teachers, then distil the ensemble of the shipped
# model and those teachers into 128-wide students (train.py --teachers). Everything comes back
# in float16 (about 7 MB a checkpoint): the seven runs and logs.tar.gz are the eight files the tool
# returns at most, so write nothing else to $OUT (a tee'd log there cost one checkpoint on
# 2026-11-26). Here, export.py --work models/train/.work7 turns any of them into a model folder
# (load_state_dict casts the halves back to float32).
#
#   here:   models/train/gpu-pack.sh models/train/.work7          # -> models/train/.work-gpu (~22 MB)
#   device: run(command="models/train/gpu-distil.sh", carry=["models/train/.work-gpu"], timeout_s=600)
#
# The shipped model's checkpoint is rebuilt on the device from the committed ONNX (recover.py).
# Configs as in gpu-train.sh (name:arch:hidden:lr:batch_tokens[:init[:kd:nll]]); the students'
# TEACHERS are the shipped model and every phase-1 run.
set -uo pipefail
SCRATCH=/tmp/gpu-distil
source "$(dirname "$0")/gpu-common.sh"
TEACHER_MINUTES=${TEACHER_MINUTES:-3.7}
STUDENT_MINUTES=${STUDENT_MINUTES:-3.5}
# the whole call must end inside the tool's 600 s: phase 2 shrinks to what is left of BUDGET_S
# after phase 1, less 75 s for loading, the last evaluation and packing
BUDGET_S=${BUDGET_S:-570}
STARTED=$(date +%s)

step "recover the shipped checkpoint"
"$PYTHON" models/train/recover.py --model models/pii-ner-v2 --out "$PACK/shipped.pt" 2>&1 | grep -v -i warning | tail -2
S=$PACK/shipped.pt
TEACHER_CONFIGS=${TEACHER_CONFIGS:-"t192:bilstm:192:3e-3:16000 s128:bilstm:128:3e-3:16000 ft128:bilstm:128:5e-4:16000:$S"}
step "phase 1: $TEACHER_CONFIGS"
OUT=$SCRATCH DATA=$PACK RUNS=$RUNS CONFIGS="$TEACHER_CONFIGS" MINUTES=$TEACHER_MINUTES STOP_AFTER=0 EVAL_EVERY=0.9 models/train/gpu-train.sh
teachers=$S
for cfg in $TEACHER_CONFIGS; do n=${cfg%%:*}; [[ -f "$RUNS/$n/best.pt" ]] && teachers+=",$RUNS/$n/best.pt"; done
STUDENT_CONFIGS=${STUDENT_CONFIGS:-"kdA:bilstm:128:1e-3:16000:$RUNS/s128/best.pt:1:1 kdB:bilstm:128:3e-4:16000:$S:1:1 kdC:bilstm:128:5e-4:16000:$RUNS/ft128/best.pt:1:0.5 kdD:bilstm:128:2e-3:16000:$RUNS/s128/best.pt:1:0.2"}
left=$(( STARTED + BUDGET_S - $(date +%s) - 75 ))
STUDENT_MINUTES=$(awk -v l="$left" -v m="$STUDENT_MINUTES" 'BEGIN { x = l / 60; if (x > m) x = m; if (x < 0.5) x = 0.5; printf "%.2f", x }')
step "phase 2 ($STUDENT_MINUTES min): teachers $teachers; $STUDENT_CONFIGS"
OUT=$SCRATCH DATA=$PACK RUNS=$RUNS TEACHERS=$teachers CONFIGS="$STUDENT_CONFIGS" MINUTES=$STUDENT_MINUTES STOP_AFTER=0 EVAL_EVERY=0.9 models/train/gpu-train.sh
return_results
