#pragma once
// NPOW-L1..L3 on a symmetric table (the symmetric procedure, docs/rules.md WARGEN-SYM): A puts its
// supply line on a free spot whose half turn is free too, and B's is its twin. The road network is
// planned for half the table - from A's supply line to the table's centre (or to the built-up area
// standing there), and to one of each twin pair of built-up areas, bridges and fords, the one on
// A's side of the centre - and then turned: the road to the centre and its twin are one road through
// the centre joining both supply lines, every other road and every crossing a road made has its
// twin.
#include <cstdint>

#include "generators/npow/npow_params.hpp"
#include "scenario/scenario.hpp"

namespace wargen {

// Throws PlacementFailure (NPOW-L1, NPOW-L2) when no spot pair and network is found: the terrain
// must be laid out again.
void lay_symmetric_supply_lines_and_roads(const NpowParams& params, Scenario& s, std::uint64_t seed);

}  // namespace wargen
