#include "fairness/zone_sight.hpp"

namespace wargen {

double visible_share(sight::ZoneView& zone, const std::vector<sight::Cell>& targets) {
  if (targets.empty() || !zone.has_eyes()) return 0;
  std::size_t seen = 0;
  for (sight::Cell t : targets) seen += zone.sees(t) ? 1 : 0;
  return static_cast<double>(seen) / static_cast<double>(targets.size());
}

}  // namespace wargen
