#include "core/leg_runs.hpp"

#include <algorithm>
#include <limits>

#include "core/box_index.hpp"
#include "core/shape_measure.hpp"

namespace wargen {

std::vector<Box> leg_run_boxes(const Polyline& line) {
  std::vector<Box> boxes;
  for (std::size_t first = 1; first < line.size(); first += kLegsPerRun) {
    std::size_t end = std::min(line.size(), first + kLegsPerRun);
    Box b = point_box(line[first - 1]);
    for (std::size_t i = first; i < end; ++i) {
      b.min_x = std::min(b.min_x, line[i].x);
      b.min_y = std::min(b.min_y, line[i].y);
      b.max_x = std::max(b.max_x, line[i].x);
      b.max_y = std::max(b.max_y, line[i].y);
    }
    boxes.push_back(b);
  }
  return boxes;
}

bool polyline_polygon_closer_than(const Polyline& line, const std::vector<Box>& runs, const Polygon& polygon,
                                  const Box& polygon_box, double gap) {
  // A point beyond the box by more than the rounding in point_in_polygon's crossings is outside:
  // no edge spans its height, or every crossing lies on the same side of it, an even number.
  if (box_gap(line.front(), polygon_box) <= 1e-9 && point_in_polygon(line.front(), polygon)) return 0 < gap;
  if (line.size() < 2 || polygon.empty()) return std::numeric_limits<double>::max() < gap;  // nothing measured
  for (std::size_t r = 0; r < runs.size(); ++r) {
    // A run beyond reach of the polygon's box has every leg beyond it: the slack is more than the
    // margin for rounding each leg's own test gives.
    if (!runs[r].overlaps(polygon_box, gap + kIndexSlackCm)) continue;
    const std::size_t first = r * kLegsPerRun + 1;
    if (legs_polygon_closer_than(line, first, std::min(line.size(), first + kLegsPerRun), polygon, polygon_box, gap))
      return true;
  }
  return false;
}

bool point_polyline_closer_than(Point p, const Polyline& line, const std::vector<Box>& runs, double gap) {
  if (line.size() < 2) return point_polyline_closer_than(p, line, gap);
  const Box point = point_box(p);
  for (std::size_t r = 0; r < runs.size(); ++r) {
    // As above: the slack is more than the margin each leg's own test gives for rounding.
    if (!runs[r].overlaps(point, gap + kIndexSlackCm)) continue;
    const std::size_t first = r * kLegsPerRun + 1;
    if (legs_point_closer_than(line, first, std::min(line.size(), first + kLegsPerRun), p, gap)) return true;
  }
  return false;
}

bool polylines_closer_than(const Polyline& a, const Polyline& b, const std::vector<Box>& b_runs, double gap) {
  if (a.size() < 2 || b.size() < 2) return polylines_closer_than(a, b, gap);
  for (std::size_t i = 1; i < a.size(); ++i) {
    const Box leg = segment_box(a[i - 1], a[i]);
    for (std::size_t r = 0; r < b_runs.size(); ++r) {
      // As above: the slack is more than the margin each pair of legs' own test gives for rounding.
      if (!b_runs[r].overlaps(leg, gap + kIndexSlackCm)) continue;
      const std::size_t first = r * kLegsPerRun + 1;
      if (segment_legs_closer_than(a[i - 1], a[i], b, first, std::min(b.size(), first + kLegsPerRun), gap)) return true;
    }
  }
  return false;
}

LegRuns::LegRuns(const Polyline& line) : line_(line), boxes_(leg_run_boxes(line)) {}

int LegRuns::meeting_points(Point a, Point b) const {
  Box segment = segment_box(a, b);
  MeetingCount count(a, b);
  for (std::size_t r = 0; r < boxes_.size(); ++r) {
    if (!boxes_[r].overlaps(segment, kIndexSlackCm)) continue;
    std::size_t first = r * kLegsPerRun + 1, end = std::min(line_.size(), first + kLegsPerRun);
    for (std::size_t i = first; i < end; ++i) count.leg(line_[i - 1], line_[i]);
  }
  return count.count();
}

}  // namespace wargen
