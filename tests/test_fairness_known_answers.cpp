// Known answers for the fairness measures (docs/fairness.md) on hand-made tables.

#include <catch2/catch.hpp>

#include "fairness/fairness_report.hpp"
#include "fairness_tables.hpp"
#include "scenario/scenario_reader.hpp"
#include "yaml_query.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;
using namespace wargen::test;

namespace {
const MeasureBalance& measure(const FairnessReport& r, const std::string& name) {
  for (const auto& m : r.measures)
    if (m.measure == name) return m;
  FAIL("no measure " << name);
  throw;
}
}  // namespace

TEST_CASE("Fairness: a point-symmetric table scores 1", "[fairness]") {
  Scenario s = open_table(15);
  const Polygon wood = {{17.3, 22.1}, {38.9, 24.6}, {35.2, 33.7}, {19.6, 31.2}};
  const Polygon hill = {{61.4, 18.2}, {90.7, 20.9}, {84.1, 36.3}, {66.2, 33.8}};
  const Polygon town = {{98.6, 27.4}, {109.2, 27.4}, {109.2, 36.1}, {98.6, 36.1}};
  s.features = {area("f1", "wood", wood),
                area("f2", "wood", rotated_half_turn(wood, 120, 80)),
                area("f3", "hill", hill),
                area("f4", "hill", rotated_half_turn(hill, 120, 80)),
                area("f5", "built_up", town),
                area("f6", "built_up", rotated_half_turn(town, 120, 80)),
                line("f7", "obstacle", {{40.2, 12.5}, {52.7, 18.9}}, 1),
                line("f8", "obstacle", {{120 - 40.2, 80 - 12.5}, {120 - 52.7, 80 - 18.9}}, 1)};
  s.features[4].objective = true;
  s.features[4].points = {{"A", 10}, {"B", 5}};
  s.features[5].objective = true;
  s.features[5].points = {{"A", 5}, {"B", 10}};
  const FairnessReport r = measure_fairness(s);
  CHECK(r.balance == Approx(1).epsilon(1e-12));
  for (const auto& m : r.measures) CHECK(m.balance == Approx(1).epsilon(1e-12));
  CHECK(measure(r, "cover_count").a == Approx(2));
  CHECK(measure(r, "terrain_area_cm2").a == Approx(measure(r, "terrain_area_cm2").b));
  CHECK(measure(r, "obstacle_length_cm").counted);
  CHECK(measure(r, "objective_points").a == Approx(15));
  CHECK_FALSE(measure(r, "river_crossings").counted);  // no crossings: says nothing either way
}

TEST_CASE("Fairness: all cover in one half scores 0.0533", "[fairness]") {
  // Three woods in A's half behind A's zone, none in B's, nothing else. Counted measures: terrain
  // count and area, cover count and area (each 1 - |n - 0| / max(n, reference) = 0: 3 pieces
  // against the reference 2, 540 cm² against 480 cm², a twentieth of the table) and the sight of
  // the enemy's zone (the woods are not between the zones: both see all of it, 1).
  // Mean (0 + 0 + 0 + 0 + 1) / 5 = 0.2; the least stake (terrain or cover area) 0. Both area
  // stakes are wholly A's: one-sided (1 - 0)² × 540 / 480 = 1.125 references. Balance
  // (0.3 × 0.2 + 0.7 × 0) / 1.125 = 0.06 / 1.125 = 0.05333, as docs/fairness.md works out.
  Scenario s = open_table();
  s.deployment = {{"A", "south", rect(0, 20, 120, 30)}, {"B", "north", rect(0, 50, 120, 60)}};
  s.features = {area("f1", "wood", rect(10, 2, 25, 12)), area("f2", "wood", rect(50, 2, 65, 15)),
                area("f3", "wood", rect(90, 4, 105, 17))};
  const FairnessReport r = measure_fairness(s);
  CHECK(measure(r, "cover_count").a == Approx(3));
  CHECK(measure(r, "cover_count").b == 0);
  CHECK(measure(r, "cover_area_cm2").a == Approx(150 + 195 + 195));
  CHECK(measure(r, "cover_area_cm2").reference == Approx(480));
  CHECK(measure(r, "enemy_zone_visible_share").a == 1);
  CHECK(measure(r, "enemy_zone_visible_share").b == 1);
  int counted = 0;
  for (const auto& m : r.measures) counted += m.counted;
  CHECK(counted == 5);
  CHECK(r.mean_balance == Approx(0.2));
  CHECK(r.least_stake == 0);
  CHECK(r.one_sided == Approx(1.125));
  CHECK(r.balance == Approx(0.05333).margin(1e-5));
  CHECK(r.substance.pieces == 3);
  CHECK(r.substance.terrain_share == Approx(540.0 / 9600));
  CHECK(r.substance.above_floor);
}

