#include "victory/state_access.hpp"

namespace wargen {

int required_count(YamlMap& map, const std::string& key, int min, int max) {
  return map.required(key).integer(min, max);
}

std::optional<int> optional_count(YamlMap& map, const std::string& key, int min, int max) {
  if (!map.has(key)) {
    map.optional(key);  // checked off: an explicit null is allowed
    return std::nullopt;
  }
  return map.required(key).integer(min, max);
}

bool optional_flag(YamlMap& map, const std::string& key, bool fallback) {
  if (!map.has(key)) {
    map.optional(key);
    return fallback;
  }
  return map.required(key).boolean();
}

std::string side_of(const YamlValue& value) {
  std::string text = value.text();
  if (text != "A" && text != "B") value.fail("must be A or B, not '" + text + "'");
  return text;
}

std::string other_side(const std::string& side) { return side == "A" ? "B" : "A"; }

void read_both_sides(YamlMap& state, const std::string& key,
                     const std::function<void(const std::string&, YamlMap&)>& read) {
  YamlMap sides = state.map(key);
  for (const std::string side : {"A", "B"}) {
    YamlMap one = sides.map(side);
    read(side, one);
    one.finish();
  }
  sides.finish();
}

}  // namespace wargen
