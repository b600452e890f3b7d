#include "victory/victory_system.hpp"

#include <charconv>
#include <stdexcept>

namespace wargen {
namespace {

bool parse_int(const std::string& text, long long& value) {
  auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  return !text.empty() && error == std::errc() && end == text.data() + text.size();
}

// "p:q" with 1 <= p, q <= 1000 (a ratio of 0 or a huge one means a typo, not a band edge).
bool parse_ratio(const std::string& text, long long& p, long long& q) {
  auto colon = text.find(':');
  if (colon == std::string::npos) return false;
  return parse_int(text.substr(0, colon), p) && parse_int(text.substr(colon + 1), q) && p >= 1 && q >= 1 && p <= 1000 &&
         q <= 1000;
}

}  // namespace

std::string check_param_text(const VictoryParam& param, const std::string& text) {
  long long a = 0, b = 0;
  if (param.kind == VictoryParam::Kind::ratio) {
    if (!parse_ratio(text, a, b)) return "must be a ratio such as 3:2 (whole numbers 1 to 1000), not '" + text + "'";
    return {};
  }
  if (!parse_int(text, a)) return "must be a whole number, not '" + text + "'";
  if (a < param.min || a > param.max)
    return "must be between " + std::to_string(param.min) + " and " + std::to_string(param.max) + ", not " + text;
  return {};
}

std::int64_t VictoryParams::whole(const std::string& key) const {
  auto it = values_.find(key);
  long long value = 0;
  if (it == values_.end() || !parse_int(it->second, value))
    throw std::logic_error("victory parameter '" + key + "' missing or not checked");
  return value;
}

Fraction VictoryParams::ratio(const std::string& key) const {
  auto it = values_.find(key);
  long long p = 0, q = 0;
  if (it == values_.end() || !parse_ratio(it->second, p, q))
    throw std::logic_error("victory parameter '" + key + "' missing or not checked");
  return fraction(p, q);
}

}  // namespace wargen
