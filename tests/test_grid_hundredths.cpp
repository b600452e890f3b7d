// Element placement moves one outline to many spots by adding whole hundredths of a centimetre
// (grid_hundredths, grid_cm) instead of rounding every sum with quantize_cm. The two must give
// the same number, bit for bit, for any two coordinates on the 0.01 cm grid: both signs, zero,
// sums that cancel, and values far beyond any table.
#include <catch2/catch.hpp>
#include <cmath>
#include <cstdint>

#include "core/det_math.hpp"
#include "core/rng.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;

TEST_CASE("sums of grid coordinates in whole hundredths are quantize_cm's sums", "[geometry]") {
  Pcg32 rng(20261127, 11);
  int cancelled = 0;
  for (int k = 0; k < 400000; ++k) {
    // Mostly table-sized coordinates, now and then ones a thousand times larger.
    const std::int64_t range = k % 10 == 0 ? 2000000000 : 40000;
    const std::int64_t a = static_cast<std::int64_t>(rng.below(static_cast<std::uint32_t>(2 * range + 1))) - range;
    std::int64_t b = static_cast<std::int64_t>(rng.below(static_cast<std::uint32_t>(2 * range + 1))) - range;
    if (k % 50 == 0) b = -a;
    const double a_cm = quantize_cm(static_cast<double>(a) / 100.0), b_cm = quantize_cm(static_cast<double>(b) / 100.0);
    INFO(a << " + " << b);
    REQUIRE(grid_hundredths(a_cm) == a);
    const double sum = grid_cm(grid_hundredths(a_cm) + grid_hundredths(b_cm));
    const double rounded = quantize_cm(a_cm + b_cm);
    REQUIRE(sum == rounded);
    REQUIRE(std::signbit(sum) == std::signbit(rounded));  // no -0 either way
    cancelled += a + b == 0;
  }
  CHECK(cancelled > 1000);
}

// The sweep takes a spot's hundredths straight from a coordinate off the grid, without rounding
// it to the grid first: the same whole number, for coordinates anywhere, at the halfway points
// between two hundredths, and a few units in the last place either side of them.
TEST_CASE("the hundredths of a coordinate off the grid are those of its quantize_cm", "[geometry]") {
  Pcg32 rng(20261128, 3);
  int halves = 0;
  for (int k = 0; k < 400000; ++k) {
    const double scale = k % 10 == 0 ? 2e7 : 2e3;  // table-sized, or ten thousand times larger
    const double spread = rng.uniform(-scale, scale);
    double cm = spread;
    if (k % 4 == 0) {  // on a halfway point, or a few units in the last place from one
      const double half = (std::floor(spread * 100) + 0.5) / 100;
      const int ulps = static_cast<int>(rng.below(7)) - 3;
      cm = half;
      for (int u = 0; u < std::abs(ulps); ++u) cm = std::nextafter(cm, ulps < 0 ? -INFINITY : INFINITY);
      halves += ulps == 0;
    }
    INFO(cm);
    REQUIRE(grid_hundredths(cm) == grid_hundredths(quantize_cm(cm)));
  }
  CHECK(halves > 10000);
}

}  // namespace WARGEN_TEST_FILE
