// GOK-A1, A2, V1: army lists from the ruleset, the seed's two armies as known answers, and the
// generated armies' legality over many seeds.
#include <catch2/catch.hpp>
#include <map>
#include <set>

#include "armies/army_builder.hpp"
#include "armies/army_points.hpp"
#include "core/yaml_access.hpp"
#include "generators/scenario_generator.hpp"
#include "scenario_layer/layer_rules.hpp"
#include "support.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;
using namespace wargen::test;

namespace {

const ArmyListRules& gok_list() { return *layer_rules_or_defaults(gok().layer).armies; }

// An army from the fixture, its unit points taken from the ruleset's list (GOK-V1).
Army fixture_army(const std::string& nation, int& stated_points) {
  std::string path = source_path("tests/fixtures/armies/seed_004_armies.yaml");
  YamlMap root(parse_yaml(read_file(path), path));
  YamlMap army_map = root.map(nation);
  stated_points = army_map.required("points").integer(0, 100);
  Army army;
  army.side = nation == "Prussian" ? "A" : "B";
  army.nation = nation;
  for (const auto& item : army_map.required("units").items()) {
    YamlMap u(item);
    ArmyUnit unit;
    unit.id = "u" + army.side + std::to_string(army.units.size() + 1);
    unit.name = u.required("name").text();
    unit.type = u.required("type").text();
    unit.rating = u.has("rating") ? u.required("rating").text() : "regular";
    REQUIRE(gok_list().type(unit.type) != nullptr);
    unit.points = gok_list().type(unit.type)->points;
    army.units.push_back(unit);
  }
  army.points = army_points(army.units);
  army.lost_at_or_below = lost_at_or_below(army.points, 50);
  return army;
}

}  // namespace

TEST_CASE("GOK-V1 known answers: the seed's Prussian army is worth 30 and the Franco-Bavarian 29") {
  for (const std::string nation : {"Prussian", "Franco-Bavarian"}) {
    INFO(nation);
    int stated = 0;
    Army army = fixture_army(nation, stated);
    CHECK(army.units.size() == 20);
    CHECK(army.points == stated);
    CHECK(army.lost_at_or_below == 14);  // below half of 30 or of 29.5 -> 14 or fewer
    // Both lists obey GOK-A1 as our ruleset encodes it.
    std::vector<Violation> violations;
    check_army(army, gok_list(), 50, violations);
    for (const auto& v : violations) FAIL_CHECK(v.rule << ": " << v.message);
  }
  int prussian = 0, french = 0;
  CHECK(fixture_army("Prussian", prussian).points == 30);
  CHECK(fixture_army("Franco-Bavarian", french).points == 29);
}

TEST_CASE("GOK-V1: the break point is below half exactly") {
  CHECK(lost_at_or_below(30, 50) == 14);
  CHECK(lost_at_or_below(29, 50) == 14);
  CHECK(lost_at_or_below(28, 50) == 13);
  CHECK(lost_at_or_below(1, 50) == 0);
  CHECK(lost_at_or_below(0, 50) == -1);
  CHECK(army_has_lost(14, 29, 50));
  CHECK_FALSE(army_has_lost(15, 29, 50));
  CHECK_FALSE(army_has_lost(15, 30, 50));
}

TEST_CASE("check_army names what breaks GOK-A1 and GOK-V1") {
  int stated = 0;
  Army army = fixture_army("Prussian", stated);
  army.units[19].type = "cuirassiers";  // a gun becomes a fifth cuirassier squadron
  army.units[3].rating = "elite";       // a second elite battalion
  army.units[4].points = 5;
  std::vector<Violation> out;
  check_army(army, gok_list(), 50, out);
  std::set<std::string> messages;
  for (const auto& v : out) messages.insert(v.rule + ": " + v.message);
  CHECK(messages.count("GOK-A1: side A's army has 5 cuirassiers, outside 2..4") == 1);
  CHECK(messages.count("GOK-A1: side A's army has more cuirassiers than dragoons") == 1);
  CHECK(messages.count("GOK-A1: side A's army: elite foot is not allowed here") == 1);
  CHECK(messages.count("GOK-V1: side A's army: unit uA5 (foot) is worth 2 points, not 5") == 1);
  CHECK(messages.count("GOK-V1: side A's army says 30 points; its units add up to 33") == 1);
}

TEST_CASE("2000 generated army pairs are legal - of different nations - with every type and nation seen") {
  std::map<std::string, int> nations;
  std::map<int, int> foot_counts;
  int elite_foot = 0, superior = 0;
  for (std::uint64_t seed = 0; seed < 2000; ++seed) {
    std::vector<DiceLogEntry> log;
    auto armies = build_armies(gok_list(), seed, 50, log);
    REQUIRE(armies.size() == 2);
    CHECK(armies[0].nation != armies[1].nation);
    for (const auto& army : armies) {
      std::vector<Violation> out;
      check_army(army, gok_list(), 50, out);
      if (!out.empty()) FAIL_CHECK("seed " << seed << ": " << out.front().message);
      ++nations[army.nation];
      int foot = 0;
      for (const auto& u : army.units) {
        foot += u.type == "foot";
        elite_foot += u.type == "foot" && u.rating == "elite";
        superior += u.type == "general" && u.rating == "superior";
        CHECK_FALSE(u.name.empty());
      }
      ++foot_counts[foot];
      CHECK(army.units.front().type == "general");
    }
    // Every die is logged under a rule: the two nations, one per unit above the minimums (more
    // when a full type rolls again), the elite options and the general's rating.
    for (const auto& e : log) CHECK((e.rule == "GOK-A1" || e.rule == "GOK-A2"));
  }
  CHECK(nations.size() == 7);
  CHECK(foot_counts.count(6) == 1);
  CHECK(foot_counts.count(7) == 1);
  CHECK(foot_counts.count(8) == 1);
  CHECK(elite_foot > 0);
  // GOK-A2 DESIGN: superior on 5-6 of a d6 -> about a third of 4000 generals.
  CHECK(superior > 1200);
  CHECK(superior < 1470);
}

TEST_CASE("unit names come from the nation's table") {
  std::vector<DiceLogEntry> log;
  auto armies = build_armies(gok_list(), 7, 50, log);
  for (const auto& army : armies) {
    const NationNames* names = gok_list().nation(army.nation);
    REQUIRE(names != nullptr);
    for (const auto& u : army.units) {
      const auto& plain = names->names.at(u.type);
      bool found = std::find(plain.begin(), plain.end(), u.name) != plain.end();
      auto elite = names->names.find("elite_" + u.type);
      if (elite != names->names.end())
        found = found || std::find(elite->second.begin(), elite->second.end(), u.name) != elite->second.end();
      CHECK(found);
    }
  }
}

TEST_CASE("roll_choice uses a real die and rolls again above the number of choices") {
  Pcg32 rng = Pcg32::for_stage(3, "choice");
  std::vector<DiceLogEntry> log;
  std::vector<int> seen(7, 0);
  for (int i = 0; i < 7000; ++i) ++seen[static_cast<std::size_t>(roll_choice(7, rng, log, "GOK-A2", "nation"))];
  for (int count : seen) CHECK(count > 850);
  for (const auto& e : log) CHECK(e.dice == "1d8");
  CHECK(log.size() > 7000);  // some 8s rolled again
}

}  // namespace WARGEN_TEST_FILE
