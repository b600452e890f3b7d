// A batch resumed with other output options redraws its maps: the scenario YAML does not hold the
// paper, scale, resolution or grid, so each map's stamp (written after its files) must name this
// run's. And the title reaches a batch's maps as it reaches generate's.
#include <catch2/catch.hpp>

#include "batch_support.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen::test;

TEST_CASE("a batch rerun with other output options redraws its maps, an identical one keeps them", "[batch]") {
  TempDir dir("batch-resume-options");
  const std::string batch = "batch --ruleset npow --seeds 1-2 --format yaml,pdf,png --jobs 1 --out b ";
  REQUIRE(run_wargen(batch + "--paper a3", dir.path()).exit_code == 0);
  const std::string a3 = read_file(dir / "b/maps/table-01-npow-1.pdf");
  struct Rerun {
    std::string flags, file;
  };
  for (const Rerun& rerun :
       {Rerun{"--paper letter", "npow-1.pdf"}, Rerun{"--paper letter --px-per-cm 10", "npow-1.png"},
        Rerun{"--paper letter --px-per-cm 10 --grid none", "npow-1.png"}}) {
    INFO(rerun.flags);
    const std::string before = read_file(dir / "b/maps" / ("table-01-" + rerun.file));
    auto result = run_wargen(batch + rerun.flags, dir.path());
    REQUIRE(result.exit_code == 0);
    CHECK_THAT(result.out + result.err, Catch::Contains("2 written, 0 already complete"));
    CHECK(read_file(dir / "b/maps" / ("table-01-" + rerun.file)) != before);
    // What generate writes with the same options, byte for byte.
    REQUIRE(run_wargen("generate --ruleset npow --seed 1 --format yaml,pdf,png --out g " + rerun.flags, dir.path())
                .exit_code == 0);
    CHECK(read_file(dir / "b/maps" / ("table-01-" + rerun.file)) == read_file(dir / "g" / rerun.file));
  }
  CHECK(read_file(dir / "b/maps/table-01-npow-1.pdf") != a3);
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
  CHECK_THAT(read_file(dir / "b/maps/table-01-gok-3.yaml"), Catch::Contains("title: Lobositz"));
  CHECK(read_file(dir / "b/maps/table-01-gok-3.yaml") == read_file(dir / "g/gok-3.yaml"));
  CHECK(read_file(dir / "b/maps/table-01-gok-3.png") == read_file(dir / "g/gok-3.png"));
}

// A batch directory holds one batch: another batch's run is refused before it writes a byte, the
// same batch resumes; a batch that makes no map still leaves its summary and catalogue; the seeds
// running out at 2^64 - 1 is said; an identical rerun touches no catalogue file.
TEST_CASE("an --out directory holding another batch is refused, naming the option that differs", "[batch]") {
  TempDir dir("batch-other");
  const std::string first = "batch --ruleset npow --seeds 1 --format yaml --jobs 1 --out b";
  REQUIRE(run_wargen(first, dir.path()).exit_code == 0);
  CHECK_THAT(read_file(dir / "b/batch-options.yaml"), Catch::Contains("ruleset: npow"));
  const auto before = read_tree(dir / "b");
  struct Other {
    std::string flags, named;
  };
  for (const Other& other : {Other{"--ruleset gok --seeds 1", "--ruleset"},
                             Other{"--template npow-tournament --seeds 1", "--"},
                             Other{"--ruleset npow --table 6x4ft --seeds 1", "--table"},
                             Other{"--ruleset npow --max-imbalance 0.5 --seeds 1", "--max-imbalance"},
                             Other{"--ruleset npow --min-features 2 --seeds 1", "--min-features"},
                             Other{"--ruleset npow --points-step 2 --seeds 1", "--points-step"}}) {
    INFO(other.flags);
    auto result = run_wargen("batch " + other.flags + " --format yaml --jobs 1 --out b", dir.path());
    CHECK(result.exit_code == 2);
    CHECK(line_count(result.err) == 1);
    CHECK_THAT(result.err, Catch::Contains("holds another batch (" + other.named));
    CHECK(read_tree(dir / "b") == before);
  }
  // The same batch, with more seeds and another format: resumed.
  auto more = run_wargen("batch --ruleset npow --seeds 1-2 --format yaml,png --jobs 1 --out b", dir.path());
  CHECK(more.exit_code == 0);
  CHECK_THAT(more.out, Catch::Contains("2 written, 0 already complete"));
}

TEST_CASE("a directory with a batch's files but no record of its options is refused", "[batch]") {
  TempDir dir("batch-unrecorded");
  std::filesystem::create_directories(dir / "b/maps");
  auto result = run_wargen("batch --ruleset gok --seeds 1 --format yaml --out b", dir.path());
  CHECK(result.exit_code == 2);
  CHECK_THAT(result.err, Catch::Contains("no batch-options.yaml"));
}

TEST_CASE("a batch no seed passes gives up with its summary and catalogue, in a directory it creates", "[batch]") {
  TempDir dir("batch-none-pass");
  auto result = run_wargen("batch --ruleset gok --count 1 --min-features 100000 --format yaml --out new/b", dir.path());
  CHECK(result.exit_code == 4);
  CHECK_THAT(result.out, Catch::Contains("0 of 1 maps"));
  CHECK_THAT(result.out, Catch::Contains("gave up"));
  CHECK(std::filesystem::is_regular_file(dir / "new/b/index.yaml"));
  CHECK(std::filesystem::is_regular_file(dir / "new/b/catalogue.pdf"));
}

TEST_CASE("a count the seeds up to 2^64 - 1 cannot meet says the seeds ran out, exit 4", "[batch]") {
  TempDir dir("batch-ran-out");
  auto result =
      run_wargen("batch --ruleset gok --first-seed 18446744073709551615 --count 2 --format yaml --out b", dir.path());
  CHECK(result.exit_code == 4);
  CHECK_THAT(result.out, Catch::Contains("1 of 2 maps"));
  CHECK_THAT(result.out, Catch::Contains("seeds ran out"));
  CHECK_THAT(result.out, !Catch::Contains("no seed skipped"));
}

TEST_CASE("an identical rerun touches no catalogue file and counts no map it did not make in maps/s", "[batch]") {
  TempDir dir("batch-untouched");
  const std::string batch = "batch --ruleset gok --seeds 3-4 --format yaml --jobs 1 --out b";  // 2 is thin
  REQUIRE(run_wargen(batch, dir.path()).exit_code == 0);
  const auto times = tree_times(dir / "b");
  const auto bytes = read_tree(dir / "b");
  auto again = run_wargen(batch, dir.path());
  REQUIRE(again.exit_code == 0);
  CHECK_THAT(again.out, Catch::Contains("0 written, 2 already complete") && Catch::Contains(", 0.00 maps/s"));
  CHECK(read_tree(dir / "b") == bytes);
  CHECK(tree_times(dir / "b") == times);
}

}  // namespace WARGEN_TEST_FILE
