// The road grid works out once, for every cell, which of the eight steps a road may take from it
// (word by word, eight cells at a time). These cases hold that to the plain definition, cell by
// cell, on the grids of generated tables, where water and towns close cells in every pattern.
#include <catch2/catch.hpp>

#include "core/shape_measure.hpp"
#include "generators/npow/npow_params.hpp"
#include "generators/npow/road_grid.hpp"
#include "npow_support.hpp"

using namespace wargen;
using namespace wargen::test;

namespace {

// Step k from `cell`: onto an open cell on the table and, for a diagonal, with both cells beside
// it open (no corner cutting).
bool step_allowed(const RoadGrid& grid, int cell, int k) {
  const int c = cell % grid.columns(), r = cell / grid.columns();
  auto open_at = [&](int col, int row) {
    return col >= 0 && row >= 0 && col < grid.columns() && row < grid.rows() && grid.open(row * grid.columns() + col);
  };
  const int dc = RoadGrid::kStepColumns[k], dr = RoadGrid::kStepRows[k];
  if (!open_at(c + dc, r + dr)) return false;
  return k < 4 || (open_at(c + dc, r) && open_at(c, r + dr));
}

}  // namespace

TEST_CASE("the road grid's open steps are the steps a road may take, cell by cell", "[npow][roads]") {
  int closed_cells = 0, cells = 0;
  for (const std::string ruleset : {"npow", "npow300"})
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
      const std::string& zone = npow_zones()[seed % npow_zones().size()];
      const Scenario s = npow_scenario(seed, zone, ruleset);
      const RoadGrid grid(dynamic_cast<const NpowParams&>(*npow_ruleset(ruleset).params), s);
      INFO(ruleset << " seed " << seed << " zone " << zone);
      for (int cell = 0; cell < grid.count(); ++cell) {
        ++cells;
        closed_cells += !grid.open(cell);
        for (int k = 0; k < 8; ++k) {
          INFO("cell " << cell << " step " << k);
          REQUIRE(((grid.open_steps(cell) >> k) & 1u) == static_cast<unsigned>(step_allowed(grid, cell, k)));
        }
      }
    }
  // Water and towns close a good share of the cells, so both answers are tried often.
  CHECK(closed_cells > cells / 20);
}

// A road reaches a built-up area (or a farm's building) from an open cell near it, straight to
// the nearest point of its edge, over no water and keeping off every other built-up area.
TEST_CASE("the road grid's approaches to a town are the open cells near it with a clear way in", "[npow][roads]") {
  int approaches = 0, refused = 0;
  for (const std::string ruleset : {"npow", "npow300"})
    for (std::uint64_t seed = 1; seed <= 400; ++seed) {
      const std::string& zone = npow_zones()[seed % npow_zones().size()];
      const Scenario s = npow_scenario(seed, zone, ruleset);
      const auto& p = dynamic_cast<const NpowParams&>(*npow_ruleset(ruleset).params);
      const RoadGrid grid(p, s);
      const double reach = p.road_width_cm / 2 + grid.diagonal_cm() / 2, around = reach + 1.5 * grid.diagonal_cm();
      INFO(ruleset << " seed " << seed << " zone " << zone);
      for (const Feature& town : s.features) {
        if (town.kind != "built_up" && town.kind != "building") continue;
        const Polyline ring = closed_ring(town.outline);
        std::vector<int> expected;
        for (int cell = 0; cell < grid.count(); ++cell) {
          const Point from = grid.centre(cell);
          const double d = point_in_polygon(from, town.outline) ? 0 : point_polyline_distance(from, ring);
          if (d < reach || d >= around || !grid.open(cell)) continue;
          const Point to = nearest_on_polyline(from, ring);
          bool clear = true;
          for (const Feature& f : s.features) {
            if (is_watercourse_kind(f.kind)) clear = clear && meeting_points(from, to, f.path) == 0;
            if (f.kind == "built_up" && &f != &town)
              clear = clear && !polyline_polygon_closer_than({from, to}, f.outline, p.road_width_cm / 2);
          }
          if (clear) expected.push_back(cell);
          refused += !clear;
        }
        INFO("town " << town.id);
        REQUIRE(grid.approaches(town.id) == expected);
        approaches += static_cast<int>(expected.size());
      }
    }
  // Many ways in, and some refused for water or another town in the way.
  CHECK(approaches > 50000);
  CHECK(refused > 80);
}
