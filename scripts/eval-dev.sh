#!/usr/bin/env bash
# The dev-set figures the README reports, in one run: the whole engine (detectors + model +
# resolver, default accuracy) on every dev split the quality targets name, one summary table.
#
#   npm run eval:dev                       # DATASETS=../shared/datasets by default
#   npm run eval:dev -- --no-model         # the same without the model
#   EVAL_MODEL_DIR=/tmp/candidate npm run eval:dev   # a candidate model (models/train/export.py --out) instead of the shipped one
#
# Prints, per set: overlap-match micro precision/recall/F1, F1 (recall) per gold label, and the
# share of gold PII characters left unredacted. Needs the corpora (not part of the repository).
set -euo pipefail
cd "$(dirname "$0")/.."
D=${DATASETS:-../shared/datasets}
OUT=$(mktemp -d)
trap 'rm -rf "$OUT"' EXIT

run() { # name, file, map, extra flags...
  local name=$1 file=$2 map=$3
  shift 3
  if [[ ! -f "$file" ]]; then echo "skip $name: $file not found" >&2; return; fi
  node --import tsx scripts/eval.ts --json --data "$file" --map "$map" "$@" > "$OUT/$name.json"
}

run conll2003_en "$D/conll2003_en/dev.jsonl" scripts/maps/conll.json "$@"
run conll2003_en_lower "$D/conll2003_en/dev.jsonl" scripts/maps/conll.json --lowercase "$@"
run conll2003_de "$D/conll2003_de/dev.jsonl" scripts/maps/conll.json "$@"
run conll2002_es "$D/conll2002_es/dev.jsonl" scripts/maps/conll.json "$@"
run conll2002_nl "$D/conll2002_nl/dev.jsonl" scripts/maps/conll.json "$@"
run wnut17 "$D/wnut17/dev.jsonl" scripts/maps/wnut17.json "$@"
run physionet_deid "$D/physionet_deid/dev.jsonl" scripts/maps/physionet_deid.json "$@"
run presidio_synth "$D/presidio_synth/dev.jsonl" scripts/maps/presidio_synth.json "$@"

node -e '
const fs = require("fs");
const dir = process.argv[1];
console.log("| dev set | precision | recall | F1 | F1 (recall) per gold label | unredacted PII chars |");
console.log("|---|---:|---:|---:|---|---:|");
for (const f of fs.readdirSync(dir).sort()) {
  const report = JSON.parse(fs.readFileSync(`${dir}/${f}`, "utf8"));
  const r = Object.values(report)[0];
  const per = r.rows.map((x) => `${x.label} ${x.f1.toFixed(3)} (${x.recall.toFixed(3)})`).join(", ");
  const m = r.micro;
  console.log(`| ${f.replace(/\.json$/, "")} (${r.docs} docs) | ${m.precision.toFixed(3)} | ${m.recall.toFixed(3)} | ${m.f1.toFixed(3)} | ${per} | ${(100 * r.leakRate).toFixed(1)}% |`);
}
' "$OUT"
