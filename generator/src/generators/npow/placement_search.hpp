#pragma once
// The whole of the defender's placement (NPOW-P1..P5, S4, L1's room), as a bounded search: one
// pass lays the rivers, keeps room for both supply lines and places every other element, each
// drawn only where it may still go; a pass that gets stuck is thrown away and the next starts
// afresh on its own random stream. After `placement.passes` failed passes the ruleset cannot be
// satisfied and the error names the rule that failed most.
#include <cstdint>
#include <string>
#include <vector>

#include "generators/npow/npow_params.hpp"
#include "generators/npow/table_layout.hpp"
#include "generators/npow/table_sectors.hpp"
#include "generators/npow/terrain_pool.hpp"
#include "terrain_box/terrain_box.hpp"

namespace wargen {

// How hard the search had to work: the generator reports it (GenerationEffort, which `wargen
// survey` shows).
struct PlacementStats {
  int passes = 0;  // the pass that fitted (1 = the first), counting passes the roads turned down
};

// Runs passes `first_pass`, `first_pass` + 1 … until one fits. A later stage that cannot use the
// layout (no road can join the supply lines, NPOW-L2) asks again from the next pass.
// With `box` (NPOW-B1), every element and river is laid with the club's pieces.
TableLayout place_table(const NpowParams& params, const TerrainPool& pool, const SectorGrid& grid, std::uint64_t seed,
                        PlacementStats* stats = nullptr, int first_pass = 0, const TerrainBox* box = nullptr);

// The passes a table may take: placement.passes, or symmetric.passes for a symmetric table.
int pass_budget(const NpowParams& params, const TerrainPool& pool);

// The error when every pass has failed: `rule` and what the last failure said, and what the box
// lacked in it (PlacementFailure::box_lacked).
[[noreturn]] void placement_exhausted(const NpowParams& params, const TerrainPool& pool, const std::string& rule,
                                      int failures, const std::string& last_message,
                                      const std::vector<LackedKind>& last_lacked);

}  // namespace wargen
