// Known answers from the seeds' worked examples, and the band edges, for every victory system of
// `wargen adjudicate` (docs/adjudication.md). Edges are compared exactly (victory/fraction.hpp).
#include <catch2/catch.hpp>

#include "core/error.hpp"
#include "victory/adjudication.hpp"
#include "victory/fraction.hpp"
#include "victory/loss_tally.hpp"
#include "victory/objective_holding.hpp"
#include "victory/registry.hpp"
#include "victory/victory_system.hpp"
#include "victory/withdrawal_test.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;
using Catch::Matchers::Contains;

namespace {

Scenario scenario_for(const std::string& system) {
  Scenario s;
  s.id = "known-" + system;
  s.seed = 4;
  s.victory.system = system;
  s.victory.parameters =
      complete_params(*find_victory_system(system), {}, [](const std::string&, const std::string&) {});
  return s;
}

AdjudicationReport judge(const std::string& system, const std::string& state, std::optional<int> roll = std::nullopt) {
  return adjudicate(scenario_for(system), state, "state.yaml", roll);
}

VictoryParams defaults(const std::string& system) {
  return VictoryParams(
      complete_params(*find_victory_system(system), {}, [](const std::string&, const std::string&) {}));
}

// LOSS-5: A (50 points) destroyed 25, withdrew 15, 10 left; B (50 points) destroyed 15; the
// victor kept more than half its cavalry.
std::string loss5(const std::string& end) {
  return "end: " + end + "\n" + (end == "collapse" ? "vanquished: A\n" : "") +
         "sides:\n"
         "  A: {army_points: 50, destroyed: 25, withdrawn: 15, remaining: 10}\n"
         "  B: {army_points: 50, destroyed: 15, withdrawn: 0, remaining: 35, cavalry_start: 10, cavalry_kept: 8}\n";
}

}  // namespace

TEST_CASE("LOSS-5 worked example: 64 % to 30 % is a decisive victory for B") {
  auto r = judge("loss-tally", loss5("collapse"));
  CHECK_THAT(r.yaml, Contains("  A:\n    army_points: 50\n    destroyed: 25\n    withdrawn: 15\n    remaining: 10\n"
                              "    remaining_counted_pct: 40\n    losses: 32\n    losses_pct: 64\n"));
  CHECK_THAT(r.yaml, Contains("    losses: 15\n    losses_pct: 30\n"));
  CHECK_THAT(r.yaml, Contains("\nratio: 2.13\nband: decisive\nvictor: B\n"));
  CHECK_THAT(r.text, Contains("decisive victory for B"));
}

TEST_CASE("LOSS-5 at sundown: 56 % (the source misprints 58) to 30 % is indecisive with no official victor") {
  auto r = judge("loss-tally", loss5("sundown"));
  CHECK_THAT(r.yaml, Contains("    remaining_counted_pct: 0\n    losses: 28\n    losses_pct: 56\n"));
  CHECK_THAT(r.yaml, Contains("band: indecisive\nvictor: none\nfavoured: B\n"));
  CHECK_THAT(r.text, Contains("no official victor"));
}

TEST_CASE("LOSS-3: a victor that kept less than half its cavalry makes remaining units count 20 %") {
  std::string state = loss5("collapse");
  state.replace(state.find("cavalry_kept: 8"), 15, "cavalry_kept: 4");
  auto r = judge("loss-tally", state);
  // 25 + 3 + 10 x 20 % = 30 = 60 %.
  CHECK_THAT(r.yaml, Contains("    remaining_counted_pct: 20\n    losses: 30\n    losses_pct: 60\n"));
  CHECK_THAT(r.yaml, Contains("victor_kept_cavalry: false\n"));
  // Exactly half kept is enough ("at least 50 %").
  state.replace(state.find("cavalry_kept: 4"), 15, "cavalry_kept: 5");
  CHECK_THAT(judge("loss-tally", state).yaml, Contains("victor_kept_cavalry: true\n"));
}

