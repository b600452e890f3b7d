// Weighted VP markers (VPM-1..VPM-6) on Game of Kings battlefields and on hand-made terrain.
#include <algorithm>
#include <catch2/catch.hpp>
#include <map>

#include "core/error.hpp"
#include "objectives/vp_candidates.hpp"
#include "objectives/vp_placement.hpp"
#include "objectives/vp_rules.hpp"
#include "scenario/scenario_reader.hpp"
#include "scenario/scenario_writer.hpp"
#include "scenario_layer/layer_rules.hpp"
#include "scenario_layer/player_copy.hpp"
#include "scenario_layer/scenario_layer.hpp"
#include "support.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;
using namespace wargen::test;
using Catch::Matchers::Contains;

namespace {

Scenario with_markers(std::uint64_t seed, bool held_ground = false, std::uint64_t key = 99,
                      std::map<std::string, std::string> policies = {}) {
  GenerateRequest request;
  request.seed = seed;
  request.options["objectives"] = "vp-markers";
  request.options["defender_held_ground"] = (held_ground) ? "true" : "false";
  request.options["umpire_key"] = std::to_string(key);
  for (const auto& [side, policy] : policies) request.options["vp_policy_" + side] = policy;
  return generate_scenario(gok(), request);
}

const VpMarkerParams& gok_vp() {
  return dynamic_cast<const VpMarkerParams&>(layer_rules_or_defaults(gok().layer).objective_params("vp-markers"));
}

Feature area(const std::string& id, const std::string& kind, const std::string& variant, Polygon outline) {
  Feature f;
  f.id = id;
  f.kind = kind;
  f.outline = std::move(outline);
  if (!variant.empty()) f.attributes["variant"] = variant;
  return f;
}

Polygon box(double x0, double y0, double x1, double y1) { return {{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}}; }

Feature road(const std::string& id, Polyline path, bool sunken = false) {
  Feature f;
  f.id = id;
  f.kind = "road";
  f.path = std::move(path);
  f.width_cm = 3;
  if (sunken) f.attributes["variant"] = "sunken";
  return f;
}

Scenario hand_made() {
  Scenario s;
  s.id = "hand";
  s.table_width_cm = 180;
  s.table_depth_cm = 120;
  s.deployment = {{"A", "south", box(0, 0, 180, 15)}, {"B", "north", box(0, 105, 180, 120)}};
  s.features.push_back(area("h1", "hill", "gentle", box(20, 50, 35, 65)));       // a lone hill
  s.features.push_back(area("h2", "hill", "steep", box(80, 50, 95, 65)));        // a steep hill …
  s.features.push_back(area("v1", "built_up", "village", box(84, 54, 92, 61)));  // … with a village on it
  s.features.push_back(area("r1", "hill", "gentle", box(130, 40, 170, 50)));     // 40 x 10: a ridge
  s.features.push_back(area("w1", "lake", "", box(40, 80, 55, 95)));             // never a place
  s.features.push_back(road("road1", {{0, 30}, {180, 30}}));
  s.features.push_back(road("road2", {{60, 0}, {60, 100}}, true));  // crosses road1: a junction
  return s;
}

}  // namespace

TEST_CASE("VPM-2: a village on a steep hill outranks a lone hill - ridges - junctions - sunken roads") {
  Scenario s = hand_made();
  const VpMarkerParams& p = gok_vp();
  auto places = find_vp_places(s, p);
  REQUIRE(places.size() > 5);
  // village (4) + steep hill (4) on one spot: the most prominent place, described from the anchor.
  CHECK(places[0].score == 8);
  CHECK(places[0].features.size() == 2);
  CHECK_THAT(places[0].description, Contains("village v1") && Contains("steep hill h2"));
  CHECK(vp_place_kind(s.features[3], p) == "ridge");
  CHECK(vp_place_kind(s.features[0], p) == "hill");
  CHECK(vp_place_kind(s.features[4], p).empty());
  auto has = [&](const std::string& text, int score) {
    return std::any_of(places.begin(), places.end(),
                       [&](const VpPlace& q) { return q.description == text && q.score == score; });
  };
  CHECK(has("ridge r1", 4));
  CHECK(has("hill h1", 3));
  // The two roads cross at (60, 30): a junction on the sunken road, so a combined place (3 + 3);
  // the sunken road's own place is its middle, (60, 50).
  auto junction = std::find_if(places.begin(), places.end(), [](const VpPlace& q) {
    return !q.features.empty() && q.features.front() == "junction-1";
  });
  REQUIRE(junction != places.end());
  CHECK(junction->at == Point{60, 30});
  CHECK(junction->score == 6);
  CHECK(junction->description == "road junction 1, sunken road road2");
  CHECK(has("sunken road road2", 3));
  // Open ground fills the rest, never on the lake.
  for (const auto& q : places)
    if (q.description == "open ground") CHECK_FALSE(point_in_polygon(q.at, s.features[4].outline));
}

