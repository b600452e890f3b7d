#include "victory/fraction.hpp"

#include <numeric>
#include <stdexcept>

namespace wargen {
namespace {
// 128-bit integers: a GCC and Clang extension; __extension__ keeps -Wpedantic quiet.
__extension__ typedef __int128 Wide;

Fraction reduced(Wide n, Wide d) {
  if (d < 0) {
    n = -n;
    d = -d;
  }
  Wide a = n < 0 ? -n : n, b = d;
  while (b != 0) {
    Wide t = a % b;
    a = b;
    b = t;
  }
  if (a > 1) {
    n /= a;
    d /= a;
  }
  constexpr Wide kMax = static_cast<Wide>(INT64_MAX);
  if (n > kMax || -n > kMax || d > kMax) throw std::overflow_error("fraction out of range");
  return {static_cast<std::int64_t>(n), static_cast<std::int64_t>(d)};
}
}  // namespace

Fraction fraction(std::int64_t n, std::int64_t d) {
  if (d <= 0) throw std::invalid_argument("fraction: denominator must be positive");
  return reduced(n, d);
}

int compare(Fraction a, Fraction b) {
  Wide left = static_cast<Wide>(a.num) * b.den;
  Wide right = static_cast<Wide>(b.num) * a.den;
  return left < right ? -1 : left > right ? 1 : 0;
}

Fraction multiply(Fraction a, Fraction b) {
  return reduced(static_cast<Wide>(a.num) * b.num, static_cast<Wide>(a.den) * b.den);
}

Fraction add(Fraction a, Fraction b) {
  return reduced(static_cast<Wide>(a.num) * b.den + static_cast<Wide>(b.num) * a.den, static_cast<Wide>(a.den) * b.den);
}

Fraction subtract(Fraction a, Fraction b) {
  return reduced(static_cast<Wide>(a.num) * b.den - static_cast<Wide>(b.num) * a.den, static_cast<Wide>(a.den) * b.den);
}

Fraction divide(Fraction a, Fraction b) {
  if (b.num == 0) throw std::invalid_argument("fraction: division by zero");
  return reduced(static_cast<Wide>(a.num) * b.den, static_cast<Wide>(a.den) * b.num);
}

std::string decimal_text(Fraction f, int places) {
  Wide scale = 1;
  for (int i = 0; i < places; ++i) scale *= 10;
  bool negative = f.num < 0;
  Wide n = negative ? -static_cast<Wide>(f.num) : f.num;
  // Round half away from zero: floor((2 n scale + d) / 2d).
  Wide scaled = (2 * n * scale + f.den) / (2 * static_cast<Wide>(f.den));
  Wide whole = scaled / scale;
  Wide part = scaled % scale;
  std::string digits;
  for (Wide w = whole;; w /= 10) {
    digits.insert(digits.begin(), static_cast<char>('0' + static_cast<int>(w % 10)));
    if (w < 10) break;
  }
  std::string out = (negative && scaled != 0 ? "-" : "") + digits;
  if (part != 0) {
    std::string decimals(static_cast<std::size_t>(places), '0');
    for (int i = places - 1; i >= 0; --i, part /= 10)
      decimals[static_cast<std::size_t>(i)] = static_cast<char>('0' + static_cast<int>(part % 10));
    while (!decimals.empty() && decimals.back() == '0') decimals.pop_back();
    out += "." + decimals;
  }
  return out;
}

std::int64_t rounded(Fraction f) {
  Wide n = f.num, d = f.den;
  Wide r = n >= 0 ? (2 * n + d) / (2 * d) : -((-2 * n + d) / (2 * d));
  return static_cast<std::int64_t>(r);
}

std::string ratio_text(Fraction f) { return std::to_string(f.num) + ":" + std::to_string(f.den); }

}  // namespace wargen
