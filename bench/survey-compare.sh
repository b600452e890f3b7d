#!/usr/bin/env bash
# Generation throughput of two wargen builds, side by side: `wargen survey --jobs 1` tables per
# second for Game of Kings, NPOW and NPOW300, and the instructions each build spends per table. A
# benchmark, not a test: it reports figures with the machine's load and asserts nothing. Run from
# the repository root:
#   bash bench/survey-compare.sh BEFORE AFTER [ROUNDS]   # two wargen executables; 7 rounds
# On a shared or virtual machine one binary's throughput varies between runs by more than most
# changes gain, so the two builds take turns, round by round, and each reports its best and median
# round. The instruction counts (callgrind, when valgrind is installed) do not depend on the load:
# the same build over the same seeds counts the same instructions every time, which makes them the
# figure to compare a small change by. Instructions are not time (a division or a cache miss costs
# more than an addition), so the throughput is reported beside them.
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ $# -lt 2 ]]; then
  echo "usage: bash bench/survey-compare.sh BEFORE AFTER [ROUNDS]" >&2
  exit 2
fi
before=$1
after=$2
rounds=${3:-7}
for build in "$before" "$after"; do
  [[ -x $build ]] || { echo "survey-compare: $build is not an executable" >&2; exit 2; }
done

# ruleset, seeds per throughput round, seeds counted by callgrind (about a second of work each)
cases=("gok 20000 1000" "npow 3000 200" "npow300 2000 150")

tables_per_second() {  # build ruleset seeds
  "$1" survey --ruleset "$2" --seeds "1-$3" --jobs 1 --yaml | awk '/tables_per_second:/ { print $2; exit }'
}

instructions() {  # build ruleset seeds
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$1" survey --ruleset "$2" --seeds "1-$3" --jobs 1 2>&1 \
    > /dev/null | awk '/Collected/ { print $NF }'
}

best_and_median() {  # the figures, one a line
  sort -n | awk '{ v[NR] = $1 } END { printf "%8.0f %8.0f", v[NR], v[int((NR + 1) / 2)] }'
}

echo "wargen survey --jobs 1, $rounds rounds taken in turn; $(nproc) cores; $(uptime)"
echo "before: $before"
echo "after:  $after"
printf '%-8s %-7s %8s %8s %18s\n' "ruleset" "build" "best/s" "median/s" "instructions/table"
for case in "${cases[@]}"; do
  read -r ruleset seeds counted <<< "$case"
  before_runs="" after_runs=""
  for _ in $(seq "$rounds"); do
    before_runs+="$(tables_per_second "$before" "$ruleset" "$seeds")"$'\n'
    after_runs+="$(tables_per_second "$after" "$ruleset" "$seeds")"$'\n'
  done
  for build in before after; do
    runs=${build}_runs
    path=${!build}
    per_table=-
    if command -v valgrind > /dev/null; then
      # A survey of one seed counts the process's start-up and one table: taken away, what is left
      # is the other tables' own.
      per_table=$(awk -v all="$(instructions "$path" "$ruleset" "$counted")" -v one="$(instructions "$path" "$ruleset" 1)" \
        -v n="$counted" 'BEGIN { printf "%.0f", (all - one) / (n - 1) }')
    fi
    printf '%-8s %-7s %s %18s\n' "$ruleset" "$build" "$(grep . <<< "${!runs}" | best_and_median)" "$per_table"
  done
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