TEST_CASE("LOSS-4 band edges: exactly 3:2 - 2:1 and 4:1 belong to the higher band") {
  VictoryParams p = defaults("loss-tally");
  CHECK(loss_band(fraction(3, 2), fraction(1, 1), p) == "indecisive");
  CHECK(loss_band(fraction(149999, 100000), fraction(1, 1), p) == "marginal");
  CHECK(loss_band(fraction(60, 100), fraction(30, 100), p) == "decisive");
  CHECK(loss_band(fraction(59, 100), fraction(30, 100), p) == "indecisive");
  CHECK(loss_band(fraction(80, 100), fraction(20, 100), p) == "overwhelming");
  CHECK(loss_band(fraction(79, 100), fraction(20, 100), p) == "decisive");
  CHECK(loss_band(fraction(30, 100), fraction(30, 100), p) == "marginal");
  CHECK(loss_band(fraction(29, 100), fraction(30, 100), p).empty());
  CHECK(loss_band(fraction(1, 100), fraction(0, 1), p) == "overwhelming");
  // Percentages that are not binary fractions: 45 % of 50 against 30 % is exactly 3:2.
  CHECK(loss_band(fraction(45, 100), fraction(30, 100), p) == "indecisive");
}

TEST_CASE("VPM-W worked example: 138 of 235 with 60 % VP gives WF 35 and a roll of 28 stays") {
  std::string state =
      "tested: A\ncalled_by: B\nturn: 9\noriginal_strength: 235\ncurrent_strength: 138\nrouted: 7\noff_table: 20\n"
      "vp_pct: 60\n";
  Fraction wf = withdrawal_factor(235, 138, 60, 0);
  CHECK(rounded(wf) == 35);
  CHECK(rounded(multiply(fraction(138, 235), fraction(100, 1))) == 59);
  auto r = judge("vp-withdrawal", state, 28);
  CHECK_THAT(r.yaml,
             Contains("legitimate: true\nvp_pct: 60\npenalty_pct: 0\nwithdrawal_factor_pct: 35.23\nroll: 28\n"));
  CHECK_THAT(r.yaml, Contains("verdict: stands\nvictor: none\n"));
  // WF 35.23: 35 does not exceed it, 36 does.
  CHECK_THAT(judge("vp-withdrawal", state, 35).yaml, Contains("verdict: stands\n"));
  CHECK_THAT(judge("vp-withdrawal", state, 36).yaml, Contains("verdict: withdraws\nvictor: B\n"));
}

TEST_CASE("VPM-W: RS of exactly 0.60 is tested - one stand more is premature and costs the caller") {
  std::string base = "tested: B\ncalled_by: A\noriginal_strength: 100\nvp_pct: 50\n";
  auto at_edge = judge("vp-withdrawal", base + "current_strength: 60\n", 30);
  CHECK_THAT(at_edge.yaml, Contains("residual_strength_pct: 60\nlosses_pct: 40\n"));
  CHECK_THAT(at_edge.yaml, Contains("legitimate: true\n"));
  CHECK_THAT(at_edge.yaml, Contains("withdrawal_factor_pct: 30\nroll: 30\n"));  // 0.60 x 50 = 30: 30 stays
  CHECK_THAT(at_edge.yaml, Contains("verdict: stands\n"));
  auto over = judge("vp-withdrawal", base + "current_strength: 61\n", 30);
  CHECK_THAT(over.yaml, Contains("legitimate: false\npenalty_to: A\npenalty_pct: 20\nverdict: premature\n"));
}

TEST_CASE("VPM-W penalties: premature calls cut the first legitimate test only - cumulatively") {
  std::string base = "tested: A\ncalled_by: B\noriginal_strength: 235\ncurrent_strength: 138\nvp_pct: 60\n";
  CHECK_THAT(judge("vp-withdrawal", base + "premature_calls: 1\n", 20).yaml,
             Contains("penalty_pct: 20\nwithdrawal_factor_pct: 15.23\nroll: 20\n"));
  CHECK_THAT(judge("vp-withdrawal", base + "premature_calls: 2\n", 1).yaml, Contains("penalty_pct: 40\n"));
  auto later = judge("vp-withdrawal",
                     base + "premature_calls: 2\nearlier_legitimate_tests: 1\nsince_last_test: [commander_lost]\n", 20);
  CHECK_THAT(later.yaml, Contains("penalty_pct: 0\n"));
  CHECK_THAT(judge("vp-withdrawal", base + "earlier_legitimate_tests: 1\n", 20).yaml, Contains("verdict: not_due\n"));
  CHECK_THAT(judge("vp-withdrawal", base + "commander_in_melee: true\n", 20).yaml, Contains("verdict: not_allowed\n"));
}

