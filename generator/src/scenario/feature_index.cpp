#include "scenario/feature_index.hpp"

#include <algorithm>
#include <limits>

namespace wargen {

namespace {
std::vector<Box> feature_boxes(const Scenario& s) {
  std::vector<Box> boxes;
  boxes.reserve(s.features.size());
  for (const auto& f : s.features) boxes.push_back(feature_box(f));
  return boxes;
}

std::vector<Box> crossing_boxes(const Scenario& s) {
  std::vector<Box> boxes;
  boxes.reserve(s.crossings.size());
  for (const auto& c : s.crossings) boxes.push_back(point_box(c.at));
  return boxes;
}
}  // namespace

Box feature_box(const Feature& f) {
  if (f.is_area()) return bounding_box(f.outline);
  // The widest of the line and its sections (an NPOW river's sections have their own widths). A
  // width that is not a number >= 0 leaves the box unusable (NaN), and an unusable box is a
  // candidate for every query: the index never hides what it cannot place.
  double width_cm = f.width_cm >= 0 ? f.width_cm : std::numeric_limits<double>::quiet_NaN();
  for (const auto& section : f.sections)
    width_cm = section.width_cm >= 0 ? std::max(width_cm, section.width_cm) : std::numeric_limits<double>::quiet_NaN();
  return grown(bounding_box(f.path), width_cm / 2);
}

FeatureIds::FeatureIds(const Scenario& s) {
  by_id_.reserve(s.features.size());
  for (const auto& f : s.features) by_id_.push_back({text_prefix(f.id), f.id, &f});
  // Of a repeated id, the first in the scenario stays first: the features lie in one vector, in
  // the scenario's order, so their addresses give it.
  std::sort(by_id_.begin(), by_id_.end(), [](const ById& a, const ById& b) {
    const int order = compare_ids(a.prefix, a.id, b.prefix, b.id);
    return order < 0 || (order == 0 && a.feature < b.feature);
  });
}

const Feature* FeatureIds::find(const std::string& id) const {
  const ById key{text_prefix(id), id, nullptr};
  auto it = std::lower_bound(by_id_.begin(), by_id_.end(), key, [](const ById& entry, const ById& key) {
    return compare_ids(entry.prefix, entry.id, key.prefix, key.id) < 0;
  });
  return it == by_id_.end() || compare_ids(it->prefix, it->id, key.prefix, key.id) != 0 ? nullptr : it->feature;
}

ScenarioIndex::ScenarioIndex(const Scenario& s) : ids(s), features(feature_boxes(s)), crossings(crossing_boxes(s)) {}

}  // namespace wargen
