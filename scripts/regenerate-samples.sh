#!/usr/bin/env bash
# Regenerates output-samples/ with build/wargen. The test suite (test_samples.cpp) regenerates
# every committed sample from its own seed and fails when one differs, so run this and commit the
# result whenever a deliberate change alters the output.
set -euo pipefail
cd "$(dirname "$0")/.."
wargen=${WARGEN:-build/wargen}  # WARGEN=other-build/wargen to use another build
[ -x "$wargen" ] || { echo "$wargen is missing: run bash scripts/quickstart.sh first" >&2; exit 2; }

# Game of Kings: seed 7 (the first example), 12 (a river and its bridge) and 14 (an impassable
# river with two bridges and no ford, GOK-T8). The weather after turn 1 is the umpire's secret
# (VPM-6): a fixed umpire key keeps the samples reproducible.
gok_seeds=(7 12 14)

rm -rf output-samples/gok
mkdir -p output-samples/gok
for seed in "${gok_seeds[@]}"; do
  "$wargen" generate --ruleset gok --seed "$seed" --umpire-key 1 --out output-samples/gok
done
"$wargen" validate output-samples/gok/*.yaml

# Cartography: one GoK scenario as every map output – SVG, the PDF (the map on one page at a round
# scale, then the placement sheet) and the Markdown placement sheet (gok-12-sheet.md).
"$wargen" generate --ruleset gok --seed 12 --umpire-key 1 --format svg,pdf,sheet --paper a4 --out output-samples/gok
bash scripts/record-golden-hashes.sh "$wargen"

# NPOW: three 550-point tables and two NPOW300 over all five geographic zones, with the options
# that change them, and place names in each zone's languages. They show a river of three sections
# with its bridges and fords (56, also as SVG, PDF and placement sheet; 74, 36), watercourses rising
# at a hill and a marsh (37), tributaries (37, 161), an elevation (74), and NPOW300's 20 cm row of
# sectors on either long edge by its die (36, 161).
rm -rf output-samples/npow output-samples/npow300
mkdir -p output-samples/npow output-samples/npow300
"$wargen" generate --ruleset npow --seed 56 --zone central --format yaml,png,svg,pdf,sheet --out output-samples/npow
"$wargen" generate --ruleset npow --seed 37 --zone north-east --initiative A=high --initiative B=low --out output-samples/npow
"$wargen" generate --ruleset npow --seed 74 --zone south --attacker A --attacker-edge south \
  --max-points-per-objective 20 --out output-samples/npow
"$wargen" generate --ruleset npow300 --seed 36 --zone north-africa --out output-samples/npow300
"$wargen" generate --ruleset npow300 --seed 161 --zone army-list --initiative B=high --out output-samples/npow300
"$wargen" validate output-samples/npow/*.yaml output-samples/npow300/*.yaml

# Scenario layer: a Game of Kings battle with weighted VP markers and two armies, as the
# umpire's copy (gok-7-umpire.*, with the VP values) and the players' copy (gok-7-player.*, without).
rm -rf output-samples/gok-scenario
"$wargen" generate --template gok-vp-battle --seed 7 --umpire-key 1757 --view both --out output-samples/gok-scenario
"$wargen" validate output-samples/gok-scenario/*.yaml

# Exports for other tools (docs/exports.md): the scenario as JSON and GeoJSON beside its YAML (a Game
# of Kings battle with VP markers and armies, umpire's and players' copies, and an NPOW table), the
# table-only picture, Universal VTT and Tiled (npow 37 has a road into a town: a gap in its dd2vtt wall).
rm -rf output-samples/exports
mkdir -p output-samples/exports
"$wargen" generate --template gok-vp-battle --seed 7 --umpire-key 1757 --view both --format yaml,json,geojson \
  --out output-samples/exports
"$wargen" generate --ruleset npow --seed 37 --zone north-east --format yaml,map-png,dd2vtt,tmj --out output-samples/exports
"$wargen" generate --ruleset gok --seed 12 --umpire-key 1 --format yaml,map-png,dd2vtt,tmj,fos --out output-samples/exports
# The Fields of Strategy board (--format fos) of GoK seed 12 (above) and of NPOW seed 56 (a river of
# three sections with bridges and fords).
"$wargen" generate --ruleset npow --seed 56 --zone central --format yaml,json,geojson,geojson-cm,fos --out output-samples/exports
"$wargen" validate $(ls output-samples/exports/*.yaml | grep -v -- -fos.yaml) output-samples/exports/*.json

# Print for a club night: a titled Game of Kings battle on a 6 x 4 ft table with VP markers and
# armies, the umpire's copy (every page marked UMPIRE) – the one-page PDF (map, placement sheet, army
# roster, the umpire's weather page) and the sheet with its roster (checked by test_samples from the
# YAML beside them) – and the same table tiled at 1:1 on A4 to tape together (no YAML beside it:
# test_samples checks one-page PDFs).
rm -rf output-samples/print
mkdir -p output-samples/print
"$wargen" generate --template gok-vp-battle --seed 7 --umpire-key 1757 --table 6x4ft --title "Club night: table 3" \
  --view umpire --format pdf,sheet --out output-samples/print
tiles=$(mktemp -d)
"$wargen" generate --template gok-vp-battle --seed 7 --umpire-key 1757 --table 6x4ft --title "Club night: table 3" \
  --view umpire --format pdf --print-scale 1:1 --paper a4 --no-yaml --out "$tiles"
mv "$tiles/gok-7-umpire-tiles-1to1.pdf" output-samples/print/gok-7-umpire-tiles-1to1-a4.pdf
rmdir "$tiles"
"$wargen" validate output-samples/print/*.yaml

# One adjudication example per victory system: scenario.yaml (generated here), state.yaml (the
# umpire's, hand-written and kept), result.txt and result.yaml (`wargen adjudicate`, with --yaml).
adjudication_example() {  # system, then the generate flags of its scenario
  local system=$1 dir=output-samples/adjudication/$1
  shift
  [ -f "$dir/state.yaml" ] || { echo "$dir/state.yaml is missing" >&2; exit 2; }
  local tmp
  tmp=$(mktemp -d)
  "$wargen" generate "$@" --format yaml --out "$tmp" > /dev/null
  mv "$tmp"/*.yaml "$dir/scenario.yaml"
  rmdir "$tmp"
  "$wargen" validate "$dir/scenario.yaml"
  "$wargen" adjudicate "$dir/scenario.yaml" "$dir/state.yaml" > "$dir/result.txt"
  "$wargen" adjudicate "$dir/scenario.yaml" "$dir/state.yaml" --yaml > "$dir/result.yaml"
}
adjudication_example army-points --template gok-kings-battle --seed 12 --umpire-key 1 --view umpire
adjudication_example loss-tally --ruleset gok --seed 31 --victory loss-tally --umpire-key 1 --view umpire
adjudication_example vp-withdrawal --template gok-vp-battle --seed 58 --umpire-key 235 --view umpire
adjudication_example objective-holding --ruleset gok --seed 5 --victory objective-holding --umpire-key 1 --view umpire
adjudication_example fos-score --ruleset gok --seed 3 --victory fos-score --umpire-key 1 --view umpire

# Tournament batch: six NPOW tables under the tournament conventions (seed 3 is skipped: NPOW-O2
# cannot be met with 20-point caps), labelled for the first round, with the catalogue.
rm -rf output-samples/tournament
"$wargen" batch --template npow-tournament --count 6 --jobs 2 --format yaml,png \
  --label "Round 1 · Table {n}" --out output-samples/tournament > /dev/null
# Each map has its fairness report beside it (maps/table-NN-<id>-fairness.yaml): a report, not a scenario.
ls output-samples/tournament/maps/*.yaml | grep -v -- "-fairness.yaml$" | xargs "$wargen" validate
