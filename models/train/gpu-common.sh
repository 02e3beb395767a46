# Shared by the device-call scripts (gpu-soup.sh, gpu-distil.sh), which source it after setting
# SCRATCH (where their runs write best.pt and logs): the pack, run and result folders, the Python,
# a step banner, and the hand-back of the results.
# shellcheck shell=bash
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
PACK=${PACK:-models/train/.work-gpu}
RUNS=${RUNS:-models/train/.work-gpu-runs}
FINAL=${OUT:-/tmp/gpu-out}
PYTHON=${PYTHON:-python3}
export PYTHON
# a machine kept warm between calls still holds the last call's runs: return only this call's
rm -rf "$SCRATCH"
mkdir -p "$FINAL" "$SCRATCH"
step() { echo "== $(date +%H:%M:%S) $*"; }

# The runs' best checkpoints in float16 and their logs in one archive: what fits the device tool's
# eight returned files (half.py); then each run's dev evaluations, for the call's own output.
return_results() {
  step "pack results"
  "$PYTHON" models/train/half.py "$SCRATCH" "$FINAL"
  tar -czf "$FINAL/logs.tar.gz" -C "$SCRATCH" $(cd "$SCRATCH" && ls *.log)
  grep -h "select\|done after" "$SCRATCH"/*.log | tail -60
  ls -la "$FINAL"
}
