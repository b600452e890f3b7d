#pragma once
// A scenario's features and crossings in spatial indexes (core/box_index), for the validators'
// "closer than d?" checks between pairs, and its features by id: with these a check over a
// 100 000-feature file looks only at near neighbours, so validation grows linearly.
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/box_index.hpp"
#include "core/text_order.hpp"
#include "scenario/scenario.hpp"

namespace wargen {

// The box a feature covers: its outline's, or its centreline's grown by half its width.
Box feature_box(const Feature& f);

// compare_texts(a, b) for ids whose text_prefix a caller keeps: the prefixes first. Ids are two or
// three characters, so compare_texts compares them in line, where a memcmp call for each of a
// sort's comparisons would cost more than the comparing; validation sorts every table's ids.
inline int compare_ids(std::uint64_t a_prefix, std::string_view a, std::uint64_t b_prefix, std::string_view b) {
  return a_prefix != b_prefix ? (a_prefix < b_prefix ? -1 : 1) : compare_texts(a, b);
}

// Features by id without walking the list (Scenario::find_feature does).
class FeatureIds {
 public:
  explicit FeatureIds(const Scenario& s);
  // The first feature with this id, as Scenario::find_feature.
  const Feature* find(const std::string& id) const;

 private:
  // Sorted by id (text_prefix, then compare_texts), the scenario's order kept among equal ids: one
  // block, where a hash map made a node per feature (validation builds this for every table).
  struct ById {
    std::uint64_t prefix;
    std::string_view id;
    const Feature* feature;
  };
  std::vector<ById> by_id_;
};

struct ScenarioIndex {
  explicit ScenarioIndex(const Scenario& s);
  FeatureIds ids;
  BoxIndex features;   // entry i: s.features[i], by feature_box
  BoxIndex crossings;  // entry i: s.crossings[i], at its point
};

}  // namespace wargen
