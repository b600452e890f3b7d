// What a newcomer types first: a misspelt flag names the one meant, a table in feet typed without
// its unit is pointed at, flags alone run the default command, `--help` names what a value looks
// like, and a failed run without --seed says which seed it drew.
#include <catch2/catch.hpp>
#include <fstream>

#include "support.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen::test;

TEST_CASE("a misspelt flag is answered with the nearest one", "[cli]") {
  TempDir dir("first-contact-flags");
  auto r = run_wargen("generate --rulset gok", dir.path());
  CHECK(r.exit_code == 2);
  CHECK_THAT(r.err, Catch::Contains("--rulset (did you mean --ruleset?)"));
  r = run_wargen("survey --seedz 1-3", dir.path());
  CHECK(r.exit_code == 2);
  CHECK_THAT(r.err, Catch::Contains("(did you mean --seeds?)"));
  r = run_wargen("generate --zzzzzzzz 3", dir.path());  // nothing near: no guess
  CHECK(r.exit_code == 2);
  CHECK_THAT(r.err, !Catch::Contains("did you mean"));
}

TEST_CASE("a table in feet typed without its unit is pointed at", "[cli]") {
  TempDir dir("first-contact-table");
  auto r = run_wargen("generate --ruleset npow --table 6x4", dir.path());
  CHECK(r.exit_code == 2);
  CHECK_THAT(r.err, Catch::Contains("6x4 cm is outside") && Catch::Contains("for feet say 6x4ft"));
  r = run_wargen("generate --ruleset npow --table 1000x4", dir.path());
  CHECK(r.exit_code == 2);
  CHECK_THAT(r.err, !Catch::Contains("for feet"));
}

TEST_CASE("flags alone run generate, the default command", "[cli]") {
  TempDir dir("first-contact-default");
  auto r = run_wargen("--ruleset npow --seed 3 --format yaml --out maps", dir.path());
  CHECK(r.exit_code == 0);
  CHECK(std::filesystem::exists(dir / "maps" / "npow-3.yaml"));
  CHECK(run_wargen("--version", dir.path()).exit_code == 0);
  auto help = run_wargen("generate --help", dir.path());
  CHECK(help.exit_code == 0);
  CHECK_THAT(help.out, Catch::Contains("--table WxH[ft|in]") && Catch::Contains("--print-scale fit|1:1|1:N") &&
                           Catch::Contains("--out DIR|-"));
}

TEST_CASE("a run that fails without --seed names the seed it drew", "[cli]") {
  TempDir dir("first-contact-seed");
  // 20 x 20 cm sectors: more than the pool can fill (NPOW-P1) whatever the seed.
  std::string text = read_file(source_path("rulesets/npow.yaml"));
  const std::string sectors = "  width_cm: 60\n  depth_cm: 60";
  text.replace(text.find(sectors), sectors.size(), "  width_cm: 20\n  depth_cm: 20");
  std::ofstream(dir / "crowded.yaml") << text;
  auto r = run_wargen("generate --ruleset crowded.yaml --format yaml --out .", dir.path());
  CHECK(r.exit_code == 4);
  CHECK_THAT(r.err, Catch::Contains("NPOW-P1") && Catch::Contains("with the seed drawn for this run, ") &&
                        Catch::Contains("makes the same again"));
  r = run_wargen("generate --ruleset crowded.yaml --seed 5 --format yaml --out .", dir.path());
  CHECK(r.exit_code == 4);
  CHECK_THAT(r.err, !Catch::Contains("seed drawn"));
}

}  // namespace WARGEN_TEST_FILE
