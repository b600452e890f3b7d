#pragma once
// GOK-T6: a stream or river is ONE feature whose route across the sectors the dice decide. It
// rises in its own sector (or enters at the table edge beside it), and each step the dice turn it
// left, keep it straight or turn it right, into the neighbouring sector that way; it ends where
// it leaves the table or runs into another watercourse's sector, where it joins that watercourse.
#include <string>
#include <vector>

#include "core/dice.hpp"
#include "core/geometry.hpp"
#include "generators/sector_dice/sector_dice_rules.hpp"
#include "generators/sector_dice/sector_grid.hpp"

namespace wargen {

struct RoutedWater {
  std::string feature_id;
  Polyline path;
  double width_cm = 0;
  std::vector<int> sectors;  // the route, in order of flow
};

struct WaterRoute {
  Polyline path;
  std::string origin;        // "spring" | "edge:<heading>"
  std::string end;           // "edge:<heading>" | "joins:<feature id>"
  std::vector<int> sectors;
};

WaterRoute route_watercourse(const SectorDiceParams& params, const SectorGrid& grid, int home_sector,
                             const std::string& feature_id, double width_cm, const std::vector<RoutedWater>& earlier,
                             Pcg32& dice_rng, Pcg32& shape_rng, std::vector<DiceLogEntry>& log);

}  // namespace wargen
