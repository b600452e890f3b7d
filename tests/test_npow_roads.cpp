// NPOW-L2, L3: a road leads to a bridge or ford to go over it. Over many tables (npow, npow300,
// free and --symmetric), every crossing lies on a road that runs on over both banks, none ends on
// one; and `validate` names a road cut short at its crossing.
#include <catch2/catch.hpp>
#include <cmath>

#include "core/error.hpp"
#include "core/geometry.hpp"
#include "core/shape_measure.hpp"
#include "gok_property_seeds.hpp"
#include "npow_support.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;
using namespace wargen::test;

namespace {

constexpr double kOnCm = 0.1;  // a crossing on a road, as validate measures it

// 40 tables per ruleset, free and symmetric, by default (CI time); WARGEN_NPOW_ROAD_SEEDS=2000
// for the thorough run.
std::uint64_t seed_count() { return seeds_from_environment("WARGEN_NPOW_ROAD_SEEDS", 40); }

double widest_cm(const Feature& water) {
  double widest = water.width_cm;
  for (const auto& section : water.sections) widest = std::max(widest, section.width_cm);
  return widest;
}

// Which side of the water `p` lies on, seen along its course at the crossing: +1, -1, or 0 when
// on its line.
int bank_of(Point p, const Feature& water, Point at) {
  const double arc = arc_position(water.path, at), length = polyline_length(water.path);
  const Point a = point_at(water.path, std::max(0.0, arc - 0.5)), b = point_at(water.path, std::min(length, arc + 0.5));
  const double cross = (b.x - a.x) * (p.y - at.y) - (b.y - a.y) * (p.x - at.x);
  return cross > 1e-6 ? 1 : cross < -1e-6 ? -1 : 0;
}

// What is wrong with the roads at crossing `c`, or "" when a road runs through it from one bank
// to the other, well past the water on each side, and none ends on it.
std::string roads_over(const Scenario& s, const Crossing& c) {
  const Feature* water = s.find_feature(c.feature);
  if (!water) return "its watercourse " + c.feature + " is missing";
  const double beyond_cm = widest_cm(*water) / 2 + 1;  // past the water on either bank
  bool over = false;
  for (const auto& road : s.features) {
    if (road.kind != "road" || !point_polyline_within(c.at, road.path, kOnCm)) continue;
    if (distance(road.path.front(), c.at) <= kOnCm || distance(road.path.back(), c.at) <= kOnCm)
      return "road " + road.id + " ends on it";
    const double arc = arc_position(road.path, c.at), length = polyline_length(road.path);
    if (arc < beyond_cm || arc > length - beyond_cm) return "road " + road.id + " ends within the water's width of it";
    over = over || bank_of(point_at(road.path, arc - beyond_cm), *water, c.at) *
                           bank_of(point_at(road.path, arc + beyond_cm), *water, c.at) ==
                       -1;
  }
  return over ? "" : "no road runs over it from one bank to the other";
}

void check_tables(const std::string& ruleset, bool symmetric) {
  std::size_t crossings = 0, tables = 0, reported = 0, wrong = 0;
  for (std::uint64_t seed = 0; seed < seed_count(); ++seed) {
    GenerateRequest request{seed, {{"zone", npow_zones()[seed % npow_zones().size()]}}};
    if (symmetric) request.options["symmetric"] = "true";
    Scenario s;
    try {
      s = generate_scenario(npow_ruleset(ruleset), request);
    } catch (const GenerationError&) {
      REQUIRE(symmetric);  // only a symmetric table may be one the rules cannot lay (exit 4)
      continue;
    }
    ++tables;
    for (const auto& c : s.crossings) {
      ++crossings;
      const std::string problem = roads_over(s, c);
      if (problem.empty()) continue;
      ++wrong;
      if (reported++ < 5) FAIL_CHECK(ruleset << " seed " << seed << ": " << c.kind << " " << c.id << ": " << problem);
    }
  }
  CHECK(wrong == 0);
  CHECK(tables * 10 >= seed_count() * 9);
  CHECK(crossings >= tables);  // the property means something only if crossings are common
}

}  // namespace

TEST_CASE("NPOW-L3: a road over a bridge or ford runs on from both banks (npow)", "[npow][roads][property]") {
  check_tables("npow", false);
}
TEST_CASE("NPOW-L3: a road over a bridge or ford runs on from both banks (npow300)", "[npow][roads][property]") {
  check_tables("npow300", false);
}
TEST_CASE("NPOW-L3: a road over a bridge or ford runs on from both banks (symmetric)", "[npow][roads][property]") {
  check_tables("npow", true);
  check_tables("npow300", true);
}

TEST_CASE("NPOW-L3: validate names a road cut short at the crossing it goes to", "[npow][roads][validate]") {
  Scenario s = first_npow_scenario([](const Scenario& s) { return !s.crossings.empty(); });
  REQUIRE(npow_rules_broken(s).empty());
  const Crossing& c = s.crossings.front();
  bool cut = false;
  for (auto& road : s.features) {
    if (road.kind != "road" || cut) continue;
    for (std::size_t i = 1; i + 1 < road.path.size() && !cut; ++i)
      if (distance(road.path[i], c.at) <= kOnCm) {
        road.path.resize(i + 1);  // the old stub: up to the bridge or ford, nothing past it
        cut = true;
      }
  }
  REQUIRE(cut);
  auto rules = npow_rules_broken(s);
  CHECK(std::find(rules.begin(), rules.end(), "NPOW-L3") != rules.end());
}

TEST_CASE("NPOW-L3: a road's last leg to a town or road it joins keeps off the water (npow300 seeds)",
          "[npow][roads][validate]") {
  // Found by a survey of 10^6 npow300 tables: the straight leg from a road's last open cell to
  // the nearest point of what it joins crossed a river – a town astride it (397261, 494618), a
  // road on its far side (784508).
  for (std::uint64_t seed : {397261u, 494618u, 784508u}) {
    GenerateRequest request;
    request.seed = seed;  // every zone as the dice give it, as the survey rolled them
    const Scenario s = generate_scenario(npow_ruleset("npow300"), request);
    INFO("npow300 seed " << seed);
    CHECK(first_violation(s, npow_ruleset("npow300")).empty());
  }
}

}  // namespace WARGEN_TEST_FILE
