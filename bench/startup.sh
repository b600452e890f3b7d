#!/usr/bin/env bash
# Process start-up: what one short `wargen` run costs, part by part. A benchmark, not a test: it
# reports figures with the machine's load (uptime) and asserts nothing. Run from the repository
# root after a Release build:
#   bash bench/startup.sh
# Per command: the best wall time of several runs (hyperfine, or a shell loop without it), the
# page faults (perf stat, when allowed), and the instructions counted by callgrind (valgrind), which
# do not depend on the load. For a dynamic build, `LD_DEBUG=statistics build/wargen --version`
# shows the dynamic loader's share and `ldd build/wargen` the libraries it loads; `perf record -e
# page-faults -c 1 -g` shows where the faults come from.
set -euo pipefail
cd "$(dirname "$0")/.."
wargen=${WARGEN:-build/wargen}
runs=${RUNS:-30}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

commands=(
  "--version"
  "generate --ruleset gok --seed 1 --format yaml --out $work/o"
  "generate --ruleset npow --seed 1 --format yaml --out $work/o"
  "generate --ruleset gok --seed 1 --format yaml,png --out $work/o"
)

# A static wargen (the release build) loads none; ldd then says it is not a dynamic executable.
echo "wargen start-up; $(nproc) cores; shared libraries loaded: $(ldd "$wargen" 2> /dev/null | grep -c '=>' || true); $(uptime)"
printf '%-58s %10s %8s %14s\n' "command" "best ms" "faults" "instructions"
for args in "${commands[@]}"; do
  # shellcheck disable=SC2086 # the arguments are meant to split
  if command -v hyperfine > /dev/null; then
    hyperfine -N -w 3 -r "$runs" --export-json "$work/h.json" "$wargen $args" > /dev/null 2>&1
    best=$(python3 -c 'import json,sys; print("%.2f" % (1000 * min(json.load(open(sys.argv[1]))["results"][0]["times"])))' "$work/h.json")
  else
    best=$(python3 - "$wargen" "$runs" $args << 'PY'
import subprocess, sys, time
best = min((lambda t: (subprocess.run(sys.argv[1:2] + sys.argv[3:], stdout=subprocess.DEVNULL), time.perf_counter() - t)[1])(time.perf_counter()) for _ in range(int(sys.argv[2])))
print("%.2f" % (1000 * best))
PY
)
  fi
  faults=-
  if command -v perf > /dev/null; then
    faults=$(perf stat -x, -e page-faults "$wargen" $args 2>&1 > /dev/null | awk -F, '/page-faults/ { print $1 }') || faults=-
  fi
  instructions=-
  if command -v valgrind > /dev/null; then
    instructions=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null "$wargen" $args 2>&1 > /dev/null |
      awk '/Collected/ { print $NF }')
  fi
  printf '%-58s %10s %8s %14s\n' "${args/$work/DIR}" "$best" "${faults:--}" "$instructions"
done
