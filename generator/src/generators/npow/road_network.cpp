#include "generators/npow/road_network.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <optional>
#include <utility>

#include "core/box_index.hpp"
#include "core/grid_point.hpp"
#include "core/shape_measure.hpp"
#include "generators/npow/npow_features.hpp"
#include "generators/npow/road_grid.hpp"
#include "generators/npow/road_search.hpp"

namespace wargen {

namespace {

Point mid(Point a, Point b) { return {(a.x + b.x) / 2, (a.y + b.y) / 2}; }

// Where a supply line meets the table edge, and its inner side: the road runs through it.
struct Gate {
  Point edge, inner;
};
Gate gate_of(const Feature& supply, double depth_cm) {
  Box b = bounding_box(supply.outline);
  bool south = b.min_y <= 0.01;
  Point bottom = mid({b.min_x, b.min_y}, {b.max_x, b.min_y}), top = mid({b.min_x, b.max_y}, {b.max_x, b.max_y});
  (void)depth_cm;
  return south ? Gate{quantize_point(bottom), quantize_point(top)} : Gate{quantize_point(top), quantize_point(bottom)};
}

// What the road on past a bridge or ford reaches: the roads laid, the table edge, or a terminal
// (its index).
constexpr int kOnwardNetwork = -1, kOnwardEdge = -2;

struct Terminal {
  std::string id;          // feature or crossing id
  std::vector<int> cells;  // reaching one of these reaches it
  int jump = -1;           // a bridge or ford: the jump that crosses it
  bool connected = false;
};

class NetworkBuilder {
 public:
  NetworkBuilder(const NpowParams& p, const Scenario& s, RoadGrid& grid, const Feature& from, const Feature& to,
                 const HalfNetwork* half)
      : p_(p),
        s_(s),
        grid_(grid),
        from_(from),
        to_(to),
        half_(half),
        search_(grid_),
        owner_(static_cast<std::size_t>(grid_.count()), -1) {}

  std::optional<RoadPlan> build() {
    auto left = [&](const std::string& id) {
      return half_ &&
             std::find(half_->left_to_twin.begin(), half_->left_to_twin.end(), id) != half_->left_to_twin.end();
    };
    std::string meet_town;
    if (!half_) {
      terminals_.push_back({to_.id, cells_inside(to_.outline), -1, false});
    } else {
      // The main road ends at the centre, or at the built-up area standing on it.
      int cell = grid_.cell_at(half_->meet);
      for (const auto& f : s_.features)
        if (f.kind == "built_up" && point_in_polygon(half_->meet, f.outline)) meet_town = f.id;
      if (!meet_town.empty())
        terminals_.push_back({meet_town, open_cells(grid_.approaches(meet_town)), -1, false});
      else if (cell >= 0 && grid_.open(cell))
        terminals_.push_back({kMeetTerminal, {cell}, -1, false});
      else
        return std::nullopt;
    }
    for (const auto& f : s_.features)
      if (f.kind == "built_up" && f.id != meet_town && !left(f.id))
        terminals_.push_back({f.id, open_cells(grid_.approaches(f.id)), -1, false});
    for (std::size_t j = 0; j < grid_.jumps().size(); ++j) {
      const auto& jump = grid_.jumps()[j];
      if (jump.crossing.empty() || left(jump.crossing)) continue;
      terminals_.push_back({jump.crossing, {jump.from, jump.to}, static_cast<int>(j), false});
    }
    for (const auto& c : s_.crossings) {  // every bridge and ford must have its jump
      bool has = left(c.id) ||
                 std::any_of(terminals_.begin(), terminals_.end(), [&](const Terminal& t) { return t.id == c.id; });
      if (!has) return std::nullopt;
    }
    // Row by row, in the cells' order, only the cells on the border (a pass over every cell,
    // asking each whether it lies there, cost a tenth of the road planning).
    const int columns = grid_.columns(), rows = grid_.rows();
    for (int row = 0; row < rows; ++row) {
      const bool whole = row == 0 || row == rows - 1;
      for (int column = 0; column < columns; column += whole || column == columns - 1 ? 1 : columns - 1)
        if (const int cell = row * columns + column; grid_.open(cell)) edge_cells_.push_back(cell);
    }
    Gate start = gate_of(from_, p_.table_depth_cm);
    int first = grid_.cell_at(start.inner);
    if (first < 0 || !grid_.open(first)) return std::nullopt;
    while (std::any_of(terminals_.begin(), terminals_.end(), [](const Terminal& t) { return !t.connected; })) {
      if (!connect_next(first, start)) return std::nullopt;
    }
    return plan_;
  }

