// `--symmetric` on the command line for Game of Kings: generate and batch lay the same symmetric
// table per seed, byte for byte, `validate` passes it, and a ruleset that documents no symmetric
// procedure refuses the flag with one line and exit 2.
#include <catch2/catch.hpp>
#include <fstream>

#include "batch_support.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;
using namespace wargen::test;
using Catch::Contains;

namespace {
// gok.yaml with its text from `from` up to the next blank line replaced by `by`.
void write_gok_variant(const std::filesystem::path& file, const std::string& from, const std::string& by) {
  std::string text = read_file(source_path("rulesets/gok.yaml"));
  const auto start = text.find(from);
  REQUIRE(start != std::string::npos);
  const auto end = text.find("\n\n", start);
  text.replace(start, end - start, by);
  std::ofstream(file) << text;
}
}  // namespace

TEST_CASE("generate --symmetric and batch --symmetric lay the same valid symmetric tables") {
  TempDir dir("cli-gok-symmetric");
  auto batch = run_wargen(
      // --min-substance 0: seed 2's table is empty, under the floor a batch skips by default.
      "batch --ruleset gok --symmetric --umpire-key 5 --count 3 --jobs 2 --format yaml,png --min-substance 0 --out round",
      dir.path());
  INFO(batch.err);
  REQUIRE(batch.exit_code == 0);
  CHECK_THAT(batch.out, Contains("3 of 3 maps"));
  for (int seed = 1; seed <= 3; ++seed) {
    const std::string name = "gok-" + std::to_string(seed);
    REQUIRE(run_wargen("generate --ruleset gok --symmetric --umpire-key 5 --seed " + std::to_string(seed) +
                           " --format yaml,png --out one",
                       dir.path())
                .exit_code == 0);
    for (const char* ext : {".yaml", ".png"})
      CHECK(read_file(dir / "one" / (name + ext)) == read_file(dir / "round/maps" / ("table-0" + std::to_string(seed) + "-" + name + ext)));
    auto valid = run_wargen("validate one/" + name + ".yaml", dir.path());
    CHECK(valid.exit_code == 0);
    CHECK_THAT(read_file(dir / "one" / (name + ".yaml")), Contains("symmetric: \"true\"") && Contains("twin of"));
  }
  // The recorded option says how the dice were rolled: without it, row 2's pieces have no GOK-T4
  // rolls of their own, and the table is not one the source procedure lays.
  std::string text = read_file(dir / "one/gok-2.yaml");
  const auto at = text.find("options: {symmetric: \"true\", ");
  REQUIRE(at != std::string::npos);
  text.replace(at, std::string("options: {symmetric: \"true\", ").size(), "options: {");
  std::ofstream(dir / "plain.yaml") << text;
  auto plain = run_wargen("validate plain.yaml", dir.path());
  CHECK(plain.exit_code == 1);
  CHECK_THAT(plain.out, Contains("GOK-T4"));
}

TEST_CASE("a ruleset without a symmetric procedure refuses --symmetric with one line and exit 2") {
  TempDir dir("cli-gok-symmetric-refused");
  write_gok_variant(dir / "no-symmetric.yaml", "\nsymmetric:\n", "");
  write_gok_variant(dir / "three-rows.yaml", "\nsectors:", "\nsectors:\n  columns: 6\n  rows: 3");
  for (const char* args : {"generate --ruleset no-symmetric.yaml --symmetric --seed 1 --out m",
                           "batch --ruleset no-symmetric.yaml --symmetric --count 2 --out b",
                           "generate --ruleset three-rows.yaml --symmetric --seed 1 --out m",
                           "generate --ruleset gok --symmetric --seed 1 --site-choice A1=wood --site-choice F2=hill "
                           "--out m"}) {
    auto result = run_wargen(args, dir.path());
    INFO(args << "\n" << result.err);
    CHECK(result.exit_code == 2);
    CHECK(line_count(result.err) == 1);
  }
  CHECK_THAT(run_wargen("generate --ruleset no-symmetric.yaml --symmetric --seed 1", dir.path()).err,
             Contains("--symmetric: not an option of ruleset"));
  CHECK_THAT(run_wargen("generate --ruleset three-rows.yaml --seed 1", dir.path()).err,
             Contains("three-rows.yaml") && Contains("even sectors.rows"));
  CHECK(!std::filesystem::exists(dir / "m"));
  CHECK(!std::filesystem::exists(dir / "b"));
}

}  // namespace WARGEN_TEST_FILE
