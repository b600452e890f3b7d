#!/usr/bin/env bash
# Records tests/golden/output-hashes.txt: the SHA-256 of each output below, made by the given wargen
# (default build/wargen). tests/test_map_outputs.cpp regenerates every case in-process and fails
# when a hash differs, so a deliberate change to any output is re-recorded here, in its own commit.
# Called by scripts/regenerate-samples.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
wargen=${1:-build/wargen}
[ -x "$wargen" ] || { echo "$wargen is missing: run bash scripts/quickstart.sh first" >&2; exit 2; }

# ruleset seed format [generate flags]: every format, and the options that change a map's bytes.
# GoK's weather after turn 1 is keyed by an umpire key (VPM-6), fixed here so the hashes hold.
cases=(
  "gok 7 yaml --umpire-key 1"
  "gok 7 png --umpire-key 1"
  "gok 7 png --px-per-cm 10 --grid cm10 --umpire-key 1"
  "gok 31 png --view umpire --grid none --umpire-key 1"
  "gok 12 svg --umpire-key 1"
  "gok 31 svg --grid cm10 --view umpire --umpire-key 1"
  "gok 12 pdf --umpire-key 1"
  "gok 7 pdf --print-scale fit --paper letter --view umpire --umpire-key 1"
  "gok 31 pdf --print-scale 1:2 --paper a3 --grid cm10 --umpire-key 1"
  "gok 12 sheet --umpire-key 1"
  "gok 31 sheet --view umpire --umpire-key 1"
  "gok 31 map-png --view umpire --px-per-cm 8 --umpire-key 1"
  "npow 37 dd2vtt"
)

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
out=tests/golden/output-hashes.txt
{
  echo "# Golden SHA-256 of wargen's outputs, recorded by scripts/record-golden-hashes.sh."
  echo "# <sha256>  <ruleset> <seed> <format> [wargen generate flags]"
  for case in "${cases[@]}"; do
    read -r ruleset seed format flags <<< "$case"
    rm -rf "${tmp:?}"/*
    # shellcheck disable=SC2086  # flags is a list of arguments
    no_yaml=--no-yaml  # the YAML comes with every format otherwise; one file per case here
    [ "$format" = yaml ] && no_yaml=
    "$wargen" generate --ruleset "$ruleset" --seed "$seed" --format "$format" $no_yaml ${flags:-} --out "$tmp" > /dev/null
    file=$(find "$tmp" -type f | head -n 1)
    echo "$(sha256sum "$file" | cut -d' ' -f1)  $case"
  done
} > "$out.tmp"
mv "$out.tmp" "$out"
echo "wrote $out"
