// NPOW-S3 (sections of 60 cm), S4 (where a watercourse starts and ends) and S6 (sections counted
// from the table edge), measured on the scenario as written.
#include <algorithm>
#include <cmath>

#include "core/shape_measure.hpp"
#include "generators/npow/npow_features.hpp"
#include "generators/npow/table_bands.hpp"
#include "generators/npow/validation_support.hpp"

namespace wargen::npow_validation {

namespace {

// The table edge a point lies on, or "".
std::string edge_at(Point q, const Scenario& s) {
  if (q.y <= kLimitToleranceCm) return "south";
  if (q.y >= s.table_depth_cm - kLimitToleranceCm) return "north";
  if (q.x <= kLimitToleranceCm) return "west";
  if (q.x >= s.table_width_cm - kLimitToleranceCm) return "east";
  return "";
}

double outline_distance(Point q, const Polygon& outline) {
  return point_polyline_distance(q, closed_ring(outline));
}

void check_sections_geometry(const Feature& w, const NpowParams& p, const Scenario& s, Violations& out) {
  double length = polyline_length(w.path);
  int n = static_cast<int>(w.sections.size());
  if (n == 0) {
    out.push_back({"NPOW-S3", what(w) + " is not cut into sections"});
    return;
  }
  if (std::abs(length - n * p.section_length_cm) > p.length_tolerance_cm)
    out.push_back({"NPOW-S3", what(w) + " is " + mm_text(length) + " cm long: " + std::to_string(n) + " sections of " +
                                  mm_text(p.section_length_cm) + " cm make " + mm_text(n * p.section_length_cm)});
  // Sections in index order, end to end, each a full section but the last (which takes the slack).
  std::vector<WaterSection> along = w.sections;
  std::sort(along.begin(), along.end(), [](const auto& a, const auto& b) { return a.from_cm < b.from_cm; });
  bool from_start = along.front().index == 1;
  bool tidy = std::abs(along.front().from_cm) <= kLimitToleranceCm &&
              std::abs(along.back().to_cm - length) <= kLimitToleranceCm;
  for (int k = 0; k < n; ++k) {
    const WaterSection& sec = along[static_cast<std::size_t>(k)];
    int expected_index = from_start ? k + 1 : n - k;
    bool last = expected_index == n;
    tidy = tidy && sec.index == expected_index;
    if (k + 1 < n)
      tidy = tidy && std::abs(sec.to_cm - along[static_cast<std::size_t>(k + 1)].from_cm) <= kLimitToleranceCm;
    if (!last) tidy = tidy && std::abs(sec.to_cm - sec.from_cm - p.section_length_cm) <= kLimitToleranceCm;
  }
  if (!tidy)
    out.push_back({"NPOW-S6", what(w) + ": its sections are not " + mm_text(p.section_length_cm) +
                                  " cm pieces numbered from one end"});
  // Counted from the table edge: from the end that lies on it.
  std::string start_edge = edge_at(w.path.front(), s), end_edge = edge_at(w.path.back(), s);
  if ((from_start && start_edge.empty() && !end_edge.empty()) || (!from_start && !start_edge.empty()))
    out.push_back({"NPOW-S6", what(w) + ": its sections are not counted from the table edge"});
}

void check_ends(std::size_t wi, const NpowParams& p, const Scenario& s, const ScenarioIndex& index, Violations& out) {
  const Feature& w = s.features[wi];
  Point start = w.path.front(), end = w.path.back();
  std::string end_edge = edge_at(end, s), start_edge = edge_at(start, s);
  // Only features whose boxes (a line's grown by half its width) come near this one's can touch it.
  const std::vector<std::size_t> near = index.features.near(index.features.box(wi), kLimitToleranceCm);
  auto touches_water = [&](Point q) {
    for (std::size_t k : near)
      if (const Feature& other = s.features[k];
          &other != &w && is_watercourse_kind(other.kind) && point_polyline_within(q, other.path, kLimitToleranceCm))
        return true;
    return false;
  };
  if (end_edge.empty() && !touches_water(end))
    out.push_back({"NPOW-S4", what(w) + " ends neither at a table edge nor at another watercourse"});
  bool start_ok = !start_edge.empty() && !(p.start_edge_differs && start_edge == end_edge);
  const std::vector<std::size_t> at_start =
      start_ok ? std::vector<std::size_t>{} : index.features.near(point_box(start), p.touch_cm + kLimitToleranceCm);
  for (std::size_t k : at_start) {
    const Feature& f = s.features[k];
    if (start_ok) break;
    bool allowed = p.start_weights.count(f.kind) && p.start_weights.at(f.kind) > 0;
    if (!allowed || !f.is_area()) continue;
    bool inside = point_in_polygon(start, f.outline);
    double gap = inside ? 0 : outline_distance(start, f.outline);
    // A marsh may hold its source; a hill is touched, never crossed (NPOW-P4).
    start_ok = gap <= p.touch_cm + kLimitToleranceCm && !(inside && f.kind == "hill");
  }
  if (!start_ok) out.push_back({"NPOW-S4", what(w) + " starts neither at another table edge nor at a marsh or a hill"});
  // It meets other water only at its mouth (or where another one flows into it).
  for (std::size_t k : near) {
    const Feature& other = s.features[k];
    if (&other == &w || !is_watercourse_kind(other.kind) ||
        point_polyline_within(other.path.back(), w.path, kLimitToleranceCm))
      continue;
    double apart = (w.width_cm + other.width_cm) / 2;
    Polyline course = point_polyline_within(end, other.path, kLimitToleranceCm) ? trim_end(w.path, apart + 3) : w.path;
    if (course.size() >= 2 && polylines_closer_than(course, other.path, apart))
      out.push_back({"NPOW-S4", what(w) + " runs into " + other.id + " other than at its end"});
  }
}

}  // namespace

void check_watercourses(const Scenario& s, const NpowParams& p, const ScenarioIndex& index, Violations& out) {
  for (std::size_t i = 0; i < s.features.size(); ++i) {
    const Feature& w = s.features[i];
    if (!is_watercourse_kind(w.kind)) continue;
    check_sections_geometry(w, p, s, out);
    check_ends(i, p, s, index, out);
  }
}

}  // namespace wargen::npow_validation
