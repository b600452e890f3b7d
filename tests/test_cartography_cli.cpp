// The cartography flags of `wargen generate` as a club organiser types them: every format in one
// run, and bad --paper, --print-scale or --grid refused with one line, exit code 2 and no file.
#include <catch2/catch.hpp>

#include "support.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;
using namespace wargen::test;

TEST_CASE("generate writes the map as PNG SVG and PDF with the placement sheet") {
  TempDir dir("carto-all");
  auto result = run_wargen(
      "generate --seed 7 --format yaml,png,svg,pdf,sheet --paper letter --print-scale fit "
      "--grid cm10 --out maps",
      dir.path());
  INFO(result.err);
  REQUIRE(result.exit_code == 0);
  for (const char* name : {"gok-7.yaml", "gok-7.png", "gok-7.svg", "gok-7.pdf", "gok-7-sheet.md"}) {
    INFO(name);
    CHECK(std::filesystem::file_size(dir / "maps" / name) > 1000);
  }
  CHECK_THAT(read_file(dir / "maps/gok-7.pdf"),
             Catch::StartsWith("%PDF-") && Catch::Contains("/MediaBox [ 0 0 792 612 ]"));
  CHECK_THAT(read_file(dir / "maps/gok-7-sheet.md"), Catch::StartsWith("# Placement sheet: gok-7 (seed 7)"));
  CHECK_THAT(result.out, Catch::Contains("gok-7-sheet.md"));
}

TEST_CASE("bad cartography flags get one line - exit code 2 and no file") {
  struct Bad {
    const char* arguments;
    const char* says;
  };
  for (const Bad& bad : {Bad{"--format yaml,pdf --paper b5", "--paper: 'b5' must be one of a4, letter, a3"},
                         Bad{"--format yaml,pdf --print-scale 2:1", "--print-scale: '2:1' is not a scale"},
                         Bad{"--format yaml,pdf --print-scale 1:0", "--print-scale: '1:0'"},
                         Bad{"--format yaml,pdf --print-scale huge", "--print-scale: 'huge'"},
                         Bad{"--format yaml,pdf --grid hex", "--grid: 'hex' must be one of sectors, none, cm10"},
                         Bad{"--format pdf,tiff", "unknown format 'tiff' (known: yaml, png, svg, pdf, sheet"}}) {
    TempDir dir("carto-bad");
    auto result = run_wargen(std::string("generate --seed 7 ") + bad.arguments, dir.path());
    INFO(bad.arguments << "\nstderr: " << result.err);
    CHECK(result.exit_code == 2);
    CHECK(std::count(result.err.begin(), result.err.end(), '\n') == 1);
    CHECK_THAT(result.err, Catch::StartsWith("wargen: ") && Catch::Contains(bad.says));
    CHECK(dir.file_count() == 0);
  }
}

}  // namespace WARGEN_TEST_FILE
