// The GoK water rulings measured on the geometry as written: a town a watercourse runs through has
// a crossing inside (GOK-T8, its own bridge when none of the river's lies there); a watercourse
// that joins another is a tributary of at least watercourses.min_tributary_cm, never a stub
// (GOK-T6); an impassable river has a crossing and, by default, no ford (GOK-T8); a course that
// turns off the table leaves ahead of its last bend, never hooked back (GOK-T6).
#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <iostream>

#include "generators/sector_dice/sector_dice_rules.hpp"
#include "generators/sector_dice/town_bridges.hpp"
#include "gok_ford_reading.hpp"
#include "gok_property_seeds.hpp"
#include "scenario/structure_checks.hpp"
#include "support.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;
using namespace wargen::test;

namespace {

const SectorDiceParams& gok_params() { return dynamic_cast<const SectorDiceParams&>(*gok().params); }

bool joins_other_water(const Feature& f, const Scenario& s) {
  for (const Feature& other : s.features)
    if (&other != &f && is_watercourse_kind(other.kind) &&
        point_polyline_distance(f.path.back(), other.path) <= kOnLineToleranceCm)
      return true;
  return false;
}

int crossings_on(const Scenario& s, const std::string& feature_id) {
  int n = 0;
  for (const auto& c : s.crossings) n += c.feature == feature_id;
  return n;
}

// The crossing of `water` inside `town`, if any.
const Crossing* crossing_inside(const Scenario& s, const Feature& water, const Feature& town) {
  for (const auto& c : s.crossings)
    if (c.feature == water.id && point_in_polygon(c.at, town.outline)) return &c;
  return nullptr;
}

}  // namespace

TEST_CASE("GOK-T8: seed 14's walled town (1d2-1 ford reading) has a bridge of its own on its river", "[gok][water]") {
  const Scenario s = gok_with_fords_scenario(14);
  CHECK(validate_scenario(s, gok_with_fords()).empty());
  int towns_on_water = 0;
  for (const Feature& town : s.features) {
    if (town.kind != "built_up" || town.outline.empty()) continue;
    for (const Feature& water : s.features) {
      if (!is_watercourse_kind(water.kind) || stretches_inside(water.path, town.outline).empty()) continue;
      ++towns_on_water;
      INFO(town.id << " (" << attribute(town, "variant") << ") on " << water.id);
      const Crossing* bridge = crossing_inside(s, water, town);
      REQUIRE(bridge);
      CHECK(bridge->kind == "bridge");
      CHECK(names_town_bridge(town, bridge->id));
      CHECK(point_polyline_distance(bridge->at, water.path) <= kOnLineToleranceCm);
      CHECK(attribute(town, "variant") == "walled_town");
    }
  }
  CHECK(towns_on_water == 1);
}

TEST_CASE("GOK-T8: a town's own bridge is not one of its river's rolled crossings", "[gok][water]") {
  Scenario s = gok_with_fords_scenario(14);
  std::string id;
  for (const Feature& f : s.features)
    if (!attribute(f, "town_bridges").empty()) id = attribute(f, "town_bridges");
  REQUIRE(!id.empty());
  // Taken away, the town on its river lacks a crossing; as a ford it is no bridge.
  for (auto& c : s.crossings)
    if (c.id == id) c.kind = "ford";
  auto violations = validate_scenario(s, gok_with_fords());
  REQUIRE(violations.size() == 1);
  CHECK_THAT(violations[0].message, Catch::Contains("as its bridge, which is no bridge"));
  s.crossings.erase(
      std::remove_if(s.crossings.begin(), s.crossings.end(), [&](const Crossing& c) { return c.id == id; }),
      s.crossings.end());
  bool lacks = false;
  for (const auto& v : validate_scenario(s, gok_with_fords()))
    lacks = lacks || v.message.find("with no crossing inside it") != std::string::npos;
  CHECK(lacks);
}

