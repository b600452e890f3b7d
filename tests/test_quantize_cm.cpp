// quantize_cm puts every written coordinate on the 0.01 cm grid: std::round's number (halves away
// from zero) without libm, and never -0, which a file would print as "-0". These cases hold it to
// that on values of every size and sign, on the halves themselves, on the negative values that
// round to zero, and on the values that are not numbers.
#include <catch2/catch.hpp>
#include <cmath>
#include <limits>

#include "core/det_math.hpp"
#include "core/rng.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;

namespace {
double expected(double cm) {
  const double q = std::round(cm * 100.0) / 100.0;
  return q == 0.0 ? 0.0 : q;
}
}  // namespace

TEST_CASE("quantize_cm is std::round's hundredth, never -0", "[geometry]") {
  Pcg32 rng(20261127, 7);
  int negative_zeros = 0, halves = 0;
  for (int k = 0; k < 300000; ++k) {
    double cm = 0;
    switch (k % 4) {
      case 0:  // table-sized, either sign
        cm = rng.uniform(-500, 500);
        break;
      case 1:  // a whole number of hundredths and a half: the ties
        cm = (static_cast<double>(rng.below(200001)) - 100000 + 0.5) / 100.0;
        ++halves;
        break;
      case 2:  // just below zero, where the rounding gives -0
        cm = -rng.uniform(0, 0.006);
        negative_zeros += std::round(cm * 100.0) == 0.0;
        break;
      default:  // far off any table
        cm = rng.uniform(-1e15, 1e15);
    }
    INFO(cm);
    const double q = quantize_cm(cm);
    REQUIRE(q == expected(cm));
    REQUIRE(std::signbit(q) == std::signbit(expected(cm)));
  }
  CHECK(negative_zeros > 10000);
  CHECK(halves > 10000);
  CHECK_FALSE(std::signbit(quantize_cm(-0.0)));
  CHECK(std::isnan(quantize_cm(std::numeric_limits<double>::quiet_NaN())));
  CHECK(quantize_cm(std::numeric_limits<double>::infinity()) == std::numeric_limits<double>::infinity());
  CHECK(quantize_cm(-std::numeric_limits<double>::infinity()) == -std::numeric_limits<double>::infinity());
}

}  // namespace WARGEN_TEST_FILE
