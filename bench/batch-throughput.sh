#!/usr/bin/env bash
# Batch throughput: maps per second of `wargen batch`, YAML + PNG at 5 px/cm, for NPOW with 1 and
# 2 jobs and for Game of Kings. A benchmark, not a test: it reports figures with the machine's
# load (uptime) and asserts nothing. Run from the repository root after a Release build:
#   bash bench/batch-throughput.sh [MAPS]   # default 1000 maps per run
set -euo pipefail
cd "$(dirname "$0")/.."
wargen=${WARGEN:-build/wargen}
maps=${1:-1000}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

run() {  # label, then the batch flags
  local label=$1
  shift
  local load_before start end
  load_before=$(cut -d' ' -f1 /proc/loadavg)
  start=$(date +%s.%N)
  "$wargen" batch "$@" --count "$maps" --format yaml,png --px-per-cm 5 --out "$work/$label" > "$work/$label.log" 2> /dev/null
  end=$(date +%s.%N)
  awk -v l="$label" -v m="$maps" -v s="$start" -v e="$end" -v lb="$load_before" -v la="$(cut -d' ' -f1 /proc/loadavg)" \
    'BEGIN { printf "%-14s %5d maps  %7.2f s  %7.1f maps/s  (load %s -> %s)\n", l, m, e - s, m / (e - s), lb, la }'
  grep -E "seeds skipped|no seed skipped" "$work/$label.log" | sed 's/^/               /'
}

echo "wargen batch, $maps maps each, YAML + PNG at 5 px/cm; $(nproc) cores; $(uptime)"
run npow-jobs1 --ruleset npow --jobs 1
run npow-jobs2 --ruleset npow --jobs 2
run gok-jobs2 --ruleset gok --jobs 2
run tournament-jobs2 --template npow-tournament --jobs 2
