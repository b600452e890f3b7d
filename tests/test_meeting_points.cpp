// meeting_points counts the distinct points a segment shares with a line: a road's jump over a
// river must cross it once, a road to a town must not cross water at all. A touch at a vertex,
// where two legs meet the segment at the same point, counts once. The count keeps its first few
// points in place and any more aside; these cases cross lines with up to twenty points, each
// point met by one leg or by two.
#include <catch2/catch.hpp>

#include "core/leg_runs.hpp"
#include "core/shape_measure.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;

namespace {

// A zigzag across y = 0 from x = 0 to x = legs, one leg per unit of x: with `through_vertices`
// its vertices lie alternately on y = 0 and off it (every other pair of legs meets y = 0 at their
// shared vertex), else they lie alternately above and below it (each leg crosses it once, between
// vertices).
Polyline zigzag(int legs, bool through_vertices) {
  Polyline line;
  for (int i = 0; i <= legs; ++i) {
    const double y = through_vertices ? (i % 2 == 1 ? 0.0 : (i % 4 == 0 ? -1.0 : 1.0)) : (i % 2 == 0 ? -1.0 : 1.0);
    line.push_back({static_cast<double>(i), y});
  }
  return line;
}

}  // namespace

TEST_CASE("a segment crossing a zigzag meets it once for every leg", "[geometry]") {
  for (int legs = 1; legs <= 20; ++legs) {
    const Polyline line = zigzag(legs, false);
    const Point a{-0.5, 0}, b{legs + 0.5, 0};
    INFO(legs << " legs");
    REQUIRE(meeting_points(a, b, line) == legs);
    REQUIRE(LegRuns(line).meeting_points(a, b) == legs);
    REQUIRE(meeting_points(b, a, line) == legs);
    // Ended short of the last crossing, at x = legs - 1 (a vertex off the axis), it misses one.
    REQUIRE(meeting_points(a, {legs - 1.0, 0}, line) == legs - 1);
  }
}

TEST_CASE("a segment through a zigzag's vertices meets each vertex once, not once per leg", "[geometry]") {
  for (int legs = 2; legs <= 40; legs += 2) {
    const Polyline line = zigzag(legs, true);
    const Point a{-0.5, 0}, b{legs + 0.5, 0};
    INFO(legs << " legs");
    // Legs 2k + 1 and 2k + 2 share the vertex (2k + 1, 0): one point each pair.
    REQUIRE(meeting_points(a, b, line) == legs / 2);
    REQUIRE(LegRuns(line).meeting_points(a, b) == legs / 2);
    // A segment a hair off the axis crosses every leg away from the vertices.
    REQUIRE(meeting_points({-0.5, 0.2}, {legs + 0.5, 0.2}, line) == legs / 2);
  }
}

}  // namespace WARGEN_TEST_FILE
