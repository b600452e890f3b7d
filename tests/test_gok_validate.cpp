// `validate` catches each broken rule with its rule ID: hand-broken copies of valid scenarios.
#include <catch2/catch.hpp>

#include <algorithm>

#include "gok_ford_reading.hpp"
#include "support.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;
using namespace wargen::test;

namespace {
std::vector<std::string> rules_broken(const Scenario& s, const Ruleset& ruleset = gok()) {
  std::vector<std::string> rules;
  for (const auto& v : ruleset.generator->validate(s, ruleset)) rules.push_back(v.rule);
  return rules;
}

bool breaks(const Scenario& s, const std::string& rule, const Ruleset& ruleset = gok()) {
  auto rules = rules_broken(s, ruleset);
  for (const auto& r : rules) INFO(r);
  return std::find(rules.begin(), rules.end(), rule) != rules.end();
}

// The first seed whose scenario has what `wanted` asks for.
template <typename Predicate>
Scenario first_scenario(Predicate wanted, bool with_fords = false) {
  for (std::uint64_t seed = 0; seed < 1000; ++seed) {
    Scenario s = with_fords ? gok_with_fords_scenario(seed) : gok_scenario(seed);
    if (wanted(s)) return s;
  }
  throw std::runtime_error("no seed below 1000 has it");
}

Scenario with_river_and_crossings() {
  return first_scenario([](const Scenario& s) {
    return std::any_of(s.features.begin(), s.features.end(), [](const Feature& f) { return f.kind == "river"; }) &&
           !s.crossings.empty();
  });
}

Feature& feature_of_kind(Scenario& s, const std::string& kind) {
  return *std::find_if(s.features.begin(), s.features.end(), [&](const Feature& f) { return f.kind == kind; });
}

Feature& first_area(Scenario& s) {
  return *std::find_if(s.features.begin(), s.features.end(), [](const Feature& f) { return f.is_area(); });
}
}  // namespace

TEST_CASE("an untouched scenario breaks no rule") {
  CHECK(rules_broken(with_river_and_crossings()).empty());
}

TEST_CASE("GOK-T1 and GOK-T2: the table and its sectors are the ruleset's") {
  Scenario s = with_river_and_crossings();
  s.table_depth_cm = 90;
  CHECK(breaks(s, "GOK-T1"));
  s = with_river_and_crossings();
  s.sectors[3].width_cm = 20;
  CHECK(breaks(s, "GOK-T2"));
}

TEST_CASE("GOK-T3: a feature in a sector whose die showed no piece") {
  Scenario s = with_river_and_crossings();
  // Move a feature's home to a sector that rolled 1-3.
  std::vector<std::string> empty_sectors;
  int index = 0;
  for (const auto& e : s.dice_log)
    if (e.rule == "GOK-T3" && e.result < 4) empty_sectors.push_back(s.sectors[static_cast<std::size_t>(index++)].id);
    else if (e.rule == "GOK-T3") ++index;
  REQUIRE(!empty_sectors.empty());
  first_area(s).sector = empty_sectors.front();
  CHECK(breaks(s, "GOK-T3"));
}

TEST_CASE("GOK-T5: a size outside the ruleset's range and an unknown variant") {
  Scenario s = with_river_and_crossings();
  Feature& area = first_area(s);
  if (area.kind == "players_choice") area.attributes["length_cm"] = "40";
  else area.attributes["length_cm"] = "99";
  CHECK((breaks(s, "GOK-T5") || breaks(s, "GOK-T7")));
  s = with_river_and_crossings();
  Feature& river = feature_of_kind(s, "river");
  river.attributes["variant"] = "canal";
  CHECK(breaks(s, "GOK-T5"));
}

TEST_CASE("GOK-T6: a river that stops in the middle of the table") {
  Scenario s = with_river_and_crossings();
  Feature& river = feature_of_kind(s, "river");
  river.path.back() = {91.44, 38.1};
  CHECK(breaks(s, "GOK-T6"));
}

