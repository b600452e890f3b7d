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
}  // namespace

double det_sin(double radians) {
  // std::round and the arithmetic below are exact IEEE operations, hence portable.
  double x = radians - 2.0 * kPi * std::round(radians / (2.0 * kPi));  // [-pi, pi]
  if (x > kPi / 2) x = kPi - x;
  if (x < -kPi / 2) x = -kPi - x;
  return sin_reduced(x);
}

double det_cos(double radians) { return det_sin(radians + kPi / 2); }

}  // namespace wargen