TEST_CASE("VPM-3 to VPM-5 on hand-made terrain: alternate sides - never in one's own zone - spaced") {
  Scenario s = hand_made();
  const VpMarkerParams& p = gok_vp();
  VpPlacementSetup setup;
  setup.first = "B";
  setup.policies = {{"A", find_placement_policy("home-ground")}, {"B", find_placement_policy("home-ground")}};
  auto markers = place_vp_markers(s, find_vp_places(s, p), p, setup);
  REQUIRE(markers.size() == 10);
  for (std::size_t i = 0; i < markers.size(); ++i) {
    CHECK(markers[i].number == static_cast<int>(i) + 1);
    CHECK(markers[i].placed_by == (i % 2 == 0 ? "B" : "A"));
    CHECK_FALSE(in_deployment_zone(s, markers[i].placed_by, markers[i].at));
    for (std::size_t j = 0; j < i; ++j) CHECK(distance(markers[i].at, markers[j].at) >= p.min_spacing_cm);
  }
  // The first marker goes to the best place.
  CHECK(markers[0].prominence == 8);
}

TEST_CASE("1000 GoK scenarios with VP markers pass validate - both policies and the held-ground variant") {
  int failures = 0;
  std::map<int, int> by_value;
  for (std::uint64_t seed = 0; seed < 1000; ++seed) {
    bool held = seed % 2 == 1;
    std::map<std::string, std::string> policies;
    if (seed % 3 == 0) policies = {{"A", "home-ground"}, {"B", "most-prominent"}};
    Scenario s;
    try {
      s = with_markers(seed, held, seed, policies);
    } catch (const GenerationError& e) {
      ++failures;
      FAIL_CHECK("seed " << seed << ": " << e.what());
      continue;
    }
    auto violations = validate_scenario_layer(s, gok());
    auto terrain = gok().generator->validate(s, gok());
    violations.insert(violations.end(), terrain.begin(), terrain.end());
    if (!violations.empty()) {
      ++failures;
      if (failures <= 5)
        FAIL_CHECK("seed " << seed << ": " << violations.front().rule << ": " << violations.front().message);
    }
    if (held) {
      int inside = 0;
      for (const auto& m : s.objectives.markers) inside += in_deployment_zone(s, s.objectives.defender, m.at);
      CHECK(inside == 7);
    }
    for (const auto& m : s.objectives.markers) ++by_value[m.value_pct];
  }
  CHECK(failures == 0);
  CHECK(by_value == std::map<int, int>{{5, 7000}, {15, 1000}, {20, 1000}, {30, 1000}});
}

TEST_CASE("VPM-3: the roll-off is logged and the higher die places first") {
  Scenario s = with_markers(7);
  std::vector<const DiceLogEntry*> rolls;
  for (const auto& e : s.dice_log)
    if (e.rule == "VPM-3") rolls.push_back(&e);
  REQUIRE(rolls.size() >= 2);
  REQUIRE(rolls.size() % 2 == 0);
  const DiceLogEntry& a = *rolls[rolls.size() - 2];
  const DiceLogEntry& b = *rolls[rolls.size() - 1];
  REQUIRE(a.result != b.result);
  CHECK(s.objectives.first_placer == (a.result > b.result ? "A" : "B"));
  CHECK(s.objectives.markers.front().placed_by == s.objectives.first_placer);
}

TEST_CASE("VPM-6: the player's copy holds no VP value - whatever the deal") {
  Scenario one = with_markers(12, false, 1);
  Scenario two = with_markers(12, false, 2);
  // The deal depends on the umpire's key; the places do not.
  REQUIRE(one.objectives.markers.size() == 10);
  for (std::size_t i = 0; i < 10; ++i) CHECK(one.objectives.markers[i].at == two.objectives.markers[i].at);
  std::vector<int> values_one, values_two;
  for (const auto& m : one.objectives.markers) values_one.push_back(m.value_pct);
  for (const auto& m : two.objectives.markers) values_two.push_back(m.value_pct);
  CHECK(values_one != values_two);
  std::string umpire = write_scenario_yaml(one);
  CHECK_THAT(umpire, Contains("value_pct: 30") && Contains("umpire_key: \"1\""));

  std::string player_one = write_scenario_yaml(player_copy(one));
  std::string player_two = write_scenario_yaml(player_copy(two));
  // Two different deals give the same player's file: it carries nothing of the deal.
  CHECK(player_one == player_two);
  CHECK(player_one.find("value_pct") == std::string::npos);
  CHECK(player_one.find("umpire_key") == std::string::npos);
  CHECK(player_one.find("%") == std::string::npos);
  CHECK_THAT(player_one, Contains("view: player"));
  // Still a valid scenario that reads back.
  Scenario back = read_scenario_yaml(player_one, "player.yaml");
  CHECK(back.objectives.view == "player");
  for (const auto& m : back.objectives.markers) CHECK(m.value_pct == 0);
  CHECK(validate_scenario_layer(back, gok()).empty());
}

