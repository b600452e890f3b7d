#include "scenario/scenario.hpp"

#include <algorithm>

namespace wargen {

bool is_feature_kind(const std::string& kind) {
  const auto& kinds = feature_kinds();
  return std::find(kinds.begin(), kinds.end(), kind) != kinds.end();
}

const std::string& attribute(const Attributes& attributes, std::string_view key) {
  static const std::string none;
  auto it = attributes.find(key);
  return it == attributes.end() ? none : it->second;
}

bool is_watercourse_kind(const std::string& kind) { return kind == "river" || kind == "stream"; }

bool is_linear_kind(const std::string& kind) {
  return is_watercourse_kind(kind) || kind == "road" || kind == "earthwork" || kind == "obstacle";
}

const Feature* Scenario::find_feature(const std::string& feature_id) const {
  for (const auto& f : features)
    if (f.id == feature_id) return &f;
  return nullptr;
}


}  // namespace wargen
