#include "generators/npow/table_sectors.hpp"

#include <cmath>

namespace wargen {

namespace {
// As SectorGrid::of_size reads it: a sliver under 0.01 cm is rounding, not a remainder.
bool has_remainder(double length_cm, double step_cm) {
  double rest = std::fmod(length_cm, step_cm);
  return rest > 0.01 && step_cm - rest > 0.01;
}
}  // namespace

SectorRemainder roll_sector_remainder(const NpowParams& p, DiceSource& dice) {
  SectorRemainder r;
  if (has_remainder(p.table_depth_cm, p.sector_depth_cm))
    r.south_row = dice.roll_on(p.sector_remainder, "NPOW-T2", "the short row of sectors: south or north long edge") ==
                  "south-west";
  if (has_remainder(p.table_width_cm, p.sector_width_cm))
    r.west_column = dice.roll_on(p.sector_remainder, "NPOW-T2",
                                 "the narrow column of sectors: west or east short edge") == "south-west";
  return r;
}

SectorGrid npow_sector_grid(const NpowParams& p, const SectorRemainder& remainder) {
  return SectorGrid::of_size(p.table_width_cm, p.table_depth_cm, p.sector_width_cm, p.sector_depth_cm,
                             remainder.west_column, remainder.south_row);
}

}  // namespace wargen
