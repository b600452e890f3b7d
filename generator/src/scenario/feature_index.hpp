#pragma once
// A scenario's features and crossings in spatial indexes (core/box_index), for the validators'
// "closer than d?" checks between pairs, and its features by id: with these a check over a
// 100 000-feature file looks only at near neighbours, so validation grows linearly.
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/box_index.hpp"
#include "scenario/scenario.hpp"

namespace wargen {

// The box a feature covers: its outline's, or its centreline's grown by half its width.
Box feature_box(const Feature& f);

// Ids in the order string_view::compare gives (bytes as unsigned char, then length), compared
// byte by byte in line: ids are two or three characters, where a call to memcmp for each of a
// sort's comparisons costs more than the comparing. Validation sorts every table's ids.
inline int compare_ids(std::string_view a, std::string_view b) {
  const std::size_t common = a.size() < b.size() ? a.size() : b.size();
  for (std::size_t i = 0; i < common; ++i)
    if (a[i] != b[i]) return static_cast<unsigned char>(a[i]) < static_cast<unsigned char>(b[i]) ? -1 : 1;
  return a.size() < b.size() ? -1 : a.size() > b.size() ? 1 : 0;
}

// Features by id without walking the list (Scenario::find_feature does).
class FeatureIds {
 public:
  explicit FeatureIds(const Scenario& s);
  // The first feature with this id, as Scenario::find_feature.
  const Feature* find(const std::string& id) const;

 private:
  // Sorted by id, the scenario's order kept among equal ids: one block, where a hash map made a
  // node per feature (validation builds this for every table).
  std::vector<std::pair<std::string_view, const Feature*>> by_id_;
};

struct ScenarioIndex {
  explicit ScenarioIndex(const Scenario& s);
  FeatureIds ids;
  BoxIndex features;   // entry i: s.features[i], by feature_box
  BoxIndex crossings;  // entry i: s.crossings[i], at its point
};

}  // namespace wargen
