#pragma once
// NPOW-T2: the table's 60 x 60 cm sectors. Where 60 does not divide the table (NPOW300's
// 120 x 80 cm leaves a 20 cm row), the remainder row or column is a sector of its own. Left to
// the grid's reading order it would always lie on the north long edge (or the east short edge),
// and NPOW-P1's "an element in every sector" would put more terrain along that edge on every
// table; instead a die in the ruleset (sectors.remainder) decides the side, and is logged.
// A remainder narrower than sectors.join_remainder_under_cm (a 6 x 4 ft table's 2.88 cm) is no
// sector: NPOW-P1 would ask an element to lie in a strip along the edge, and the source's table
// has no such strip. It widens the row or column beside it instead, and no die is rolled for it.
#include "generators/npow/npow_params.hpp"
#include "generators/sector_dice/sector_grid.hpp"
#include "ruleset/dice_source.hpp"

namespace wargen {

// Where the remainder row and column lie; false = north row, east column.
struct SectorRemainder {
  bool south_row = false;
  bool west_column = false;
};

// Rolls the ruleset's `sectors.remainder` die once for each direction that has a remainder (none
// on 180 x 120); the validator replays it from the log (ReplayDice on NPOW-T2).
SectorRemainder roll_sector_remainder(const NpowParams& params, DiceSource& dice);

SectorGrid npow_sector_grid(const NpowParams& params, const SectorRemainder& remainder);

}  // namespace wargen
