// hill_back_cm's shortcut takes most of its bisection's verdicts from the outline placed once at
// the origin, and near the end places only the points that differ between the outlines at the
// range's two ends; these cases hold it to the plain bisection, every step placed and measured,
// over hills of every shape the catalogue draws, turned by whole degrees and not, backed along
// any direction and along the axes (where half the coordinates never move), from sources on the
// grid and off it. Settling steps with no slack for the grid fails them.
#include <catch2/catch.hpp>
#include <cmath>

#include "core/det_math.hpp"
#include "core/geometry.hpp"
#include "core/grid_point.hpp"
#include "core/rng.hpp"
#include "generators/npow/source_hill.hpp"
#include "terrain/outline_shapes.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;

TEST_CASE("hill_back_cm's shortcut gives the plain bisection's back", "[npow][source_hill]") {
  constexpr OutlineShape kShapes[] = {OutlineShape::smooth, OutlineShape::irregular, OutlineShape::block,
                                      OutlineShape::walled};
  Pcg32 rng(2024, 11);
  int cases = 0;
  double shortest = 1e9, longest = 0;
  for (int n = 0; n < 3000; ++n) {
    const OutlineShape shape = kShapes[rng.below(4)];
    const double length_cm = rng.uniform(8, 40), depth_cm = length_cm * rng.uniform(0.4, 1);
    const Polygon local = make_local_outline(shape, length_cm, depth_cm, rng);
    const double rotation_deg = n % 5 == 0 ? rng.uniform(0, 360) : rng.between(0, 179);
    Point source{rng.uniform(10, 170), rng.uniform(10, 110)};
    if (n % 2 == 0) source = quantize_point(source);
    Point flow;
    if (n % 7 == 0) {
      const Point axes[] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
      flow = axes[rng.below(4)];
    } else {
      const double angle = rng.uniform(0, 2 * kPi);
      flow = {det_cos(angle), det_sin(angle)};
    }
    const double shortcut = hill_back_cm(local, rotation_deg, source, flow, length_cm, HillBacking::shortcut);
    const double plain = hill_back_cm(local, rotation_deg, source, flow, length_cm, HillBacking::plain);
    REQUIRE(shortcut == plain);
    shortest = std::min(shortest, plain);
    longest = std::max(longest, plain);
    ++cases;
  }
  CHECK(cases == 3000);
  // The hills were backed by very different distances: from the centre of a deep hill to past
  // the far side of a long one.
  CHECK(shortest < 3);
  CHECK(longest > 15);
}

TEST_CASE("hill_back_cm backs the hill until the source just touches it", "[npow][source_hill]") {
  Pcg32 rng(7, 1);
  Polygon local = make_local_outline(OutlineShape::smooth, 20, 12, rng);
  const Point source{90, 60}, flow{0, 1};
  const double back = hill_back_cm(local, 0, source, flow, 20);
  const Polygon placed = place_outline(local, {source.x - flow.x * back, source.y - flow.y * back}, 0);
  CHECK_FALSE(point_in_polygon(source, placed));
  const double gap_cm = point_polyline_distance(source, closed_ring(placed));
  CHECK(gap_cm >= 0.3);
  CHECK(gap_cm < 0.32);
}

}  // namespace WARGEN_TEST_FILE