TEST_CASE("Fairness: one small wood on one side is a trifle, not a total imbalance", "[fairness]") {
  // A 10 × 5 cm wood in A's half: count 1 - 1 / max(1, 2) = 0.5, area 1 - 50 / max(50, 480) =
  // 0.8958 (terrain and cover alike), sight of the enemy zone 1. Mean
  // (0.5 + 0.8958 + 0.5 + 0.8958 + 1) / 5 = 0.7583, least stake 0.8958, balance
  // 0.3 × 0.7583 + 0.7 × 0.8958 = 0.8546; one-sided: (1 - 0.8958)² × 50 / 480 = 0.0011, under 1,
  // so it divides by 1. Its substance is under the floor: 50 cm² is 0.52 % of
  // the table.
  Scenario s = open_table();
  s.features = {area("f1", "wood", rect(50, 20, 60, 25))};
  const FairnessReport r = measure_fairness(s);
  CHECK(measure(r, "terrain_count").balance == Approx(0.5));
  CHECK(measure(r, "cover_area_cm2").balance == Approx(1 - 50.0 / 480));
  CHECK(r.mean_balance == Approx((0.5 + 2 * (1 - 50.0 / 480) + 0.5 + 1) / 5));
  CHECK(r.least_stake == Approx(1 - 50.0 / 480));
  CHECK(r.one_sided == 1);
  CHECK(r.balance == Approx(0.3 * r.mean_balance + 0.7 * r.least_stake));
  CHECK(r.balance == Approx(0.8546).margin(1e-4));
  CHECK_FALSE(r.substance.above_floor);
}

TEST_CASE("Fairness: an empty table balances and has no substance", "[fairness]") {
  const FairnessReport r = measure_fairness(open_table());
  CHECK(r.balance == 1);
  CHECK(r.substance.score == 0);
  CHECK_FALSE(r.substance.above_floor);
}

TEST_CASE("Fairness: a players' choice site is open ground until named", "[fairness]") {
  Scenario s = open_table();
  s.features = {area("f1", "players_choice", rect(50, 20, 80, 40))};
  const FairnessReport r = measure_fairness(s);
  CHECK(measure(r, "terrain_count").a == 0);
  CHECK_FALSE(measure(r, "terrain_area_cm2").counted);
  CHECK(r.substance.pieces == 0);
}

TEST_CASE("Fairness: a side's own half is the ruleset's band where it draws one (NPOW-T4, O2)", "[fairness]") {
  // A hill in the central zone between the bands counts for both sides by nearness once the
  // scenario draws each side's half: its depth 30-38 cm lies 5-13 cm into the 30 cm between A's
  // band (to 25) and B's (from 55), so A's share is the mean of (55 - y) / 30 over it,
  // (55 - 34) / 30 = 0.7, and B's 0.3. An objective there is in neither band: no one's points.
  Scenario s = open_table();
  s.features = {area("f1", "hill", rect(50, 30, 70, 38))};
  s.features[0].objective = true;
  s.features[0].points = {{"A", 20}};
  CHECK(measure(measure_fairness(s), "terrain_count").a == 1);
  CHECK(measure(measure_fairness(s), "objective_points").a == 20);
  s.zones = {{"half_A", "own_half", "A", rect(0, 0, 120, 25), {}}, {"half_B", "own_half", "B", rect(0, 55, 120, 80), {}}};
  const FairnessReport banded = measure_fairness(s);
  CHECK(measure(banded, "terrain_count").a == Approx(0.7));
  CHECK(measure(banded, "terrain_count").b == Approx(0.3));
  CHECK(measure(banded, "terrain_area_cm2").a == Approx(0.7 * 160));
  CHECK_FALSE(measure(banded, "objective_points").counted);
  CHECK(banded.sides[1].half.min_y == Approx(55));
  CHECK(banded.sides[1].half.max_y == Approx(80));
}

