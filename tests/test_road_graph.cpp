// The road graph (NPOW-L2, L3): roads run straight between nodes near what they must go round,
// and over water only by a jump from bank to bank at a bridge or ford or where a new one may
// stand. Known answers on small hand-made tables (a road round a town, a road made to use a ford,
// a town no road reaches), and the clearance test held to its plain definition on generated
// tables.
#include <catch2/catch.hpp>
#include <cmath>
#include <tuple>

#include "core/rng.hpp"
#include "core/shape_measure.hpp"
#include "generators/npow/footprint.hpp"
#include "generators/npow/npow_params.hpp"
#include "generators/npow/road_graph.hpp"
#include "generators/npow/road_search.hpp"
#include "npow_support.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;
using namespace wargen::test;

namespace {

const NpowParams& params() { return dynamic_cast<const NpowParams&>(*npow_ruleset("npow").params); }

Scenario empty_table() {
  Scenario s;
  s.table_width_cm = params().table_width_cm;
  s.table_depth_cm = params().table_depth_cm;
  return s;
}

Feature area(const std::string& id, const std::string& kind, const Box& b) {
  Feature f;
  f.id = id;
  f.kind = kind;
  f.outline = box_outline(b);
  return f;
}

// A river from the south edge to the north edge at x = 90, 3 cm wide.
Feature river() {
  Feature f;
  f.id = "w1";
  f.kind = "river";
  f.width_cm = 3;
  for (int y = 0; y <= 120; y += 10) f.path.push_back({90, static_cast<double>(y)});
  return f;
}

Crossing ford() {
  Crossing c;
  c.id = "x1";
  c.kind = "ford";
  c.at = {90, 60};
  c.feature = "w1";
  return c;
}

RoadSearch::Route route_between(RoadGraph& graph, const Scenario& s, Point from, Point to) {
  const int a = graph.add_node(from), b = graph.add_node(to);
  REQUIRE(a >= 0);
  REQUIRE(b >= 0);
  const std::vector<int> goal{b};
  RoadSearch::Goals goals;
  goals.nodes = {&goal};
  return RoadSearch(graph, s.table_width_cm, s.table_depth_cm).cheapest({a}, goals);
}

RoadSearch::Cost cost_along(std::initializer_list<double> legs_cm) {
  RoadSearch::Cost sum = 0;
  for (double leg : legs_cm) sum += RoadSearch::cost_of(leg);
  return sum;
}

}  // namespace

TEST_CASE("a road goes round a built-up area by its corners", "[npow][roads]") {
  Scenario s = empty_table();
  const Box town{80, 45, 100, 75};
  s.features.push_back(area("f1", "built_up", town));
  RoadGraph graph(params(), s);
  const RoadSearch::Route route = route_between(graph, s, {30, 60}, {150, 60});
  REQUIRE(route.goal == 0);
  // Just off two corners on one side: the corners' nodes stand the clearance and a half
  // centimetre out from both sides.
  const double off = graph.clearance_cm() + 0.5;
  const double slant = distance({30, 60}, {town.min_x - off, town.min_y - off});
  CHECK(std::llabs(route.cost - cost_along({slant, town.max_x - town.min_x + 2 * off, slant})) <= 2);
  for (std::size_t k = 1; k + 1 < route.steps.size(); ++k) {
    const Point p = graph.point(route.steps[k].node);
    INFO("bend " << p.x << "," << p.y);
    CHECK((std::abs(p.y - (town.min_y - off)) < 1e-9 || std::abs(p.y - (town.max_y + off)) < 1e-9));
  }
  for (std::size_t k = 1; k < route.steps.size(); ++k)
    CHECK(graph.clear(graph.point(route.steps[k - 1].node), graph.point(route.steps[k].node)));
  // The straight road through the town is refused.
  CHECK_FALSE(graph.clear({30, 60}, {150, 60}));
}

