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
#include "generators/npow/road_graph.hpp"
#include "generators/npow/road_search.hpp"

namespace wargen {

namespace {

Point mid(Point a, Point b) { return {(a.x + b.x) / 2, (a.y + b.y) / 2}; }

// Where a supply line meets the table edge, and its inner side: the road runs through it.
struct Gate {
  Point edge, inner;
};
Gate gate_of(const Feature& supply) {
  Box b = bounding_box(supply.outline);
  bool south = b.min_y <= 0.01;
  Point bottom = mid({b.min_x, b.min_y}, {b.max_x, b.min_y}), top = mid({b.min_x, b.max_y}, {b.max_x, b.max_y});
  return south ? Gate{quantize_point(bottom), quantize_point(top)} : Gate{quantize_point(top), quantize_point(bottom)};
}

struct Terminal {
  std::string id;          // feature or crossing id
  std::vector<int> nodes;  // reaching one of these reaches it
  int jump = -1;           // a bridge or ford: the jump that crosses it
  bool connected = false;
};

class NetworkBuilder {
 public:
  NetworkBuilder(const NpowParams& p, const Scenario& s, RoadGraph& graph, const Feature& from, const Feature& to,
                 const HalfNetwork* half)
      : p_(p),
        s_(s),
        graph_(graph),
        from_(from),
        to_(to),
        half_(half),
        search_(graph_, p.table_width_cm, p.table_depth_cm) {}

  std::optional<RoadPlan> build() {
    auto left = [&](const std::string& id) {
      return half_ &&
             std::find(half_->left_to_twin.begin(), half_->left_to_twin.end(), id) != half_->left_to_twin.end();
    };
    std::string meet_town;
    if (!half_) {
      const int gate = graph_.add_node(gate_of(to_).inner);
      terminals_.push_back({to_.id, gate >= 0 ? std::vector<int>{gate} : std::vector<int>{}, -1, false});
    } else {
      // The main road ends at the centre, or at the built-up area standing on it.
      for (const auto& f : s_.features)
        if (f.kind == "built_up" && point_in_polygon(half_->meet, f.outline)) meet_town = f.id;
      if (!meet_town.empty()) {
        terminals_.push_back({meet_town, graph_.approaches(meet_town), -1, false});
      } else {
        const int centre = graph_.add_node(half_->meet);
        if (centre < 0) return std::nullopt;
        terminals_.push_back({kMeetTerminal, {centre}, -1, false});
      }
    }
    for (const auto& f : s_.features)
      if (f.kind == "built_up" && f.id != meet_town && !left(f.id))
        terminals_.push_back({f.id, graph_.approaches(f.id), -1, false});
    for (std::size_t j = 0; j < graph_.jumps().size(); ++j) {
      const auto& jump = graph_.jumps()[j];
      if (jump.crossing.empty() || left(jump.crossing)) continue;
      terminals_.push_back({jump.crossing, {jump.from, jump.to}, static_cast<int>(j), false});
    }
    for (const auto& c : s_.crossings) {  // every bridge and ford must have its jump
      bool has = left(c.id) ||
                 std::any_of(terminals_.begin(), terminals_.end(), [&](const Terminal& t) { return t.id == c.id; });
      if (!has) return std::nullopt;
    }
    const Gate start = gate_of(from_);
    const int first = graph_.add_node(start.inner);
    if (first < 0) return std::nullopt;
    while (std::any_of(terminals_.begin(), terminals_.end(), [](const Terminal& t) { return !t.connected; })) {
      if (!connect_next(first, start)) return std::nullopt;
    }
    return plan_;
  }

 private:
  using Steps = std::vector<RoadSearch::Step>;

