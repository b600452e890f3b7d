#!/usr/bin/env bash
# Regenerates output-samples/ with build/wargen. The test suite (test_samples.cpp) regenerates
# every committed sample from its own seed and fails when one differs, so run this and commit the
# result whenever a deliberate change alters the output.
set -euo pipefail
cd "$(dirname "$0")/.."
wargen=build/wargen
[ -x "$wargen" ] || { echo "build/wargen is missing: run bash scripts/quickstart.sh first" >&2; exit 2; }

# Game of Kings: seed 7 (the issue's example), and two seeds that show rivers with bridges and fords.
gok_seeds=(7 12 31)

rm -rf output-samples/gok
mkdir -p output-samples/gok
for seed in "${gok_seeds[@]}"; do
  "$wargen" generate --ruleset gok --seed "$seed" --out output-samples/gok
done
"$wargen" validate output-samples/gok/*.yaml
