#pragma once
// NPOW-L1's room on the long edges, kept before the rest of the pool is placed.
#include "core/rng.hpp"
#include "generators/npow/placement_state.hpp"

namespace wargen {

// NPOW-L1: keeps room for a supply line on both long edges, so the players can always put
// theirs down after the terrain. Throws PlacementFailure (NPOW-L1) when there is none.
void keep_supply_room(PlacementState& state, Pcg32& rng);

}  // namespace wargen