TEST_CASE("VPM-W without a roll draws one from the logged seed - the same every time") {
  std::string state =
      "tested: A\ncalled_by: B\nturn: 3\noriginal_strength: 235\ncurrent_strength: 138\nvp_pct: 60\nseed: 1757\n";
  auto one = judge("vp-withdrawal", state);
  auto two = judge("vp-withdrawal", state);
  CHECK(one.yaml == two.yaml);
  CHECK_THAT(one.yaml, Contains("roll_from: seed 1757\ndice_log:\n  - {rule: VPM-W,"));
  std::vector<DiceLogEntry> log;
  Pcg32 rng = Pcg32::for_stage(1757, "VPM-W A turn 3 test 1");
  int roll = roll_percentile(rng, log, "VPM-W", "");
  CHECK_THAT(one.yaml, Contains("\nroll: " + std::to_string(roll) + "\n"));
  REQUIRE(log.size() == 1);
  CHECK(log[0].rolls.size() == 2);
  CHECK((log[0].rolls[0] * 10 + log[0].rolls[1] == roll || roll == 100));
}

TEST_CASE("percentile dice cover 1 to 100 evenly with 00 read as 100") {
  Pcg32 rng = Pcg32::for_stage(5, "percentile");
  std::vector<DiceLogEntry> log;
  std::vector<int> seen(101, 0);
  for (int i = 0; i < 100000; ++i) ++seen[static_cast<std::size_t>(roll_percentile(rng, log, "VPM-W", ""))];
  CHECK(seen[0] == 0);
  double chi2 = 0;
  for (int v = 1; v <= 100; ++v)
    chi2 += (seen[static_cast<std::size_t>(v)] - 1000.0) * (seen[static_cast<std::size_t>(v)] - 1000.0) / 1000.0;
  CHECK(chi2 < 148.2);  // 99 degrees of freedom, p = 0.001
}

TEST_CASE("NPOW-H4 edges: exactly 2:1 is contested - exactly 4:1 scores half - over 4:1 all") {
  VictoryParams p = defaults("objective-holding");
  CHECK(contest_share(2, 1, p) == fraction(0, 1));
  CHECK(contest_share(201, 100, p) == fraction(1, 2));
  CHECK(contest_share(4, 1, p) == fraction(1, 2));
  CHECK(contest_share(401, 100, p) == fraction(1, 1));
  CHECK(contest_share(3, 0, p) == fraction(1, 1));
  CHECK(contest_share(1, 1, p) == fraction(0, 1));
}

TEST_CASE("NPOW-H1 to H4 objective by objective with totals") {
  std::string state =
      "objectives:\n"
      "  - {id: Kneippberg, points: {A: 20, B: 10}, on: {A: {formed: 8}}}\n"                                // H1
      "  - {id: bridge x1, points: {A: 10, B: 15}, last_passed: B}\n"                                       // H2
      "  - {id: Eckwelt, points: {A: 10, B: 5}, last_passed: A, threatened_by: [B]}\n"                      // H3
      "  - {id: ford x2, points: {A: 5, B: 15}, on: {A: {formed: 4}, B: {formed: 8}}}\n"                    // 2:1
      "  - {id: mill, points: {A: 5, B: 5}, on: {A: {formed: 12, other: 9}, B: {formed: 3, other: 6}}}\n";  // 4:1
  auto r = judge("objective-holding", state);
  CHECK_THAT(
      r.yaml,
      Contains("{id: Kneippberg, status: held, holder: A, counted_strength: {A: 0, B: 0}, scores: {A: 20, B: 0}}"));
  CHECK_THAT(
      r.yaml,
      Contains("{id: bridge x1, status: held, holder: B, counted_strength: {A: 0, B: 0}, scores: {A: 0, B: 15}}"));
  CHECK_THAT(r.yaml, Contains("{id: Eckwelt, status: threatened, holder: none,"));
  CHECK_THAT(
      r.yaml,
      Contains("{id: ford x2, status: contested, holder: none, counted_strength: {A: 4, B: 8}, scores: {A: 0, B: 0}}"));
  // Shaken, skirmishers and guns do not count beside formed enemy foot or horse: 12 : 3 = 4:1.
  CHECK_THAT(r.yaml,
             Contains("{id: mill, status: half, holder: A, counted_strength: {A: 12, B: 3}, scores: {A: 2.5, B: 0}}"));
  CHECK_THAT(r.yaml, Contains("totals: {A: 22.5, B: 15}\nleader: A\n"));
}

