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
  for (const auto& f : s.features) by_id_.emplace_back(f.id, &f);
  // Stable: of a repeated id, the first in the scenario stays first.
  std::stable_sort(by_id_.begin(), by_id_.end(),
                   [](const auto& a, const auto& b) { return compare_ids(a.first, b.first) < 0; });
}

const Feature* FeatureIds::find(const std::string& id) const {
  auto it = std::lower_bound(by_id_.begin(), by_id_.end(), std::string_view(id),
                             [](const auto& entry, std::string_view key) { return compare_ids(entry.first, key) < 0; });
  return it == by_id_.end() || it->first != id ? nullptr : it->second;
}

ScenarioIndex::ScenarioIndex(const Scenario& s) : ids(s), features(feature_boxes(s)), crossings(crossing_boxes(s)) {}

}  // namespace wargen
