#!/usr/bin/env bash
# Instructions per unit of work, counted by callgrind (valgrind): the figure the speed goals are
# stated in, because it does not move with the machine's load or speed mode as wall time does.
# A benchmark, not a test: it prints figures and asserts nothing. Run from the repository root
# after a Release build:
#   bash bench/instructions.sh [TABLES] [MAPS]   # defaults: 300 tables per ruleset, 10 batch maps
# TABLES 0 skips the per-table figures (for a change to drawing only).
#
# Per table (gok, npow, npow300): `wargen survey` over seeds 1..TABLES under callgrind; the
# inclusive cost of generating (generate_checked_scenario: the generator and the scenario layer)
# and of validating (validate_scenario), each divided by the tables. Survey's own measuring
# (fairness, distributions) is not counted.
# Per batch map: `wargen batch` of MAPS maps less a batch of 1 map (start-up and the catalogue's
# fixed part cancel out), divided by MAPS - 1: YAML + PNG (with its thumbnail and its share of the
# catalogue), then with PDF too.
set -euo pipefail
cd "$(dirname "$0")/.."
wargen=${WARGEN:-build/wargen}
tables=${1:-300}
maps=${2:-10}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

callgrind() {  # output file, then the command
  local out=$1
  shift
  valgrind --tool=callgrind --callgrind-out-file="$out" "$@" > /dev/null 2> "$out.log"
}
inclusive() {  # callgrind file, function name (as callgrind_annotate prints it, a prefix)
  callgrind_annotate --inclusive=yes --threshold=100 "$1" 2> /dev/null |
    awk -v f="$2" '!done && index($0, f) { gsub(",", "", $1); print $1; done = 1 }'
}
total() { callgrind_annotate "$1" 2> /dev/null | awk '/PROGRAM TOTALS/ && !done { gsub(",", "", $1); print $1; done = 1 }'; }

echo "wargen instructions (callgrind); $(nproc) cores; $(uptime)"
printf '%-10s %8s %16s %16s %16s\n' ruleset tables "generate/table" "validate/table" "both/table"
rulesets=(gok npow npow300)
((tables > 0)) || rulesets=()
for ruleset in "${rulesets[@]}"; do
  callgrind "$work/$ruleset.out" "$wargen" survey --ruleset "$ruleset" --seeds "1-$tables"
  gen=$(inclusive "$work/$ruleset.out" "wargen::generate_checked_scenario(")
  val=$(inclusive "$work/$ruleset.out" "wargen::validate_scenario(")
  awk -v r="$ruleset" -v t="$tables" -v g="$gen" -v v="$val" \
    'BEGIN { printf "%-10s %8d %16.0f %16.0f %16.0f\n", r, t, g / t, v / t, (g + v) / t }'
done

printf '\n%-34s %6s %18s %12s\n' "batch (npow, 5 px/cm)" maps "instructions/map" "wall s"
batch() {  # label, formats
  local label=$1 formats=$2 one many start end
  callgrind "$work/$label-1.out" "$wargen" batch --ruleset npow --count 1 --format "$formats" --px-per-cm 5 \
    --out "$work/$label-1"
  start=$(date +%s.%N)
  callgrind "$work/$label-n.out" "$wargen" batch --ruleset npow --count "$maps" --format "$formats" --px-per-cm 5 \
    --out "$work/$label-n"
  end=$(date +%s.%N)
  one=$(total "$work/$label-1.out")
  many=$(total "$work/$label-n.out")
  awk -v l="$label" -v m="$maps" -v a="$one" -v b="$many" -v s="$start" -v e="$end" \
    'BEGIN { printf "%-34s %6d %18.0f %12.1f\n", l, m, (b - a) / (m - 1), e - s }'
}
batch "yaml+png (thumbnail, catalogue)" yaml,png
batch "yaml+png+pdf" yaml,png,pdf
echo "(wall s: the whole batch of MAPS under callgrind, for scale only; load after: $(cut -d' ' -f1-3 /proc/loadavg))"
