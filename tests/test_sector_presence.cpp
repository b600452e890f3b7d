// NPOW-P1 counts an element as in a sector when sector_min_overlap_cm2 of it, or half of a smaller
// element, lies there. present_in_sector answers a footprint wholly inside the sector without
// measuring; these cases hold it to the measure as written, for outlines and for linear elements
// wholly inside, across an edge and outside, with both answers common.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>

#include "core/det_math.hpp"
#include "core/rng.hpp"
#include "generators/npow/footprint.hpp"
#include "generators/npow/placement_state.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;

namespace {

bool measured(const Footprint& f, const Box& sector, double min_overlap_cm2) {
  const Box b = f.bounds();
  if (b.max_x <= sector.min_x || b.min_x >= sector.max_x || b.max_y <= sector.min_y || b.min_y >= sector.max_y)
    return false;
  return f.area_in(sector) >= std::min(min_overlap_cm2, f.area() / 2);
}

}  // namespace

TEST_CASE("NPOW-P1: present_in_sector answers as the measured overlap does", "[npow][placement]") {
  Pcg32 rng(20261127, 13);
  const Box sector{60, 40, 120, 100};
  int present = 0, absent = 0, wholly_inside = 0;
  for (int k = 0; k < 20000; ++k) {
    const Point c{rng.between(3000, 15000) / 100.0, rng.between(1000, 13000) / 100.0};
    const double rx = rng.between(10, 1200) / 100.0, ry = rng.between(10, 1200) / 100.0;
    Footprint f;
    if (k % 4 == 0) {
      Polyline line;
      for (int i = 0; i < 4; ++i) line.push_back({quantize_cm(c.x + rx * (i - 1.5)), quantize_cm(c.y + ry * std::sin(i))});
      f = line_footprint({line}, rng.between(100, 600) / 100.0);
    } else {
      Polygon outline;
      for (int i = 0; i < 12; ++i) {
        const double a = 2 * kPi * i / 12;
        outline.push_back({quantize_cm(c.x + rx * std::cos(a)), quantize_cm(c.y + ry * std::sin(a))});
      }
      f = area_footprint(outline);
    }
    const Box b = f.bounds();
    wholly_inside += b.min_x >= sector.min_x && b.max_x <= sector.max_x && b.min_y >= sector.min_y && b.max_y <= sector.max_y;
    const double min_overlap = rng.between(0, 20000) / 100.0;
    INFO("case " << k);
    const bool answer = present_in_sector(f, sector, min_overlap);
    REQUIRE(answer == measured(f, sector, min_overlap));
    (answer ? present : absent) += 1;
  }
  CHECK(wholly_inside > 2000);
  CHECK(present > wholly_inside + 1000);  // many across an edge count too
  CHECK(absent > 2000);
}

}  // namespace WARGEN_TEST_FILE
