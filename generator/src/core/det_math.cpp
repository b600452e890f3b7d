#include "core/det_math.hpp"

#include <cmath>

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
// std::round, without the call into libm that placement pays for every vertex it moves. Below
// 2^52 the integer conversion truncates exactly and the fraction x - truncated is exact, so the
// comparison rounds as std::round does (only the sign of a zero may differ, which quantize_cm
// drops); larger values, infinities and NaN are left to std::round.
double round_half_away(double x) {
  constexpr double kExactBelow = 4503599627370496.0;  // 2^52
  if (!(std::abs(x) < kExactBelow)) return std::round(x);
  double truncated = static_cast<double>(static_cast<long long>(x));
  double fraction = x - truncated;
  if (fraction >= 0.5) return truncated + 1;
  if (fraction <= -0.5) return truncated - 1;
  return truncated;
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
