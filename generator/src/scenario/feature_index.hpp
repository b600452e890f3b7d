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
