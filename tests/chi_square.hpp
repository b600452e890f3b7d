#pragma once
// Chi-square goodness of fit for the dice-table tests. Seeds are fixed, so a test cannot flake;
// thresholds are the 0.999 quantiles, so a wrong table fails by a wide margin.
#include <catch2/catch.hpp>
#include <map>
#include <string>

namespace wargen::test {

inline double chi_square(const std::map<std::string, int>& counts, const std::map<std::string, double>& probabilities) {
  int total = 0;
  for (const auto& [k, n] : counts) total += n;
  double chi2 = 0;
  for (const auto& [k, p] : probabilities) {
    double expected = total * p;
    int seen = counts.count(k) ? counts.at(k) : 0;
    chi2 += (seen - expected) * (seen - expected) / expected;
  }
  for (const auto& [k, n] : counts) INFO(k << ": " << n);
  return chi2;
}

// 0.999 quantiles of chi-square by degrees of freedom (1 to 12).
inline double critical(std::size_t dof) {
  static const double q[] = {0, 10.83, 13.82, 16.27, 18.47, 20.52, 22.46, 24.32, 26.12, 27.88, 29.59, 31.26, 32.91};
  return q[dof];
}

}  // namespace wargen::test
