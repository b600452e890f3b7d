#!/usr/bin/env bash
# The README's two quick-start commands, on a fresh Debian bookworm machine as root:
#   bash scripts/quickstart.sh        install what is missing, build, generate one scenario
#   bash scripts/quickstart.sh test   install what is missing, build, run the whole test suite
# Extra CMake arguments may come in WARGEN_CMAKE_ARGS (CI adds -DWARGEN_WERROR=ON).
set -euo pipefail
cd "$(dirname "$0")/.."

mode="${1:-demo}"
case "$mode" in demo|test) ;; *) echo "usage: bash scripts/quickstart.sh [test]" >&2; exit 2 ;; esac

# Build: compilers, CMake, the libraries wargen links (cpp-httplib serves the club-night page,
# libdeflate compresses PNG rows, jemalloc is the static wargen's malloc).
packages=(cmake ninja-build g++ pkg-config libyaml-dev libcli11-dev catch2
          libcairo2-dev zlib1g-dev libdeflate-dev libcpp-httplib-dev libjemalloc-dev fonts-dejavu-core)
# Readers we did not write, used by the tests: poppler-utils (pdftoppm, pdftotext) measures the PDFs,
# python3-jsonschema and python3-yaml check the JSON Schema (and read scenarios beside a dd2vtt file),
# gdal-bin (ogrinfo) reads GeoJSON, tiled renders Tiled maps, chromium + chromium-driver +
# python3-selenium drive the web page, jq and nodejs read our JSON as double-precision readers do.
# Clang with its sanitizer and libFuzzer runtimes is the second compiler CI builds the suite with.
if [ "$mode" = test ]; then
  packages+=(clang libclang-rt-14-dev poppler-utils python3 python3-jsonschema python3-yaml gdal-bin tiled chromium
             chromium-driver python3-selenium jq nodejs)
fi
missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing: ${missing[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

# shellcheck disable=SC2086  # WARGEN_CMAKE_ARGS is a list of arguments
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release ${WARGEN_CMAKE_ARGS:-} > /dev/null

if [ "$mode" = demo ]; then
  # Only what the demo runs: the test suite is most of a full build.
  cmake --build build --target wargen wargen-serve
  mkdir -p scenarios
  build/wargen generate --out scenarios
else
  cmake --build build
  ctest --test-dir build --output-on-failure -j "$(nproc)"
fi
