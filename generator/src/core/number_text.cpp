#include "core/number_text.hpp"

#include <array>
#include <charconv>
#include <cmath>
#include <stdexcept>

namespace wargen {

std::string format_number(double value) {
  if (!std::isfinite(value)) throw std::invalid_argument("a number to write must be finite");
  if (value == 0) return "0";  // also -0.0: "-0" would read back as a different bit pattern
  // Fixed notation's longest shortest-round-trip text is the smallest subnormal: "0." followed by
  // 323 zeros and a digit, plus a sign; 400 is ample.
  std::array<char, 400> buffer{};
  auto [end, error] = std::to_chars(buffer.data(), buffer.data() + buffer.size(), value, std::chars_format::fixed);
  if (error != std::errc()) throw std::invalid_argument("a number did not fit its text buffer");
  return std::string(buffer.data(), end);
}

double parse_number(std::string_view text) {
  if (text.empty()) throw std::invalid_argument("is empty");
  double value = 0;
  const char* first = text.data();
  const char* last = text.data() + text.size();
  auto [end, error] = std::from_chars(first, last, value);
  if (error == std::errc::result_out_of_range) throw std::invalid_argument("is out of range");
  if (error != std::errc() || end != last) throw std::invalid_argument("is not a number");
  // from_chars accepts "nan" and "inf", which are not coordinates.
  if (!std::isfinite(value)) throw std::invalid_argument("is not a finite number");
  return value == 0 ? 0.0 : value;
}

}  // namespace wargen
