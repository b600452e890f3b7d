#!/usr/bin/env bash
# PNG deflate levels for the owner to choose from: for NPOW maps (seeds 1..MAPS, `generate`'s
# player copy) at 5 and 10 px/cm, the mean PNG size and the deflate's instructions per map
# (callgrind, libdeflate compressor set-up included) at levels 1, 3, 6 (the encoder's today) and 9.
# A benchmark, not a test: prints figures, asserts nothing. Run from the repository root after a
# Release build with Google Benchmark installed (bench/ is built then):
#   bash bench/png-levels.sh [MAPS]   # default 5
set -euo pipefail
cd "$(dirname "$0")/.."
levels=${LEVELS_BIN:-build/bench/png_levels}
maps=${1:-5}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo "PNG deflate levels, NPOW seeds 1-$maps; $(nproc) cores; $(uptime)"
printf '%-7s %-6s %14s %22s\n' px/cm level "mean PNG KB" "deflate instr./map"
for px in 5 10; do
  for level in 1 3 6 9; do
    out="$work/$px-$level.out"
    line=$(valgrind --tool=callgrind --collect-atstart=no --toggle-collect='*deflate_at_level*' \
      --callgrind-out-file="$out" "$levels" "$level" "$px" "$maps" 2> "$out.log")
    kb=$(awk '{ for (i = 1; i < NF; ++i) if ($i == "PNG") print $(i + 1) }' <<< "$line")
    instr=$(callgrind_annotate "$out" 2> /dev/null | awk '/PROGRAM TOTALS/ && !done { gsub(",", "", $1); print $1; done = 1 }')
    awk -v p="$px" -v l="$level" -v k="$kb" -v i="$instr" -v m="$maps" \
      'BEGIN { printf "%-7s %-6s %14s %20.1f M\n", p, l, k, i / m / 1e6 }'
  done
done
