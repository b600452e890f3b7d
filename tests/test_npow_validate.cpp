// `validate` catches each broken NPOW rule with its rule ID: hand-broken copies of valid scenarios,
// one per rule (rules.md NPOW-T1..T4, S1..S6, P1..P5, E1, L1..L3, O1..O2).
#include <catch2/catch.hpp>

#include "generators/npow/table_bands.hpp"
#include "npow_support.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;
using namespace wargen::test;

namespace {

bool breaks(const Scenario& s, const std::string& rule) {
  auto rules = npow_rules_broken(s);
  for (const auto& r : rules) INFO(r);
  return std::find(rules.begin(), rules.end(), rule) != rules.end();
}

bool has_river(const Scenario& s) { return has_kind(s, "river"); }

Feature* objective_area(Scenario& s, const std::string& kind) {
  for (auto& f : s.features)
    if (f.kind == kind && f.objective.value_or(false)) return &f;
  return nullptr;
}

// Moves `f` so its outline's lowest point lies at `y`.
void put_bottom_at(Feature& f, double y) { move_feature(f, 0, y - bounding_box(f.outline).min_y); }

}  // namespace

TEST_CASE("untouched NPOW scenarios break no rule", "[npow][validate]") {
  for (std::uint64_t seed : {1, 2, 3}) CHECK(npow_rules_broken(npow_scenario(seed)).empty());
  CHECK(npow_rules_broken(npow_scenario(4, "south", "npow300"), "npow300").empty());
}

TEST_CASE("NPOW-T1 and NPOW-T2: the table and its 60 cm sectors are the ruleset's", "[npow][validate]") {
  Scenario s = npow_scenario(1);
  s.table_depth_cm = 130;
  CHECK(breaks(s, "NPOW-T1"));
  s = npow_scenario(1);
  s.sectors[2].width_cm = 50;
  CHECK(breaks(s, "NPOW-T2"));
}

TEST_CASE("NPOW-T3 and NPOW-T4: the central zone and the own halves are where the rules put them", "[npow][validate]") {
  Scenario s = npow_scenario(1);
  for (auto& z : s.zones)
    if (z.kind == "central")
      for (auto& p : z.polygon) p.y += 10;
  CHECK(breaks(s, "NPOW-T3"));
  s = npow_scenario(1);
  for (auto& z : s.zones)
    if (z.kind == "own_half") z.side = z.side == "A" ? "B" : "A";
  CHECK(breaks(s, "NPOW-T4"));
}

TEST_CASE("NPOW-S1: an element the dice did not roll", "[npow][validate]") {
  Scenario s = npow_scenario(1);
  Feature extra = kind_of(s, "supply_line");
  extra.id = "f99";
  extra.kind = "rough";
  extra.attributes = {{"element", "13"}, {"template", "rough"}};
  extra.objective = false;
  extra.points.clear();
  move_feature(extra, 0, -40);
  s.features.push_back(extra);
  CHECK(breaks(s, "NPOW-S1"));
}

TEST_CASE("NPOW-S2: an element that is not what its die gave", "[npow][validate]") {
  Scenario s = first_npow_scenario([](const Scenario& s) { return has_kind(s, "wood"); });
  Feature& wood = kind_of(s, "wood");
  wood.kind = "marsh";
  wood.attributes["template"] = "marsh";
  CHECK(breaks(s, "NPOW-S2"));
}

TEST_CASE("NPOW-S3: a river one section short", "[npow][validate]") {
  Scenario s = first_npow_scenario(has_river);
  kind_of(s, "river").sections.pop_back();
  CHECK(breaks(s, "NPOW-S3"));
}

TEST_CASE("NPOW-S4: a river that stops in the middle of the table", "[npow][validate]") {
  Scenario s = first_npow_scenario(has_river);
  Feature& river = kind_of(s, "river");
  // Its mouth pulled back off the edge: the same length, ending nowhere.
  Point end = river.path.back(), before = river.path[river.path.size() - 6];
  river.path.back() = {(end.x + 3 * before.x) / 4, (end.y + 3 * before.y) / 4};
  CHECK(breaks(s, "NPOW-S4"));
}

