// NPOW-S5: "si au terme de la génération de terrains le nombre est insuffisant, alors relancer les
// derniers éléments jusqu'à obtenir des objectifs". By default (pool.reroll_order: until_objective)
// the last element is rolled again until it is an objective, then the one before it: only the last
// elements change, never the first ones. one_each_backwards, the other reading, moves one element
// back at every re-roll, round the whole pool.
#include <catch2/catch.hpp>
#include <fstream>
#include <map>
#include <sstream>

#include "core/error.hpp"
#include "generators/npow/npow_params.hpp"
#include "generators/npow/terrain_pool.hpp"
#include "npow_support.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;
using namespace wargen::test;

namespace {

Ruleset reroll_ruleset(const std::string& order) {
  std::ifstream in(std::string(WARGEN_SOURCE_DIR) + "/rulesets/npow.yaml");
  std::stringstream read;
  read << in.rdbuf();
  std::string text = read.str();
  const std::string key = "  reroll_order: until_objective\n";
  const auto at = text.find(key);
  REQUIRE(at != std::string::npos);
  text.replace(at, key.size(), "  reroll_order: " + order + "\n");
  return load_ruleset_text(text, "npow-reroll-" + order + ".yaml");
}

// The Central European table has hills and built-up areas on half its faces; the North and East
// European fewer, so its pools fall short more often.
constexpr const char* kFewObjectivesZone = "north-east";

struct Rerolls {
  TerrainPool pool;
  std::vector<int> elements;  // the element each S5 re-roll was for, in the log's order
};

Rerolls rerolls_of(const Ruleset& ruleset, std::uint64_t seed) {
  std::vector<DiceLogEntry> log;
  Pcg32 rng = Pcg32::for_stage(seed, "pool");
  LiveDice dice(rng, log);
  Rerolls out;
  out.pool = roll_pool(dynamic_cast<const NpowParams&>(*ruleset.params), {kFewObjectivesZone, false}, dice);
  const std::string marker = ": rolled again: too few objectives";
  for (const auto& e : log) {
    const auto end = e.note.find(marker);
    if (e.rule != "NPOW-S5" || end == std::string::npos) continue;
    REQUIRE(e.note.rfind("element ", 0) == 0);
    out.elements.push_back(std::stoi(e.note.substr(8, end - 8)));
  }
  return out;
}

Scenario generate_in_zone(const Ruleset& ruleset, std::uint64_t seed) {
  GenerateRequest request;
  request.seed = seed;
  request.options["zone"] = kFewObjectivesZone;
  return generate_scenario(ruleset, request);
}

}  // namespace

TEST_CASE("NPOW-S5 re-rolls: the last element until it is an objective, then the one before, never the first ones",
          "[npow][tables]") {
  const Ruleset& rules = npow_ruleset("npow");
  int pools_short = 0, rolled_more_than_once = 0;
  for (std::uint64_t seed = 0; seed < 3000; ++seed) {
    const Rerolls r = rerolls_of(rules, seed);
    if (r.elements.empty()) continue;
    ++pools_short;
    INFO("seed " << seed);
    std::map<int, int> rolls_per_element;
    for (std::size_t k = 0; k < r.elements.size(); ++k) {
      ++rolls_per_element[r.elements[k]];
      // Backwards from the end, never round to a later element again.
      if (k > 0) REQUIRE(r.elements[k] <= r.elements[k - 1]);
    }
    REQUIRE(r.elements.front() <= r.pool.count);
    // Each element rolled again kept being rolled until it was an objective (or its roll made a
    // river, which is not rolled again): none is left as one more non-objective.
    for (const auto& [element, rolls] : rolls_per_element) {
      const PoolElement& e = r.pool.elements[static_cast<std::size_t>(element - 1)];
      REQUIRE((e.objective || e.river_sections > 0));
      rolled_more_than_once += rolls > 1;
    }
    REQUIRE(r.pool.objectives() >= r.pool.objective_target);
  }
  CHECK(pools_short > 300);
  CHECK(rolled_more_than_once > 100);
}

TEST_CASE("NPOW-S5 re-rolls, one_each_backwards: one element back at every re-roll, round the pool", "[npow][tables]") {
  const Ruleset backwards = reroll_ruleset("one_each_backwards");
  int wrapped = 0, pools_short = 0;
  for (std::uint64_t seed = 0; seed < 3000; ++seed) {
    const Rerolls r = rerolls_of(backwards, seed);
    if (r.elements.empty()) continue;
    ++pools_short;
    for (std::size_t k = 1; k < r.elements.size(); ++k) {
      INFO("seed " << seed);
      // Never the same element twice in a row: the next re-roll is for another one.
      REQUIRE(r.elements[k] != r.elements[k - 1]);
      wrapped += r.elements[k] > r.elements[k - 1];
    }
  }
  CHECK(pools_short > 300);
  CHECK(wrapped > 0);  // the reading the default avoids: back round to the last elements again
}

TEST_CASE("NPOW-S5 re-rolls: the validator replays the ruleset's order", "[npow][validate]") {
  const Ruleset& rules = npow_ruleset("npow");
  const Ruleset backwards = reroll_ruleset("one_each_backwards");
  int checked = 0;
  for (std::uint64_t seed = 0; seed < 500 && checked < 3; ++seed) {
    const Rerolls until = rerolls_of(rules, seed);
    const Rerolls each = rerolls_of(backwards, seed);
    if (until.elements == each.elements) continue;  // the two readings rolled alike
    INFO("seed " << seed);
    Scenario s;
    try {
      s = generate_in_zone(rules, seed);
    } catch (const GenerationError&) {
      continue;  // a pool that cannot be placed says nothing about the replay
    }
    CHECK(rules.generator->validate(s, rules).empty());
    CHECK_FALSE(backwards.generator->validate(s, backwards).empty());
    ++checked;
  }
  CHECK(checked == 3);
}

}  // namespace WARGEN_TEST_FILE
