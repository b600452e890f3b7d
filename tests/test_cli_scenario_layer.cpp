// The scenario layer from the command line: VP markers with umpire's and players' copies,
// armies, templates, and `wargen adjudicate`, with one line and exit code 2 for bad input.
#include <catch2/catch.hpp>

#include "support.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;
using namespace wargen::test;
using Catch::Matchers::Contains;
using Catch::Matchers::StartsWith;

namespace {

// `setup` is a wargen command run first in the same directory (e.g. one that writes a scenario).
void expect_one_line_error(const std::string& arguments, const std::string& says, const std::string& setup = "") {
  TempDir dir("layer-bad");
  std::ofstream(dir / "end.yaml")
      << "system: loss-tally\nend: collapse\nvanquished: A\nsides:\n  A: {army_points: 50}\n";
  if (!setup.empty()) REQUIRE(run_wargen(setup, dir.path()).exit_code == 0);
  auto result = run_wargen(arguments, dir.path());
  INFO("wargen " << arguments << "\nstderr: " << result.err);
  CHECK(result.exit_code == 2);
  CHECK(line_count(result.err) == 1);
  CHECK_THAT(result.err, StartsWith("wargen: ") && Contains(says));
  CHECK(result.out.empty());
}

}  // namespace

TEST_CASE("generate --objectives vp-markers --armies --view both writes both copies and both validate") {
  TempDir dir("layer-both");
  auto result = run_wargen("generate --seed 12 --objectives vp-markers --armies --umpire-key 5 --view both --out out",
                           dir.path());
  INFO(result.err);
  REQUIRE(result.exit_code == 0);
  CHECK_THAT(result.out, Contains("10 VP markers") && Contains("armies ") && Contains("victory vp-withdrawal") &&
                             Contains("umpire key 5"));
  for (const char* name : {"gok-12-umpire.yaml", "gok-12-umpire.png", "gok-12-player.yaml", "gok-12-player.png"})
    CHECK(std::filesystem::exists(dir / ("out/" + std::string(name))));
  std::string umpire = read_file(dir / "out/gok-12-umpire.yaml");
  std::string player = read_file(dir / "out/gok-12-player.yaml");
  CHECK_THAT(umpire, Contains("value_pct: 30") && Contains("view: umpire") && Contains("umpire_key: \"5\""));
  CHECK(player.find("value_pct") == std::string::npos);
  CHECK(player.find("umpire_key") == std::string::npos);
  CHECK_THAT(player, Contains("view: player") && Contains("armies:"));
  CHECK(read_file(dir / "out/gok-12-umpire.png") != read_file(dir / "out/gok-12-player.png"));
  auto validated = run_wargen("validate out/gok-12-umpire.yaml out/gok-12-player.yaml", dir.path());
  CHECK(validated.exit_code == 0);
  CHECK_THAT(validated.out, Contains("gok-12-umpire.yaml: valid") && Contains("gok-12-player.yaml: valid"));
}

TEST_CASE("view player writes the players' copy alone and a plain battlefield is unchanged by the layer") {
  TempDir dir("layer-player");
  REQUIRE(run_wargen("generate --seed 9 --objectives vp-markers --view player --format yaml", dir.path()).exit_code ==
          0);
  CHECK(std::filesystem::exists(dir / "gok-9-player.yaml"));
  CHECK_FALSE(std::filesystem::exists(dir / "gok-9.yaml"));
  auto plain = run_wargen("generate --seed 9 --format yaml --out plain", dir.path());
  REQUIRE(plain.exit_code == 0);
  // No player's copy: nothing is hidden, no key is drawn, and the seed makes the weather.
  CHECK(plain.out.find("umpire key") == std::string::npos);
  // A player's copy hides GoK's weather after turn 1: a key is drawn for it, as for VP values ...
  auto both = run_wargen("generate --seed 9 --view both --format yaml --out both", dir.path());
  REQUIRE(both.exit_code == 0);
  CHECK_THAT(both.out, Contains("umpire key"));
  // ... unless there is no later weather to hide.
  auto one_turn = run_wargen("generate --seed 9 --turns 1 --view both --format yaml --out one-turn", dir.path());
  REQUIRE(one_turn.exit_code == 0);
  CHECK(one_turn.out.find("umpire key") == std::string::npos);  // nothing hidden, no key
  std::string text = read_file(dir / "plain/gok-9.yaml");
  CHECK(text.find("\nobjectives:") == std::string::npos);
  CHECK(text.find("\nvictory:") == std::string::npos);
}

