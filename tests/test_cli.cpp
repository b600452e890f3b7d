// The wargen binary as a club organiser uses it: defaults, flags, and bad input that gets one
// clear line, exit code 2 and no file written.
#include <catch2/catch.hpp>

#include "support.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;
using namespace wargen::test;

namespace {

void expect_bad_input(const std::string& arguments, const std::string& says) {
  TempDir dir("cli-bad");
  auto result = run_wargen(arguments, dir.path());
  INFO("wargen " << arguments << "\nstderr: " << result.err);
  CHECK(result.exit_code == 2);
  CHECK(line_count(result.err) == 1);
  CHECK_THAT(result.err, Catch::StartsWith("wargen: ") && Catch::Contains(says));
  CHECK(dir.file_count() == 0);
}
}  // namespace

TEST_CASE("wargen with no arguments generates a Game of Kings scenario here") {
  TempDir dir("cli-default");
  auto result = run_wargen("", dir.path());
  INFO(result.err);
  REQUIRE(result.exit_code == 0);
  CHECK_THAT(result.out, Catch::StartsWith("gok-") && Catch::Contains("features") && Catch::Contains(".png"));
  std::size_t yaml = 0, png = 0;
  for (const auto& entry : std::filesystem::directory_iterator(dir.path())) {
    yaml += entry.path().extension() == ".yaml";
    png += entry.path().extension() == ".png";
  }
  CHECK(yaml == 1);
  CHECK(png == 1);
}

TEST_CASE("generate --seed 7 writes a valid scenario that validate accepts") {
  TempDir dir("cli-seed");
  auto result = run_wargen("generate --ruleset gok --seed 7 --out maps --format yaml,png --px-per-cm 4 --turns 8 --choice A=wood",
                           dir.path());
  INFO(result.err);
  REQUIRE(result.exit_code == 0);
  CHECK(std::filesystem::exists(dir / "maps/gok-7.yaml"));
  CHECK(std::filesystem::exists(dir / "maps/gok-7.png"));
  std::string yaml = read_file(dir / "maps/gok-7.yaml");
  CHECK_THAT(yaml, Catch::Contains("choice_A: wood") && Catch::Contains("turns: \"8\""));
  auto validated = run_wargen("validate maps/gok-7.yaml", dir.path());
  CHECK(validated.exit_code == 0);
  CHECK_THAT(validated.out, Catch::Contains("maps/gok-7.yaml: valid"));
}

TEST_CASE("the same seed (and umpire key) write byte-identical files twice") {
  TempDir dir("cli-twice");
  // No player's copy, nothing hidden: the seed alone makes the same files.
  REQUIRE(run_wargen("generate --seed 99 --out one", dir.path()).exit_code == 0);
  REQUIRE(run_wargen("generate --seed 99 --out two", dir.path()).exit_code == 0);
  CHECK(read_file(dir / "one/gok-99.yaml") == read_file(dir / "two/gok-99.yaml"));
  CHECK(read_file(dir / "one/gok-99.png") == read_file(dir / "two/gok-99.png"));
  // A player's copy hides the weather after turn 1 (VPM-6): the umpire's copy is made again with
  // its key ...
  REQUIRE(run_wargen("generate --seed 99 --view both --umpire-key 4 --out k1", dir.path()).exit_code == 0);
  REQUIRE(run_wargen("generate --seed 99 --view both --umpire-key 4 --out k2", dir.path()).exit_code == 0);
  CHECK(read_file(dir / "k1/gok-99-umpire.yaml") == read_file(dir / "k2/gok-99-umpire.yaml"));
  // ... and without one each run draws its own: the players' copies, which hold no secret, are
  // still the same byte for byte.
  REQUIRE(run_wargen("generate --seed 99 --view player --out p1", dir.path()).exit_code == 0);
  REQUIRE(run_wargen("generate --seed 99 --view player --out p2", dir.path()).exit_code == 0);
  CHECK(read_file(dir / "p1/gok-99-player.yaml") == read_file(dir / "p2/gok-99-player.yaml"));
  CHECK(read_file(dir / "p1/gok-99-player.png") == read_file(dir / "p2/gok-99-player.png"));
}

