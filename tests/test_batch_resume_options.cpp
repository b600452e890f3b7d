// A batch resumed with other output options redraws its maps: the scenario YAML does not hold the
// paper, scale, resolution or grid, so each map's stamp (written after its files) must name this
// run's. And the title reaches a batch's maps as it reaches generate's.
#include <catch2/catch.hpp>

#include "support.hpp"

using namespace wargen::test;

TEST_CASE("a batch rerun with other output options redraws its maps, an identical one keeps them", "[batch]") {
  TempDir dir("batch-resume-options");
  const std::string batch = "batch --ruleset npow --seeds 1-2 --format yaml,pdf,png --jobs 1 --out b ";
  REQUIRE(run_wargen(batch + "--paper a3", dir.path()).exit_code == 0);
  const std::string a3 = read_file(dir / "b/maps/npow-1.pdf");
  struct Rerun {
    std::string flags, file;
  };
  for (const Rerun& rerun :
       {Rerun{"--paper letter", "npow-1.pdf"}, Rerun{"--paper letter --px-per-cm 10", "npow-1.png"},
        Rerun{"--paper letter --px-per-cm 10 --grid none", "npow-1.png"}}) {
    INFO(rerun.flags);
    const std::string before = read_file(dir / "b/maps" / rerun.file);
    auto result = run_wargen(batch + rerun.flags, dir.path());
    REQUIRE(result.exit_code == 0);
    CHECK_THAT(result.out + result.err, Catch::Contains("2 written, 0 already complete"));
    CHECK(read_file(dir / "b/maps" / rerun.file) != before);
    // What generate writes with the same options, byte for byte.
    REQUIRE(run_wargen("generate --ruleset npow --seed 1 --format yaml,pdf,png --out g " + rerun.flags, dir.path())
                .exit_code == 0);
    CHECK(read_file(dir / "b/maps" / rerun.file) == read_file(dir / "g" / rerun.file));
  }
  CHECK(read_file(dir / "b/maps/npow-1.pdf") != a3);
  // The same options again: nothing to redo.
  auto same = run_wargen(batch + "--paper letter --px-per-cm 10 --grid none", dir.path());
  REQUIRE(same.exit_code == 0);
  CHECK_THAT(same.out + same.err, Catch::Contains("npow-1 (table 1, already complete)"));
}

TEST_CASE("batch --title gives each map the title generate gives it", "[batch]") {
  TempDir dir("batch-title");
  REQUIRE(
      run_wargen("batch --ruleset gok --seeds 3 --title Lobositz --format yaml,png --out b", dir.path()).exit_code ==
      0);
  REQUIRE(
      run_wargen("generate --ruleset gok --seed 3 --title Lobositz --format yaml,png --out g", dir.path()).exit_code ==
      0);
  CHECK_THAT(read_file(dir / "b/maps/gok-3.yaml"), Catch::Contains("title: Lobositz"));
  CHECK(read_file(dir / "b/maps/gok-3.yaml") == read_file(dir / "g/gok-3.yaml"));
  CHECK(read_file(dir / "b/maps/gok-3.png") == read_file(dir / "g/gok-3.png"));
}
