#include "generators/npow/table_sectors.hpp"

#include <algorithm>
#include <cmath>

namespace wargen {

namespace {
// As SectorGrid::of_size reads it: a remainder narrower than `join_cm` widens the sector beside
// it, and one a hair short of a whole sector is rounding.
bool has_remainder(double length_cm, double step_cm, double join_cm) {
  double rest = std::fmod(length_cm, step_cm);
  return rest >= std::max(join_cm, SectorGrid::kRoundingSliverCm) && step_cm - rest > SectorGrid::kRoundingSliverCm;
}
}  // namespace

SectorRemainder roll_sector_remainder(const NpowParams& p, DiceSource& dice) {
  SectorRemainder r;
  if (has_remainder(p.table_depth_cm, p.sector_depth_cm, p.join_remainder_under_cm))
    r.south_row = dice.roll_on(p.sector_remainder, "NPOW-T2", "the short row of sectors: south or north long edge") ==
                  "south-west";
  if (has_remainder(p.table_width_cm, p.sector_width_cm, p.join_remainder_under_cm))
    r.west_column = dice.roll_on(p.sector_remainder, "NPOW-T2",
                                 "the narrow column of sectors: west or east short edge") == "south-west";
  return r;
}

SectorGrid npow_sector_grid(const NpowParams& p, const SectorRemainder& remainder) {
  return SectorGrid::of_size(p.table_width_cm, p.table_depth_cm, p.sector_width_cm, p.sector_depth_cm,
                             remainder.west_column, remainder.south_row, p.join_remainder_under_cm);
}

}  // namespace wargen