TEST_CASE("GOK-T6: a watercourse that leaves by the edge it came in by, or leaves the table too short") {
  Scenario s = first_scenario([](const Scenario& s) {
    return std::any_of(s.features.begin(), s.features.end(), [](const Feature& f) {
      return is_watercourse_kind(f.kind) && f.attributes.at("origin") == "edge:south" &&
             f.attributes.at("end") == "edge:north";
    });
  });
  Feature& w = *std::find_if(s.features.begin(), s.features.end(), [](const Feature& f) {
    return is_watercourse_kind(f.kind) && f.attributes.at("origin") == "edge:south" &&
           f.attributes.at("end") == "edge:north";
  });
  Scenario hairpin = s;
  Feature& bent =
      *std::find_if(hairpin.features.begin(), hairpin.features.end(), [&](const Feature& f) { return f.id == w.id; });
  bent.path = {bent.path.front(), {bent.path.front().x + 20, 30}, {bent.path.front().x + 40, 0}};
  CHECK(breaks(hairpin, "GOK-T6"));

  Scenario stub = s;
  Feature& short_one =
      *std::find_if(stub.features.begin(), stub.features.end(), [&](const Feature& f) { return f.id == w.id; });
  short_one.path = {{5, 0}, {5, 10}, {0, 15}};  // in by the south edge, out by the west, 17 cm long
  CHECK(breaks(stub, "GOK-T6"));
}

TEST_CASE("GOK-T8: a river without its crossings, or with other movement") {
  Scenario s = with_river_and_crossings();
  s.crossings.pop_back();
  CHECK(breaks(s, "GOK-T8"));
  s = with_river_and_crossings();
  feature_of_kind(s, "river").attributes["movement"] = "walk on water";
  CHECK(breaks(s, "GOK-T8"));
}

TEST_CASE("GOK-T8: two crossings on one river closer than crossing_gap_cm") {
  Scenario s = first_scenario(
      [](const Scenario& s) { return s.crossings.size() >= 2 && s.crossings[0].feature == s.crossings[1].feature; });
  REQUIRE(rules_broken(s).empty());
  s.crossings[1].at = s.crossings[0].at;  // still on its river, now on top of the other one
  CHECK(breaks(s, "GOK-T8"));
}

TEST_CASE("GOK-T8: fewer crossings than rolled only with a note, and fords go before bridges") {
  // A river the generator had no room on says so, and is valid.
  Scenario dropped = first_scenario([](const Scenario& s) {
    return std::any_of(s.features.begin(), s.features.end(),
                       [](const Feature& f) { return f.attributes.count("crossings_note"); });
  });
  CHECK(rules_broken(dropped).empty());

  // Taking a crossing away and saying so in a note is not enough when the counts do not add up.
  // Fords come with GOK-T8's 1d2-1 reading (the default rolls none).
  Scenario s = first_scenario(
      [](const Scenario& s) {
        std::size_t bridges = 0, fords = 0;
        for (const auto& c : s.crossings)
          (c.kind == "bridge" ? bridges : fords) += c.feature == s.crossings.front().feature;
        return bridges >= 1 && fords >= 1;
      },
      true);
  Feature& river = *std::find_if(s.features.begin(), s.features.end(),
                                 [&](const Feature& f) { return f.id == s.crossings.front().feature; });
  Scenario noted = s;
  Feature& noted_river =
      *std::find_if(noted.features.begin(), noted.features.end(), [&](const Feature& f) { return f.id == river.id; });
  noted_river.attributes["crossings_note"] = "no room";
  noted_river.attributes["bridges_rolled"] = river.attributes.at("bridges");
  noted_river.attributes["fords_rolled"] = river.attributes.at("fords");
  CHECK(breaks(noted, "GOK-T8", gok_with_fords()));  // a note, yet every rolled crossing is there

  // A bridge left out while a ford stays: the guns' only way over went first.
  Scenario no_bridge = noted;
  auto bridge = std::find_if(no_bridge.crossings.begin(), no_bridge.crossings.end(),
                             [&](const Crossing& c) { return c.feature == river.id && c.kind == "bridge"; });
  no_bridge.crossings.erase(bridge);
  Feature& no_bridge_river = *std::find_if(no_bridge.features.begin(), no_bridge.features.end(),
                                           [&](const Feature& f) { return f.id == river.id; });
  no_bridge_river.attributes["bridges"] = std::to_string(std::stoi(river.attributes.at("bridges")) - 1);
  CHECK(breaks(no_bridge, "GOK-T8", gok_with_fords()));
}

TEST_CASE("WARGEN-PLACE: overlapping features and features off the table") {
  Scenario s = first_scenario([](const Scenario& s) {
    return std::count_if(s.features.begin(), s.features.end(), [](const Feature& f) { return f.is_area(); }) >= 2;
  });
  std::vector<Feature*> areas;
  for (auto& f : s.features)
    if (f.is_area()) areas.push_back(&f);
  Scenario overlapping = s;
  std::vector<Feature*> areas_copy;
  for (auto& f : overlapping.features)
    if (f.is_area()) areas_copy.push_back(&f);
  // Put the second area's outline right on top of the first one's.
  Point from = centroid(areas_copy[1]->outline), to = centroid(areas_copy[0]->outline);
  for (auto& p : areas_copy[1]->outline) p = {p.x - from.x + to.x, p.y - from.y + to.y};
  CHECK(breaks(overlapping, "WARGEN-PLACE"));

  Scenario off = s;
  for (auto& f : off.features)
    if (f.is_area()) {
      for (auto& p : f.outline) p.y += 200;
      break;
    }
  CHECK(breaks(off, "WARGEN-PLACE"));
}

