#include "generators/npow/placement_search.hpp"

#include <map>

#include "core/error.hpp"
#include "generators/npow/box_elements.hpp"
#include "generators/npow/element_placement.hpp"
#include "generators/npow/river_layout.hpp"
#include "generators/npow/supply_room.hpp"

namespace wargen {

TableLayout place_table(const NpowParams& p, const TerrainPool& pool, const SectorGrid& grid, std::uint64_t seed,
                        PlacementStats* stats, int first_pass, const TerrainBox* box) {
  std::map<std::string, int> failures;
  std::string last_message;
  std::vector<LackedKind> last_lacked;
  for (int pass = first_pass; pass < pass_budget(p, pool); ++pass) {
    Pcg32 rng = Pcg32::for_stage(seed, pass == 0 ? "placement" : "placement-pass-" + std::to_string(pass + 1));
    PlacementState state(p, pool, grid);
    if (box) state.box_stock.emplace(*box);
    try {
      lay_rivers(state, rng);
      if (box) take_river_pieces(state);
      keep_supply_room(state, rng);
      place_elements(state, rng);
      if (stats) stats->passes = pass + 1;
      return state.layout;
    } catch (const PlacementFailure& f) {
      ++failures[f.rule()];
      last_message = f.what();
      last_lacked = f.box_lacked();
    }
  }
  std::string rule = "NPOW-P4";
  int most = 0;
  for (const auto& [r, n] : failures)
    if (n > most) most = n, rule = r;
  placement_exhausted(p, pool, rule, most, last_message, last_lacked);
}

int pass_budget(const NpowParams& p, const TerrainPool& pool) { return pool.symmetric ? p.symmetric_passes : p.passes; }

void placement_exhausted(const NpowParams& p, const TerrainPool& pool, const std::string& rule, int failures,
                         const std::string& last_message, const std::vector<LackedKind>& last_lacked) {
  throw GenerationError(rule + ": the " + (pool.symmetric ? "symmetric table (--symmetric)" : "table") +
                        " cannot be laid out under this ruleset: " + std::to_string(pass_budget(p, pool)) +
                        (pool.symmetric ? " passes (symmetric.passes)" : " placement passes") + " failed (" +
                        std::to_string(failures) + " on " + rule + "; the last: " + last_message + ")",
                        last_lacked);
}

}  // namespace wargen
