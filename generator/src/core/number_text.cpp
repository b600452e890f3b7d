#include "core/number_text.hpp"

#include <array>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <optional>
#include <stdexcept>

namespace wargen {

namespace {

// Most numbers we write lie on the 0.01 grid (quantize_cm): such a number's shortest round-trip
// text is its hundredths written out, trailing zeros dropped. When the nearest double to n/100
// is `value` itself, that text reads back to `value`; and no shorter text can: below 1e9 two
// decimals a hundredth apart lie many ulps apart, so a shorter decimal (fewer places, the same
// magnitude) that read back to `value` would be n/100 itself. Ryu's shortest search costs
// several hundred instructions; this, a few dozen. Empty when `value` is off the grid.
std::optional<std::string> hundredths_text(double value) {
  if (!(std::fabs(value) < 1e9)) return std::nullopt;
  const double scaled = std::round(value * 100);
  if (scaled / 100 != value) return std::nullopt;
  auto hundredths = static_cast<std::int64_t>(std::fabs(scaled));
  char text[16];
  char* end = text + sizeof text;
  char* first = end;
  const int cents = static_cast<int>(hundredths % 100);
  hundredths /= 100;
  if (cents != 0) {
    if (cents % 10 != 0) *--first = static_cast<char>('0' + cents % 10);
    *--first = static_cast<char>('0' + cents / 10);
    *--first = '.';
  }
  do {
    *--first = static_cast<char>('0' + hundredths % 10);
    hundredths /= 10;
  } while (hundredths != 0);
  if (value < 0) *--first = '-';
  return std::string(first, end);
}

}  // namespace

std::string format_number(double value) {
  if (!std::isfinite(value)) throw std::invalid_argument("a number to write must be finite");
  if (value == 0) return "0";  // also -0.0: "-0" would read back as a different bit pattern
  if (auto text = hundredths_text(value)) return *std::move(text);
  // Fixed notation's longest shortest-round-trip text is the smallest subnormal: "0." followed by
  // 323 zeros and a digit, plus a sign; 400 is ample.
  std::array<char, 400> buffer{};
  auto [end, error] = std::to_chars(buffer.data(), buffer.data() + buffer.size(), value, std::chars_format::fixed);
  if (error != std::errc()) throw std::invalid_argument("a number did not fit its text buffer");
  return std::string(buffer.data(), end);
}

namespace {
// Why `text` is not a number parse_number reads, or null when it is one (then held in `value`).
const char* number_problem(std::string_view text, double& value) {
  if (text.empty()) return "is empty";
  value = 0;
  const char* first = text.data();
  const char* last = text.data() + text.size();
  auto [end, error] = std::from_chars(first, last, value);
  if (error == std::errc::result_out_of_range) return "is out of range";
  if (error != std::errc() || end != last) return "is not a number";
  // from_chars accepts "nan" and "inf", which are not coordinates.
  if (!std::isfinite(value)) return "is not a finite number";
  if (value == 0) value = 0.0;
  return nullptr;
}
}  // namespace

double parse_number(std::string_view text) {
  double value = 0;
  if (const char* problem = number_problem(text, value)) throw std::invalid_argument(problem);
  return value;
}

std::optional<double> read_number(std::string_view text) {
  double value = 0;
  if (number_problem(text, value)) return std::nullopt;
  return value;
}

std::string fixed_decimals(double value, int places) {
  char text[400];  // %.Nf of the largest double with a few decimals
  std::snprintf(text, sizeof text, "%.*f", places, value);
  return text;
}

}  // namespace wargen