 private:
  // Open cells whose centre lies in `outline`; only the cells under its bounding box are tried.
  std::vector<int> cells_inside(const Polygon& outline) const {
    std::vector<int> out;
    Box b = bounding_box(outline);
    int c0 = grid_.cell_at({std::max(0.0, b.min_x), std::max(0.0, b.min_y)}),
        c1 = grid_.cell_at({std::min(p_.table_width_cm, b.max_x), std::min(p_.table_depth_cm, b.max_y)});
    if (c0 < 0 || c1 < 0) return out;
    for (int r = c0 / grid_.columns(); r <= c1 / grid_.columns(); ++r)
      for (int c = c0 % grid_.columns(); c <= c1 % grid_.columns(); ++c) {
        int cell = r * grid_.columns() + c;
        if (grid_.open(cell) && point_in_polygon(grid_.centre(cell), outline)) out.push_back(cell);
      }
    return out;
  }
  std::vector<int> open_cells(const std::vector<int>& cells) const {
    std::vector<int> out;
    for (int c : cells)
      if (grid_.open(c)) out.push_back(c);
    return out;
  }

  // Joins the terminal not yet joined that is cheapest to reach, by the cheapest route from any
  // cell of the network (or from the first supply line).
  bool connect_next(int first, const Gate& start) {
    // NPOW-L2: first the road between the two supply lines, then the towns, bridges and fords.
    const bool main_road = !terminals_.front().connected;
    goals_.clear();
    goal_terminals_.clear();
    for (std::size_t t = 0; t < (main_road ? 1 : terminals_.size()); ++t) {
      if (terminals_[t].connected) continue;
      goals_.push_back(&terminals_[t].cells);
      goal_terminals_.push_back(static_cast<int>(t));
    }
    const bool fresh = plan_.roads.empty();
    const std::vector<int> first_only{first};
    const RoadSearch::Route route = search_.cheapest(fresh ? first_only : owned_, goals_);
    if (route.goal < 0) return false;
    const int terminal = goal_terminals_[static_cast<std::size_t>(route.goal)];
    std::optional<Onward> onward;
    if (const int jump = terminals_[static_cast<std::size_t>(terminal)].jump; jump >= 0) {
      onward = onward_from(jump, route.steps.back().cell);
      if (!onward) return false;
    }
    return finish(route.steps, terminal, fresh, start, onward ? &*onward : nullptr);
  }

  // NPOW-L2, L3: a road leads to a bridge or ford to go over it, so it runs on from the far bank
  // to the roads already laid, a built-up area not yet joined or the table edge, whichever is
  // cheapest, without crossing that watercourse again (a road back over the same water makes a
  // loop, not a way over).
  struct Onward {
    std::vector<RoadSearch::Step> steps;  // from the far bank
    int goal = kOnwardNetwork;            // kOnwardNetwork, kOnwardEdge or a terminal's index
  };
  std::optional<Onward> onward_from(int jump_index, int near_bank) {
    const RoadGrid::Jump& jump = grid_.jumps()[static_cast<std::size_t>(jump_index)];
    const std::vector<int> far_bank{jump.from == near_bank ? jump.to : jump.from};
    goals_ = {&owned_, &edge_cells_};
    goal_terminals_ = {kOnwardNetwork, kOnwardEdge};
    for (std::size_t t = 0; t < terminals_.size(); ++t)
      if (!terminals_[t].connected && terminals_[t].jump < 0) {
        goals_.push_back(&terminals_[t].cells);
        goal_terminals_.push_back(static_cast<int>(t));
      }
    const std::vector<RoadGrid::Jump> before = grid_.jumps();
    grid_.close_jumps_over(jump.water);
    RoadSearch::Route route = search_.cheapest(far_bank, goals_);
    grid_.restore_jumps(before);
    if (route.goal < 0) return std::nullopt;
    return Onward{std::move(route.steps), goal_terminals_[static_cast<std::size_t>(route.goal)]};
  }

  // Where the table edge nearest an edge cell's centre is.
  Point edge_point(int cell) const {
    const Point c = grid_.centre(cell);
    const double west = c.x, east = p_.table_width_cm - c.x, south = c.y, north = p_.table_depth_cm - c.y;
    const double nearest = std::min({west, east, south, north});
    if (nearest == south) return quantize_point({c.x, 0});
    if (nearest == north) return quantize_point({c.x, p_.table_depth_cm});
    return quantize_point({nearest == west ? 0 : p_.table_width_cm, c.y});
  }

