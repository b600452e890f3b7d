#pragma once
// A polyline's legs in runs of a few consecutive legs, each run with its box, so that a question
// about a short segment against a long line (a river of a hundred legs and more) looks only at
// the legs of the runs whose box comes near the segment. Two segments whose boxes are apart do
// not meet, so the answers are those of the plain functions over every leg.
#include <vector>

#include "core/geometry.hpp"

namespace wargen {

class LegRuns {
 public:
  explicit LegRuns(const Polyline& line);  // `line` must outlive this

  // meeting_points(a, b, line) (shape_measure.hpp).
  int meeting_points(Point a, Point b) const;

 private:
  static constexpr std::size_t kLegsPerRun = 8;
  const Polyline& line_;
  std::vector<Box> boxes_;  // boxes_[r]: legs r * kLegsPerRun + 1 .. (r + 1) * kLegsPerRun (1-based)
};

}  // namespace wargen
