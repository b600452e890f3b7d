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

// The share of the ground at depth y that counts for the side on the south edge: 1 up to
// `near_y_cm`, 0 from `far_y_cm`, falling straight between; where the two halves meet (no zone
// between), ½ on the line itself.
struct Nearness {
  double near_y_cm;
  double far_y_cm;
  double at(double y_cm) const {
    if (far_y_cm <= near_y_cm) return point_share({0, y_cm}, {0, 0, 0, near_y_cm});
    if (y_cm <= near_y_cm) return 1;
    if (y_cm >= far_y_cm) return 0;
    return (far_y_cm - y_cm) / (far_y_cm - near_y_cm);
  }
};

// The strips the zone between the halves is cut into, each weighed by the share at its middle
// (the share is straight, so a strip's error is the curvature of the piece's width across 1 cm).
constexpr double kStripCm = 1;

// `in_box` measured over the ground, each part weighed by its share: the whole of it below the
// near edge, strips of the zone between.
template <typename InBox>
double weighed(const InBox& in_box, const Nearness& n, double width_cm) {
  double sum = in_box(Box{0, 0, width_cm, n.near_y_cm});
  if (n.far_y_cm <= n.near_y_cm) return sum;
  const int strips = static_cast<int>(std::ceil((n.far_y_cm - n.near_y_cm) / kStripCm));
  const double step = (n.far_y_cm - n.near_y_cm) / strips;
  for (int k = 0; k < strips; ++k) {
    const double from = n.near_y_cm + k * step, to = k + 1 == strips ? n.far_y_cm : from + step;
    sum += in_box(Box{0, from, width_cm, to}) * n.at((from + to) / 2);
  }
  return sum;
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
                         const std::string& side, const Box& half, const Box& enemy_half) {
  HalfFigures h;
  const Nearness near{half.max_y, enemy_half.min_y};
  const double width = scenario.table_width_cm;
  auto area_share = [&](const Polygon& p) {
    return weighed([&](const Box& b) { return area_in_box(p, b); }, near, width);
  };
  auto length_share = [&](const Polyline& p) {
    return weighed([&](const Box& b) { return length_in_box(p, b); }, near, width);
  };
  const std::set<std::string> roads = supply_roads(scenario, side);
  for (const Feature& f : scenario.features) {
    if (f.kind == "road" && roads.count(f.id)) h.supply_road_length_cm += length_share(f.path);
    if (!is_real_piece(f.kind)) continue;
    if (f.is_area()) {
      const double whole = std::abs(signed_area(f.outline));
      const double inside = area_share(f.outline);
      const double share = whole > 0 ? inside / whole : near.at(centroid(f.outline).y);
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
      h.obstacle_length_cm += length_share(f.path);
    } else if (f.kind == "river") {
      const PathWalk walk(f.path);
      for (const WaterSection& s : f.sections) {
        const double inside = length_share(sub_polyline(walk, s.from_cm, s.to_cm));
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
  for (const Crossing& c : scenario.crossings) h.river_crossings += near.at(c.at.y);
  return h;
}

}  // namespace wargen