  // Where a road leaving `from` (an open cell's centre) meets `what` (a road, or a town's
  // outline): its nearest point, unless the straight leg there would cross a watercourse's centre
  // line, the test NPOW-L3's check makes of a road where no bridge or ford is (a town astride a
  // river, a road across one: NPOW-L3 allows no way over water but a bridge or ford).
  std::optional<Point> dry_join(Point from, const Polyline& what) const {
    const Point nearest = quantize_point(nearest_on_polyline(from, what));
    bool wet = false;
    for (const auto& w : s_.features)
      if (is_watercourse_kind(w.kind)) for_each_leg_met(from, nearest, w.path, [&](std::size_t) { wet = true; });
    if (wet) return std::nullopt;
    return nearest;
  }

  // Turns the route into a road: fixed points where it meets the network, crosses water and
  // ends; between them, the fewest straight legs that stay on open ground. False when an end of
  // the route cannot reach what it joins without crossing water (no road is made).
  bool finish(const std::vector<RoadSearch::Step>& route, int terminal_index, bool fresh, const Gate& start,
              const Onward* onward) {
    Terminal& terminal = terminals_[static_cast<std::size_t>(terminal_index)];
    std::string road_id = "f" + std::to_string(s_.features.size() + plan_.roads.size() + 1);

    std::vector<std::pair<Point, bool>> points;  // (point, fixed): the route's cells and a few more
    points.reserve(route.size() + 6);
    std::string from_id;
    if (fresh) {
      points.push_back({start.edge, true});
      points.push_back({start.inner, true});
      from_id = from_.id;
    } else {
      int owner = owner_[static_cast<std::size_t>(route.front().cell)];
      const Feature& road = plan_.roads[static_cast<std::size_t>(owner)];
      const std::optional<Point> branch = dry_join(grid_.centre(route.front().cell), road.path);
      if (!branch) return false;
      points.push_back({*branch, true});
      from_id = road.id;
    }
    // A jump's bank points and its crossing point stay exactly where they are.
    auto take_jump = [&](int j) {
      const auto& jump = grid_.jumps()[static_cast<std::size_t>(j)];
      points.back().second = true;
      points.push_back({jump.at, true});
      if (jump.crossing.empty()) add_crossing(j, road_id);
      for (auto& t : terminals_)
        if (t.jump == j) t.connected = true;
    };
    auto follow = [&](const std::vector<RoadSearch::Step>& steps) {
      for (const RoadSearch::Step& step : steps) {
        if (step.jump >= 0) take_jump(step.jump);
        points.push_back({grid_.centre(step.cell), step.jump >= 0});
      }
    };
    auto end_on = [&](const Polyline& what) {
      points.back().second = true;
      const std::optional<Point> end = dry_join(points.back().first, what);
      if (end) points.push_back({*end, true});
      return end.has_value();
    };
    follow(route);
    if (terminal.jump >= 0 && !terminal.connected) {
      // Over the bridge or ford and on from its far bank (onward_from).
      take_jump(terminal.jump);
      const std::size_t far_bank = points.size();
      follow(onward->steps);
      points[far_bank].second = true;
      points.back().second = true;
      const int last = onward->steps.back().cell;
      if (onward->goal == kOnwardNetwork) {
        const Feature& road = plan_.roads[static_cast<std::size_t>(owner_[static_cast<std::size_t>(last)])];
        if (!end_on(road.path)) return false;
      } else if (onward->goal == kOnwardEdge) {
        points.push_back({edge_point(last), true});
      } else {
        Terminal& town = terminals_[static_cast<std::size_t>(onward->goal)];
        if (!end_on(closed_ring(s_.find_feature(town.id)->outline))) return false;
        town.connected = true;
      }
    } else if (terminal.id == kMeetTerminal) {
      points.back().second = true;
      points.push_back({half_->meet, true});
    } else if (terminal.id == to_.id) {
      Gate end = gate_of(to_, p_.table_depth_cm);
      points.back().second = true;
      points.push_back({end.inner, true});
      points.push_back({end.edge, true});
    } else if (const Feature* town = s_.find_feature(terminal.id)) {
      if (!end_on(closed_ring(town->outline))) return false;
    }
    terminal.connected = true;

    Feature road;
    road.id = road_id;
    road.kind = "road";
    road.path = simplify(points);
    road.width_cm = p_.road_width_cm;
    road.attributes["from"] = from_id;
    road.attributes["joins"] = terminal.id;
    road.attributes["movement"] = "always v1";  // catalogue: roads are always v1
    road.objective = false;
    for (std::size_t i = 1; i < road.path.size(); ++i) claim(road.path[i - 1], road.path[i]);
    plan_.roads.push_back(std::move(road));
    return true;
  }

