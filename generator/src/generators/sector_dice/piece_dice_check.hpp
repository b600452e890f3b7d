#pragma once
// GOK-T4, T5, T7: each piece is what its sector's logged dice made it – the category row of its
// GOK-T4 roll (or of the ruleset's GOK-T7 roll again), the feature of its GOK-T5 roll on that
// category's table, or the player's choice site the row names. A player's pick (--choice,
// --site-choice) is the player's, not the dice's: only whose it is is checked. Checked for the
// sectors the dice rolled: all of them, or side A's half of a symmetric table, whose twins
// WARGEN-SYM holds to their originals.
#include <vector>

#include "generators/sector_dice/sector_dice_rules.hpp"
#include "generators/sector_dice/sector_grid.hpp"
#include "scenario/scenario.hpp"
#include "scenario/violation.hpp"

namespace wargen {

void check_piece_dice(const Scenario& scenario, const SectorDiceParams& params, const SectorGrid& grid,
                      int rolled_sectors, std::vector<Violation>& out);

}  // namespace wargen
