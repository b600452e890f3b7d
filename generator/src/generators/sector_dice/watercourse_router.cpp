#include "generators/sector_dice/watercourse_router.hpp"

#include <algorithm>
#include <functional>
#include <limits>
#include <optional>

#include "core/det_math.hpp"
#include "core/error.hpp"
#include "core/number_text.hpp"
#include "core/path_walk.hpp"
#include "terrain/path_shaping.hpp"

namespace wargen {

namespace {
constexpr int kRerolls = 12;           // rolls again before the route takes the first way that works
constexpr double kMeanderStepCm = 6;   // spacing of the wander points along a leg
constexpr int kShapeTries = 4;         // meanders tried before drawing the route straight
constexpr double kJoinStretchCm = 4;   // the final stretch that runs into the watercourse it joins
constexpr double kSideLow = 0.25, kSideHigh = 0.75;  // where along a sector's side the course crosses it
// Rounding the corners of the drawn course (path_shaping) takes up to about this much off its
// length: the route keeps it in hand so the drawn course is still as long as the rule asks.
constexpr double kRoundingAllowanceCm = 2;
constexpr int kStartTries = 16;  // start points tried when the home sector already has water
// Layouts of the route's sides and sector waypoints tried when no shaping of a layout keeps clear
// of the other watercourses (the dice, and so the sectors, stay as rolled).
constexpr int kLayoutTries = 32;

Point along(std::pair<Point, Point> side, double t) {
  return {side.first.x + t * (side.second.x - side.first.x), side.first.y + t * (side.second.y - side.first.y)};
}

Point inside(const Box& b, Pcg32& rng, RangeCm band) {
  double w = b.max_x - b.min_x, d = b.max_y - b.min_y;
  return {b.min_x + w * rng.uniform(band.lowest, band.highest), b.min_y + d * rng.uniform(band.lowest, band.highest)};
}

const RoutedWater* water_in(const std::vector<RoutedWater>& earlier, int sector) {
  for (const auto& w : earlier)
    if (std::find(w.sectors.begin(), w.sectors.end(), sector) != w.sectors.end()) return &w;
  return nullptr;
}

Heading turned(Heading h, const std::string& turn) {
  return turn == "left" ? turn_left(h) : turn == "right" ? turn_right(h) : h;
}

// The drawn course must not touch an earlier watercourse, except the one it joins, near its end.
bool keeps_clear(const Polyline& path, double width_cm, const std::vector<RoutedWater>& earlier,
                 const RoutedWater* joins) {
  for (const auto& other : earlier) {
    double needed = (width_cm + other.width_cm) / 2 + 1.0;
    // The joining stretch meets the watercourse it joins: only the course before it must stay clear.
    Polyline trimmed;  // the whole path is tested in place, not copied
    if (&other == joins) trimmed = trim_end(path, needed + kJoinStretchCm);
    const Polyline& course = &other == joins ? trimmed : path;
    if (course.size() >= 2 && polylines_closer_than(course, other.path, needed)) return false;
  }
  return true;
}

struct Junction {
  Point at;
  const RoutedWater* joins;
  std::optional<Point> bend = std::nullopt;  // where the last stretch turns in to meet it
};

// A waypoint drawn in a band of its sector, so another layout of the same route may draw it again:
// where the course crosses the side of `sector` facing `side`, or (no side) where it bends inside it.
struct BandPoint {
  std::size_t index;  // in the route's waypoints
  int sector;
  std::optional<Heading> side;
  // Leaving the table by a turn: the way it flowed into the sector. The exit is drawn on the part
  // of the edge ahead of the bend before it, so the last leg does not hook back (GOK-T6).
  std::optional<Heading> turned_off_from = std::nullopt;
  // Entering by an edge and turning in its first sector: the way it turns. The entry is drawn on
  // the part of the edge behind the bend after it, so the first leg does not hook either.
  std::optional<Heading> turns_to = std::nullopt;
};

Point heading_vector(Heading h) {
  return h == Heading::north   ? Point{0, 1}
         : h == Heading::south ? Point{0, -1}
         : h == Heading::east  ? Point{1, 0}
                               : Point{-1, 0};
}

// `unhooked`: keep the ends' legs from hooking (turned_off_from, turns_to); a route that is then
// too short for GOK-T6 is laid out again without.
Point draw_band_point(const BandPoint& b, const Polyline& waypoints, const SectorGrid& grid,
                      const SectorDiceParams& params, Pcg32& shape_rng, bool unhooked = true) {
  if (!b.side) return inside(grid.box(b.sector), shape_rng, params.waypoint_band);
  const auto side = grid.side(b.sector, *b.side);
  double low = kSideLow, high = kSideHigh;
  const bool leaving = unhooked && b.turned_off_from && b.index > 0;
  const bool entering = unhooked && b.turns_to && b.index + 1 < waypoints.size();
  if (leaving || entering) {
    const Point bend = waypoints[leaving ? b.index - 1 : b.index + 1];
    const Point run{side.second.x - side.first.x, side.second.y - side.first.y};
    const double run_cm2 = run.x * run.x + run.y * run.y;
    const double bend_at = std::clamp(((bend.x - side.first.x) * run.x + (bend.y - side.first.y) * run.y) / run_cm2,
                                      kSideLow, kSideHigh);
    const Point ahead = heading_vector(leaving ? *b.turned_off_from : *b.turns_to);
    // Leaving: the part of the edge ahead of the bend; entering: the part behind it.
    ((ahead.x * run.x + ahead.y * run.y > 0) == leaving ? low : high) = bend_at;
  }
  return along(side, shape_rng.uniform(low, high));
}

// Where a watercourse arriving at `from` meets the others: the nearest point on any earlier
// watercourse at least `least_cm` away (GOK-T6: a tributary, not a stub lying on its river) that a
// straight final stretch reaches without touching another one first (so two tributaries do not
// meet their river at one spot); failing that the nearest such point at any distance; the nearest
// point on `first` if none does. Junctions keep off the table's edge, where a watercourse would
// seem to leave the table.
Junction find_junction(Point from, double width_cm, const RoutedWater& first, const std::vector<RoutedWater>& earlier,
                       const SectorDiceParams& params, double least_cm) {
  constexpr double kStepCm = 1.0;
  constexpr double kReachCm = 45.0;  // about a sector: joins stay near where the dice sent it
  constexpr double kEdgeClearCm = 6.0;
  // A junction keeps off the crossings laid already, as a crossing keeps off a junction
  // (river_crossings.cpp): the watercourse's width and 4 cm.
  auto near_crossing = [](const RoutedWater& water, Point p) {
    for (Point c : water.crossings_at)
      if (distance(p, c) < water.width_cm + 4.0) return true;
    return false;
  };
  auto off_edge = [&](Point p) {
    return p.x >= kEdgeClearCm && p.y >= kEdgeClearCm && p.x <= params.table_width_cm - kEdgeClearCm &&
           p.y <= params.table_depth_cm - kEdgeClearCm;
  };
  // Every point 1 cm apart within reach, nearest first (then in the order the walk meets them):
  // the first whose stretch keeps clear is the nearest that does, as a walk keeping the best so far
  // would find. The clearance test, which measures the stretch against every watercourse, is then
  // made until one passes (almost always the first) instead of at every point that comes nearer.
  struct Candidate {
    double distance_cm;
    std::size_t walked;  // its place in the walk
    Point at;
    const RoutedWater* on;
    Point across;  // square to the watercourse there, on `from`'s side
  };
  std::vector<Candidate> candidates;
  for (const auto& other : earlier) {
    double length = polyline_length(other.path);
    PathWalk walker(other.path);
    std::size_t bookmark = 0;
    for (double s = 0; s <= length; s += kStepCm) {
      Point candidate = walker.point_at_onward(s, bookmark);
      double d = distance(from, candidate);
      if (d > kReachCm || !off_edge(candidate) || near_crossing(other, candidate)) continue;
      const Point along_it = walker.direction_at(s);
      Point across{-along_it.y, along_it.x};
      if (across.x * (from.x - candidate.x) + across.y * (from.y - candidate.y) < 0) across = {-across.x, -across.y};
      candidates.push_back({d, candidates.size(), candidate, &other, across});
    }
  }
  // Taken nearest first from a heap, not sorted: the first almost always passes. No two share
  // their place in the walk, so the order is total and the same on every standard library.
  auto later = [](const Candidate& a, const Candidate& b) {
    return a.distance_cm > b.distance_cm || (a.distance_cm == b.distance_cm && a.walked > b.walked);
  };
  auto nearest_clear = [&](double least) -> std::optional<Junction> {
    std::vector<Candidate> far_enough;
    for (const Candidate& c : candidates)
      if (c.distance_cm >= least) far_enough.push_back(c);
    std::make_heap(far_enough.begin(), far_enough.end(), later);
    for (auto end = far_enough.end(); end != far_enough.begin(); --end) {
      std::pop_heap(far_enough.begin(), end, later);
      const Candidate& c = *(end - 1);
      if (keeps_clear({from, c.at}, width_cm, earlier, c.on)) return Junction{c.at, c.on};
    }
    return std::nullopt;
  };
  if (auto junction = nearest_clear(least_cm)) return *junction;
  // No straight last stretch that long reaches it clear (the source sits in a bend of the
  // watercourse, or close beside it): the tributary runs alongside and turns in square to it.
  constexpr double kTurnInCm = 6.0;
  std::vector<Candidate> by_distance = candidates;
  std::make_heap(by_distance.begin(), by_distance.end(), later);
  for (auto end = by_distance.end(); end != by_distance.begin(); --end) {
    std::pop_heap(by_distance.begin(), end, later);
    const Candidate& c = *(end - 1);
    const Point bend{c.at.x + kTurnInCm * c.across.x, c.at.y + kTurnInCm * c.across.y};
    if (distance(from, bend) + kTurnInCm >= least_cm && off_edge(bend) &&
        keeps_clear({from, bend, c.at}, width_cm, earlier, c.on))
      return {c.at, c.on, bend};
  }
  if (auto junction = nearest_clear(0)) return *junction;
  return {nearest_on_polyline(from, first.path), &first};
}

// Of a few candidate start points, the one with the longest run to the nearest earlier
// watercourse (the one it will join, or another passing the same sector).
template <typename Draw>
Point farthest_from(const std::vector<RoutedWater>& earlier, Draw draw) {
  auto clearance = [&](Point p) {
    double nearest = std::numeric_limits<double>::max();
    for (const auto& w : earlier) nearest = std::min(nearest, point_polyline_distance(p, w.path));
    return nearest;
  };
  // A candidate closer than the best clearance to any watercourse cannot beat it: that answer
  // skips the legs far from it, and the clearance is measured whole only for the rest.
  auto may_beat = [&](Point p, double best) {
    for (const auto& w : earlier)
      if (point_polyline_closer_than(p, w.path, best)) return false;
    return true;
  };
  Point best = draw();
  double best_clearance = clearance(best);
  for (int k = 1; k < kStartTries; ++k) {
    Point candidate = draw();
    if (!may_beat(candidate, best_clearance)) continue;
    double candidate_clearance = clearance(candidate);
    if (candidate_clearance > best_clearance) {
      best = candidate;
      best_clearance = candidate_clearance;
    }
  }
  return best;
}

// A route being walked sector by sector, and the rules each step must keep.
class Walk {
 public:
  Walk(const SectorGrid& grid, const std::vector<RoutedWater>& earlier, double min_length_cm, int open_sectors)
      : grid_(grid), earlier_(earlier), min_length_cm_(min_length_cm), open_sectors_(open_sectors) {}

