#pragma once
// Exact rational numbers for adjudication. Victory bands have edges ("exactly 2:1 is decisive",
// "RS exactly 0.60 tests"), and a float can land on either side of an edge: 0.6 is not a binary
// fraction. Every comparison that decides a result is done on integers; decimals are for people.
#include <cstdint>
#include <string>

namespace wargen {

struct Fraction {
  std::int64_t num = 0;
  std::int64_t den = 1;  // always > 0
};

// n / d with d > 0 (throws std::invalid_argument for d <= 0).
Fraction fraction(std::int64_t n, std::int64_t d);

// -1, 0 or 1 as a < b, a == b, a > b; exact (128-bit cross products).
int compare(Fraction a, Fraction b);
inline bool operator<(Fraction a, Fraction b) { return compare(a, b) < 0; }
inline bool operator<=(Fraction a, Fraction b) { return compare(a, b) <= 0; }
inline bool operator>(Fraction a, Fraction b) { return compare(a, b) > 0; }
inline bool operator>=(Fraction a, Fraction b) { return compare(a, b) >= 0; }
inline bool operator==(Fraction a, Fraction b) { return compare(a, b) == 0; }

// a * b, a + b and a - b, reduced; inputs are kept small (state values are at most a million).
Fraction multiply(Fraction a, Fraction b);
Fraction add(Fraction a, Fraction b);
Fraction subtract(Fraction a, Fraction b);
Fraction divide(Fraction a, Fraction b);  // b must not be 0

// The value rounded half away from zero to `places` decimals, trailing zeros dropped:
// 64/1 -> "64", 35.234 -> "35.23" (places 2), 2/3 -> "0.67", 1/2 -> "0.5".
std::string decimal_text(Fraction f, int places);

// The value rounded half up to a whole number (for "35 %" in a verdict line).
std::int64_t rounded(Fraction f);

// "3:2" for a ratio p:q as rules write it.
std::string ratio_text(Fraction f);

}  // namespace wargen
