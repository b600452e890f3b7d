// Property tests over 10 000 seeds for each NPOW ruleset and geographic zone: every scenario is
// generated without a failure, passes every rule of `validate`, and (every 50th) reads back from
// its YAML unchanged. One test case per ruleset and zone, so ctest runs them side by side.
#include <catch2/catch.hpp>

#include <cstdlib>

#include "core/error.hpp"
#include "npow_support.hpp"
#include "scenario/scenario_reader.hpp"
#include "scenario/scenario_writer.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;
using namespace wargen::test;

namespace {

// 10,000 seeds per ruleset and zone. The sanitizer pass of .ci/run, which repeats the whole suite
// several times slower, sets WARGEN_NPOW_PROPERTY_SEEDS lower: the Release pass has covered them all.
std::uint64_t seed_count() {
  const char* text = std::getenv("WARGEN_NPOW_PROPERTY_SEEDS");
  return text ? std::strtoull(text, nullptr, 10) : 10000;
}

void check_seeds(const std::string& ruleset_name, const std::string& zone) {
  const Ruleset& ruleset = npow_ruleset(ruleset_name);
  std::size_t failures = 0, invalid = 0, reported = 0;
  for (std::uint64_t seed = 0, seeds = seed_count(); seed < seeds; ++seed) {
    Scenario s;
    try {
      s = npow_scenario(seed, zone, ruleset_name);
    } catch (const Error& e) {
      ++failures;
      if (reported++ < 5) FAIL_CHECK("seed " << seed << " failed: " << e.what());
      continue;
    }
    std::string broken = first_violation(s, ruleset);
    if (!broken.empty()) {
      ++invalid;
      if (reported++ < 5) FAIL_CHECK("seed " << seed << ": " << broken);
    }
    if (seed % 50 == 0) {
      std::string text = write_scenario_yaml(s);
      Scenario back = read_scenario_yaml(text, "seed.yaml");
      if (!(back == s) || write_scenario_yaml(back) != text) FAIL_CHECK("seed " << seed << " does not round-trip");
    }
  }
  CHECK(failures == 0);
  CHECK(invalid == 0);
}

}  // namespace

TEST_CASE("npow central: every property seed generates and validates", "[npow][property]") { check_seeds("npow", "central"); }
TEST_CASE("npow north-east: every property seed generates and validates", "[npow][property]") {
  check_seeds("npow", "north-east");
}
TEST_CASE("npow south: every property seed generates and validates", "[npow][property]") { check_seeds("npow", "south"); }
TEST_CASE("npow north-africa: every property seed generates and validates", "[npow][property]") {
  check_seeds("npow", "north-africa");
}
TEST_CASE("npow army-list: every property seed generates and validates", "[npow][property]") { check_seeds("npow", "army-list"); }
TEST_CASE("npow300 central: every property seed generates and validates", "[npow][property]") {
  check_seeds("npow300", "central");
}
TEST_CASE("npow300 north-east: every property seed generates and validates", "[npow][property]") {
  check_seeds("npow300", "north-east");
}
TEST_CASE("npow300 south: every property seed generates and validates", "[npow][property]") { check_seeds("npow300", "south"); }
TEST_CASE("npow300 north-africa: every property seed generates and validates", "[npow][property]") {
  check_seeds("npow300", "north-africa");
}
TEST_CASE("npow300 army-list: every property seed generates and validates", "[npow][property]") {
  check_seeds("npow300", "army-list");
}

TEST_CASE("npow: the same seed gives the same scenario and stages keep their own dice", "[npow]") {
  CHECK(write_scenario_yaml(npow_scenario(42)) == write_scenario_yaml(npow_scenario(42)));
  CHECK(write_scenario_yaml(npow_scenario(42)) != write_scenario_yaml(npow_scenario(43)));
  // Naming the attacker removes the E1 dice and nothing else moves: the terrain is the defender's.
  GenerateRequest request;
  request.seed = 42;
  request.options["attacker"] = "B";
  request.options["attacker_edge"] = "south";
  Scenario chosen = generate_scenario(npow_ruleset("npow"), request);
  Scenario diced = npow_scenario(42);
  std::vector<Feature> terrain_chosen, terrain_diced;
  for (const auto& f : chosen.features)
    if (f.kind != "supply_line" && f.kind != "road") terrain_chosen.push_back(f);
  for (const auto& f : diced.features)
    if (f.kind != "supply_line" && f.kind != "road") terrain_diced.push_back(f);
  for (auto* list : {&terrain_chosen, &terrain_diced})
    for (auto& f : *list) f.points.clear();
  CHECK(terrain_chosen == terrain_diced);
  CHECK(chosen.sides[1].role == "attacker");
  CHECK(chosen.sides[1].edge == "south");
}

}  // namespace WARGEN_TEST_FILE