  std::optional<Heading> entry_edge;  // an edge start crosses the board: it may not leave by it
  std::vector<int> sectors;
  Polyline waypoints;

  // Whether some step from the current sector, heading `h`, keeps every rule.
  bool can_flow(Heading h) const {
    for (Heading step : {h, turn_left(h), turn_right(h)})
      if (objection(step, true) == Objection::fine) return true;
    return false;
  }

  // What a step from the current sector towards `h` would break; fine when it breaks nothing. A
  // reason, not its text: the walk asks this of every way it weighs, and says why only when the
  // dice are rolled again (said()).
  enum class Objection { fine, other_half, turns_back, cornered, entry_edge, too_short };
  Objection objection(Heading h, bool mind_length) const {
    int next = grid_.neighbour(sectors.back(), h);
    if (next >= open_sectors_) return Objection::other_half;
    if (next >= 0) {
      if (visited(next)) return Objection::turns_back;
      if (!way_out_from(next)) return Objection::cornered;
      return Objection::fine;
    }
    if (entry_edge && *entry_edge == h) return Objection::entry_edge;
    if (mind_length && length_leaving(h) < min_length_cm_ + kRoundingAllowanceCm) return Objection::too_short;
    return Objection::fine;
  }
  // The objection as the dice log's note gives it.
  std::string said(Objection objection) const {
    switch (objection) {
      case Objection::fine:
        break;
      case Objection::other_half:
        return "would cross into side B's half, which takes the twins (--symmetric)";
      case Objection::turns_back:
        return "would turn back on itself";
      case Objection::cornered:
        return "would run into a corner with no way out";
      case Objection::entry_edge:
        return "would leave by the edge it came in by";
      case Objection::too_short:
        return "would leave the table shorter than " + format_number(min_length_cm_) + " cm";
    }
    return {};
  }

