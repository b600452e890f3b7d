// NPOW-P4 "roads never across built-up areas": road_runs_across tries only the positions along a
// road whose points may lie in the town's box; these cases hold it to trying every position, every
// 0.25 cm from the road's start, on random roads and towns - long straight legs that pass a town,
// run through it, graze a corner or end on its edge, as a road laid on a table does.
#include <catch2/catch.hpp>
#include <cmath>
#include <vector>

#include "core/geometry.hpp"
#include "core/path_walk.hpp"
#include "core/rng.hpp"
#include "generators/npow/road_across_town.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;

namespace {

// The check as the validator once made it: every position, the box test before the outline's.
bool runs_across_trying_all(const PathWalk& walk, const Polygon& town) {
  const OutsideBox outside(bounding_box(town));
  const Polyline ring = closed_ring(town);
  std::size_t bookmark = 0;
  for (double at = 0; at <= walk.length_cm(); at += 0.25) {
    const Point q = walk.point_at_onward(at, bookmark);
    if (!outside(q) && point_in_polygon(q, town) && !point_polyline_within(q, ring, 0.1)) return true;
  }
  return false;
}

// A town: a star-shaped outline (simple, counter-clockwise) of 3 to 10 corners around `centre`,
// 1 to 8 cm out, on the 0.01 grid a scenario uses.
Polygon random_town(Pcg32& rng, Point centre) {
  Polygon town;
  const int corners = rng.between(3, 10);
  for (int k = 0; k < corners; ++k) {
    const double angle = (k + rng.uniform(0.1, 0.9)) * 2 * 3.14159265358979 / corners;
    const double r = rng.between(100, 800) / 100.0;
    town.push_back({std::round((centre.x + r * std::cos(angle)) * 100) / 100,
                    std::round((centre.y + r * std::sin(angle)) * 100) / 100});
  }
  return town;
}

// A road of 1 to 6 legs of 0.3 to 40 cm that passes near `centre`: its legs aimed across the
// town's neighbourhood; now and then one ends on a corner or an edge of the town.
Polyline random_road(Pcg32& rng, Point centre, const Polygon& town) {
  Polyline road{{centre.x + rng.between(-4000, 4000) / 100.0, centre.y + rng.between(-4000, 4000) / 100.0}};
  const int legs = rng.between(1, 6);
  for (int k = 0; k < legs; ++k) {
    const Point aim{centre.x + rng.between(-1200, 1200) / 100.0, centre.y + rng.between(-1200, 1200) / 100.0};
    const double dx = aim.x - road.back().x, dy = aim.y - road.back().y, d = std::hypot(dx, dy);
    const double reach = rng.between(30, 4000) / 100.0 / (d > 0 ? d : 1);
    road.push_back({road.back().x + dx * reach, road.back().y + dy * reach});
  }
  const std::uint32_t ending = rng.below(4);
  if (ending == 0) road.push_back(town[rng.below(static_cast<std::uint32_t>(town.size()))]);  // on a corner
  if (ending == 1) {  // on an edge, between two corners
    const std::size_t i = rng.below(static_cast<std::uint32_t>(town.size()));
    const Point a = town[i], b = town[next_vertex(i, town.size())];
    const double t = rng.unit();
    road.push_back({a.x + t * (b.x - a.x), a.y + t * (b.y - a.y)});
  }
  return road;
}

}  // namespace

TEST_CASE("NPOW-P4: a road runs across a town as trying every 0.25 cm along it says", "[npow][placement]") {
  Pcg32 rng = Pcg32::for_stage(20261129, "road-across-town");
  std::vector<std::pair<double, double>> stretches;
  int across = 0, clear = 0, ends_on_edge = 0;
  for (int round = 0; round < 4000; ++round) {
    INFO("round " << round);
    const Point centre{rng.between(1000, 17000) / 100.0, rng.between(1000, 11000) / 100.0};
    const Polygon town = random_town(rng, centre);
    const Polyline road = random_road(rng, centre, town);
    const PathWalk walk(road);
    const bool expected = runs_across_trying_all(walk, town);
    REQUIRE(road_runs_across(walk, town, stretches) == expected);
    (expected ? across : clear)++;
    ends_on_edge += !expected && point_polyline_within(road.back(), closed_ring(town), 0.1);
  }
  // Both answers, and roads that reach a town without crossing it, are well represented.
  CHECK(across > 1000);
  CHECK(clear > 1000);
  CHECK(ends_on_edge > 100);
}

}  // namespace WARGEN_TEST_FILE