  // Greedy line of sight between fixed points: from each kept point, the furthest one a straight
  // leg reaches over open cells, up to the next fixed point. Tried from that one back, so the
  // first clear leg found is the furthest.
  Polyline simplify(const std::vector<std::pair<Point, bool>>& points) const {
    Polyline out{quantize_point(points.front().first)};
    std::size_t i = 0;
    while (i + 1 < points.size()) {
      std::size_t best = i + 1;
      if (!points[i + 1].second && i + 2 < points.size()) {
        std::size_t last = i + 2;
        while (last + 1 < points.size() && !points[last].second) ++last;
        for (std::size_t j = last; j >= i + 2 && best == i + 1; --j)
          if (grid_.segment_clear(points[i].first, points[j].first)) best = j;
      }
      Point q = quantize_point(points[best].first);
      if (!(q == out.back())) out.push_back(q);
      i = best;
    }
    return out;
  }

  // The cells a new road covers join the network.
  void claim(Point a, Point b) {
    int index = static_cast<int>(plan_.roads.size());
    double length = distance(a, b);
    int steps = std::max(1, static_cast<int>(std::ceil(length / (grid_.cell_cm() / 2))));
    for (int k = 0; k <= steps; ++k) {
      double t = static_cast<double>(k) / steps;
      int cell = grid_.cell_at({a.x + t * (b.x - a.x), a.y + t * (b.y - a.y)});
      if (cell >= 0 && grid_.open(cell) && owner_[static_cast<std::size_t>(cell)] < 0) {
        owner_[static_cast<std::size_t>(cell)] = index;
        owned_.push_back(cell);
      }
    }
  }

  // NPOW-L3: the road makes a bridge or ford where it crosses, of the kind the section's
  // quality gives; it is an objective.
  void add_crossing(int j, const std::string& road_id) {
    const auto& jump = grid_.jumps()[static_cast<std::size_t>(j)];
    const Feature* water = s_.find_feature(jump.water);
    Crossing c;
    c.id = "x" + std::to_string(s_.crossings.size() + plan_.crossings.size() + 1);
    c.kind = "bridge";
    double arc = arc_position(water->path, jump.at);
    for (const auto& section : water->sections)
      if (arc >= section.from_cm - 1e-9 && arc <= section.to_cm + 1e-9)
        for (const auto& e : p_.river_quality.entries)
          if (e.row.quality == section.quality) c.kind = e.row.crossing;
    c.at = jump.at;
    c.feature = water->id;
    c.road = road_id;
    c.objective = true;
    grid_.settle(j, c.id, p_.new_crossing_cost_cm, p_.crossing_gap_cm);
    plan_.crossings.push_back(std::move(c));
  }

  const NpowParams& p_;
  const Scenario& s_;
  RoadGrid& grid_;  // its jumps change as crossings are made
  const Feature& from_;
  const Feature& to_;
  const HalfNetwork* half_;
  RoadSearch search_;
  std::vector<int> owner_;  // cell -> index of the road covering it, or -1
  std::vector<int> owned_;  // the cells with an owner, in the order they were claimed
  std::vector<Terminal> terminals_;
  std::vector<int> edge_cells_;  // the open cells along the table's edges
  RoadPlan plan_;
  std::vector<const std::vector<int>*> goals_;  // the cells of each terminal a search may join
  std::vector<int> goal_terminals_;             // the terminal of each of goals_
};

}  // namespace

std::optional<RoadPlan> plan_roads(const NpowParams& params, const Scenario& s, RoadGrid& grid,
                                   const Feature& supply_from, const Feature& supply_to, const HalfNetwork* half) {
  const std::vector<RoadGrid::Jump> before = grid.jumps();
  grid.close_new_crossings_on(supply_from.outline);
  grid.close_new_crossings_on(supply_to.outline);
  std::optional<RoadPlan> plan = NetworkBuilder(params, s, grid, supply_from, supply_to, half).build();
  grid.restore_jumps(before);
  return plan;
}

bool road_crosses_an_element(const Feature& road, const Scenario& s) {
  for (const auto& f : s.features) {
    if (f.kind == "road" || f.kind == "supply_line" || f.kind == "built_up") continue;
    if (f.is_area() && polyline_polygon_distance(road.path, f.outline) == 0) return true;
    if (!f.is_area() && f.path.size() >= 2 &&
        polylines_closer_than(road.path, f.path, (road.width_cm + f.width_cm) / 2))
      return true;
  }
  return false;
}

}  // namespace wargen