TEST_CASE("NPOW-S5: a downgraded hill still an objective - and an objective hill when one is too many",
          "[npow][validate]") {
  Scenario s = first_npow_scenario([](const Scenario& s) {
    return std::any_of(s.features.begin(), s.features.end(),
                       [](const Feature& f) { return f.elevation_only.value_or(false); });
  });
  for (auto& f : s.features)
    if (f.elevation_only.value_or(false)) {
      f.elevation_only.reset();
      f.objective = true;
      break;
    }
  CHECK(breaks(s, "NPOW-S5"));
}

TEST_CASE("NPOW-S6: a section of another quality than its die gave", "[npow][validate]") {
  Scenario s = first_npow_scenario(has_river);
  WaterSection& section = kind_of(s, "river").sections.front();
  section.quality = section.quality == "stream" ? "wide_river" : "stream";
  CHECK(breaks(s, "NPOW-S6"));
}

TEST_CASE("NPOW-P1: a sector without an element", "[npow][validate]") {
  Scenario s = npow_scenario(1);
  // Everything that reaches into sector a1 is taken away.
  Box a1{0, 0, 60, 60};
  std::vector<Feature> kept;
  for (const auto& f : s.features) {
    Box b = f.is_area() ? bounding_box(f.outline) : bounding_box(f.path);
    bool inside = b.max_x > a1.min_x && b.min_x < a1.max_x && b.max_y > a1.min_y && b.min_y < a1.max_y;
    if (!inside || f.kind == "road" || f.kind == "supply_line") kept.push_back(f);
  }
  s.features = kept;
  CHECK(breaks(s, "NPOW-P1"));
}

TEST_CASE("NPOW-P2: three elements in the central zone", "[npow][validate]") {
  Scenario s = npow_scenario(2);
  int moved = 0;
  double x = 5;
  for (auto& f : s.features) {
    if (!f.is_area() || f.kind == "supply_line" || f.kind == "building" || moved == 3) continue;
    Box b = bounding_box(f.outline);
    move_feature(f, x - b.min_x, 60 - (b.min_y + b.max_y) / 2);
    x += b.max_x - b.min_x + 30;
    ++moved;
  }
  CHECK(breaks(s, "NPOW-P2"));
}

TEST_CASE("NPOW-P3: an objective 10 cm from the long edge", "[npow][validate]") {
  Scenario s = first_npow_scenario([](const Scenario& s) {
    return std::any_of(s.features.begin(), s.features.end(),
                       [](const Feature& f) { return f.kind == "built_up" && f.objective.value_or(false); });
  });
  put_bottom_at(*objective_area(s, "built_up"), 10);
  CHECK(breaks(s, "NPOW-P3"));
}

TEST_CASE("NPOW-P4: a wood on a village - a road over a town - a river section without a crossing",
          "[npow][validate]") {
  Scenario s = first_npow_scenario([](const Scenario& s) { return has_kind(s, "wood") && has_kind(s, "built_up"); });
  Scenario overlapping = s;
  Feature& wood = kind_of(overlapping, "wood");
  Point from = centroid(wood.outline), to = centroid(kind_of(overlapping, "built_up").outline);
  move_feature(wood, to.x - from.x, to.y - from.y);
  CHECK(breaks(overlapping, "NPOW-P4"));

  Scenario road = s;
  Box town = bounding_box(kind_of(road, "built_up").outline);
  kind_of(road, "road").path = {{town.min_x - 5, (town.min_y + town.max_y) / 2},
                                {town.max_x + 5, (town.min_y + town.max_y) / 2}};
  CHECK(breaks(road, "NPOW-P4"));

  Scenario bare = first_npow_scenario(has_river);
  auto& crossings = bare.crossings;
  crossings.erase(std::find_if(crossings.begin(), crossings.end(), [](const Crossing& c) { return c.section > 0; }));
  CHECK(breaks(bare, "NPOW-P4"));
}

TEST_CASE("NPOW-P5: a hedge neither in one piece nor in two 9 cm sections", "[npow][validate]") {
  Scenario s = first_npow_scenario([](const Scenario& s) { return has_kind(s, "obstacle"); });
  Feature& hedge = kind_of(s, "obstacle");
  Point a = hedge.path.front(), b = hedge.path[1];
  hedge.path = {a, {a.x + (b.x - a.x) * 2.5, a.y + (b.y - a.y) * 2.5}};
  CHECK(breaks(s, "NPOW-P5"));
}

