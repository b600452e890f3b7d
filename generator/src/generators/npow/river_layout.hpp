#pragma once
// The watercourses of the pool, laid first because they are the longest and most constrained
// element: NPOW-S3 (two contiguous 60 cm sections from the first 0, a third from the second, as an
// extension or a tributary), NPOW-S4 (it ends at a table edge or another watercourse and starts at
// another table edge, a marsh or a hill - the hill or marsh is placed with it), NPOW-S6 (sections
// counted from the table edge) and NPOW-P4 (a bridge or ford on every section, no hill crossed).
#include "core/rng.hpp"
#include "generators/npow/placement_state.hpp"

namespace wargen {

// Adds the rivers, their crossings and the hills or marshes they start at to `state`.
// Throws PlacementFailure (NPOW-S4) when river_attempts tries find no course that fits.
void lay_rivers(PlacementState& state, Pcg32& rng);

// NPOW-S6: the sections of a course of `count` sections, counted from its start or its end.
std::vector<WaterSection> cut_sections(const Polyline& path, int count, double section_length_cm,
                                       bool counted_from_start, const std::vector<SectionQuality>& qualities);

}  // namespace wargen