TEST_CASE(
    "GOK-T6, T8 on the property seeds: towns on water have a crossing, no stub watercourses, "
    "impassable rivers crossed by bridges only",
    "[gok][water][property]") {
  const double least_cm = gok_params().min_tributary_cm;
  std::size_t courses = 0, tributaries = 0, stubs = 0, towns_on_water = 0, towns_without = 0, impassable = 0,
              impassable_uncrossed = 0, impassable_fords = 0, problems = 0;
  auto fail = [&](const std::string& what) {
    if (++problems <= 5) FAIL_CHECK(what);
  };
  const std::uint64_t seeds = gok_property_seeds();
  for (std::uint64_t seed = 0; seed < seeds; ++seed) {
    const Scenario s = gok_scenario(seed);
    for (const Feature& f : s.features) {
      if (is_watercourse_kind(f.kind)) {
        ++courses;
        if (joins_other_water(f, s)) ++tributaries;
        if (polyline_length(f.path) < least_cm) {
          ++stubs;
          fail("seed " + std::to_string(seed) + " " + f.id + " is " + std::to_string(polyline_length(f.path)) +
               " cm long");
        }
        if (attribute(f, "passability") == "impassable") {
          ++impassable;
          if (crossings_on(s, f.id) == 0) {
            ++impassable_uncrossed;
            fail("seed " + std::to_string(seed) + ": impassable " + f.id + " has no crossing");
          }
          for (const auto& c : s.crossings) impassable_fords += c.feature == f.id && c.kind == "ford";
        }
      }
      if (f.kind != "built_up" || f.outline.empty()) continue;
      for (const Feature& water : s.features) {
        if (!is_watercourse_kind(water.kind)) continue;
        // More than the corner of a step: a centimetre of the centreline inside.
        bool runs_through = false;
        for (const auto& stretch : stretches_inside(water.path, f.outline)) runs_through |= stretch.length_cm() >= 1.0;
        if (!runs_through) continue;
        ++towns_on_water;
        if (!crossing_inside(s, water, f)) {
          ++towns_without;
          fail("seed " + std::to_string(seed) + ": " + water.id + " runs through " + f.id + " with no crossing");
        }
      }
    }
  }
  std::cout << "GoK water over " << seeds << " tables: " << courses << " watercourses (" << tributaries
            << " join another), " << stubs << " under " << least_cm << " cm; " << impassable << " impassable rivers, "
            << impassable_uncrossed << " without a crossing, " << impassable_fords << " fords on them; "
            << towns_on_water << " built-up areas on water, " << towns_without << " without a crossing inside\n";
  CHECK(stubs == 0);
  CHECK(impassable_uncrossed == 0);
  CHECK(impassable_fords == 0);
  CHECK(towns_without == 0);
  CHECK(problems == 0);
  CHECK(tributaries > seeds / 20);     // the tributaries are there, only longer
  CHECK(towns_on_water > seeds / 50);  // and towns do lie on water
}

TEST_CASE("GOK-T6: a course's legs at the table edge do not hook back (seeds 807, 139 and more)",
          "[gok][water][property]") {
  // Along the edge it meets, the last (or first) 12 cm of a course run one way: a hook goes out
  // along the edge and comes back more than the meander's wander before reaching it.
  constexpr double kWindowCm = 12, kHookCm = 4;
  std::size_t ends = 0, turning = 0, hooked = 0;
  std::vector<std::uint64_t> seeds = {807, 139};
  for (std::uint64_t seed = 0, n = std::max<std::uint64_t>(gok_property_seeds() / 5, 200); seed < n; ++seed)
    seeds.push_back(seed);
  for (std::uint64_t seed : seeds) {
    const Scenario s = gok_scenario(seed);
    for (const Feature& f : s.features) {
      if (!is_watercourse_kind(f.kind) || f.path.size() < 3) continue;
      const double length = polyline_length(f.path);
      for (bool at_end : {false, true}) {
        const std::string edge = table_edge_at(at_end ? f.path.back() : f.path.front(), s);
        if (edge.empty() || length < 2 * kWindowCm) continue;
        ++ends;
        const bool north_south = edge == "north" || edge == "south";
        // Along the edge, from the window's far end to the edge.
        std::vector<double> u;
        for (double t = 0; t <= kWindowCm; t += 0.5) {
          const Point p = point_at(f.path, at_end ? length - kWindowCm + t : kWindowCm - t);
          u.push_back(north_south ? p.x : p.y);
        }
        const auto [low, high] = std::minmax_element(u.begin(), u.end());
        const double from = u.front(), to = u.back();
        if (std::abs(to - from) > kHookCm) ++turning;
        const bool hook = (*high - std::max(from, to) > kHookCm) || (std::min(from, to) - *low > kHookCm);
        if (hook && ++hooked <= 5) FAIL_CHECK("seed " << seed << " " << f.id << " hooks at the " << edge << " edge");
      }
    }
  }
  INFO(ends << " ends at an edge, " << turning << " turning along it");
  CHECK(turning > ends / 10);
  CHECK(hooked == 0);
}

}  // namespace WARGEN_TEST_FILE
