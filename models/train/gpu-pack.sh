#!/usr/bin/env bash
# Packs a prepared work folder for the device machine (models/train/gpu-train.sh, gpu-distil.sh):
# the vocabularies, labels and golden fixture as they are, train.jsonl xz-compressed (117 MB ->
# about 20 MB, so that it fits the device tool's 64 MiB carry limit with the repository), dev
# splits gzipped. The pack holds features derived from the corpora: it is git-ignored
# (models/train/.work*) and never committed.
#
#   models/train/gpu-pack.sh models/train/.work7 [models/train/.work-gpu]
set -euo pipefail
cd "$(dirname "$0")/../.."
SRC=${1:?usage: gpu-pack.sh WORK_FOLDER [PACK_FOLDER]}
DST=${2:-models/train/.work-gpu}
rm -rf "$DST"
mkdir -p "$DST/dev"
cp "$SRC"/{labels,vocab,chars,features,word_counts,golden}.json "$DST/"
xz -T2 -6 -c "$SRC/train.jsonl" > "$DST/train.jsonl.xz"
for f in "$SRC"/dev/*.jsonl; do gzip -9 -c "$f" > "$DST/dev/$(basename "$f").gz"; done
du -sh "$DST"
