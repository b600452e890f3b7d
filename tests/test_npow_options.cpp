// NPOW's options (zone, attacker, initiative, tournament conventions) reach the scenario, are
// recorded in its options so it can be made again, and bad values or an unsatisfiable ruleset
// give one clear error naming the option or the rule.
#include <algorithm>
#include <catch2/catch.hpp>

#include "core/error.hpp"
#include "generators/npow/npow_params.hpp"
#include "generators/npow/objective_points.hpp"
#include "npow_support.hpp"
#include "scenario/scenario_writer.hpp"
#include "support.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;
using namespace wargen::test;

namespace {

int points_on(const Scenario& s, const std::string& side, bool own_half_only) {
  const NpowParams& p = dynamic_cast<const NpowParams&>(*npow_ruleset("npow").params);
  int total = 0;
  for (const auto& t : objective_targets(p, s, placed_objectives(s), side)) {
    if (own_half_only && !t.own_half) continue;
    for (const auto& f : s.features)
      if (f.id == t.id && f.points.count(side)) total += f.points.at(side);
    for (const auto& c : s.crossings)
      if (c.id == t.id && c.points.count(side)) total += c.points.at(side);
  }
  return total;
}

// Every side's points on every objective of the tables made with `options` from seeds 1..20.
std::vector<int> placed_points(const Ruleset& ruleset, const OptionValues& options) {
  std::vector<int> placed;
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    GenerateRequest request;
    request.seed = seed;
    request.options = options;
    const Scenario s = generate_scenario(ruleset, request);
    for (const auto& f : s.features)
      for (const auto& [side, points] : f.points) placed.push_back(points);
    for (const auto& c : s.crossings)
      for (const auto& [side, points] : c.points) placed.push_back(points);
  }
  return placed;
}

}  // namespace

TEST_CASE("npow options reach the scenario and are recorded so it can be made again", "[npow][options]") {
  GenerateRequest request;
  request.seed = 11;
  request.options = {{"zone", "army-list:north-east"}, {"attacker", "A"},     {"attacker_edge", "north"},
                     {"initiative_A", "high"},          {"initiative_B", "low"}, {"points_step", "10"}};
  Scenario s = generate_scenario(npow_ruleset("npow"), request);
  CHECK(s.options.at("zone") == "army-list:north-east");
  CHECK(s.options.at("attacker") == "A");
  CHECK(s.options.at("initiative_A") == "high");
  CHECK(s.options.at("points_step") == "10");
  CHECK(s.sides[0].role == "attacker");
  CHECK(s.sides[0].edge == "north");
  CHECK(s.sides[1].zone == "army-list:north-east");
  for (const auto& e : s.dice_log) CHECK(e.rule != "NPOW-E1");  // nothing left to the dice
  for (const auto& e : s.dice_log)
    if (e.rule == "NPOW-S2") CHECK(e.note.find("north-east table") != std::string::npos);
  for (const auto& f : s.features)
    for (const auto& [side, n] : f.points) CHECK(n % 10 == 0);
  CHECK(points_on(s, "A", true) <= 15);  // NPOW-O2: high initiative
  CHECK(points_on(s, "A", false) == 50);
  CHECK(npow_rules_broken(s).empty());
  Scenario again = generate_scenario(npow_ruleset("npow"), request_from_scenario(s));
  CHECK(write_scenario_yaml(again) == write_scenario_yaml(s));
}

TEST_CASE("npow tournament conventions: at most 20 per objective - and no objective maximum", "[npow][options]") {
  GenerateRequest request;
  request.options["max_points_per_objective"] = "20";
  int made = 0, refused = 0;
  for (std::uint64_t seed = 0; seed < 60; ++seed) {
    request.seed = seed;
    try {
      Scenario s = generate_scenario(npow_ruleset("npow"), request);
      ++made;
      for (const auto& f : s.features)
        for (const auto& [side, n] : f.points) CHECK(n <= 20);
      CHECK(npow_rules_broken(s).empty());
    } catch (const GenerationError& e) {
      // Too few objectives for 50 points at 20 each: the error names the rule.
      ++refused;
      CHECK_THAT(e.what(), Catch::Contains("NPOW-O"));
    }
  }
  CHECK(made > 0);
  INFO("refused " << refused);

  request = GenerateRequest{};
  request.options["no_objective_max"] = "true";
  bool hill_kept = false;
  for (std::uint64_t seed = 0; seed < 40; ++seed) {
    request.seed = seed;
    Scenario s = generate_scenario(npow_ruleset("npow"), request);
    CHECK(s.options.at("no_objective_max") == "true");
    for (const auto& f : s.features) {
      CHECK_FALSE(f.elevation_only.value_or(false));  // NPOW-S5: no hill is downgraded
      hill_kept = hill_kept || (f.kind == "hill" && f.objective.value_or(false));
    }
    CHECK(npow_rules_broken(s).empty());
  }
  CHECK(hill_kept);
}

