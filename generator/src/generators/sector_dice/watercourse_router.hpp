#pragma once
// GOK-T6: a stream or river is ONE feature whose route across the sectors the dice decide ("this
// is also a good way to decide the route a river takes across the board"). It rises in its own
// sector or enters the table by an edge of it (a corner sector's two edges by a die), and each
// step the dice turn it left, keep it straight or turn it right, into the neighbouring sector that
// way. It ends where it leaves the table or runs into another watercourse's sector, where it joins
// that watercourse. A roll that would break the route is rolled again, and logged as such: the
// route never enters a sector twice, never leaves by the edge it came in by (it crosses the
// board), never leaves the table before it is `min_length_sectors` long (unless it joins another
// watercourse), and never walks into a corner from which no way out is left.
// A symmetric table (--symmetric, symmetric_table.hpp) routes side A's half only: a step into a
// sector from `open_sectors` on (side B's half, where the twins lie) is rolled again like the rest.
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
  std::vector<Point> crossings_at;  // its crossings laid so far (GOK-T8): a junction keeps off them
};

struct WaterRoute {
  Polyline path;
  std::string origin;  // "spring" | "edge:<edge it enters by>"
  std::string end;     // "edge:<edge it leaves by>" | "joins:<feature id>"
  std::vector<int> sectors;
};

WaterRoute route_watercourse(const SectorDiceParams& params, const SectorGrid& grid, int home_sector,
                             const std::string& feature_id, double width_cm, const std::vector<RoutedWater>& earlier,
                             Pcg32& dice_rng, Pcg32& shape_rng, std::vector<DiceLogEntry>& log, int open_sectors);

}  // namespace wargen
