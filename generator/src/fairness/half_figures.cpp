#include "fairness/half_figures.hpp"

#include <cmath>
#include <set>

#include "core/det_math.hpp"
#include "core/shape_measure.hpp"

namespace wargen {

namespace {

bool is_cover(const std::string& kind) { return kind == "wood" || kind == "built_up" || kind == "building"; }
bool is_obstacle(const std::string& kind) { return kind == "stream" || kind == "obstacle" || kind == "earthwork"; }

// 1 inside the half, ½ on its inner edge (the middle line of a geometric half), 0 outside. On
// the table's 0.01 cm grid: an area's centroid is computed, not laid, so a piece centred on the
// table's centre (its own twin on a symmetric table) has its centroid a rounding error off the
// line, and that must not hand it to one side.
double point_share(Point p, const Box& half) {
  const double y = quantize_cm(p.y);
  if (y < quantize_cm(half.min_y) || y > quantize_cm(half.max_y)) return 0;
  return y == quantize_cm(half.min_y) || y == quantize_cm(half.max_y) ? 0.5 : 1;
}

// The ids of the roads reached from the side's own supply lines, road by road through each
// road's `from` and `joins` attributes (NPOW-L2).
std::set<std::string> supply_roads(const Scenario& scenario, const std::string& side) {
  std::set<std::string> reached;
  for (const Feature& f : scenario.features) {
    auto owner = f.attributes.find("side");
    if (f.kind == "supply_line" && owner != f.attributes.end() && owner->second == side) reached.insert(f.id);
  }
  for (bool grew = !reached.empty(); grew;) {
    grew = false;
    for (const Feature& road : scenario.features) {
      if (road.kind != "road" || reached.count(road.id)) continue;
      for (const char* key : {"from", "joins"})
        if (auto it = road.attributes.find(key); it != road.attributes.end() && reached.count(it->second)) {
          reached.insert(road.id);
          grew = true;
          break;
        }
    }
  }
  return reached;
}

}  // namespace

bool is_real_piece(const std::string& kind) {
  return kind != "road" && kind != "supply_line" && kind != "players_choice";
}

Box own_half(const Scenario& scenario, const DeploymentZone& zone) {
  for (const TableZone& z : scenario.zones)
    if (z.kind == "own_half" && z.side == zone.side) return bounding_box(z.polygon);
  const double middle = scenario.table_depth_cm / 2;
  return zone.edge == "north" ? Box{0, middle, scenario.table_width_cm, scenario.table_depth_cm}
                              : Box{0, 0, scenario.table_width_cm, middle};
}

HalfFigures half_figures(const Scenario& scenario, const std::vector<sight::ObjectiveSite>& objectives,
                         const std::string& side, const Box& half) {
  HalfFigures h;
  const std::set<std::string> roads = supply_roads(scenario, side);
  for (const Feature& f : scenario.features) {
    if (f.kind == "road" && roads.count(f.id)) h.supply_road_length_cm += length_in_box(f.path, half);
    if (!is_real_piece(f.kind)) continue;
    if (f.is_area()) {
      const double whole = std::abs(signed_area(f.outline));
      const double inside = area_in_box(f.outline, half);
      const double share = whole > 0 ? inside / whole : point_share(centroid(f.outline), half);
      h.terrain_count += share;
      h.terrain_area_cm2 += inside;
      if (is_cover(f.kind)) {
        h.cover_count += share;
        h.cover_area_cm2 += inside;
      }
      // Ground no unit crosses: a lake (forbidden to stand on, as for sight).
      if (f.kind == "lake") h.impassable_area_cm2 += inside;
    }
    // A river section of the quality "stream" is an obstacle to cross too (NPOW-S6); a section
    // the ruleset calls impassable is ground no unit crosses, by its length times its width.
    if (is_obstacle(f.kind)) {
      h.obstacle_length_cm += length_in_box(f.path, half);
    } else if (f.kind == "river") {
      const PathWalk walk(f.path);
      for (const WaterSection& s : f.sections) {
        const double inside = length_in_box(sub_polyline(walk, s.from_cm, s.to_cm), half);
        if (s.quality == "stream") h.obstacle_length_cm += inside;
        if (s.passability == "impassable") h.impassable_area_cm2 += inside * s.width_cm;
      }
    }
  }
  for (const sight::ObjectiveSite& o : objectives) {
    const double share = point_share(o.at, half);
    h.objective_count += share;
    h.objective_points += share * o.total_points();
  }
  for (const Crossing& c : scenario.crossings) h.river_crossings += point_share(c.at, half);
  return h;
}

}  // namespace wargen
