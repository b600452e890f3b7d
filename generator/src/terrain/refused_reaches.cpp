#include "terrain/refused_reaches.hpp"

#include <algorithm>
#include <cmath>

#include "terrain/outline_shapes.hpp"

namespace wargen {

void RefusedReaches::reset(const Polygon& local) {
  held_radius_cm_ = held_radius_cm(local);
  reaches_.clear();
}

std::optional<RefusedReaches::Reach> RefusedReaches::measured(Point centre, const Obstacles& obstacles, double gap_cm,
                                                              std::uint32_t may_overlap) {
  const double radius = obstacles.blocked_reach(centre, held_radius_cm_, gap_cm, may_overlap);
  if (radius <= 0) return std::nullopt;
  reaches_.push_back({centre, radius});
  return reaches_.back();
}

double RefusedReaches::east_end_on_row(const Reach& reach, double y) {
  const double dy = y - reach.centre.y;
  return reach.centre.x + std::sqrt(std::max(0.0, reach.radius_cm * reach.radius_cm - dy * dy)) - 1e-7;
}

}  // namespace wargen
