#include "core/leg_runs.hpp"

#include <algorithm>

#include "core/box_index.hpp"
#include "core/shape_measure.hpp"

namespace wargen {

LegRuns::LegRuns(const Polyline& line) : line_(line) {
  for (std::size_t first = 1; first < line.size(); first += kLegsPerRun) {
    std::size_t end = std::min(line.size(), first + kLegsPerRun);
    Box b = point_box(line[first - 1]);
    for (std::size_t i = first; i < end; ++i) {
      b.min_x = std::min(b.min_x, line[i].x);
      b.min_y = std::min(b.min_y, line[i].y);
      b.max_x = std::max(b.max_x, line[i].x);
      b.max_y = std::max(b.max_y, line[i].y);
    }
    boxes_.push_back(b);
  }
}

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
