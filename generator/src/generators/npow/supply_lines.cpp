#include "generators/npow/supply_lines.hpp"

#include <algorithm>
#include <cstdint>

#include "core/box_index.hpp"
#include "core/det_math.hpp"
#include "core/error.hpp"
#include "core/shape_measure.hpp"
#include "generators/npow/footprint.hpp"
#include "generators/npow/linear_element_lines.hpp"
#include "generators/npow/npow_features.hpp"
#include "generators/npow/road_network.hpp"
#include "generators/npow/sides.hpp"
#include "generators/npow/table_layout.hpp"

namespace wargen {

namespace {
constexpr std::int64_t kSpotStepHundredths = 50;  // 0.5 cm
}  // namespace

Obstacles scenario_obstacles(const Scenario& s, const Box& near, double reach_cm) {
  Obstacles obstacles;
  auto add_water = [&](const Polyline& path, double width_cm) {
    // Each run of consecutive stretches that come near, on its own.
    double reach = reach_cm + width_cm / 2;
    Polyline run;
    for (std::size_t i = 1; i < path.size(); ++i) {
      if (near.overlaps(segment_box(path[i - 1], path[i]), reach)) {
        if (run.empty()) run.push_back(path[i - 1]);
        run.push_back(path[i]);
      } else if (!run.empty()) {
        obstacles.add_watercourse(run, width_cm);
        run.clear();
      }
    }
    if (!run.empty()) obstacles.add_watercourse(run, width_cm);
  };
  for (const auto& f : s.features) {
    if (f.kind == "road") continue;
    if (f.is_area()) {
      if (near.overlaps(bounding_box(f.outline), reach_cm)) obstacles.add_area(f.outline);
    } else if (is_watercourse_kind(f.kind)) {
      for (const auto& band : water_footprint(f.path, f.width_cm, f.sections).bands)
        add_water(band.line, band.width_cm);
    } else if (near.overlaps(bounding_box(f.path), reach_cm + f.width_cm)) {
      for (std::size_t i = 1; i < f.path.size(); ++i)
        obstacles.add_area(piece_outline(f.path[i - 1], f.path[i], f.width_cm));
    }
  }
  for (const auto& c : s.crossings) {
    const Feature* water = s.find_feature(c.feature);
    // The width there takes a walk along the whole course: not for a crossing too far off at any.
    const double widest_cm = water ? widest_water_cm(*water) : 3;
    if (!near.overlaps(point_box(c.at), reach_cm + crossing_radius(widest_cm))) continue;
    obstacles.add_point(c.at, crossing_radius(water ? water_width_at(*water, c.at) : 3));
  }
  return obstacles;
}

std::vector<Box> supply_line_spots(const NpowParams& p, const Scenario& s, const std::string& edge) {
  double y0 = edge == "south" ? 0 : quantize_cm(p.table_depth_cm - p.supply_line_depth_cm);
  Box band{0, y0, p.table_width_cm, quantize_cm(y0 + p.supply_line_depth_cm)};
  std::vector<Box> tried;
  const double step_cm = grid_cm(kSpotStepHundredths), length_cm = p.supply_line_length_cm;
  tried.reserve(static_cast<std::size_t>(std::max(0.0, (p.table_width_cm - length_cm) / step_cm)) + 2);
  // The left side steps from 0 by whole hundredths; so does the right one when the length lies
  // on the 0.01 cm grid (grid_cm of the sum is quantize_cm's): no rounding of every sum.
  const bool length_on_grid = quantize_cm(length_cm) == length_cm;
  const std::int64_t length_hundredths = grid_hundredths(length_cm);
  std::int64_t left = 0;
  for (double x = 0; x <= p.table_width_cm - length_cm + 1e-9; x += step_cm, left += kSpotStepHundredths) {
    // Each side written into the list itself: a box made aside was stored a side at a time and
    // copied two sides at a time, before the stores had landed (perf put half of this function's
    // time on that copy).
    Box& spot = tried.emplace_back();
    spot.min_x = grid_cm(left);
    spot.min_y = y0;
    spot.max_x = length_on_grid ? grid_cm(left + length_hundredths) : quantize_cm(x + length_cm);
    spot.max_y = band.max_y;
  }
  const std::vector<char> clear = scenario_obstacles(s, band, p.gap_cm + 1).clear_each(tried, p.gap_cm, p.gap_cm);
  std::vector<Box> spots;
  for (std::size_t k = 0; k < tried.size(); ++k)
    if (clear[k]) spots.push_back(tried[k]);
  return spots;
}

Feature supply_line_feature(const Scenario& s, const Box& box, const std::string& side, const std::string& edge) {
  Feature f;
  f.id = next_feature_id(s);
  f.kind = "supply_line";
  f.outline = box_outline(box);
  f.attributes["side"] = side;  // NPOW-L1: the player's own supply line
  f.attributes["edge"] = edge;
  f.attributes["length_cm"] = mm_text(box.max_x - box.min_x);
  f.attributes["depth_cm"] = mm_text(box.max_y - box.min_y);
  f.attributes["movement"] = "always v1";  // catalogue: the area around a road
  f.objective = true;                      // NPOW-O1: an objective for the enemy
  return f;
}

void put_roads(const NpowParams& p, const RoadPlan& plan, Scenario& s) {
  bool crosses = !p.omit_roads_crossing_nothing || !plan.crossings.empty();
  for (const auto& road : plan.roads) crosses = crosses || road_crosses_an_element(road, s);
  if (!crosses) {
    // NPOW-L2: roads that cross no element at all may be left out, by convention; the supply
    // lines say so.
    for (auto& f : s.features)
      if (f.kind == "supply_line") f.attributes["roads"] = "omitted";
    return;
  }
  s.features.insert(s.features.end(), plan.roads.begin(), plan.roads.end());
  s.crossings.insert(s.crossings.end(), plan.crossings.begin(), plan.crossings.end());
}

void lay_supply_lines_and_roads(const NpowParams& p, Scenario& s, std::uint64_t seed) {
  std::string edge_a = edge_of(s.sides, "A"), edge_b = edge_of(s.sides, "B");
  std::vector<Box> spots_a = supply_line_spots(p, s, edge_a);
  std::vector<Box> spots_b = supply_line_spots(p, s, edge_b);
  if (spots_a.empty() || spots_b.empty())
    throw PlacementFailure("NPOW-L1",
                           "no room for a supply line on the " + (spots_a.empty() ? edge_a : edge_b) + " edge");
  Pcg32 rng = Pcg32::for_stage(seed, "supply-lines");
  // Each pair of spots is tried on the table itself and taken away again when no network serves
  // it: copying the whole scenario for every try cost more than the supply lines' own search.
  const auto laid = static_cast<std::ptrdiff_t>(s.features.size());
  RoadGraph graph(p, s);
  for (int attempt = 0; attempt < kSupplyLineSpotTries; ++attempt) {
    s.features.push_back(
        supply_line_feature(s, spots_a[rng.below(static_cast<std::uint32_t>(spots_a.size()))], "A", edge_a));
    s.features.push_back(
        supply_line_feature(s, spots_b[rng.below(static_cast<std::uint32_t>(spots_b.size()))], "B", edge_b));
    if (auto plan = plan_roads(p, s, graph, s.features[s.features.size() - 2], s.features.back())) {
      put_roads(p, *plan, s);
      return;
    }
    s.features.erase(s.features.begin() + laid, s.features.end());
  }
  throw PlacementFailure("NPOW-L2",
                         "no road network joins both supply lines, every built-up area and every bridge and ford (" +
                             std::to_string(kSupplyLineSpotTries) + " supply line spots tried)");
}

}  // namespace wargen
