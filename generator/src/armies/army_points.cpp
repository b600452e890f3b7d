#include "armies/army_points.hpp"

namespace wargen {

int army_points(const std::vector<ArmyUnit>& units) {
  int total = 0;
  for (const auto& u : units) total += u.points;
  return total;
}

int lost_at_or_below(int start_points, int lost_below_pct) {
  // The largest whole L with L x 100 < start x pct, i.e. ceil(start x pct / 100) - 1.
  long long threshold = static_cast<long long>(start_points) * lost_below_pct;
  if (threshold <= 0) return -1;
  return static_cast<int>((threshold + 99) / 100 - 1);
}

}  // namespace wargen
