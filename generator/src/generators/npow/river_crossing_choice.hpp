#pragma once
// Where each section of the laid rivers gets its bridge or ford (NPOW-P4): clear of the strips
// (NPOW-P3), of the hills and marshes the rivers rise at and of the other crossings, outside the
// central zone where possible (NPOW-P2), and where a road can come up to it square from both banks
// (NPOW-L2).
#include <vector>

#include "core/rng.hpp"
#include "generators/npow/placement_state.hpp"

namespace wargen {

// Away from its ends, a course keeps this far off the table's edges; a road coming up to a crossing
// keeps to the same room.
inline constexpr double kRiverEdgeClearCm = 3;

// One crossing per section, added to each river's `crossings`, and whether each lies in the central
// zone, in the same order, to `in_zone`. False when a section has no spot that fits.
bool choose_crossings(std::vector<LaidRiver>& rivers, const std::vector<PlacedElement>& starts, const PlacementState& state,
                      Pcg32& rng, std::vector<bool>& in_zone);

}  // namespace wargen
