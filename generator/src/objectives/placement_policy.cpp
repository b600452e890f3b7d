#include "objectives/placement_policy.hpp"

#include <algorithm>
#include <cmath>

namespace wargen {

namespace {

double spread(const PlacementView& view, Point at) {
  double nearest = view.spread_cap_cm;
  for (const auto& m : *view.placed) nearest = std::min(nearest, distance(m.at, at));
  return nearest;
}

}  // namespace

bool better_tie(const PlacementView& view, std::size_t a, std::size_t b) {
  Point pa = (*view.places)[a].at, pb = (*view.places)[b].at;
  Point mid{view.table_width_cm / 2, view.table_depth_cm / 2};
  auto value = [&](Point p) { return spread(view, p) - 0.5 * std::abs(p.y - mid.y) - 0.2 * std::abs(p.x - mid.x); };
  double sa = value(pa), sb = value(pb);
  if (sa != sb) return sa > sb;
  double ca = distance(pa, mid), cb = distance(pb, mid);
  if (ca != cb) return ca < cb;
  return a < b;
}

std::size_t MostProminentPolicy::choose(const PlacementView& view, const std::vector<std::size_t>& legal) const {
  std::size_t best = legal.front();
  for (std::size_t i : legal) {
    int si = (*view.places)[i].score, sb = (*view.places)[best].score;
    if (si > sb || (si == sb && better_tie(view, i, best))) best = i;
  }
  return best;
}

std::size_t HomeGroundPolicy::choose(const PlacementView& view, const std::vector<std::size_t>& legal) const {
  auto value = [&](std::size_t i) {
    const VpPlace& p = (*view.places)[i];
    double from_home = std::abs(p.at.y - view.own_edge_y_cm) / view.table_depth_cm;
    return p.score + view.home_ground_weight * (1 - from_home);
  };
  std::size_t best = legal.front();
  double best_value = value(best);
  for (std::size_t i : legal) {
    double v = value(i);
    if (v > best_value || (v == best_value && better_tie(view, i, best))) {
      best = i;
      best_value = v;
    }
  }
  return best;
}

}  // namespace wargen
