#include "generators/npow/npow_names.hpp"

#include <map>

#include "names/place_names.hpp"

namespace wargen {

namespace {
}  // namespace

void name_npow_features(const NpowParams& p, const std::string& table_zone, Scenario& s, Pcg32& rng) {
  const NameLanguage& language = language_for_zone(p.zones.at(table_zone).place_names_zone, rng);
  assign_place_names(s, language, rng);
  std::map<std::string, std::string> first_piece;  // pool element -> the name of its first section
  for (Feature& f : s.features) {
    if (attribute(f, "parts").empty() || f.name.empty()) continue;
    auto [it, first] = first_piece.emplace(attribute(f, "element"), f.name);
    if (!first) f.name = it->second;
  }
}

}  // namespace wargen
