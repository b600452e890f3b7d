#pragma once
// GOK-T8: a river's rolled bridges and fords, laid on its course clear of the table edge, of the
// other watercourses and of each other (placement.crossing_gap_cm). The rolled rivers' crossings
// are laid before a picked watercourse (GOK-T7, site_choice.hpp) is routed: their dice were rolled
// without the pick, so the pick neither moves nor drops them; the picked course keeps its junction
// off them instead (watercourse_router.hpp).
#include <optional>
#include <vector>

#include "core/rng.hpp"
#include "generators/sector_dice/sector_dice_rules.hpp"
#include "generators/sector_dice/terrain_pieces.hpp"
#include "generators/sector_dice/watercourse_router.hpp"
#include "scenario/scenario.hpp"
#include "symmetry/half_turn.hpp"
#include "terrain/obstacles.hpp"

namespace wargen {

// Lays `piece`'s rolled crossings, kept off the watercourses in `waters` (its own aside) and, on a
// symmetric table (`twin_table`), off their twins. Appends them to `crossings`, keeps the area
// pieces off them (and off their twins) in `obstacles`, and records their points in the piece's
// entry of `waters`. A river with room for fewer says why (its crossings_note).
void lay_river_crossings(Piece& piece, std::vector<RoutedWater>& waters, const SectorDiceParams& params,
                         const std::optional<TableSize>& twin_table, Pcg32& rng, std::vector<Crossing>& crossings,
                         Obstacles& obstacles);

}  // namespace wargen
