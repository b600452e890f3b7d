// NPOW-L1: the free spots for a supply line along an edge, 0.5 cm apart. supply_line_spots tests
// the whole row at once (Obstacles::clear_each, with its shortcuts) against only what lies near
// the edge (scenario_obstacles), and steps the boxes in whole hundredths when the length lies on
// the 0.01 cm grid; these cases hold it to the plain way, each box rounded and tested on its own
// with Obstacles::clear against everything on the table, on the tables of generated scenarios
// as the supply lines found them, with the ruleset's length and lengths off the grid.
#include <catch2/catch.hpp>

#include "core/det_math.hpp"
#include "generators/npow/footprint.hpp"
#include "generators/npow/linear_element_lines.hpp"
#include "generators/npow/npow_params.hpp"
#include "generators/npow/supply_lines.hpp"
#include "npow_support.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;
using namespace wargen::test;

namespace {

// Everything on the table a supply line keeps clear of, whole, wherever it lies: the areas, the
// water's bands, the other linear elements' pieces and every bridge and ford (roads run over
// other elements, so they are not in the way).
Obstacles everything(const Scenario& s) {
  Obstacles obstacles;
  for (const auto& f : s.features) {
    if (f.kind == "road") continue;
    if (f.is_area()) {
      obstacles.add_area(f.outline);
    } else if (is_watercourse_kind(f.kind)) {
      for (const auto& band : water_footprint(f.path, f.width_cm, f.sections).bands)
        obstacles.add_watercourse(band.line, band.width_cm);
    } else {
      for (std::size_t i = 1; i < f.path.size(); ++i)
        obstacles.add_area(piece_outline(f.path[i - 1], f.path[i], f.width_cm));
    }
  }
  for (const auto& c : s.crossings) {
    const Feature* water = s.find_feature(c.feature);
    obstacles.add_point(c.at, crossing_radius(water ? water_width_at(*water, c.at) : 3));
  }
  return obstacles;
}

std::vector<Box> plain_spots(const NpowParams& p, const Scenario& s, const std::string& edge) {
  const double y0 = edge == "south" ? 0 : quantize_cm(p.table_depth_cm - p.supply_line_depth_cm);
  const Box band{0, y0, p.table_width_cm, quantize_cm(y0 + p.supply_line_depth_cm)};
  const Obstacles obstacles = everything(s);
  std::vector<Box> spots;
  for (double x = 0; x <= p.table_width_cm - p.supply_line_length_cm + 1e-9; x += 0.5) {
    const Box box{quantize_cm(x), y0, quantize_cm(x + p.supply_line_length_cm), band.max_y};
    if (obstacles.clear(box_outline(box), p.gap_cm, p.gap_cm, false)) spots.push_back(box);
  }
  return spots;
}

}  // namespace

TEST_CASE("supply_line_spots finds the spots each box tested on its own finds", "[npow][supply]") {
  std::size_t free = 0, taken = 0;
  for (const std::string ruleset : {"npow", "npow300"})
    for (std::uint64_t seed = 1; seed <= 60; ++seed) {
      Scenario s = npow_scenario(seed, npow_zones()[seed % npow_zones().size()], ruleset);
      std::erase_if(s.features, [](const Feature& f) { return f.kind == "road" || f.kind == "supply_line"; });
      std::erase_if(s.crossings, [](const Crossing& c) { return !c.road.empty(); });
      NpowParams p = dynamic_cast<const NpowParams&>(*npow_ruleset(ruleset).params);
      // A club's ruleset may lay deeper supply lines, reaching past the strips to the bridges.
      const double depth_cm = seed % 2 == 0 ? p.supply_line_depth_cm : 24;
      p.supply_line_depth_cm = depth_cm;
      for (const double length_cm : {p.supply_line_length_cm, 15.005, 13.37, 20.0 / 3})
        for (const std::string edge : {"south", "north"}) {
          p.supply_line_length_cm = length_cm;
          INFO(ruleset << " seed " << seed << " length " << length_cm << " depth " << depth_cm << " " << edge);
          const std::vector<Box> spots = supply_line_spots(p, s, edge), expected = plain_spots(p, s, edge);
          REQUIRE(spots.size() == expected.size());
          for (std::size_t k = 0; k < spots.size(); ++k) {
            REQUIRE(spots[k].min_x == expected[k].min_x);
            REQUIRE(spots[k].max_x == expected[k].max_x);
            REQUIRE(spots[k].min_y == expected[k].min_y);
            REQUIRE(spots[k].max_y == expected[k].max_y);
          }
          free += spots.size();
          taken += static_cast<std::size_t>((p.table_width_cm - length_cm) / 0.5) + 1 - spots.size();
        }
    }
  // Terrain along the edges takes many spots, and leaves many.
  CHECK(free > 50000);
  CHECK(taken > 20000);
}

}  // namespace WARGEN_TEST_FILE
