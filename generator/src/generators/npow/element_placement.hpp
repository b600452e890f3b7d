#pragma once
// The defender places the rest of the pool (docs/rules.md NPOW-P1..P5). Each element is drawn only
// from where it may still go - its target sector, off the 15 cm strips when it is an objective
// (P3), out of the central zone once the zone's two elements or one objective are used (P2) -
// and then checked exactly, overlaps included (P4); linear elements come in one piece or as two
// 9 cm sections (P5). Sectors still without an element are served first (P1).
#include "core/rng.hpp"
#include "generators/npow/placement_state.hpp"

namespace wargen {

// Places every pool element not yet on the table. Throws PlacementFailure naming the rule that
// stopped it.
void place_elements(PlacementState& state, Pcg32& rng);

}  // namespace wargen