TEST_CASE("npow refuses options it cannot honour with the option named", "[npow][options]") {
  auto refused = [](GenerateRequest request) {
    try {
      generate_scenario(npow_ruleset("npow"), request);
    } catch (const InputError& e) {
      return std::string(e.what());
    }
    return std::string("accepted");
  };
  GenerateRequest r;
  r.options["zone"] = "atlantis";
  CHECK_THAT(refused(r), Catch::Contains("--zone: 'atlantis' must be one of"));
  r = {};
  r.options["zone"] = "army-list:army-list";
  CHECK_THAT(refused(r), Catch::Contains("--zone: 'army-list:army-list' must be one of"));
  r = {};
  r.options["attacker"] = "C";
  CHECK_THAT(refused(r), Catch::Contains("--attacker: 'C' must be one of A, B"));
  r = {};
  r.options["initiative_A"] = "heroic";
  CHECK_THAT(refused(r), Catch::Contains("--initiative: 'A=heroic' must be one of"));
  r = {};
  r.options["points_step"] = "7";
  CHECK_THAT(refused(r), Catch::Contains("must divide"));
  r = {};
  r.options["turns"] = "5";
  CHECK_THAT(refused(r), Catch::Contains("--turns: not an option of ruleset npow"));
  // And Game of Kings refuses NPOW's options.
  GenerateRequest gok_request;
  gok_request.options["zone"] = "south";
  CHECK_THROWS_AS(generate_scenario(gok(), gok_request), InputError);
}

TEST_CASE("npow command line: the options and their errors", "[npow][options]") {
  TempDir dir("npow-cli");
  auto ok = run_wargen(
      "generate --ruleset npow300 --seed 3 --zone south --attacker B --initiative B=low "
      "--max-points-per-objective 25 --format yaml --out .",
      dir.path());
  REQUIRE(ok.exit_code == 0);
  std::string yaml = read_file(dir / "npow300-3.yaml");
  CHECK(yaml.find("options: {attacker: B, initiative_A: medium, initiative_B: low, max_points_per_objective: \"25\", "
                  "points_step: \"1\", zone: south}") != std::string::npos);
  CHECK(run_wargen("validate npow300-3.yaml", dir.path()).exit_code == 0);
  auto bad = run_wargen("generate --ruleset npow --seed 3 --initiative A:high --out .", dir.path());
  CHECK(bad.exit_code == 2);
  CHECK_THAT(bad.err, Catch::Contains("--initiative"));
  bad = run_wargen("generate --ruleset npow --seed 3 --points-step 2.5 --out .", dir.path());
  CHECK(bad.exit_code == 2);
  CHECK_THAT(bad.err, Catch::Contains("not a whole number"));
}

TEST_CASE("an NPOW ruleset that cannot be satisfied fails with the rule named", "[npow][options]") {
  std::string text = read_file(source_path("rulesets/npow.yaml"));
  auto edited = [&](const std::string& from, const std::string& to) {
    std::string copy = text;
    auto at = copy.find(from);
    REQUIRE(at != std::string::npos);
    copy.replace(at, from.size(), to);
    return copy;
  };
  // 20 x 20 cm sectors: 54 of them, more than 12 elements can reach (NPOW-P1).
  Ruleset crowded =
      load_ruleset_text(edited("  width_cm: 60\n  depth_cm: 60", "  width_cm: 20\n  depth_cm: 20"), "crowded.yaml");
  GenerateRequest request;
  request.seed = 1;
  CHECK_THROWS_WITH(generate_scenario(crowded, request), Catch::StartsWith("NPOW-P1"));
  // A zone table whose 10 is not the watercourse is refused when the ruleset is read.
  CHECK_THROWS_WITH(
      load_ruleset_text(edited("- {rolls: 10, element: watercourse}", "- {rolls: 10, element: hill}"), "bad.yaml"),
      Catch::Contains("bad.yaml:") && Catch::Contains("NPOW-S2"));
}

TEST_CASE("the npow-tournament template sets the conventions and flags given beside it win", "[npow][options]") {
  TempDir dir("npow-template");
  auto made = run_wargen(
      "generate --template npow-tournament --seed 8 --zone south --points-step 10 --format yaml --out .", dir.path());
  REQUIRE(made.exit_code == 0);
  std::string yaml = read_file(dir / "npow-8.yaml");
  CHECK(yaml.find("max_points_per_objective: \"20\"") != std::string::npos);
  CHECK(yaml.find("no_objective_max: \"true\"") != std::string::npos);
  CHECK(yaml.find("points_step: \"10\"") != std::string::npos);  // the flag, not the template's 5
  CHECK(run_wargen("validate npow-8.yaml", dir.path()).exit_code == 0);
}

// NPOW-O1: whole points by the rule; multiples of 5 are the FFJH tournament convention ("par
// convention FFJH, certains tournois ... par multiple de 5"), which --points-step 5 and the
// npow-tournament template keep.
TEST_CASE("NPOW-O1: points step 1 by the rule, 5 by the tournament convention", "[npow][options]") {
  for (const std::string name : {"npow", "npow300"}) {
    INFO(name);
    const Ruleset ruleset = load_ruleset(name);
    CHECK(dynamic_cast<const NpowParams&>(*ruleset.params).points_step == 1);
    const std::vector<int> free = placed_points(ruleset, {{"zone", "south"}});
    REQUIRE(!free.empty());
    CHECK(std::any_of(free.begin(), free.end(), [](int points) { return points % 5 != 0; }));
    const std::vector<int> convention = placed_points(ruleset, {{"zone", "south"}, {"points_step", "5"}});
    REQUIRE(!convention.empty());
    CHECK(std::all_of(convention.begin(), convention.end(), [](int points) { return points % 5 == 0; }));
  }
}

}  // namespace WARGEN_TEST_FILE