 private:
  bool visited(int sector) const { return std::find(sectors.begin(), sectors.end(), sector) != sectors.end(); }

  // Some way out is left from `start` through sectors not yet on the route: a table edge other
  // than the one it came in by, or another watercourse to join.
  bool way_out_from(int start) const {
    // Buffers kept between calls: the walk asks this of most steps it weighs.
    seen_.assign(static_cast<std::size_t>(grid_.count()), 0);
    for (int s : sectors) seen_[static_cast<std::size_t>(s)] = 1;
    seen_[static_cast<std::size_t>(start)] = 1;
    open_.assign(1, start);
    while (!open_.empty()) {
      int s = open_.back();
      open_.pop_back();
      if (water_in(earlier_, s)) return true;
      for (Heading h : {Heading::north, Heading::east, Heading::south, Heading::west}) {
        int n = grid_.neighbour(s, h);
        if (n < 0 && (!entry_edge || h != *entry_edge)) return true;  // a table edge to leave by
        if (n >= 0 && n < open_sectors_ && !seen_[static_cast<std::size_t>(n)]) {
          seen_[static_cast<std::size_t>(n)] = 1;
          open_.push_back(n);
        }
      }
    }
    return false;
  }

  // The least length the course can have when it leaves the table by the side facing `h`: the
  // route so far and the straight way to that side.
  double length_leaving(Heading h) const {
    Box b = grid_.box(sectors.back());
    Point last = waypoints.back();
    double to_side = h == Heading::north   ? b.max_y - last.y
                     : h == Heading::south ? last.y - b.min_y
                     : h == Heading::east  ? b.max_x - last.x
                                           : last.x - b.min_x;
    return polyline_length(waypoints) + to_side;
  }

