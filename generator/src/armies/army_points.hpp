#pragma once
// GOK-V1: army points (general 3, foot battalion 2, every other unit 1 – the values live in the
// ruleset's army list) and the point at which an army has lost: "when its army points total
// falls below half the starting total".
#include <vector>

#include "scenario/scenario_layer.hpp"

namespace wargen {

int army_points(const std::vector<ArmyUnit>& units);

// The highest total at which an army that started with `start_points` has lost: below
// `lost_below_pct` % of the start, exactly (30 -> 14, 29 -> 14 at 50 %). -1 when it never loses.
int lost_at_or_below(int start_points, int lost_below_pct);

inline bool army_has_lost(int points_left, int start_points, int lost_below_pct) {
  return points_left <= lost_at_or_below(start_points, lost_below_pct);
}

}  // namespace wargen