TEST_CASE("validate exits 1 and names the rule when a scenario breaks one") {
  TempDir dir("cli-invalid");
  REQUIRE(run_wargen("generate --seed 5 --format yaml", dir.path()).exit_code == 0);
  std::string yaml = read_file(dir / "gok-5.yaml");
  auto at = yaml.find("width_cm: 182.88");
  REQUIRE(at != std::string::npos);
  yaml.replace(at, 16, "width_cm: 200");
  std::ofstream(dir / "broken.yaml") << yaml;
  auto result = run_wargen("validate gok-5.yaml broken.yaml", dir.path());
  CHECK(result.exit_code == 1);
  CHECK_THAT(result.out, Catch::Contains("gok-5.yaml: valid") && Catch::Contains("broken.yaml: GOK-T1"));
}

TEST_CASE("bad input gets one line on stderr - exit code 2 and no file") {
  expect_bad_input("generate --seed abc", "--seed: 'abc' is not a whole number");
  expect_bad_input("generate --seed -1", "--seed");
  expect_bad_input("generate --seed 18446744073709551616", "--seed");
  expect_bad_input("generate --choice A=dragon", "--choice: 'A=dragon' must be one of built_up, hill");
  expect_bad_input("generate --choice wood", "--choice: 'wood' must look like A=VALUE or B=VALUE");
  expect_bad_input("generate --ruleset nosuch", "unknown ruleset 'nosuch'");
  expect_bad_input("generate --ruleset missing.yaml", "missing.yaml: cannot open the ruleset file");
  expect_bad_input("generate --format yaml,gif", "unknown format 'gif'");
  expect_bad_input("generate --px-per-cm 0", "--px-per-cm");
  expect_bad_input("generate --px-per-cm lots", "--px-per-cm: 'lots' is not a number");
  expect_bad_input("generate --turns 0", "--turns");
  expect_bad_input("generate --turns 2.5", "--turns");
  expect_bad_input("generate --bogus", "bogus");
  expect_bad_input("frobnicate", "frobnicate");
  expect_bad_input("validate missing.yaml", "missing.yaml");
}

TEST_CASE("a malformed ruleset file is named with its line and key") {
  TempDir dir("cli-ruleset");
  std::string text = read_file(source_path("rulesets/gok.yaml"));
  text.replace(text.find("  rows: 2"), 9, "  rows: two");
  std::ofstream(dir / "mine.yaml") << text;
  auto result = run_wargen("generate --ruleset mine.yaml --out out", dir.path());
  CHECK(result.exit_code == 2);
  CHECK_THAT(result.err, Catch::Contains("mine.yaml:") && Catch::Contains("key 'sectors.rows'"));
  CHECK_FALSE(std::filesystem::exists(dir / "out"));
}

TEST_CASE("an unwritable --out is refused and leaves nothing behind") {
  TempDir dir("cli-unwritable");
  std::ofstream(dir / "a-file") << "not a directory";
  auto result = run_wargen("generate --seed 3 --out a-file/maps", dir.path());
  CHECK(result.exit_code == 2);
  CHECK_THAT(result.err, Catch::Contains("a-file/maps"));
  CHECK(line_count(result.err) == 1);
  CHECK(dir.file_count() == 1);
}

TEST_CASE("version and help and the rulesets list") {
  TempDir dir("cli-info");
  auto version = run_wargen("--version", dir.path());
  CHECK(version.exit_code == 0);
  CHECK_THAT(version.out, Catch::StartsWith("wargen "));
  for (const char* command : {"--help", "generate --help", "validate --help", "rulesets --help"}) {
    auto help = run_wargen(command, dir.path());
    INFO(command);
    CHECK(help.exit_code == 0);
    CHECK_THAT(help.out, Catch::Contains("Usage"));
  }
  auto list = run_wargen("rulesets", dir.path());
  CHECK(list.exit_code == 0);
  CHECK_THAT(list.out, Catch::Contains("gok  Game of Kings"));
}

}  // namespace WARGEN_TEST_FILE
