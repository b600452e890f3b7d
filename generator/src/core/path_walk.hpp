#pragma once
// Points along a polyline by arc length, for callers that ask at many arc positions: the legs'
// running lengths are summed once, then each position is found by bisection instead of walking
// the line from its start every time. The sums are made leg by leg exactly as point_at and
// direction_at make them, so the answers are bit for bit theirs.
#include <vector>

#include "core/geometry.hpp"

namespace wargen {

class PathWalk {
 public:
  explicit PathWalk(const Polyline& line);
  double length_cm() const { return ends_.empty() ? 0 : ends_.back(); }
  double arc_to(std::size_t point) const { return point == 0 ? 0 : ends_[point - 1]; }  // at line[point]
  // The first point whose arc length is more than `s_cm` (the line's size when none is).
  std::size_t first_point_past(double s_cm) const;
  const Polyline& line() const { return line_; }
  Point point_at(double s_cm) const;      // as point_at(line, s_cm)
  // The same, for positions asked in increasing order (candidates every half centimetre):
  // `bookmark`, 0 before the first, keeps where the last one was found, so each is found a
  // step or two further on instead of by a bisection of the whole line.
  Point point_at_onward(double s_cm, std::size_t& bookmark) const;
  Point direction_at(double s_cm) const;  // as direction_at(line, s_cm)

 private:
  // The first leg i (1-based, as in the line's points) with ends_[i - 1] >= s_cm and a length.
  std::size_t leg_reaching(double s_cm) const;
  // From ends_[k], the first leg with a length: leg_reaching's answer when k is its bisection's.
  std::size_t leg_with_length(std::size_t k) const;
  Point point_on_leg(std::size_t i, double s_cm) const;  // i from leg_reaching

  const Polyline& line_;
  std::vector<double> legs_;  // legs_[i - 1]: length of the leg from point i - 1 to point i
  std::vector<double> ends_;  // ends_[i - 1]: arc length at point i
};

}  // namespace wargen