TEST_CASE("FOS-V2: a gap of exactly 10 is a draw and exactly 50 is still tactical") {
  auto fos = [](int left_a, int obj_a, int left_b, int obj_b) {
    return judge("fos-score", "objectives_total: 10\nsides:\n  A: {units_start: 20, units_left: " +
                                  std::to_string(left_a) + ", objectives: " + std::to_string(obj_a) +
                                  "}\n  B: {units_start: 20, units_left: " + std::to_string(left_b) +
                                  ", objectives: " + std::to_string(obj_b) + "}\n")
        .yaml;
  };
  CHECK_THAT(fos(20, 5, 18, 5), Contains("gap: 10\nresult: draw\nvictor: none\n"));
  CHECK_THAT(fos(20, 6, 18, 4), Contains("gap: 30\nresult: tactical\nvictor: A\n"));
  CHECK_THAT(fos(10, 0, 20, 10), Contains("gap: 150\nresult: strategic\nvictor: B\n"));
  CHECK_THAT(fos(20, 5, 10, 5), Contains("gap: 50\nresult: tactical\n"));
  CHECK_THAT(fos(20, 6, 12, 4), Contains("gap: 60\nresult: strategic\n"));
  CHECK_THAT(fos(20, 6, 17, 4), Contains("rally_factor_pct: 60"));
}

TEST_CASE("GOK-V1: the seed's armies break below half - 30 points at 14 and 29 points at 14") {
  std::string state = "sides:\n  A: {start_points: 30, points_lost: 15}\n  B: {start_points: 29, points_lost: 14}\n";
  auto r = judge("army-points", state);
  CHECK_THAT(
      r.yaml,
      Contains("A: {start_points: 30, points_lost: 15, points_left: 15, lost_at_or_below: 14, has_lost: false}"));
  CHECK_THAT(
      r.yaml,
      Contains("B: {start_points: 29, points_lost: 14, points_left: 15, lost_at_or_below: 14, has_lost: false}"));
  CHECK_THAT(r.yaml, Contains("victor: none\n"));
  auto broken = judge("army-points",
                      "sides:\n  A: {start_points: 30, points_lost: 16}\n  B: {start_points: 29, points_lost: 15}\n");
  CHECK_THAT(broken.yaml, Contains("has_lost: true}\n  B: {start_points: 29, points_lost: 15, points_left: 14, "
                                   "lost_at_or_below: 14, has_lost: true}"));
  CHECK_THAT(broken.text, Contains("Both armies have lost"));
}

TEST_CASE("exact fractions round for people only") {
  CHECK(decimal_text(fraction(138 * 60, 235), 2) == "35.23");
  CHECK(decimal_text(fraction(1, 2), 0) == "1");
  CHECK(decimal_text(fraction(-1, 3), 2) == "-0.33");
  CHECK(decimal_text(fraction(64, 1), 2) == "64");
  CHECK(rounded(fraction(5, 2)) == 3);
  CHECK(compare(fraction(3, 5), fraction(60, 100)) == 0);
  CHECK(fraction(2, 3) > fraction(666666, 1000000));
}

TEST_CASE("NPOW-O1: objective points come from the scenario when the state leaves them out") {
  Scenario s = scenario_for("objective-holding");
  Feature hill;
  hill.id = "f4";
  hill.kind = "hill";
  hill.points = {{"A", 20}, {"B", 5}};
  s.features.push_back(hill);
  Crossing ford;
  ford.id = "x1";
  ford.kind = "ford";
  ford.points = {{"A", 0}, {"B", 15}};
  s.crossings.push_back(ford);
  auto r = adjudicate(s, "objectives:\n  - {id: f4, on: {A: {formed: 3}}}\n  - {id: x1, last_passed: B}\n", "end.yaml",
                      std::nullopt);
  CHECK_THAT(r.yaml,
             Contains("{id: f4, status: held, holder: A, counted_strength: {A: 0, B: 0}, scores: {A: 20, B: 0}}"));
  CHECK_THAT(r.yaml,
             Contains("{id: x1, status: held, holder: B, counted_strength: {A: 0, B: 0}, scores: {A: 0, B: 15}}"));
  CHECK_THROWS_WITH(adjudicate(s, "objectives:\n  - {id: f9, last_passed: B}\n", "end.yaml", std::nullopt),
                    Contains("end.yaml:2: key 'objectives[0].points': is required: scenario known-objective-holding "
                             "records no objective points for 'f9'"));
}

}  // namespace WARGEN_TEST_FILE
