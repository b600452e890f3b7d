#include "core/leg_runs.hpp"

#include <algorithm>
#include <cmath>
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

double LegRuns::arc_position(const PathWalk& walk, Point p) const {
  // arc_position takes the first leg whose measured distance is the least. A run whose box is
  // further from `p` than some leg's measured distance, by more than that measure's rounding,
  // holds no leg as near: `bound`, the least distance in the run whose box is nearest, lets most
  // runs be passed over; the others are measured leg by leg in order, as arc_position does.
  auto leg_distance = [&](std::size_t i, Point& nearest) {
    nearest = nearest_on_segment(p, line_[i - 1], line_[i]);
    return distance(p, nearest);
  };
  // The rounding in measuring a leg is a few units in the last place of the largest coordinate;
  // with a coordinate not a number or not finite, every run is measured.
  double largest = std::max(std::abs(p.x), std::abs(p.y));
  bool numbers = !std::isnan(p.x) && !std::isnan(p.y);
  for (const Box& b : boxes_) {
    largest = std::max({largest, std::abs(b.min_x), std::abs(b.min_y), std::abs(b.max_x), std::abs(b.max_y)});
    numbers = numbers && !std::isnan(b.min_x) && !std::isnan(b.min_y) && !std::isnan(b.max_x) && !std::isnan(b.max_y);
  }
  const double slack = numbers ? kIndexSlackCm + 1e-12 * largest : std::numeric_limits<double>::infinity();
  Point nearest;
  double bound = std::numeric_limits<double>::max(), nearest_gap = std::numeric_limits<double>::max();
  std::size_t nearest_run = boxes_.size();
  for (std::size_t r = 0; r < boxes_.size(); ++r)
    if (const double gap = box_gap(p, boxes_[r]); gap < nearest_gap) nearest_gap = gap, nearest_run = r;
  if (nearest_run < boxes_.size()) {
    const std::size_t first = nearest_run * kLegsPerRun + 1, end = std::min(line_.size(), first + kLegsPerRun);
    for (std::size_t i = first; i < end; ++i) bound = std::min(bound, leg_distance(i, nearest));
  }
  double best_distance = std::numeric_limits<double>::max();
  std::size_t best_leg = 0;
  Point best_point;
  for (std::size_t r = 0; r < boxes_.size(); ++r) {
    // Not a number never compares greater: such a run is measured, as arc_position measures it.
    if (box_gap(p, boxes_[r]) > bound + slack) continue;
    const std::size_t first = r * kLegsPerRun + 1, end = std::min(line_.size(), first + kLegsPerRun);
    for (std::size_t i = first; i < end; ++i) {
      const double d = leg_distance(i, nearest);
      if (d < best_distance) {
        best_distance = d;
        best_leg = i;
        best_point = nearest;
      }
    }
  }
  if (best_leg == 0) return 0;
  return walk.arc_to(best_leg - 1) + distance(line_[best_leg - 1], best_point);
}

}  // namespace wargen
