#include "core/path_walk.hpp"

#include <algorithm>

namespace wargen {

PathWalk::PathWalk(const Polyline& line) : line_(line) {
  // Sized once and written in place: a walk is made for every course measured.
  const std::size_t legs = line.empty() ? 0 : line.size() - 1;
  legs_.resize(legs);
  ends_.resize(legs);
  double walked = 0;
  for (std::size_t i = 0; i < legs; ++i) {
    const double leg = distance(line[i], line[i + 1]);
    walked += leg;
    legs_[i] = leg;
    ends_[i] = walked;
  }
}

std::size_t PathWalk::leg_reaching(double s_cm) const {
  return leg_with_length(static_cast<std::size_t>(std::lower_bound(ends_.begin(), ends_.end(), s_cm) - ends_.begin()));
}

std::size_t PathWalk::leg_with_length(std::size_t k) const {
  while (k < legs_.size() && !(legs_[k] > 0)) ++k;
  return k + 1;
}

std::size_t PathWalk::first_point_past(double s_cm) const {
  // The running sums never decrease (no leg is negative), so a bisection finds it.
  return static_cast<std::size_t>(std::upper_bound(ends_.begin(), ends_.end(), s_cm) - ends_.begin()) + 1;
}

Point PathWalk::point_at(double s_cm) const { return point_on_leg(leg_reaching(s_cm), s_cm); }

Point PathWalk::point_at_onward(double s_cm, std::size_t& bookmark) const {
  // The sums never decrease, so for a position no smaller than the last, lower_bound's answer
  // lies at or after the last one's: step on to the first sum not below s_cm.
  while (bookmark < ends_.size() && ends_[bookmark] < s_cm) ++bookmark;
  return point_on_leg(leg_with_length(bookmark), s_cm);
}

Point PathWalk::point_on_leg(std::size_t i, double s_cm) const {
  if (i > legs_.size()) return line_.back();
  double walked = i >= 2 ? ends_[i - 2] : 0, leg = legs_[i - 1];
  double t = (s_cm - walked) / leg;
  Point a = line_[i - 1], b = line_[i];
  return {a.x + t * (b.x - a.x), a.y + t * (b.y - a.y)};
}

Point PathWalk::direction_at(double s_cm) const {
  std::size_t i = leg_reaching(s_cm);
  if (i > legs_.size()) {
    // Past the end: the last leg, when it has a length, as direction_at takes it.
    std::size_t k = legs_.size();
    if (k == 0 || !(legs_[k - 1] > 0)) return {1, 0};
    return {(line_[k].x - line_[k - 1].x) / legs_[k - 1], (line_[k].y - line_[k - 1].y) / legs_[k - 1]};
  }
  double leg = legs_[i - 1];
  return {(line_[i].x - line_[i - 1].x) / leg, (line_[i].y - line_[i - 1].y) / leg};
}

}  // namespace wargen