TEST_CASE("NPOW-E1: the sides are not what the dice made them", "[npow][validate]") {
  Scenario s = npow_scenario(1);
  std::swap(s.sides[0].role, s.sides[1].role);
  CHECK(breaks(s, "NPOW-E1"));
}

TEST_CASE("NPOW-L1: a supply line away from its edge", "[npow][validate]") {
  Scenario s = npow_scenario(1);
  Feature& supply = kind_of(s, "supply_line");
  move_feature(supply, 0, bounding_box(supply.outline).min_y < 1 ? 20 : -20);
  CHECK(breaks(s, "NPOW-L1"));
}

TEST_CASE("NPOW-L2: a built-up area no road joins", "[npow][validate]") {
  Scenario s = first_npow_scenario([](const Scenario& s) { return has_kind(s, "built_up"); });
  std::string town = kind_of(s, "built_up").id;
  s.features.erase(
      std::remove_if(s.features.begin(), s.features.end(),
                     [&](const Feature& f) { return f.kind == "road" && f.attributes.at("joins") == town; }),
      s.features.end());
  CHECK(breaks(s, "NPOW-L2"));
}

TEST_CASE("NPOW-L3: a road over a river where there is no bridge or ford", "[npow][validate]") {
  // Roads that have to cross away from the sections' bridges and fords are commoner on the
  // smaller table.
  auto road_made = [](const Crossing& c) { return !c.road.empty(); };
  Scenario s = first_npow_scenario(
      [&](const Scenario& s) { return std::any_of(s.crossings.begin(), s.crossings.end(), road_made); }, "npow300");
  CHECK(npow_rules_broken(s, "npow300").empty());
  s.crossings.erase(std::find_if(s.crossings.begin(), s.crossings.end(), road_made));
  auto rules = npow_rules_broken(s, "npow300");
  CHECK(std::find(rules.begin(), rules.end(), "NPOW-L3") != rules.end());
}

TEST_CASE("NPOW-O1: points on a wood - off the step - not adding up to 50", "[npow][validate]") {
  Scenario s = first_npow_scenario([](const Scenario& s) { return has_kind(s, "wood"); });
  Scenario wood = s;
  kind_of(wood, "wood").points = {{"A", 5}, {"B", 0}};
  CHECK(breaks(wood, "NPOW-O1"));
  Scenario odd = s;
  for (auto& f : odd.features)
    if (!f.points.empty() && f.points["A"] >= 5) {
      f.points["A"] -= 3;
      break;
    }
  CHECK(breaks(odd, "NPOW-O1"));
}

TEST_CASE("NPOW-O2: 40 points in the own half with high initiative", "[npow][validate]") {
  const NpowParams& p = dynamic_cast<const NpowParams&>(*npow_ruleset("npow").params);
  TableBands bands = table_bands(p);
  // A scenario where side A has an objective in its own half.
  auto own_half_objective = [&](Scenario& s) -> Feature* {
    std::string edge = s.sides[0].edge;
    for (auto& f : s.features)
      if ((f.kind == "hill" || f.kind == "built_up") && f.objective.value_or(false) &&
          bands.in_own_half(bounding_box(f.outline), edge))
        return &f;
    return nullptr;
  };
  Scenario s = first_npow_scenario([&](const Scenario& s) {
    Scenario copy = s;
    return own_half_objective(copy) != nullptr;
  });
  s.options["initiative_A"] = "high";
  s.sides[0].initiative = "high";
  for (auto& f : s.features)
    if (!f.points.empty()) f.points["A"] = 0;
  for (auto& c : s.crossings)
    if (!c.points.empty()) c.points["A"] = 0;
  own_half_objective(s)->points["A"] = 40;
  for (auto& f : s.features)
    if (f.kind == "supply_line" && f.attributes.at("side") == "B") f.points["A"] = 10;
  CHECK(breaks(s, "NPOW-O2"));
}

}  // namespace WARGEN_TEST_FILE