TEST_CASE("Fairness: a hand-written NPOW 300 table has the balance worked out by hand", "[fairness]") {
  // 120 × 80 cm, NPOW-T4's bands: A's own half 0-25 cm, B's 55-80, the central zone between; the
  // deployment zones are the bands. Three pieces of rough ground (no cover, no height: sight is
  // open everywhere, both sides see all of the other zone and of each objective, 1 and 1):
  //   f1 20 × 10 at y 5-15, in A's band, an objective with 10 + 20 = 30 points;
  //   f2 20 × 10 at y 35-45, in the central zone: A's share is the mean of (55 - y) / 30 over it,
  //      (55 - 40) / 30 = 0.5, B's 0.5 (100 cm² each);
  //   f3 10 × 10 at y 62-72, in B's band, an objective with 15 points.
  // terrain_count A 1 + 0.5 = 1.5, B 0.5 + 1 = 1.5: balance 1.
  // terrain_area_cm2 A 200 + 100 = 300, B 100 + 100 = 200, reference 480 (a twentieth of 9 600):
  //   1 - 100 / max(500, 480) = 0.8.
  // objective_count 1 and 1: 1. objective_points A 30, B 15 (reference a quarter of 45):
  //   1 - 15 / 45 = 0.6667.
  // objective_distance_cm, weighted by points: A's zone touches f1 (0) and is 62 - 25 = 37 from f3,
  //   (30 × 0 + 15 × 37) / 45 = 12.3333; B's zone is 55 - 15 = 40 from f1 and touches f3,
  //   (30 × 40 + 15 × 0) / 45 = 26.6667; 1 - 14.3333 / max(39, 20) = 0.6325.
  // Cover, impassable ground, obstacles, crossings, supply roads: none on either side, not counted.
  // Mean of the 7 counted: (1 + 0.8 + 1 + 0.6667 + 0.6325 + 1 + 1) / 7 = 0.8713; least stake
  // 0.6325 (the distance). One-sided, (1 - balance)² × |A - B| / reference per stake: terrain area
  // 0.2² × 100 / 480 = 0.0083, points (1/3)² × 15 / 11.25 = 0.1481, distance 0.3675² × 14.33 / 20
  // = 0.0968: all under 1, so it divides by 1. Balance 0.3 × 0.8713 + 0.7 × 0.6325 = 0.7041.
  // Substance 500 / 9 600.
  const Scenario s = read_scenario_yaml(R"(format: wargen-scenario/1
id: hand-npow300
seed: 0
generator: {name: hand, version: "1"}
ruleset: {name: npow300, digest: ""}
table: {width_cm: 120, depth_cm: 80}
zones:
  - {id: central, kind: central, side: "", polygon: [[0, 25], [120, 25], [120, 55], [0, 55]]}
  - {id: half_A, kind: own_half, side: A, polygon: [[0, 0], [120, 0], [120, 25], [0, 25]]}
  - {id: half_B, kind: own_half, side: B, polygon: [[0, 55], [120, 55], [120, 80], [0, 80]]}
features:
  - {id: f1, kind: rough, outline: [[10, 5], [30, 5], [30, 15], [10, 15]], objective: true, points: {A: 10, B: 20}}
  - {id: f2, kind: rough, outline: [[80, 35], [100, 35], [100, 45], [80, 45]]}
  - {id: f3, kind: rough, outline: [[60, 62], [70, 62], [70, 72], [60, 72]], objective: true, points: {A: 15}}
deployment:
  - {side: A, edge: south, polygon: [[0, 0], [120, 0], [120, 25], [0, 25]]}
  - {side: B, edge: north, polygon: [[0, 55], [120, 55], [120, 80], [0, 80]]}
)",
                                        "hand-npow300.yaml");
  const FairnessReport r = measure_fairness(s);
  CHECK(measure(r, "terrain_count").a == Approx(1.5));
  CHECK(measure(r, "terrain_count").b == Approx(1.5));
  CHECK(measure(r, "terrain_area_cm2").a == Approx(300));
  CHECK(measure(r, "terrain_area_cm2").b == Approx(200));
  CHECK(measure(r, "terrain_area_cm2").balance == Approx(0.8));
  CHECK(measure(r, "objective_points").balance == Approx(1 - 15.0 / 45));
  CHECK(measure(r, "objective_distance_cm").a == Approx(15.0 * 37 / 45));
  CHECK(measure(r, "objective_distance_cm").b == Approx(30.0 * 40 / 45));
  CHECK(measure(r, "objective_distance_cm").balance == Approx(1 - (800.0 - 370) / 30 / 39));
  CHECK(measure(r, "enemy_zone_visible_share").balance == 1);
  CHECK(measure(r, "objective_visible_share").balance == 1);
  CHECK_FALSE(measure(r, "cover_area_cm2").counted);
  int counted = 0;
  for (const auto& m : r.measures) counted += m.counted;
  CHECK(counted == 7);
  CHECK(r.least_stake == Approx(0.6325).margin(1e-4));
  CHECK(r.mean_balance == Approx(0.8713).margin(1e-4));
  CHECK(r.one_sided == 1);
  CHECK(r.balance == Approx(0.7041).margin(1e-4));
  CHECK(r.substance.terrain_share == Approx(500.0 / 9600));
}