  const SectorGrid& grid_;
  const std::vector<RoutedWater>& earlier_;
  double min_length_cm_;
  int open_sectors_;  // sectors from this index on are not to be entered
  mutable std::vector<char> seen_;  // way_out_from's: per sector, whether the search has met it
  mutable std::vector<int> open_;   // way_out_from's: sectors met and not yet searched from
};

// GOK-T6 "more dicing": the turn die, rolled again while the way it shows breaks the route.
// DESIGN: after kRerolls the route takes the first way that works (straight on, left, right),
// keeping the length rule if it can.
Heading roll_step(const SectorDiceParams& params, const Walk& walk, Heading heading, const std::string& where,
                  Pcg32& dice_rng, std::vector<DiceLogEntry>& log) {
  Walk::Objection objection = Walk::Objection::fine;
  for (int attempt = 0; attempt <= kRerolls; ++attempt) {
    std::string note = attempt ? where + ": the last roll " + walk.said(objection) + ", roll again" : where;
    Heading h = turned(heading, params.turn_table.roll(dice_rng, log, "GOK-T6", note));
    objection = walk.objection(h, true);
    if (objection == Walk::Objection::fine) return h;
  }
  for (bool mind_length : {true, false})
    for (Heading h : {heading, turn_left(heading), turn_right(heading)})
      if (walk.objection(h, mind_length) == Walk::Objection::fine) return h;
  // Unreachable: a step is only taken into a sector with a way out, and the home sector of a
  // grid always has one.
  throw GenerationError("GOK-T6: " + where + " has no way left to flow");
}
}  // namespace

WaterRoute route_watercourse(const SectorDiceParams& params, const SectorGrid& grid, int home_sector,
                             const std::string& feature_id, double width_cm, const std::vector<RoutedWater>& earlier,
                             Pcg32& dice_rng, Pcg32& shape_rng, std::vector<DiceLogEntry>& log, int open_sectors) {
  const double min_length_cm = params.min_length_sectors * std::max(params.sector_width_cm(), params.sector_depth_cm());
  Walk walk(grid, earlier, min_length_cm, open_sectors);
  WaterRoute route;
  walk.sectors.push_back(home_sector);
  const Box home_box = grid.box(home_sector);
  const std::string home = grid.id(home_sector);
  const RoutedWater* joins = water_in(earlier, home_sector);
  Heading heading = Heading::north;
  std::vector<BandPoint> band_points;
  // Beside another watercourse the start is the farthest of a few draws; another layout takes a
  // draw of its own (the farthest one already failed).
  std::function<Point()> draw_start;

  // Where it rises.
  const std::string& origin = params.origin_table.roll(dice_rng, log, "GOK-T6", feature_id + " in " + home + ": where it rises");
  const auto edges = grid.table_edges(home_sector);
  if (origin == "edge" && !edges.empty()) {
    // A corner sector touches two table edges, a long and a short one: a die says which.
    Heading edge = edges.front();
    if (edges.size() > 1) {
      std::string note = feature_id + " in " + home + ": the table edge it enters by;";
      for (std::size_t k = 0; k < edges.size(); ++k) note += " " + std::to_string(k + 1) + " " + heading_name(edges[k]);
      edge = edges[static_cast<std::size_t>(
          Dice(1, static_cast<int>(edges.size())).roll(dice_rng, log, "GOK-T6", note) - 1)];
    }
    walk.entry_edge = edge;
    heading = opposite(edge);
    route.origin = std::string("edge:") + heading_name(edge);
    auto side = grid.side(home_sector, edge);
    // Entering beside another watercourse: anywhere along the edge, where it has the longest run to it.
    if (joins) draw_start = [&shape_rng, side] { return along(side, shape_rng.uniform(0.05, 0.95)); };
    walk.waypoints.push_back(joins ? farthest_from(earlier, draw_start)
                                   : along(side, shape_rng.uniform(kSideLow, kSideHigh)));
    if (!joins) {
      band_points.push_back({walk.waypoints.size(), home_sector, std::nullopt});
      walk.waypoints.push_back(inside(home_box, shape_rng, params.waypoint_band));
    }
  } else {
    route.origin = "spring";
    // Rising beside another watercourse: the spring goes where it has the longest run to it.
    if (joins) {
      draw_start = [&shape_rng, home_box] { return inside(home_box, shape_rng, {0.15, 0.85}); };
      walk.waypoints.push_back(farthest_from(earlier, draw_start));
    } else {
      band_points.push_back({walk.waypoints.size(), home_sector, std::nullopt});
      walk.waypoints.push_back(inside(home_box, shape_rng, params.waypoint_band));
    }
    // The way it first flows. A corner spring flowing off the table by the corner, with the third
    // way closed (side B's half on a symmetric table), has no step that keeps the rules: rolled again.
    const std::string compass_note = feature_id + ": a spring; 1 north, 2 east, 3 south, 4 west";
    heading = static_cast<Heading>(Dice(1, 4).roll(dice_rng, log, "GOK-T6", compass_note) - 1);
    for (int attempt = 0; attempt < kRerolls && !joins && !walk.can_flow(heading); ++attempt)
      heading =
          static_cast<Heading>(Dice(1, 4).roll(dice_rng, log, "GOK-T6",
                                               compass_note + ": the last roll leaves it no way to flow, roll again") -
                               1);
  }

  // Sector by sector: in by one side, through a waypoint inside the sector, out by another side.
  while (!joins) {
    int current = walk.sectors.back();
    const Heading flowing = heading;
    heading = roll_step(params, walk, heading,
                        feature_id + " flowing " + heading_name(heading) + " from " + grid.id(current), dice_rng, log);
    int next = grid.neighbour(current, heading);
    BandPoint crossing_side{walk.waypoints.size(), current, heading};
    if (next < 0 && heading != flowing) crossing_side.turned_off_from = flowing;
    if (walk.sectors.size() == 1 && walk.entry_edge && heading != flowing) {
      BandPoint entry{0, current, walk.entry_edge};
      entry.turns_to = heading;
      walk.waypoints.front() = draw_band_point(entry, walk.waypoints, grid, params, shape_rng);
      band_points.push_back(entry);  // after its bend: a layout drawn again draws the bend first
    }
    band_points.push_back(crossing_side);
    walk.waypoints.push_back(draw_band_point(crossing_side, walk.waypoints, grid, params, shape_rng));
    if (next < 0) {
      route.end = std::string("edge:") + heading_name(heading);
      break;
    }
    walk.sectors.push_back(next);
    joins = water_in(earlier, next);
    if (!joins) {
      band_points.push_back({walk.waypoints.size(), next, std::nullopt});
      walk.waypoints.push_back(inside(grid.box(next), shape_rng, params.waypoint_band));
    }
  }
  const RoutedWater* const joined_sector_water = joins;
  const std::size_t junction_from = walk.waypoints.size();  // the waypoints join() adds come after
  auto join = [&] {
    // GOK-T6: what it runs before it joins makes it a tributary at least min_tributary_cm long,
    // with the rounding of its corners kept in hand.
    const double least_cm = params.min_tributary_cm + kRoundingAllowanceCm - polyline_length(walk.waypoints);
    Junction junction =
        find_junction(walk.waypoints.back(), width_cm, *joined_sector_water, earlier, params, least_cm);
    joins = junction.joins;
    if (junction.bend) walk.waypoints.push_back(*junction.bend);
    walk.waypoints.push_back(junction.at);
    route.end = "joins:" + joins->feature_id;
  };
  if (joins) join();
  route.sectors = walk.sectors;

  // Endpoints are exact (on the edge, or on the joined watercourse); the course between meanders.
  // The steps kept the route's length in hand (kRoundingAllowanceCm), but a meander's rounded
  // corners and the points it pushes off the table can still take more than that off: a course
  // that would leave the table shorter than GOK-T6 asks is shaped again, and the straight route,
  // as long as the steps measured it, is the last resort.
  // A straight route that still touches another watercourse (a side crossing drawn beside it), or
  // joins one before it is a tributary's length (no junction that far reached clear), is laid
  // out again: its sides and waypoints drawn anew in their bands, the junction found again,
  // the dice and sectors as rolled. If no layout keeps clear, the last straight route stands and
  // the ruleset's check refuses the table (InvalidTableError), never a file.
  auto fits = [&] {
    const bool long_enough = polyline_length(route.path) >= (joins ? params.min_tributary_cm : min_length_cm);
    return long_enough && keeps_clear(route.path, width_cm, earlier, joins);
  };
  for (int layout = 0; layout < kLayoutTries; ++layout) {
    if (layout > 0) {
      if (draw_start) walk.waypoints.front() = draw_start();
      for (const BandPoint& b : band_points)
        walk.waypoints[b.index] =
            draw_band_point(b, walk.waypoints, grid, params, shape_rng, layout < kLayoutTries / 2);
      if (joined_sector_water) {
        walk.waypoints.resize(junction_from);
        join();
      }
    }
    double wander = params.meander_cm;
    for (int attempt = 0; attempt < kShapeTries; ++attempt, wander /= 2) {
      route.path = settle_on_table(meander(walk.waypoints, wander, kMeanderStepCm, shape_rng), params.table_width_cm,
                                   params.table_depth_cm);
      if (fits()) return route;
    }
    route.path = settle_on_table(walk.waypoints, params.table_width_cm, params.table_depth_cm);
    if (fits()) return route;
  }
  return route;
}

}  // namespace wargen
