#pragma once
// A polyline's legs in runs of a few consecutive legs, each run with its box, so that a question
// about a short segment against a long line (a river of a hundred legs and more) looks only at
// the legs of the runs whose box comes near the segment. Two segments whose boxes are apart do
// not meet, so the answers are those of the plain functions over every leg.
#include <algorithm>
#include <vector>

#include "core/geometry.hpp"
#include "core/path_walk.hpp"

namespace wargen {

inline constexpr std::size_t kLegsPerRun = 8;

// The boxes of `line`'s runs: box r holds legs r * kLegsPerRun + 1 .. (r + 1) * kLegsPerRun
// (1-based; leg i joins points i - 1 and i).
std::vector<Box> leg_run_boxes(const Polyline& line);

// polyline_polygon_closer_than(line, polygon, gap) (geometry.hpp), the same answer, for a line
// whose leg_run_boxes are `runs` and a polygon whose box is `polygon_box`: a run whose box is
// beyond reach of the polygon's is skipped whole, and so is the test whether the line starts
// inside the polygon when it starts outside the polygon's box.
bool polyline_polygon_closer_than(const Polyline& line, const std::vector<Box>& runs, const Polygon& polygon,
                                  const Box& polygon_box, double gap);

// point_polyline_closer_than(p, line, gap) (geometry.hpp), the same answer, for a line whose
// leg_run_boxes are `runs`: a run whose box is beyond reach of the point is skipped whole.
bool point_polyline_closer_than(Point p, const Polyline& line, const std::vector<Box>& runs, double gap);

// polylines_closer_than(a, b, gap) (geometry.hpp), the same answer, for a line `b` whose
// leg_run_boxes are `b_runs`: for each leg of `a`, a run of `b` whose box is beyond its reach is
// skipped whole.
bool polylines_closer_than(const Polyline& a, const Polyline& b, const std::vector<Box>& b_runs, double gap);

// for_each_leg_met(a, b, path, met) (geometry.hpp), the same calls in the same order, for a path
// whose leg_run_boxes are `runs`: a run's box holds its legs' boxes, so a run whose box is apart
// from the segment's holds no leg whose box meets it, and is passed over whole. For finite
// coordinates (a NaN, which no box holds, could meet in the plain walk and not here).
template <class Met>
void for_each_leg_met(Point a, Point b, const Polyline& path, const std::vector<Box>& runs, Met&& met) {
  const Box box = segment_box(a, b);
  for (std::size_t r = 0; r < runs.size(); ++r) {
    if (!box.overlaps(runs[r])) continue;
    const std::size_t first = r * kLegsPerRun + 1, end = std::min(path.size(), first + kLegsPerRun);
    for (std::size_t j = first; j < end; ++j)
      if (box.overlaps(segment_box(path[j - 1], path[j])) && segments_intersect(a, b, path[j - 1], path[j])) met(j);
  }
}

class LegRuns {
 public:
  explicit LegRuns(const Polyline& line);  // `line` must outlive this

  // meeting_points(a, b, line) (shape_measure.hpp).
  int meeting_points(Point a, Point b) const;
  // arc_position(line, p) (shape_measure.hpp), the same answer, for `walk` made over the same
  // line: a run whose box lies beyond the nearest leg found so far is skipped whole, and the arc
  // to the nearest leg is the walk's sum instead of a walk from the start.
  double arc_position(const PathWalk& walk, Point p) const;
  const std::vector<Box>& boxes() const { return boxes_; }

 private:
  const Polyline& line_;
  std::vector<Box> boxes_;  // leg_run_boxes(line_)
};

}  // namespace wargen
