#!/usr/bin/env bash
# Batch peak memory: the peak resident set size (GNU time's "Maximum resident set size") of
# `wargen batch --ruleset npow --count N` for each N given, in three kinds of batch: YAML + PNG
# (the default formats), with PDF too, and with --rounds 2 (N tables a round, so 2N maps and two
# print jobs). The goal is a flat figure: what a batch holds must not grow with its maps.
# A benchmark, not a test: it prints figures with the load and asserts nothing. Run from the
# repository root after a Release build:
#   bash bench/batch_memory.sh [N ...]   # default: 10 100 1000
#   KINDS="yaml" bash bench/batch_memory.sh 10000   # one kind (yaml: YAML alone, the cheapest)
set -euo pipefail
cd "$(dirname "$0")/.."
wargen=${WARGEN:-build/wargen}
counts=("$@")
[ ${#counts[@]} -gt 0 ] || counts=(10 100 1000)
kinds=${KINDS:-"png pdf rounds"}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo "wargen batch peak memory, npow, --jobs ${JOBS:-2}; $(nproc) cores; $(uptime)"
printf '%-8s %7s %12s %9s %s\n' kind maps "peak RSS MB" "wall s" load
for kind in $kinds; do
  for n in "${counts[@]}"; do
    case $kind in
      yaml) flags=(--format yaml) ;;
      png) flags=(--format yaml,png) ;;
      pdf) flags=(--format yaml,png,pdf) ;;
      rounds) flags=(--format yaml,png --rounds 2) ;;
      *) echo "unknown kind $kind" >&2; exit 2 ;;
    esac
    out="$work/$kind-$n"
    /usr/bin/time -v "$wargen" batch --ruleset npow --count "$n" --jobs "${JOBS:-2}" "${flags[@]}" --out "$out" \
      > /dev/null 2> "$out.time"
    awk -v k="$kind" -v n="$n" -v l="$(cut -d' ' -f1-3 /proc/loadavg)" '
      /Maximum resident set size/ { rss = $NF / 1024 }
      /Elapsed \(wall clock\)/ { split($NF, t, ":"); wall = (length(t) == 3) ? t[1] * 3600 + t[2] * 60 + t[3] : t[1] * 60 + t[2] }
      END { printf "%-8s %7d %12.1f %9.1f %s\n", k, n, rss, wall, l }' "$out.time"
    rm -rf "$out"
  done
done
