// OutsideBox rules points out of a polygon by its box alone, so that checks asking
// point_in_polygon at many points (a road's course through a town, VP markers' open ground) skip
// the edges for most of them. It must never rule out a point point_in_polygon puts inside: here
// on random outlines and on rectangles (whose bottom edge holds points that are inside), at
// points on the 0.01 cm grid in and around the box, on its sides, and a hair beyond them.
#include <catch2/catch.hpp>
#include <cmath>
#include <vector>

#include "core/geometry.hpp"
#include "core/rng.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;

namespace {

// A point of the 0.01 cm grid between lo and hi (in cm).
double grid_between(Pcg32& rng, double lo, double hi) {
  return static_cast<double>(
             rng.between(static_cast<int>(std::lround(lo * 100)), static_cast<int>(std::lround(hi * 100)))) /
         100.0;
}

}  // namespace

TEST_CASE("a point outside a polygon's box is outside the polygon", "[geometry]") {
  Pcg32 rng = Pcg32::for_stage(20261128, "outside-box");
  int ruled_out = 0, inside = 0, on_sides = 0;
  for (int round = 0; round < 4000; ++round) {
    Polygon polygon;
    const double x0 = grid_between(rng, 0, 150), y0 = grid_between(rng, 0, 100);
    if (round % 2 == 0) {  // a rectangle on the grid
      const double w = grid_between(rng, 0.01, 30), h = grid_between(rng, 0.01, 20);
      polygon = {{x0, y0}, {x0 + w, y0}, {x0 + w, y0 + h}, {x0, y0 + h}};
    } else {
      const std::size_t n = 3 + rng.below(10);
      for (std::size_t k = 0; k < n; ++k) {
        const double x = grid_between(rng, x0, x0 + 30);
        polygon.push_back({x, grid_between(rng, y0, y0 + 20)});
      }
    }
    const Box box = bounding_box(polygon);
    const OutsideBox outside(box);
    for (int k = 0; k < 60; ++k) {
      double x = grid_between(rng, box.min_x - 2, box.max_x + 2);
      double y = grid_between(rng, box.min_y - 2, box.max_y + 2);
      // Now and then exactly on a side of the box, or a hair beyond one.
      const unsigned pick = rng.below(8);
      if (pick == 0) y = box.min_y;
      if (pick == 1) y = box.max_y;
      if (pick == 2) x = box.min_x;
      if (pick == 3) x = box.max_x;
      if (pick == 4) x = std::nextafter(box.max_x, 1e300);
      if (pick == 5) x = std::nextafter(box.min_x, -1e300);
      const Point q{x, y};
      const bool in = point_in_polygon(q, polygon);
      INFO("round " << round << " point " << x << ", " << y);
      if (outside(q)) REQUIRE_FALSE(in);
      ruled_out += outside(q);
      inside += in;
      on_sides += in && (y == box.min_y || x == box.min_x);
    }
  }
  // Most points around a box are ruled out, many are inside, and some of those lie on the box's
  // bottom or left side (a rectangle's own edge).
  CHECK(ruled_out > 4000 * 60 / 4);
  CHECK(inside > 4000 * 60 / 10);
  CHECK(on_sides > 1000);
}

}  // namespace WARGEN_TEST_FILE
