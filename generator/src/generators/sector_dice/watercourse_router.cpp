#include "generators/sector_dice/watercourse_router.hpp"

#include <algorithm>
#include <limits>

#include "core/det_math.hpp"
#include "terrain/path_shaping.hpp"

namespace wargen {

namespace {
constexpr int kLoopRerolls = 3;        // re-rolls when the dice turn a watercourse back on itself
constexpr double kMeanderStepCm = 6;   // spacing of the wander points along a leg
constexpr int kShapeTries = 4;         // meanders tried before drawing the route straight
constexpr double kJoinStretchCm = 4;   // the final stretch that runs into the watercourse it joins

Point along(std::pair<Point, Point> side, double t) {
  return {side.first.x + t * (side.second.x - side.first.x), side.first.y + t * (side.second.y - side.first.y)};
}

Point inside(const Box& b, Pcg32& rng, double margin_fraction) {
  double w = b.max_x - b.min_x, d = b.max_y - b.min_y;
  return {b.min_x + w * rng.uniform(margin_fraction, 1 - margin_fraction),
          b.min_y + d * rng.uniform(margin_fraction, 1 - margin_fraction)};
}

const RoutedWater* water_in(const std::vector<RoutedWater>& earlier, int sector) {
  for (const auto& w : earlier)
    if (std::find(w.sectors.begin(), w.sectors.end(), sector) != w.sectors.end()) return &w;
  return nullptr;
}

// The drawn course must not touch an earlier watercourse, except the one it joins, near its end.
bool keeps_clear(const Polyline& path, double width_cm, const std::vector<RoutedWater>& earlier,
                 const RoutedWater* joins) {
  for (const auto& other : earlier) {
    double needed = (width_cm + other.width_cm) / 2 + 1.0;
    // The joining stretch meets the watercourse it joins: only the course before it must stay clear.
    Polyline course = &other == joins ? trim_end(path, needed + kJoinStretchCm) : path;
    if (course.size() >= 2 && polyline_distance(course, other.path) < needed) return false;
  }
  return true;
}

struct Junction {
  Point at;
  const RoutedWater* joins;
};

// Where a watercourse arriving at `from` meets the others: the nearest point on any earlier
// watercourse that a straight final stretch reaches without touching another one first (so two
// tributaries do not meet their river at one spot); the nearest point on `first` if none does.
Junction find_junction(Point from, double width_cm, const RoutedWater& first, const std::vector<RoutedWater>& earlier) {
  constexpr double kStepCm = 1.0;
  constexpr double kReachCm = 45.0;  // about a sector: joins stay near where the dice sent it
  Junction best{nearest_on_polyline(from, first.path), &first};
  double best_distance = std::numeric_limits<double>::max();
  for (const auto& other : earlier) {
    double length = polyline_length(other.path);
    for (double s = 0; s <= length; s += kStepCm) {
      Point candidate = point_at(other.path, s);
      double d = distance(from, candidate);
      if (d >= best_distance || d > kReachCm) continue;
      if (keeps_clear({from, candidate}, width_cm, earlier, &other)) {
        best = {candidate, &other};
        best_distance = d;
      }
    }
  }
  return best;
}
}  // namespace

WaterRoute route_watercourse(const SectorDiceParams& params, const SectorGrid& grid, int home_sector,
                             const std::string& feature_id, double width_cm, const std::vector<RoutedWater>& earlier,
                             Pcg32& dice_rng, Pcg32& shape_rng, std::vector<DiceLogEntry>& log) {
  WaterRoute route;
  route.sectors.push_back(home_sector);
  Polyline waypoints;
  Heading heading = Heading::north;
  std::string home = grid.id(home_sector);

  // Where it rises.
  const std::string& origin = params.origin_table.roll(dice_rng, log, "GOK-T6", feature_id + " in " + home + ": where it rises");
  auto edges = grid.table_edges(home_sector);
  if (origin == "edge" && !edges.empty()) {
    Heading edge = edges.front();
    waypoints.push_back(along(grid.side(home_sector, edge), shape_rng.uniform(0.25, 0.75)));
    heading = opposite(edge);
    route.origin = std::string("edge:") + heading_name(edge);
  } else {
    int compass = Dice(1, 4).roll(dice_rng, log, "GOK-T6", feature_id + ": a spring; 1 north, 2 east, 3 south, 4 west");
    heading = static_cast<Heading>(compass - 1);
    route.origin = "spring";
    Point spring = inside(grid.box(home_sector), shape_rng, 0.3);
    if (const RoutedWater* there = water_in(earlier, home_sector)) {
      // Rising beside another watercourse: the spring goes where it has the longest run to it.
      for (int k = 0; k < 8; ++k) {
        Point candidate = inside(grid.box(home_sector), shape_rng, 0.15);
        if (point_polyline_distance(candidate, there->path) > point_polyline_distance(spring, there->path))
          spring = candidate;
      }
    }
    waypoints.push_back(spring);
  }

  int current = home_sector;
  const RoutedWater* joins = water_in(earlier, home_sector);
  while (!joins) {
    Heading next_heading = heading;
    int next = -1;
    bool chosen = false;
    for (int attempt = 0; attempt <= kLoopRerolls && !chosen; ++attempt) {
      std::string note = feature_id + " flowing " + heading_name(heading) + " from " + grid.id(current) +
                         (attempt ? ": would turn back on itself, roll again" : "");
      const std::string& turn = params.turn_table.roll(dice_rng, log, "GOK-T6", note);
      next_heading = turn == "left" ? turn_left(heading) : turn == "right" ? turn_right(heading) : heading;
      next = grid.neighbour(current, next_heading);
      chosen = next < 0 || std::find(route.sectors.begin(), route.sectors.end(), next) == route.sectors.end();
    }
    if (!chosen) {
      // DESIGN: after the re-rolls it runs off by the way that does not loop, preferring the table edge.
      for (Heading h : {heading, turn_left(heading), turn_right(heading)}) {
        int n = grid.neighbour(current, h);
        if (n < 0 || std::find(route.sectors.begin(), route.sectors.end(), n) == route.sectors.end()) {
          next_heading = h;
          next = n;
          chosen = true;
          break;
        }
      }
      if (!chosen) {
        next_heading = grid.table_edges(current).empty() ? heading : grid.table_edges(current).front();
        next = -1;
      }
    }
    heading = next_heading;
    if (next < 0) {
      auto side = grid.side(current, heading);
      Point exit = along(side, shape_rng.uniform(0.25, 0.75));
      if (grid.table_edges(current).end() ==
          std::find(grid.table_edges(current).begin(), grid.table_edges(current).end(), heading)) {
        // Only on grids deeper than two rows: run straight to the table edge that way.
        exit = heading == Heading::north ? Point{exit.x, params.table_depth_cm}
             : heading == Heading::south ? Point{exit.x, 0}
             : heading == Heading::east  ? Point{params.table_width_cm, exit.y}
                                         : Point{0, exit.y};
      }
      waypoints.push_back(exit);
      route.end = std::string("edge:") + heading_name(heading);
      break;
    }
    waypoints.push_back(along(grid.side(current, heading), shape_rng.uniform(0.25, 0.75)));
    current = next;
    route.sectors.push_back(current);
    joins = water_in(earlier, current);
  }
  if (joins) {
    Junction junction = find_junction(waypoints.back(), width_cm, *joins, earlier);
    joins = junction.joins;
    waypoints.push_back(junction.at);
    route.end = "joins:" + joins->feature_id;
  }

  // Endpoints are exact (on the edge, or on the joined watercourse); the course between meanders.
  double wander = params.meander_cm;
  for (int attempt = 0; attempt < kShapeTries; ++attempt, wander /= 2) {
    route.path = settle_on_table(meander(waypoints, wander, kMeanderStepCm, shape_rng), params.table_width_cm,
                                 params.table_depth_cm);
    if (keeps_clear(route.path, width_cm, earlier, joins)) return route;
  }
  route.path = settle_on_table(waypoints, params.table_width_cm, params.table_depth_cm);
  return route;
}

}  // namespace wargen
