// The road grid works out once, for every cell, which of the eight steps a road may take from it
// (word by word, eight cells at a time), and for every town the cells a road reaches it from; it
// is built once per table, before the supply lines, and tests segments against the cells between
// their ends first. These cases hold each to its plain definition on the grids of generated
// tables, where water and towns close cells in every pattern.
#include <catch2/catch.hpp>
#include <cmath>
#include <tuple>

#include "core/rng.hpp"
#include "core/shape_measure.hpp"
#include "generators/npow/footprint.hpp"
#include "generators/npow/npow_params.hpp"
#include "generators/npow/road_grid.hpp"
#include "npow_support.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

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

// Each of the first `seeds` tables of both rulesets, the zones in turn, with its ruleset's
// parameters.
template <typename Check>
void for_each_table(std::uint64_t seeds, Check check) {
  for (const std::string ruleset : {"npow", "npow300"})
    for (std::uint64_t seed = 1; seed <= seeds; ++seed) {
      const std::string& zone = npow_zones()[seed % npow_zones().size()];
      INFO(ruleset << " seed " << seed << " zone " << zone);
      check(npow_scenario(seed, zone, ruleset), dynamic_cast<const NpowParams&>(*npow_ruleset(ruleset).params), seed);
    }
}

}  // namespace

TEST_CASE("the road grid's open steps are the steps a road may take, cell by cell", "[npow][roads]") {
  int closed_cells = 0, cells = 0;
  for_each_table(20, [&](const Scenario& s, const NpowParams& p, std::uint64_t) {
    const RoadGrid grid(p, s);
    for (int cell = 0; cell < grid.count(); ++cell) {
      ++cells;
      closed_cells += !grid.open(cell);
      for (int k = 0; k < 8; ++k) {
        INFO("cell " << cell << " step " << k);
        REQUIRE(((grid.open_steps(cell) >> k) & 1u) == static_cast<unsigned>(step_allowed(grid, cell, k)));
      }
    }
  });
  // Water and towns close a good share of the cells, so both answers are tried often.
  CHECK(closed_cells > cells / 20);
}

// A cell is closed when its centre lies nearer than the road's reach (half a road and half a
// cell's diagonal) to the water of a watercourse's band, or to a built-up area or a farm's
// building (or inside one); every other cell is open.
TEST_CASE("the road grid closes exactly the cells near water or a town", "[npow][roads]") {
  int near_water = 0, near_town = 0, cells = 0;
  for_each_table(150, [&](const Scenario& s, const NpowParams& p, std::uint64_t) {
    const RoadGrid grid(p, s);
    const double reach = p.road_width_cm / 2 + grid.diagonal_cm() / 2;
    for (int cell = 0; cell < grid.count(); ++cell) {
      const Point q = grid.centre(cell);
      bool water = false, town = false;
      for (const Feature& f : s.features) {
        if (is_watercourse_kind(f.kind))
          for (const Band& band : water_footprint(f.path, f.width_cm, f.sections).bands)
            for (std::size_t i = 1; i < band.line.size(); ++i)
              water = water || point_segment_distance(q, band.line[i - 1], band.line[i]) < band.width_cm / 2 + reach;
        if (f.kind == "built_up" || f.kind == "building")
          town = town || point_in_polygon(q, f.outline) || point_polyline_distance(q, closed_ring(f.outline)) < reach;
      }
      INFO("cell " << cell);
      REQUIRE(grid.open(cell) == !(water || town));
      ++cells;
      near_water += water;
      near_town += town && !water;
    }
  });
  // Both closures are tried often, on tables of both rulesets.
  CHECK(near_water > cells / 50);
  CHECK(near_town > cells / 50);
}

// A road reaches a built-up area (or a farm's building) from an open cell near it, straight to
// the nearest point of its edge, over no water and keeping off every other built-up area.
TEST_CASE("the road grid's approaches to a town are the open cells near it with a clear way in", "[npow][roads]") {
  int approaches = 0, refused = 0;
  for_each_table(400, [&](const Scenario& s, const NpowParams& p, std::uint64_t) {
    const RoadGrid grid(p, s);
    const double reach = p.road_width_cm / 2 + grid.diagonal_cm() / 2, around = reach + 1.5 * grid.diagonal_cm();
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
  });
  // Many ways in, and some refused for water or another town in the way.
  CHECK(approaches > 50000);
  CHECK(refused > 80);
}

