#include "fairness/half_figures.hpp"

#include <cmath>

#include "core/det_math.hpp"
#include "core/shape_measure.hpp"

namespace wargen {

namespace {

bool is_cover(const std::string& kind) { return kind == "wood" || kind == "built_up" || kind == "building"; }
bool is_obstacle(const std::string& kind) { return kind == "stream" || kind == "obstacle" || kind == "earthwork"; }

// 1 inside the half, ½ on the middle line, 0 outside. On the table's 0.01 cm grid: an area's
// centroid is computed, not laid, so a piece centred on the table's centre (its own twin on a
// symmetric table) has its centroid a rounding error off the line, and that must not hand it to
// one side.
double point_share(double y_cm, double middle_cm, bool south) {
  if (quantize_cm(y_cm) == quantize_cm(middle_cm)) return 0.5;
  return (y_cm < middle_cm) == south ? 1.0 : 0.0;
}

}  // namespace

HalfFigures half_figures(const Scenario& scenario, const std::vector<sight::ObjectiveSite>& objectives,
                         const std::string& edge) {
  const bool south = edge == "south";
  const double middle = scenario.table_depth_cm / 2;
  const Box half = south ? Box{0, 0, scenario.table_width_cm, middle}
                         : Box{0, middle, scenario.table_width_cm, scenario.table_depth_cm};
  HalfFigures h;
  for (const Feature& f : scenario.features) {
    if (f.is_area() && f.kind != "supply_line") {
      const double whole = std::abs(signed_area(f.outline));
      const double inside = area_in_box(f.outline, half);
      const double share = whole > 0 ? inside / whole : point_share(centroid(f.outline).y, middle, south);
      h.terrain_count += share;
      h.terrain_area_cm2 += inside;
      if (is_cover(f.kind)) {
        h.cover_count += share;
        h.cover_area_cm2 += inside;
      }
    }
    // A river section of the quality "stream" is an obstacle to cross too (NPOW-S6).
    if (is_obstacle(f.kind)) {
      const double whole = polyline_length(f.path);
      const double inside = length_in_box(f.path, half);
      h.obstacle_count += whole > 0 ? inside / whole : 0;
      h.obstacle_length_cm += inside;
    } else if (f.kind == "river") {
      const double whole = polyline_length(f.path);
      const PathWalk walk(f.path);
      for (const WaterSection& s : f.sections) {
        if (s.quality != "stream" || whole <= 0) continue;
        const double inside = length_in_box(sub_polyline(walk, s.from_cm, s.to_cm), half);
        h.obstacle_count += inside / whole;
        h.obstacle_length_cm += inside;
      }
    }
  }
  for (const sight::ObjectiveSite& o : objectives) {
    const double share = point_share(o.at.y, middle, south);
    h.objective_count += share;
    h.objective_points += share * o.total_points();
  }
  for (const Crossing& c : scenario.crossings) h.river_crossings += point_share(c.at.y, middle, south);
  return h;
}

}  // namespace wargen
