// quantize_point and turned_on_grid (core/grid_point.hpp) give, bit for bit, what quantize_cm of
// each coordinate gives: where they work out both coordinates at once, that is the whole of their
// promise, since every scenario coordinate passes through them.
#include <bit>
#include <catch2/catch.hpp>
#include <cmath>
#include <cstdint>
#include <limits>
#include <random>
#include <vector>

#include "core/det_math.hpp"
#include "core/grid_point.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;

namespace {
bool same_bits(double a, double b) { return std::bit_cast<std::uint64_t>(a) == std::bit_cast<std::uint64_t>(b); }

// Coordinates of every sort: on the grid, a hair either side of a half hundredth, around the
// truncation's limit of 2^31 hundredths, negative, zero of both signs, huge, infinite, NaN.
std::vector<double> coordinates() {
  std::vector<double> out{0.0,
                          -0.0,
                          0.005,
                          -0.005,
                          0.015,
                          -0.015,
                          0.004999999999999999,
                          1.005,
                          2.675,
                          -2.675,
                          1e-300,
                          -1e-300,
                          21474836.47,
                          21474836.475,
                          21474836.48,
                          -21474836.47,
                          -21474836.48,
                          -21474836.485,
                          45035996273704.96,
                          1e20,
                          -1e20,
                          std::numeric_limits<double>::max(),
                          std::numeric_limits<double>::infinity(),
                          -std::numeric_limits<double>::infinity(),
                          std::numeric_limits<double>::quiet_NaN()};
  std::mt19937_64 rng(20261127);
  std::uniform_real_distribution<double> table(-20, 200), far(-3e7, 3e7);
  std::uniform_int_distribution<int> hundredths(-20000, 20000);
  for (int k = 0; k < 4000; ++k) {
    out.push_back(table(rng));
    out.push_back(far(rng));
    // Exactly halfway between two grid values, as near as a double comes, and its neighbours.
    const double half = (hundredths(rng) + 0.5) / 100;
    out.push_back(half);
    out.push_back(std::nextafter(half, 1e9));
    out.push_back(std::nextafter(half, -1e9));
  }
  return out;
}
}  // namespace

TEST_CASE("quantize_point rounds each coordinate as quantize_cm does", "[core]") {
  const std::vector<double> values = coordinates();
  std::mt19937_64 rng(7);
  int compared = 0;
  for (double x : values) {
    const double y = values[rng() % values.size()];
    const Point q = quantize_point({x, y});
    INFO("x " << x << ", y " << y);
    REQUIRE(same_bits(q.x, quantize_cm(x)));
    REQUIRE(same_bits(q.y, quantize_cm(y)));
    ++compared;
  }
  CHECK(compared == static_cast<int>(values.size()));
  // No coordinate is ever written "-0".
  CHECK(!std::signbit(quantize_point({-0.0, -0.004}).x));
  CHECK(!std::signbit(quantize_point({-0.0, -0.004}).y));
}

TEST_CASE("turned_on_grid is the scalar turn and move, rounded, to the bit", "[core]") {
  const std::vector<double> values = coordinates();
  std::mt19937_64 rng(11);
  std::uniform_real_distribution<double> degrees(0, 360);
  for (std::size_t k = 0; k < values.size(); ++k) {
    const double a = degrees(rng) * kPi / 180;
    const Point turn = k % 7 == 0 ? Point{0, 1} : Point{det_cos(a), det_sin(a)};
    const Point local{values[rng() % values.size()] / 8, values[rng() % values.size()] / 8};
    const Point centre{values[rng() % values.size()], values[rng() % values.size()]};
    const Point q = turned_on_grid(local, centre, turn);
    INFO("local " << local.x << " " << local.y << ", centre " << centre.x << " " << centre.y);
    REQUIRE(same_bits(q.x, quantize_cm(centre.x + local.x * turn.x - local.y * turn.y)));
    REQUIRE(same_bits(q.y, quantize_cm(centre.y + local.x * turn.y + local.y * turn.x)));
  }
}

}  // namespace WARGEN_TEST_FILE
