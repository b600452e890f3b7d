// A bad state file gets one message naming the file, the line and the key, and nothing is judged.
#include <catch2/catch.hpp>

#include "core/error.hpp"
#include "victory/adjudication.hpp"
#include "victory/registry.hpp"
#include "victory/victory_system.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;
using Catch::Matchers::Contains;
using Catch::Matchers::Equals;

namespace {

Scenario scenario_for(const std::string& system) {
  Scenario s;
  s.id = "errors";
  if (!system.empty()) {
    s.victory.system = system;
    s.victory.parameters =
        complete_params(*find_victory_system(system), {}, [](const std::string&, const std::string&) {});
  }
  return s;
}

std::string error_of(const std::string& system, const std::string& state) {
  try {
    adjudicate(scenario_for(system), state, "end.yaml", std::nullopt);
  } catch (const InputError& e) {
    return e.what();
  }
  return "(no error)";
}

const std::string kLoss =
    "end: collapse\nvanquished: A\nsides:\n"
    "  A: {army_points: 50, destroyed: 25, withdrawn: 15, remaining: 10}\n"
    "  B: {army_points: 50, destroyed: 15, withdrawn: 0, remaining: 35, cavalry_start: 10, cavalry_kept: 8}\n";

}  // namespace

TEST_CASE("state file errors name the file - the line and the key") {
  std::string missing = kLoss;
  missing.replace(missing.find("destroyed: 25, "), 15, "");
  CHECK_THAT(error_of("loss-tally", missing), Equals("end.yaml:4: key 'sides.A.destroyed': is required but missing"));
  std::string typo = kLoss;
  typo.replace(typo.find("withdrawn: 0"), 9, "withdrawal");
  CHECK_THAT(error_of("loss-tally", typo), Contains("end.yaml:5: key 'sides.B.withdrawn': is required but missing"));
  CHECK_THAT(error_of("loss-tally", kLoss + "weather: fair\n"),
             Equals("end.yaml:6: key 'weather': is not a known key"));
  std::string negative = kLoss;
  negative.replace(negative.find("remaining: 10"), 13, "remaining: -3");
  CHECK_THAT(error_of("loss-tally", negative),
             Equals("end.yaml:4: key 'sides.A.remaining': must be between 0 and 1000000, not -3"));
  CHECK_THAT(error_of("loss-tally", "end: dusk\n"),
             Equals("end.yaml:1: key 'end': must be collapse or sundown, not 'dusk'"));
  std::string too_many = kLoss;
  too_many.replace(too_many.find("army_points: 50"), 15, "army_points: 40");
  CHECK_THAT(error_of("loss-tally", too_many),
             Contains("key 'sides.A.army_points': is less than destroyed + withdrawn + remaining (50)"));
  std::string no_cavalry = kLoss;
  const std::string cavalry = ", cavalry_start: 10, cavalry_kept: 8";
  no_cavalry.replace(no_cavalry.find(cavalry), cavalry.size(), "");
  CHECK_THAT(error_of("loss-tally", no_cavalry),
             Contains("end.yaml:5: key 'sides.B.cavalry_start': is required for the victor"));
}

TEST_CASE("state file errors of the other systems") {
  CHECK_THAT(error_of("vp-withdrawal", "tested: C\n"), Equals("end.yaml:1: key 'tested': must be A or B, not 'C'"));
  CHECK_THAT(error_of("vp-withdrawal", "tested: A\ncalled_by: B\noriginal_strength: 10\ncurrent_strength: 5\n"),
             Contains("key 'controls': is required"));
  CHECK_THAT(
      error_of("vp-withdrawal", "tested: A\ncalled_by: B\noriginal_strength: 10\ncurrent_strength: 5\ncontrols: [1]\n"),
      Contains("end.yaml:5: key 'controls': names VP markers, but the scenario has none"));
  CHECK_THAT(
      error_of("vp-withdrawal", "tested: A\ncalled_by: B\noriginal_strength: 10\ncurrent_strength: 11\nvp_pct: 5\n"),
      Contains("key 'current_strength': is more than original_strength"));
  CHECK_THAT(error_of("objective-holding", "objectives:\n  - {id: hill, points: {A: 60}}\n"),
             Contains("end.yaml:2: key 'objectives': side A's objective points add up to 60, more than the 50"));
  CHECK_THAT(error_of("objective-holding", "objectives:\n  - {id: hill, points: {C: 5}}\n"),
             Equals("end.yaml:2: key 'objectives[0].points.C': must be A or B"));
  CHECK_THAT(error_of("fos-score",
                      "objectives_total: 4\nsides:\n  A: {units_start: 9, units_left: 3, objectives: 5}\n  B: "
                      "{units_start: 9, units_left: 3, objectives: 0}\n"),
             Equals("end.yaml:3: key 'sides.A.objectives': is more than objectives_total"));
  CHECK_THAT(error_of("army-points", "sides:\n  A: {points_lost: 3}\n  B: {points_lost: 3}\n"),
             Contains("end.yaml:2: key 'sides.A.start_points': is required: the scenario has no army for side A"));
  CHECK_THAT(error_of("army-points",
                      "sides:\n  A: {start_points: 9, lost_units: [uA1]}\n  B: {start_points: 9, points_lost: 1}\n"),
             Contains("key 'sides.A.lost_units': names units, but the scenario has no army for side A"));
}

TEST_CASE("the state must match the scenario's victory system - or name one when the scenario has none") {
  CHECK_THAT(error_of("loss-tally", "system: fos-score\n"),
             Equals("end.yaml:1: key 'system': is 'fos-score', but scenario errors is played by 'loss-tally' (its "
                    "victory.system)"));
  CHECK_THAT(error_of("", "end: sundown\n"),
             Contains("key 'system': is required: scenario errors names no victory system"));
  CHECK_THAT(error_of("", "system: chess\n"),
             Contains("key 'system': unknown victory system 'chess' (known: army-points, loss-tally"));
  CHECK_THAT(error_of("", "[1, 2"), Contains("end.yaml") && Contains("not valid YAML"));
  CHECK_THAT(error_of("", "- a list\n"), Contains("the file must hold a YAML mapping"));
  // With the system named, the system's defaults apply.
  auto r = adjudicate(scenario_for(""),
                      "system: fos-score\nobjectives_total: 2\nsides:\n  A: {units_start: 2, units_left: 2, "
                      "objectives: 2}\n  B: {units_start: 2, units_left: 1, objectives: 0}\n",
                      "end.yaml", std::nullopt);
  CHECK_THAT(r.text, Contains("parameters from the system's defaults"));
  CHECK_THAT(r.yaml, Contains("result: strategic\nvictor: A\n"));
}

TEST_CASE("a --roll outside 1 to 100 is refused") {
  std::string state = "tested: A\ncalled_by: B\noriginal_strength: 235\ncurrent_strength: 138\nvp_pct: 60\n";
  CHECK_THROWS_WITH(adjudicate(scenario_for("vp-withdrawal"), state, "end.yaml", 101),
                    Contains("--roll: 101 is not a 2d10 percentage roll"));
  CHECK_THAT(error_of("vp-withdrawal", state + "roll: 0\n"), Contains("key 'roll': must be between 1 and 100, not 0"));
}

}  // namespace WARGEN_TEST_FILE