TEST_CASE("the scenario layer round-trips through YAML and leaves a plain battlefield unchanged") {
  GenerateRequest request;
  request.seed = 31;
  request.options["objectives"] = "vp-markers";
  request.options["armies"] = "true";
  request.options["umpire_key"] = std::to_string(5);
  Scenario s = generate_scenario(gok(), request);
  std::string text = write_scenario_yaml(s);
  Scenario back = read_scenario_yaml(text, "layer.yaml");
  CHECK(back.objectives == s.objectives);
  CHECK(back.armies == s.armies);
  CHECK(back.victory == s.victory);
  CHECK(back == s);
  CHECK(write_scenario_yaml(back) == text);
  CHECK(s.victory.system == "vp-withdrawal");  // GOK-V1: specific objectives agreed
  // The battlefield under the layer is the same as without it.
  Scenario plain = gok_scenario(31);
  CHECK(plain.features == s.features);
  CHECK(plain.crossings == s.crossings);
  std::string plain_text = write_scenario_yaml(plain);
  for (const char* key : {"\nobjectives:", "\narmies:", "\nvictory:"}) CHECK(plain_text.find(key) == std::string::npos);
  // And the request is recorded so the file can be made again.
  Scenario again = generate_scenario(gok(), request_from_scenario(back));
  CHECK(write_scenario_yaml(again) == text);
}

TEST_CASE("the layer refuses what the ruleset cannot do") {
  GenerateRequest request;
  request.seed = 1;
  request.options["objectives"] = "flags";
  CHECK_THROWS_WITH(generate_scenario(gok(), request), Contains("--objectives: 'flags' must be one of vp-markers"));
  request.options.erase("objectives");
  request.options["victory"] = "chess";
  CHECK_THROWS_WITH(generate_scenario(gok(), request), Contains("--victory: 'chess' must be one of army-points"));
  request.options.erase("victory");
  request.options["defender_held_ground"] = "true";
  CHECK_THROWS_WITH(generate_scenario(gok(), request), Contains("--defender-held-ground: needs an objective scheme"));
}

TEST_CASE("validate names the VPM rule a hand-edited scenario breaks") {
  Scenario s = with_markers(3);
  auto& m = s.objectives.markers;
  m[1].at = m[0].at;                                   // VPM-5
  std::swap(m[2].value_pct, m[3].value_pct);           // still the denominations: fine
  m[4].value_pct = 50;                                 // VPM-1
  m[5].placed_by = m[5].placed_by == "A" ? "B" : "A";  // VPM-3
  std::map<std::string, int> rules;
  for (const auto& v : validate_scenario_layer(s, gok())) ++rules[v.rule];
  CHECK(rules["VPM-5"] >= 1);
  CHECK(rules["VPM-1"] == 1);
  CHECK(rules["VPM-3"] == 1);
  Scenario leak = player_copy(with_markers(3));
  leak.objectives.markers[0].value_pct = 30;
  bool caught = false;
  for (const auto& v : validate_scenario_layer(leak, gok())) caught = caught || v.rule == "VPM-6";
  CHECK(caught);
}

TEST_CASE("validate reports bad victory parameters of a hand-edited scenario without failing itself") {
  GenerateRequest request;
  request.seed = 8;
  request.options["armies"] = "true";
  Scenario s = generate_scenario(gok(), request);
  REQUIRE(s.victory.system == "army-points");
  CHECK(validate_scenario_layer(s, gok()).empty());
  s.victory.parameters["lost_below_pct"] = "half";
  s.victory.parameters["bogus"] = "1";
  std::vector<std::string> messages;
  for (const auto& v : validate_scenario_layer(s, gok())) messages.push_back(v.rule + ": " + v.message);
  CHECK(std::count(messages.begin(), messages.end(), "VICTORY: victory.parameters.bogus is not a parameter of army-points") == 1);
  CHECK(std::count(messages.begin(), messages.end(),
                   "VICTORY: victory.parameters.lost_below_pct must be a whole number, not 'half'") == 1);
  CHECK(messages.size() == 2);
}

TEST_CASE("VP markers work on every built-in ruleset and pass its validation") {
  for (const auto& summary : built_in_rulesets()) {
    Ruleset ruleset = load_ruleset(summary.name);
    for (std::uint64_t seed = 0; seed < 40; ++seed) {
      INFO(summary.name << " seed " << seed);
      GenerateRequest request;
      request.seed = seed;
      request.options["objectives"] = "vp-markers";
      request.options["defender_held_ground"] = (seed % 2 == 1) ? "true" : "false";
      request.options["umpire_key"] = std::to_string(seed);
      Scenario s = generate_scenario(ruleset, request);
      CHECK(s.objectives.markers.size() == 10);
      auto violations = validate_scenario_layer(s, ruleset);
      auto terrain = ruleset.generator->validate(s, ruleset);
      violations.insert(violations.end(), terrain.begin(), terrain.end());
      for (const auto& v : violations) FAIL_CHECK(v.rule << ": " << v.message);
    }
  }
}

}  // namespace WARGEN_TEST_FILE