TEST_CASE("GOK-W2 and GOK-W3: the weather gauge moves one notch at most, with the right effects") {
  Scenario s = with_river_and_crossings();
  REQUIRE(s.weather.turns.size() >= 3);
  Scenario jump = s;
  jump.weather.turns[1].gauge = jump.weather.turns[0].gauge >= 7 ? 2 : 12;
  CHECK(breaks(jump, "GOK-W2"));
  Scenario wrong_state = s;
  wrong_state.weather.turns[0].state = wrong_state.weather.turns[0].state == "fog" ? "fair" : "fog";
  CHECK(breaks(wrong_state, "GOK-W3"));
  // Three turns on the same fair number: the third brings extreme heat (GOK-W3).
  Scenario heat = s;
  for (int i = 0; i < 3; ++i) {
    auto& turn = heat.weather.turns[static_cast<std::size_t>(i)];
    turn = {i + 1, 7, "fair", false, 0, 0, 0};
  }
  heat.weather.turns.resize(3);
  CHECK(breaks(heat, "GOK-W3"));
  heat.weather.turns[2].extreme_heat = true;
  heat.weather.turns[2].movement_pct = -25;
  CHECK_FALSE(breaks(heat, "GOK-W3"));
}

TEST_CASE("DICE and WARGEN-DEPLOY: a tampered dice log and a moved deployment zone") {
  Scenario s = with_river_and_crossings();
  s.dice_log.front().result += 1;
  CHECK(breaks(s, "DICE"));
  s = with_river_and_crossings();
  s.deployment[0].polygon[2].y = 30;
  CHECK(breaks(s, "WARGEN-DEPLOY"));
}

TEST_CASE("GOK-T7: --choice takes the player's pick - without it an open site is left") {
  std::uint64_t seed = 0;
  Scenario open;
  for (;; ++seed) {
    open = gok_scenario(seed);
    if (std::any_of(open.features.begin(), open.features.end(),
                    [](const Feature& f) { return f.kind == "players_choice" && f.attributes.at("player") == "A"; }))
      break;
  }
  const Feature& site = feature_of_kind(open, "players_choice");
  CHECK(!site.attributes.at("suggested_kind").empty());

  GenerateRequest request;
  request.seed = seed;
  request.options = {{"choice_A", "wood"}, {"choice_B", "steep_hill"}};
  Scenario chosen = generate_scenario(gok(), request);
  CHECK(chosen.options.at("choice_A") == "wood");
  CHECK(std::none_of(chosen.features.begin(), chosen.features.end(),
                     [](const Feature& f) { return f.kind == "players_choice"; }));
  bool took_a = false;
  for (const auto& f : chosen.features)
    if (f.attributes.count("chosen_by") && f.attributes.at("chosen_by") == "A") {
      took_a = true;
      CHECK(f.kind == "wood");
    }
  CHECK(took_a);
  CHECK(gok().generator->validate(chosen, gok()).empty());

  request.options = {{"choice_A", "dragon"}};
  CHECK_THROWS_WITH(generate_scenario(gok(), request), Catch::Contains("--choice: 'A=dragon' must be one of"));
  request.options = {{"choice_C", "wood"}};
  CHECK_THROWS_WITH(generate_scenario(gok(), request), Catch::Contains("not an option of ruleset gok"));
}

TEST_CASE("GOK-T7: a ruleset whose policy is reroll never leaves an open site") {
  std::string text = read_file(source_path("rulesets/gok.yaml"));
  auto at = text.find("policy: leave_open");
  REQUIRE(at != std::string::npos);
  text.replace(at, std::string("policy: leave_open").size(), "policy: reroll");
  Ruleset reroll = load_ruleset_text(text, "gok-reroll.yaml");
  for (std::uint64_t seed = 0; seed < 300; ++seed) {
    Scenario s = generate_scenario(reroll, GenerateRequest{seed, {}});
    REQUIRE(std::none_of(s.features.begin(), s.features.end(),
                         [](const Feature& f) { return f.kind == "players_choice"; }));
    REQUIRE(reroll.generator->validate(s, reroll).empty());
  }
}

}  // namespace WARGEN_TEST_FILE
