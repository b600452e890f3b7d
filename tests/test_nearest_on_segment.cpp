// NearestOnSegment answers for many points what nearest_on_segment answers for one, with selects
// where that branches. The road graph simplifies the water's lines by it, so a point that differed
// in one bit could move a road: every answer here is held to nearest_on_segment's bit for bit,
// signs of zero included, on random segments of the 0.01 cm grid, segments of no length, points
// beyond either end, and a point whose projection is exactly -0.0 along the segment.
#include <bit>
#include <catch2/catch.hpp>
#include <cmath>
#include <cstdint>

#include "core/geometry.hpp"
#include "core/rng.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;

namespace {

bool same_bits(Point a, Point b) {
  return std::bit_cast<std::uint64_t>(a.x) == std::bit_cast<std::uint64_t>(b.x) &&
         std::bit_cast<std::uint64_t>(a.y) == std::bit_cast<std::uint64_t>(b.y);
}

// A coordinate of the 0.01 cm grid on a table, or near its corner, where zeros of either sign
// come up.
double grid_coordinate(Pcg32& rng, bool near_zero) {
  const int hundredths = near_zero ? rng.between(-300, 300) : rng.between(0, 18000);
  return hundredths / 100.0;
}

}  // namespace

TEST_CASE("NearestOnSegment gives nearest_on_segment's point, bit for bit", "[geometry]") {
  Pcg32 rng = Pcg32::for_stage(20261128, "nearest-on-segment");
  int before = 0, beyond = 0, between = 0, no_length = 0;
  for (int round = 0; round < 20000; ++round) {
    const bool near_zero = round % 4 == 0;
    Point a{grid_coordinate(rng, near_zero), grid_coordinate(rng, near_zero)};
    Point b = round % 10 == 0 ? a : Point{grid_coordinate(rng, near_zero), grid_coordinate(rng, near_zero)};
    if (round % 7 == 0) b.x = a.x;  // upright and level segments
    if (round % 11 == 0) b.y = a.y;
    const NearestOnSegment segment(a, b);
    for (int k = 0; k < 8; ++k) {
      const Point p{grid_coordinate(rng, near_zero), grid_coordinate(rng, near_zero)};
      const Point want = nearest_on_segment(p, a, b);
      REQUIRE(same_bits(segment.nearest(p), want));
      if (a == b)
        ++no_length;
      else if (want == a)
        ++before;
      else if (want == b)
        ++beyond;
      else
        ++between;
    }
  }
  // Each way the clamp can go came up many times.
  CHECK(before > 10000);
  CHECK(beyond > 10000);
  CHECK(between > 10000);
  CHECK(no_length > 10000);
}

TEST_CASE("NearestOnSegment keeps a projection of -0.0 as nearest_on_segment does", "[geometry]") {
  // Along the segment, p lies at (-1 * +0) + (-0 * 1) = -0.0: std::clamp keeps -0.0, and so
  // a.x + t * dx is -0 + -0 = -0. Taken as +0.0, it would be -0 + +0 = +0.
  const Point a{-0.0, 0.0}, b{-0.0, 1.0}, p{-1.0, -0.0};
  const Point want = nearest_on_segment(p, a, b);
  REQUIRE(std::signbit(want.x));
  CHECK(same_bits(NearestOnSegment(a, b).nearest(p), want));
}

}  // namespace WARGEN_TEST_FILE