TEST_CASE("Fairness: a wood between two zones blocks their sight", "[fairness]") {
  // Narrow zones facing each other across the table; a wood across the corridor between them.
  Scenario s = open_table(10, 50, 70);
  CHECK(measure(measure_fairness(s), "enemy_zone_visible_share").a == 1);
  s.features = {area("f1", "wood", rect(30, 20, 90, 30))};
  const FairnessReport r = measure_fairness(s);
  CHECK(measure(r, "enemy_zone_visible_share").a == 0);
  CHECK(measure(r, "enemy_zone_visible_share").b == 0);
  // A hill under A's zone lifts it over the wood, which is nearer to A than to B: both see again
  // (sight is mutual), since the wood's top stays under the line from hilltop eye to B's eye.
  s.features.push_back(area("f2", "hill", rect(0, 0, 120, 12)));
  const FairnessReport lifted = measure_fairness(s);
  CHECK(measure(lifted, "enemy_zone_visible_share").a == 1);
  CHECK(measure(lifted, "enemy_zone_visible_share").b == 1);
}

TEST_CASE("Fairness: a scenario without two deployment zones is refused", "[fairness]") {
  Scenario s = open_table();
  s.deployment.pop_back();
  CHECK_THROWS_WITH(measure_fairness(s), Catch::Contains("deployment zone"));
}

TEST_CASE("Fairness report as YAML", "[fairness]") {
  Scenario s = open_table(10);
  s.features = {area("f1", "wood", rect(10, 2, 25, 7))};
  s.features[0].objective = true;
  s.features[0].points = {{"A", 10}, {"B", 5}};
  const YamlQuery y(fairness_yaml(measure_fairness(s)));
  CHECK(y["format"].text() == "wargen-fairness/2");
  CHECK(y["scenario"].text() == "hand-made");
  CHECK(y["sight"]["cell_cm"].number() == 5);
  CHECK(y["measures"].size() == 13);
  REQUIRE(y["sides"].size() == 2);
  CHECK(y["sides"][0]["side"].text() == "A");
  CHECK(y["sides"][0]["half"]["objective_points"].number() == 15);
  CHECK(y["sides"][1]["half"]["objective_points"].number() == 0);
  CHECK(y["sides"][1]["objectives"][0]["id"].text() == "f1");
  CHECK(y["sides"][1]["objectives"][0]["distance_cm"].number() == 63);  // from y = 70 down to y = 7
  const double balance = y["balance"].number();
  CHECK(balance >= 0);
  CHECK(balance < 1);
}

}  // namespace WARGEN_TEST_FILE
