#include "core/det_math.hpp"

#include <cmath>
#include <cstdint>

namespace wargen {

namespace {
// Taylor series on [-pi/2, pi/2]; 11 terms leave an error below 1e-15 there.
double sin_reduced(double x) {
  double x2 = x * x;
  double term = x;
  double sum = x;
  for (int n = 1; n <= 11; ++n) {
    term = -term * x2 / ((2.0 * n) * (2.0 * n + 1.0));
    sum += term;
  }
  return sum;
}

// std::round (halves away from zero) without libm's call, for quantize_cm, which every written
// coordinate passes through. The same number for every input but the sign of a zero result (always
// +0 here), which quantize_cm makes +0 anyway: the truncation is exact below 2^52, the fraction
// x - whole is exact (it is x's own bits below the units), and from 2^52 on every double is whole.
double round_half_away(double x) {
  constexpr double kAllWhole = 4503599627370496.0;  // 2^52
  if (!(std::fabs(x) < kAllWhole)) return x;       // whole already, or not a number
  const double whole = static_cast<double>(static_cast<std::int64_t>(x));
  const double fraction = x - whole;
  if (fraction >= 0.5) return whole + 1;
  if (fraction <= -0.5) return whole - 1;
  return whole;
}
}  // namespace

double det_sin(double radians) {
  // std::round and the arithmetic below are exact IEEE operations, hence portable.
  double x = radians - 2.0 * kPi * std::round(radians / (2.0 * kPi));  // [-pi, pi]
  if (x > kPi / 2) x = kPi - x;
  if (x < -kPi / 2) x = -kPi - x;
  return sin_reduced(x);
}

double det_cos(double radians) { return det_sin(radians + kPi / 2); }

double quantize_cm(double cm) {
  double q = round_half_away(cm * 100.0) / 100.0;
  return q == 0.0 ? 0.0 : q;  // never write "-0"
}

}  // namespace wargen
