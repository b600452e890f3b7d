#pragma once
// An identifier from the scenario format as words for people: "built_up" -> "built up",
// "heavy_rain" -> "heavy rain". Maps, keys and sheets print kinds and states this way.
#include <algorithm>
#include <string>

namespace wargen {

inline std::string spaced(std::string identifier) {
  std::replace(identifier.begin(), identifier.end(), '_', ' ');
  return identifier;
}

}  // namespace wargen
