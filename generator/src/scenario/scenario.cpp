#include "scenario/scenario.hpp"

#include <algorithm>
#include <string_view>

namespace wargen {

bool is_feature_kind(const std::string& kind) {
  const auto& kinds = feature_kinds();
  return std::find(kinds.begin(), kinds.end(), kind) != kinds.end();
}

const std::string& attribute(const Attributes& attributes, std::string_view key) {
  static const std::string none;
  // A feature holds a handful of attributes, and their keys mostly differ in length: a scan whose
  // == compares lengths first leaves about one comparison of text per lookup, where the tree's
  // descent makes three. A long map (a tool's own, or a hostile file) still takes the tree.
  constexpr std::size_t kScannedAttributes = 12;
  if (attributes.size() > kScannedAttributes) {
    auto it = attributes.find(key);
    return it == attributes.end() ? none : it->second;
  }
  for (const auto& [name, value] : attributes)
    if (name == key) return value;
  return none;
}

// Compared as views, which look at the lengths first: std::string == "text" calls memcmp before it
// does, and these are asked of every feature many times a table.
bool is_watercourse_kind(const std::string& kind) {
  const std::string_view k = kind;
  return k == "river" || k == "stream";
}

bool is_linear_kind(const std::string& kind) {
  const std::string_view k = kind;
  return is_watercourse_kind(kind) || k == "road" || k == "earthwork" || k == "obstacle";
}

const BoxPieceRecord* TerrainBoxRecord::find(std::string_view piece_id) const {
  for (const auto& piece : pieces)
    if (piece.id == piece_id) return &piece;
  return nullptr;
}

const Feature* Scenario::find_feature(const std::string& feature_id) const {
  for (const auto& f : features)
    if (f.id == feature_id) return &f;
  return nullptr;
}


}  // namespace wargen
