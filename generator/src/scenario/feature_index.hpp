#pragma once
// A scenario's features and crossings in spatial indexes (core/box_index), for the validators'
// "closer than d?" checks between pairs, and its features by id: with these a check over a
// 100 000-feature file looks only at near neighbours, so validation grows linearly.
#include <string>
#include <vector>

#include "core/box_index.hpp"
#include "scenario/scenario.hpp"

namespace wargen {

// The box a feature covers: its outline's, or its centreline's grown by half its width.
Box feature_box(const Feature& f);

// Features by id without walking the list (Scenario::find_feature does): the features sorted by id
// once, then each id found by bisection. No hashing or node per feature: every validation builds
// this, a survey once per table.
class FeatureIds {
 public:
  explicit FeatureIds(const Scenario& s);
  // The first feature with this id, as Scenario::find_feature.
  const Feature* find(const std::string& id) const;

 private:
  std::vector<const Feature*> by_id_;  // by id, then by place in the list
};

struct ScenarioIndex {
  explicit ScenarioIndex(const Scenario& s);
  FeatureIds ids;
  BoxIndex features;   // entry i: s.features[i], by feature_box
  BoxIndex crossings;  // entry i: s.crossings[i], at its point
};

}  // namespace wargen