TEST_CASE("a template takes the ruleset and options from a preset and flags win") {
  TempDir dir("layer-template");
  auto result = run_wargen("generate --template gok-kings-battle --seed 4 --format yaml", dir.path());
  INFO(result.err);
  REQUIRE(result.exit_code == 0);
  std::string text = read_file(dir / "gok-4.yaml");
  CHECK_THAT(text, Contains("template: gok-kings-battle") && Contains("armies: \"true\"") &&
                       Contains("victory: {system: army-points, parameters: {lost_below_pct: 50}}"));
  auto over = run_wargen("generate --template gok-kings-battle --victory loss-tally --seed 4 --format yaml --out o",
                         dir.path());
  REQUIRE(over.exit_code == 0);
  CHECK_THAT(read_file(dir / "o/gok-4.yaml"), Contains("victory: {system: loss-tally,"));
  auto list = run_wargen("templates", dir.path());
  CHECK(list.exit_code == 0);
  CHECK_THAT(list.out, Contains("gok-vp-battle") && Contains("gok-kings-battle"));
}

TEST_CASE("adjudicate prints the result - as YAML with --yaml - and takes a --roll") {
  TempDir dir("layer-adjudicate");
  REQUIRE(run_wargen("generate --seed 3 --objectives vp-markers --umpire-key 9 --format yaml", dir.path()).exit_code ==
          0);
  std::ofstream(dir / "test.yaml")
      << "tested: A\ncalled_by: B\noriginal_strength: 235\ncurrent_strength: 138\nvp_pct: 60\n";
  auto text = run_wargen("adjudicate gok-3-umpire.yaml test.yaml --roll 28", dir.path());
  INFO(text.err);
  REQUIRE(text.exit_code == 0);
  CHECK_THAT(text.out, Contains("WF = RS x VP% - penalty = 58.72 % x 60 % - 0 = 35.23 % (35 %)") &&
                           Contains("28 (--roll) does not exceed WF: the army stands"));
  auto yaml = run_wargen("adjudicate gok-3-umpire.yaml test.yaml --yaml --roll 36", dir.path());
  REQUIRE(yaml.exit_code == 0);
  CHECK_THAT(yaml.out, StartsWith("# wargen adjudication") && Contains("verdict: withdraws\nvictor: B\n"));
  // Without a roll, wargen rolls with the umpire key (never the public seed) and shows the dice.
  auto rolled = run_wargen("adjudicate gok-3-umpire.yaml test.yaml --yaml", dir.path());
  REQUIRE(rolled.exit_code == 0);
  CHECK_THAT(rolled.out, Contains("roll_from: umpire key\ndice_log:\n  - {rule: VPM-W, dice: \"2d10 percentile"));
  CHECK(run_wargen("adjudicate gok-3-umpire.yaml test.yaml --yaml", dir.path()).out == rolled.out);
}

TEST_CASE("bad scenario-layer input gets one line on stderr and exit code 2") {
  expect_one_line_error("generate --objectives flags",
                        "--objectives: 'flags' must be one of vp-markers");
  expect_one_line_error("generate --objectives vp-markers --view sideways",
                        "--view: 'sideways' must be one of umpire, player, both");
  expect_one_line_error("generate --objectives vp-markers --vp-policy A=greedy",
                        "--vp-policy: 'A=greedy' must be one of most-prominent, home-ground");
  expect_one_line_error("generate --objectives vp-markers --vp-policy C=home-ground", "--vp-policy: 'C=home-ground' must look like A=VALUE or B=VALUE");
  expect_one_line_error("generate --objectives vp-markers --defender C", "--defender: 'C' must be one of A, B");
  expect_one_line_error("generate --ruleset npow --umpire-key 4",
                        "--umpire-key: this table hides nothing from the players (no --objectives, and no weather "
                        "after turn 1)");
  expect_one_line_error("generate --turns 1 --umpire-key 4", "--umpire-key: this table hides nothing");
  expect_one_line_error("generate --objectives vp-markers --umpire-key x", "--umpire-key: 'x' is not a whole number");
  expect_one_line_error("generate --victory chess", "--victory: 'chess' must be one of army-points, loss-tally");
  expect_one_line_error("generate --template nowhere", "--template: unknown template 'nowhere'");
  expect_one_line_error("adjudicate missing.yaml end.yaml", "missing.yaml: cannot open the scenario file");
  const std::string scenario = "generate --seed 1 --format yaml --victory loss-tally";
  expect_one_line_error("adjudicate gok-1.yaml end.yaml",
                        "end.yaml:5: key 'sides.A.destroyed': is required but missing", scenario);
  expect_one_line_error("adjudicate gok-1.yaml end.yaml --roll 0", "--roll: '0' is not a 2d10 percentage roll",
                        scenario);
  expect_one_line_error("adjudicate gok-1.yaml", "state is required", scenario);
}

}  // namespace WARGEN_TEST_FILE