// Supply lines are laid after the rest of the terrain, and the grid built before them serves
// every pair of spots tried: closing the new crossings their outlines cover must leave exactly
// the jumps of a grid built with them (the rest of the grid does not depend on them).
TEST_CASE("a road grid built before the supply lines, with their crossings closed, is the grid built with them",
          "[npow][roads]") {
  int closed = 0, jumps = 0;
  for_each_table(200, [&](Scenario with, const NpowParams& p, std::uint64_t seed) {
    // The table as the roads found it: no roads, nor the crossings they made.
    std::erase_if(with.features, [](const Feature& f) { return f.kind == "road"; });
    std::erase_if(with.crossings, [](const Crossing& c) { return !c.road.empty(); });
    Scenario without = with;
    std::erase_if(without.features, [](const Feature& f) { return f.kind == "supply_line"; });
    RoadGrid reused(p, without);
    // The ruleset keeps supply lines in the strips along the long edges, where no new crossing
    // may stand anyway (NPOW-P3): a club's ruleset may not. So every other table has a third
    // "supply line" over the place of a new crossing, as such a ruleset could lay one.
    for (const RoadGrid::Jump& jump : reused.jumps())
      if (jump.crossing.empty() && seed % 2 == 0) {
        Feature extra;
        extra.id = "extra";
        extra.kind = "supply_line";
        extra.outline = box_outline({jump.at.x - 3, jump.at.y - 2, jump.at.x + 4, jump.at.y + 3});
        with.features.push_back(extra);
        break;
      }
    const RoadGrid built_with(p, with);
    for (const Feature& f : with.features)
      if (f.kind == "supply_line") reused.close_new_crossings_on(f.outline);
    auto usable = [](const RoadGrid& grid) {
      std::vector<std::tuple<int, int, double, double, std::string, std::string, double>> out;
      for (int j = 0; j < static_cast<int>(grid.jumps().size()); ++j) {
        const RoadGrid::Jump& jump = grid.jumps()[static_cast<std::size_t>(j)];
        if (grid.usable(j))
          out.emplace_back(jump.from, jump.to, jump.at.x, jump.at.y, jump.water, jump.crossing, jump.cost_cm);
      }
      return out;
    };
    REQUIRE(usable(reused) == usable(built_with));
    closed += static_cast<int>(reused.jumps().size() - built_with.jumps().size());
    jumps += static_cast<int>(built_with.jumps().size());
    for (int cell = 0; cell < built_with.count(); ++cell) {
      REQUIRE(reused.open(cell) == built_with.open(cell));
      REQUIRE(reused.open_steps(cell) == built_with.open_steps(cell));
    }
    for (const Feature& f : with.features) REQUIRE(reused.approaches(f.id) == built_with.approaches(f.id));
  });
  // The extra supply lines close places a new crossing could stand.
  CHECK(closed > 100);
  CHECK(jumps > 1000);
}

// A straight road stays on open cells when every point along it, a third of a cell apart, lies
// on one; segment_clear first looks whether the cells between its ends hold any other.
TEST_CASE("segment_clear is the point by point test along the segment", "[npow][roads]") {
  int clear = 0, closed = 0;
  Pcg32 rng = Pcg32::for_stage(20261127, "segment-clear");
  for_each_table(20, [&](const Scenario& s, const NpowParams& p, std::uint64_t) {
    const RoadGrid grid(p, s);
    for (int k = 0; k < 2000; ++k) {
      // Short and long, some from just off the table.
      const Point a{rng.between(-200, 18200) / 100.0, rng.between(-200, 12200) / 100.0};
      const int reach = k % 4 == 0 ? 6000 : 1200;  // hundredths
      const Point b{a.x + rng.between(-reach, reach) / 100.0, a.y + rng.between(-reach, reach) / 100.0};
      const double step = std::min(grid.cell_cm(), grid.cell_depth_cm()) / 3;
      const int steps = std::max(1, static_cast<int>(std::ceil(distance(a, b) / step)));
      bool expected = true;
      for (int i = 0; i <= steps && expected; ++i) {
        const double t = static_cast<double>(i) / steps;
        const int cell = grid.cell_at({a.x + t * (b.x - a.x), a.y + t * (b.y - a.y)});
        expected = cell >= 0 && grid.open(cell);
      }
      INFO(a.x << "," << a.y << " to " << b.x << "," << b.y);
      REQUIRE(grid.segment_clear(a, b) == expected);
      (expected ? clear : closed) += 1;
    }
  });
  CHECK(clear > 10000);
  CHECK(closed > 10000);
}

}  // namespace WARGEN_TEST_FILE