TEST_CASE("a road goes over water only by a ford, or where a new crossing may stand", "[npow][roads]") {
  Scenario s = empty_table();
  s.features.push_back(river());
  s.crossings.push_back(ford());
  SECTION("a field over the whole river leaves the ford as the only way over (NPOW-L3: not on another element)") {
    s.features.push_back(area("f2", "field", {80, 0, 100, 120}));
    RoadGraph graph(params(), s);
    REQUIRE(graph.jumps().size() == 1);
    const RoadSearch::Route route = route_between(graph, s, {40, 100}, {140, 100});
    REQUIRE(route.goal == 0);
    bool over_ford = false;
    for (const auto& step : route.steps)
      over_ford = over_ford || (step.jump >= 0 && graph.jumps()[static_cast<std::size_t>(step.jump)].crossing == "x1");
    CHECK(over_ford);
    // To the bank, the ford's jump (bank to the crossing and on), from the other bank.
    const RoadGraph::Jump& jump = graph.jumps().front();
    CHECK(std::llabs(route.cost - cost_along({distance({40, 100}, graph.point(jump.from)), jump.cost_cm,
                                              distance(graph.point(jump.to), {140, 100})})) <= 2);
  }
  SECTION("without the field, a new crossing on the way is cheaper than the detour to the ford") {
    RoadGraph graph(params(), s);
    REQUIRE(graph.jumps().size() > 5);
    const RoadSearch::Route route = route_between(graph, s, {40, 100}, {140, 100});
    REQUIRE(route.goal == 0);
    int new_crossings = 0;
    for (const auto& step : route.steps)
      if (step.jump >= 0) {
        const RoadGraph::Jump& jump = graph.jumps()[static_cast<std::size_t>(step.jump)];
        new_crossings += jump.crossing.empty();
        CHECK(std::abs(jump.at.y - 100) < 6);  // where the straight road would cross, give or take a step
      }
    CHECK(new_crossings == 1);
  }
  SECTION("a town walled in by water with no crossing is reached by no road") {
    s.crossings.clear();
    s.features.push_back(area("f2", "field", {80, 0, 100, 120}));
    s.features.push_back(area("f3", "built_up", {130, 50, 150, 70}));
    RoadGraph graph(params(), s);
    CHECK(graph.jumps().empty());
    REQUIRE_FALSE(graph.approaches("f3").empty());
    const int start = graph.add_node({40, 60});
    RoadSearch::Goals goals;
    goals.nodes = {&graph.approaches("f3")};
    CHECK(RoadSearch(graph, s.table_width_cm, s.table_depth_cm).cheapest({start}, goals).goal == -1);
  }
}

// A straight road keeps its clearance when both its ends lie on the table and it comes no nearer
// than the clearance to a built-up area's or building's edge (nor starts inside one), nor nearer
// than that and half the water's width to a watercourse's band. The water is measured on fewer
// legs, within RoadGraph::kWaterLineToleranceCm of its line: a road found clear keeps the
// clearance, and one that keeps twice the tolerance more is found clear.
TEST_CASE("the road graph's clearance test is the plain distance test, within the water's tolerance",
          "[npow][roads]") {
  int clear = 0, closed = 0, between = 0;
  constexpr double kTolerance = RoadGraph::kWaterLineToleranceCm;
  Pcg32 rng = Pcg32::for_stage(20261129, "road-clearance");
  for (const std::string ruleset : {"npow", "npow300"})
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
      const Scenario s = npow_scenario(seed, npow_zones()[seed % npow_zones().size()], ruleset);
      const RoadGraph graph(dynamic_cast<const NpowParams&>(*npow_ruleset(ruleset).params), s);
      const double reach = graph.clearance_cm();
      auto on_table = [&](Point q) {
        bool ok = q.x >= 0 && q.y >= 0 && q.x <= s.table_width_cm && q.y <= s.table_depth_cm;
        for (const Feature& f : s.features)
          if ((f.kind == "built_up" || f.kind == "building") && point_in_polygon(q, f.outline)) ok = false;
        return ok;
      };
      // Whether the road from a to b keeps `reach` off the towns and `reach` plus `more` off the water.
      auto keeps = [&](Point a, Point b, double more) {
        bool ok = on_table(a) && on_table(b);
        for (const Feature& f : s.features) {
          if (is_watercourse_kind(f.kind))
            for (const Band& band : water_footprint(f.path, f.width_cm, f.sections).bands)
              for (std::size_t i = 1; i < band.line.size(); ++i)
                ok = ok && segment_distance(a, b, band.line[i - 1], band.line[i]) >= band.width_cm / 2 + reach + more;
          if (f.kind == "built_up" || f.kind == "building") {
            const Polyline ring = closed_ring(f.outline);
            for (std::size_t i = 1; i < ring.size(); ++i) ok = ok && segment_distance(a, b, ring[i - 1], ring[i]) >= reach;
          }
        }
        return ok;
      };
      for (int k = 0; k < 400; ++k) {
        const Point a{rng.between(-200, 18200) / 100.0, rng.between(-200, 12200) / 100.0};
        const int far = k % 4 == 0 ? 6000 : 1200;  // hundredths
        const Point b{a.x + rng.between(-far, far) / 100.0, a.y + rng.between(-far, far) / 100.0};
        const bool found = graph.clear(a, b);
        INFO(ruleset << " seed " << seed << ": " << a.x << "," << a.y << " to " << b.x << "," << b.y);
        if (found) REQUIRE(keeps(a, b, 0));
        if (keeps(a, b, 2 * kTolerance)) REQUIRE(found);
        (found ? clear : closed) += 1;
        between += keeps(a, b, 0) && !keeps(a, b, 2 * kTolerance);
      }
    }
  CHECK(clear > 1500);
  CHECK(closed > 1500);
  CHECK(between > 0);  // roads that close to the water are tried too
}

