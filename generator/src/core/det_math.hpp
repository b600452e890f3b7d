#pragma once
// Trigonometry from + - * / only. libm's sin/cos may differ in the last bit between C libraries,
// and a different last bit can flip a placement decision; these cannot.
#include <cmath>
#include <cstdint>

namespace wargen {

constexpr double kPi = 3.14159265358979323846;

double det_sin(double radians);
double det_cos(double radians);

// std::round (halves away from zero) without libm's call, for quantize_cm, which every written
// coordinate passes through. The same number for every input but the sign of a zero result, always
// +0 here, so that no coordinate is ever written "-0": the truncation is exact below 2^52, the
// fraction x - whole is exact (it is x's own bits below the units), and from 2^52 on every double
// is whole.
inline double round_half_away(double x) {
  constexpr double kAllWhole = 4503599627370496.0;  // 2^52
  if (!(std::fabs(x) < kAllWhole)) return x;       // whole already, or not a number
  const double whole = static_cast<double>(static_cast<std::int64_t>(x));
  const double fraction = x - whole;
  // Selects, not branches: which way a coordinate rounds is a coin toss no branch predictor
  // guesses, and placement rounds every point of every outline it tries. The sums are of small
  // whole numbers, exact, and never -0 (whole is +0 for |x| < 1).
  const double up = fraction >= 0.5 ? 1.0 : 0.0, down = fraction <= -0.5 ? 1.0 : 0.0;
  return whole + up - down;
}

// Rounds to the 0.01 cm grid every coordinate in a scenario lives on, so that the YAML text and
// the in-memory value are the same number and a read-back scenario is bit-identical. Inline: the
// generators call it hundreds of thousands of times a table.
// Never "-0": round_half_away's zero is +0, and its other results are whole numbers, which stay
// nonzero divided by 100.
inline double quantize_cm(double cm) { return round_half_away(cm * 100.0) / 100.0; }

// A coordinate on the 0.01 cm grid as whole hundredths, and back. For two coordinates on the
// grid, grid_cm(grid_hundredths(a) + grid_hundredths(b)) is quantize_cm(a + b), the same number:
// a + b lies within a few units in the last place of a grid value, so it rounds to that one. A
// caller moving one outline to many places adds whole numbers instead of rounding every sum.
// Of a coordinate off the grid (within +-2^50 hundredths), the hundredths of quantize_cm(cm):
// that is the same whole number divided by 100 and multiplied back, a hair from it.
inline std::int64_t grid_hundredths(double cm) { return static_cast<std::int64_t>(round_half_away(cm * 100.0)); }
inline double grid_cm(std::int64_t hundredths) { return static_cast<double>(hundredths) / 100.0; }

}  // namespace wargen