  // NPOW-L2: first the road between the two supply lines; then, of the built-up areas, bridges and
  // fords not yet joined, the one cheapest to join to the roads laid, by its cheapest route to
  // them (searched from all of them at once, towards the roads).
  bool connect_next(int first, const Gate& start) {
    if (!terminals_.front().connected) {
      RoadSearch::Goals goals;
      goals.nodes = {&terminals_.front().nodes};
      const RoadSearch::Route route = search_.cheapest({first}, goals);
      if (route.goal == -1) return false;
      return finish(route.steps, 0, nullptr, start, nullptr);
    }
    std::vector<int> sources;
    std::vector<std::pair<int, int>> source_terminal;  // (node, terminal), the first terminal of a node
    for (std::size_t t = 0; t < terminals_.size(); ++t) {
      if (terminals_[t].connected) continue;
      for (int node : terminals_[t].nodes) {
        if (std::any_of(source_terminal.begin(), source_terminal.end(),
                        [&](const std::pair<int, int>& k) { return k.first == node; }))
          continue;
        sources.push_back(node);
        source_terminal.emplace_back(node, static_cast<int>(t));
      }
    }
    RoadSearch::Goals goals;
    goals.roads = &plan_.roads;
    const RoadSearch::Route route = search_.cheapest(sources, goals);
    if (route.goal == -1) return false;
    int terminal = -1;
    for (const auto& [node, t] : source_terminal)
      if (node == route.steps.front().node) terminal = t;
    // The route runs from the terminal to the roads: the road is laid the other way.
    Steps steps(route.steps.size());
    for (std::size_t k = 0; k < steps.size(); ++k) {
      const std::size_t back = steps.size() - 1 - k;
      steps[k] = {route.steps[back].node, back + 1 < route.steps.size() ? route.steps[back + 1].jump : -1};
    }
    std::optional<RoadSearch::Route> onward;
    if (const int jump = terminals_[static_cast<std::size_t>(terminal)].jump; jump >= 0) {
      onward = onward_from(jump, steps.back().node);
      if (!onward) return false;
    }
    const Branch branch{route.end, route.road};
    return finish(steps, terminal, &branch, start, onward ? &*onward : nullptr);
  }

  // NPOW-L2, L3: a road leads to a bridge or ford to go over it, so it runs on from the far bank
  // to the roads already laid, a built-up area not yet joined or the table edge, whichever is
  // cheapest, without crossing that watercourse again (a road back over the same water makes a
  // loop, not a way over). The route's goal is then a terminal's index, kRoads or kEdge.
  std::optional<RoadSearch::Route> onward_from(int jump_index, int near_bank) {
    const RoadGraph::Jump& jump = graph_.jumps()[static_cast<std::size_t>(jump_index)];
    const int far_bank = jump.from == near_bank ? jump.to : jump.from;
    RoadSearch::Goals goals;
    goals.roads = &plan_.roads;
    goals.edge = true;
    std::vector<int> goal_terminals;
    for (std::size_t t = 0; t < terminals_.size(); ++t)
      if (!terminals_[t].connected && terminals_[t].jump < 0) {
        goals.nodes.push_back(&terminals_[t].nodes);
        goal_terminals.push_back(static_cast<int>(t));
      }
    const std::vector<RoadGraph::Jump> before = graph_.jumps();
    graph_.close_jumps_over(jump.water);
    RoadSearch::Route route = search_.cheapest({far_bank}, goals);
    graph_.restore_jumps(before);
    if (route.goal == -1) return std::nullopt;
    if (route.goal >= 0) route.goal = goal_terminals[static_cast<std::size_t>(route.goal)];
    return route;
  }

  // Where a road leaving `from` meets `what` (a town's outline): its nearest point, unless the
  // straight leg there would cross a watercourse's centre line, the test NPOW-L3's check makes of
  // a road where no bridge or ford is (a town astride a river: NPOW-L3 allows no way over water
  // but a bridge or ford).
  std::optional<Point> dry_join(Point from, const Polyline& what) const {
    const Point nearest = quantize_point(nearest_on_polyline(from, what));
    bool wet = false;
    for (const auto& w : s_.features)
      if (is_watercourse_kind(w.kind)) for_each_leg_met(from, nearest, w.path, [&](std::size_t) { wet = true; });
    if (wet) return std::nullopt;
    return nearest;
  }

  // Where a branch leaves the roads laid: a point of road `road` (the search found the straight
  // leg from there clear).
  struct Branch {
    Point at;
    int road;
  };

