#pragma once
// Reading an umpire's state file (docs/adjudication.md): small checked accessors so every victory
// system reports a bad file the same way, "state.yaml:7: key 'sides.A.destroyed': …".
#include <functional>
#include <optional>
#include <string>

#include "core/yaml_access.hpp"

namespace wargen {

// Counts of points, stands or units: whole numbers from 0 to a million (bounded so exact
// arithmetic on products stays far inside 64 bits).
inline constexpr int kMaxCount = 1000000;

int required_count(YamlMap& map, const std::string& key, int min = 0, int max = kMaxCount);
std::optional<int> optional_count(YamlMap& map, const std::string& key, int min = 0, int max = kMaxCount);
bool optional_flag(YamlMap& map, const std::string& key, bool fallback);
// "A" or "B".
std::string side_of(const YamlValue& value);
std::string other_side(const std::string& side);

// Calls `read(side, map)` for `key`'s sub-maps A and B, both required, then checks them off.
void read_both_sides(YamlMap& state, const std::string& key,
                     const std::function<void(const std::string&, YamlMap&)>& read);

}  // namespace wargen
