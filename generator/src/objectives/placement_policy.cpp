#include "objectives/placement_policy.hpp"

#include <algorithm>
#include <cmath>
#include <optional>

namespace wargen {

namespace {

// A place's standing among places a policy values alike (see PlacementView): how well it spreads
// the markers, less how far it lies from the centre line and across from the middle; then how far
// it lies from the table's middle.
struct TieKey {
  double value = 0;
  double from_middle_cm = 0;
};

TieKey tie_key(const PlacementView& view, std::size_t place) {
  const Point p = (*view.places)[place].at, mid{view.table_width_cm / 2, view.table_depth_cm / 2};
  const double spread = std::min(view.spread_cap_cm, (*view.nearest_marker_cm)[place]);
  return {spread - 0.5 * std::abs(p.y - mid.y) - 0.2 * std::abs(p.x - mid.x), distance(p, mid)};
}

// Whether place a (its key `ka`) beats place b in a tie: the higher value, then the nearer the
// middle, then the better-ranked.
bool better_tie(const TieKey& ka, std::size_t a, const TieKey& kb, std::size_t b) {
  if (ka.value != kb.value) return ka.value > kb.value;
  if (ka.from_middle_cm != kb.from_middle_cm) return ka.from_middle_cm < kb.from_middle_cm;
  return a < b;
}

// The first of `legal` whose `value` (a number per place) is highest, ties broken by better_tie.
// Each place's key is worked out once, and the best one's kept: a table's open ground is hundreds
// of places of one value, and every marker compares them all.
template <typename Value>
std::size_t best_of(const PlacementView& view, const std::vector<std::size_t>& legal, Value value) {
  std::size_t best = legal.front();
  auto best_value = value(best);
  std::optional<TieKey> best_key;  // when a tie has asked for it
  for (auto it = legal.begin() + 1; it != legal.end(); ++it) {  // the first never beats itself
    const std::size_t i = *it;
    const auto v = value(i);
    if (v > best_value) {
      best = i;
      best_value = v;
      best_key.reset();
    } else if (v == best_value) {
      const TieKey key = tie_key(view, i);
      if (!best_key) best_key = tie_key(view, best);
      if (better_tie(key, i, *best_key, best)) {
        best = i;
        best_key = key;
      }
    }
  }
  return best;
}

}  // namespace

std::size_t MostProminentPolicy::choose(const PlacementView& view, const std::vector<std::size_t>& legal) const {
  return best_of(view, legal, [&](std::size_t i) { return (*view.places)[i].score; });
}

std::size_t HomeGroundPolicy::choose(const PlacementView& view, const std::vector<std::size_t>& legal) const {
  return best_of(view, legal, [&](std::size_t i) {
    const VpPlace& p = (*view.places)[i];
    double from_home = std::abs(p.at.y - view.own_edge_y_cm) / view.table_depth_cm;
    return p.score + view.home_ground_weight * (1 - from_home);
  });
}

}  // namespace wargen