// Supply lines are laid after the rest of the terrain, and the graph built before them serves
// every pair of spots tried: closing the new crossings their outlines cover must leave exactly
// the jumps of a graph built with them.
TEST_CASE("a road graph built before the supply lines, with their crossings closed, is the graph built with them",
          "[npow][roads]") {
  int closed = 0, jumps = 0;
  for (const std::string ruleset : {"npow", "npow300"})
    for (std::uint64_t seed = 1; seed <= 60; ++seed) {
      Scenario with = npow_scenario(seed, npow_zones()[seed % npow_zones().size()], ruleset);
      const NpowParams& p = dynamic_cast<const NpowParams&>(*npow_ruleset(ruleset).params);
      std::erase_if(with.features, [](const Feature& f) { return f.kind == "road"; });
      std::erase_if(with.crossings, [](const Crossing& c) { return !c.road.empty(); });
      Scenario without = with;
      std::erase_if(without.features, [](const Feature& f) { return f.kind == "supply_line"; });
      RoadGraph reused(p, without);
      // Every other table has a third "supply line" over the place of a new crossing, as a club's
      // ruleset that lays supply lines outside the strips could.
      for (const RoadGraph::Jump& jump : reused.jumps())
        if (jump.crossing.empty() && seed % 2 == 0) {
          with.features.push_back(area("extra", "supply_line", {jump.at.x - 3, jump.at.y - 2, jump.at.x + 4, jump.at.y + 3}));
          break;
        }
      const RoadGraph built_with(p, with);
      for (const Feature& f : with.features)
        if (f.kind == "supply_line") reused.close_new_crossings_on(f.outline);
      auto usable = [](const RoadGraph& graph) {
        std::vector<std::tuple<double, double, double, double, double, double, std::string, std::string, double>> out;
        for (int j = 0; j < static_cast<int>(graph.jumps().size()); ++j) {
          const RoadGraph::Jump& jump = graph.jumps()[static_cast<std::size_t>(j)];
          const Point a = graph.point(jump.from), b = graph.point(jump.to);
          if (graph.usable(j)) out.emplace_back(a.x, a.y, b.x, b.y, jump.at.x, jump.at.y, jump.water, jump.crossing, jump.cost_cm);
        }
        return out;
      };
      INFO(ruleset << " seed " << seed);
      REQUIRE(usable(reused) == usable(built_with));
      closed += static_cast<int>(reused.jumps().size() - built_with.jumps().size());
      jumps += static_cast<int>(built_with.jumps().size());
      for (const Feature& f : with.features)
        if (f.kind == "built_up") REQUIRE(reused.approaches(f.id).size() == built_with.approaches(f.id).size());
    }
  CHECK(closed > 10);
  CHECK(jumps > 300);
}

}  // namespace WARGEN_TEST_FILE