  // Turns the route into a road: fixed points where it meets the network, crosses water and
  // ends; between them, the fewest straight legs that keep the clearance. False when an end of
  // the route cannot reach what it joins without crossing water (no road is made).
  bool finish(const Steps& route, int terminal_index, const Branch* branch, const Gate& start,
              const RoadSearch::Route* onward) {
    Terminal& terminal = terminals_[static_cast<std::size_t>(terminal_index)];
    std::string road_id = "f" + std::to_string(s_.features.size() + plan_.roads.size() + 1);

    std::vector<std::pair<Point, bool>> points;  // (point, fixed): the route's nodes and a few more
    points.reserve(route.size() + 6);
    std::string from_id;
    if (!branch) {
      points.push_back({start.edge, true});
      points.push_back({start.inner, true});
      from_id = from_.id;
    } else {
      points.push_back({quantize_point(branch->at), true});
      from_id = plan_.roads[static_cast<std::size_t>(branch->road)].id;
    }
    // A jump's bank points and its crossing point stay exactly where they are.
    auto take_jump = [&](int j) {
      const auto& jump = graph_.jumps()[static_cast<std::size_t>(j)];
      points.back().second = true;
      points.push_back({jump.at, true});
      if (jump.crossing.empty()) add_crossing(j, road_id);
      for (auto& t : terminals_)
        if (t.jump == j) t.connected = true;
    };
    auto follow = [&](const Steps& steps) {
      for (const RoadSearch::Step& step : steps) {
        if (step.jump >= 0) take_jump(step.jump);
        points.push_back({graph_.point(step.node), step.jump >= 0});
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
      if (onward->goal == RoadSearch::kRoads || onward->goal == RoadSearch::kEdge) {
        points.push_back({quantize_point(onward->end), true});
      } else {
        Terminal& town = terminals_[static_cast<std::size_t>(onward->goal)];
        if (!end_on(closed_ring(s_.find_feature(town.id)->outline))) return false;
        town.connected = true;
      }
    } else if (terminal.id == kMeetTerminal) {
      points.back().second = true;
      points.push_back({half_->meet, true});
    } else if (terminal.id == to_.id) {
      Gate end = gate_of(to_);
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
    plan_.roads.push_back(std::move(road));
    return true;
  }

  // Greedy line of sight between fixed points: from each kept point, the furthest one a straight
  // leg reaches keeping the clearance, up to the next fixed point. Tried from that one back, so
  // the first clear leg found is the furthest.
  Polyline simplify(const std::vector<std::pair<Point, bool>>& points) const {
    Polyline out{quantize_point(points.front().first)};
    std::size_t i = 0;
    while (i + 1 < points.size()) {
      std::size_t best = i + 1;
      if (!points[i + 1].second && i + 2 < points.size()) {
        std::size_t last = i + 2;
        while (last + 1 < points.size() && !points[last].second) ++last;
        for (std::size_t j = last; j >= i + 2 && best == i + 1; --j)
          if (graph_.clear(points[i].first, points[j].first)) best = j;
      }
      Point q = quantize_point(points[best].first);
      if (!(q == out.back())) out.push_back(q);
      i = best;
    }
    return out;
  }

  // NPOW-L3: the road makes a bridge or ford where it crosses, of the kind the section's
  // quality gives; it is an objective.
  void add_crossing(int j, const std::string& road_id) {
    const auto& jump = graph_.jumps()[static_cast<std::size_t>(j)];
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
    graph_.settle(j, c.id, p_.new_crossing_cost_cm, p_.crossing_gap_cm);
    plan_.crossings.push_back(std::move(c));
  }

  const NpowParams& p_;
  const Scenario& s_;
  RoadGraph& graph_;  // its jumps change as crossings are made
  const Feature& from_;
  const Feature& to_;
  const HalfNetwork* half_;
  RoadSearch search_;
  std::vector<Terminal> terminals_;
  RoadPlan plan_;
};

}  // namespace

std::optional<RoadPlan> plan_roads(const NpowParams& params, const Scenario& s, RoadGraph& graph,
                                   const Feature& supply_from, const Feature& supply_to, const HalfNetwork* half) {
  const std::vector<RoadGraph::Jump> before = graph.jumps();
  const int nodes = graph.count();
  graph.close_new_crossings_on(supply_from.outline);
  graph.close_new_crossings_on(supply_to.outline);
  std::optional<RoadPlan> plan = NetworkBuilder(params, s, graph, supply_from, supply_to, half).build();
  graph.restore_jumps(before);
  graph.drop_nodes_from(nodes);
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
