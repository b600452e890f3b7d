#include "generators/npow/road_search.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

namespace wargen {

namespace {

constexpr RoadSearch::Cost kUnreached = std::numeric_limits<RoadSearch::Cost>::max();

}  // namespace

// The queue's order: by estimated whole cost, then the one further along first, then by node - a
// total order, so the same nodes come out in the same order on every standard library.
struct RoadSearch::LaterOut {
  bool operator()(const Queued& a, const Queued& b) const {
    if (a.f != b.f) return a.f > b.f;
    if (a.g != b.g) return a.g < b.g;
    return a.node > b.node;
  }
};

RoadSearch::RoadSearch(RoadGraph& graph, double table_width_cm, double table_depth_cm)
    : graph_(graph), width_cm_(table_width_cm), depth_cm_(table_depth_cm) {}

// Rounded half up (lengths are never negative): a conversion, where std::llround is a call.
RoadSearch::Cost RoadSearch::cost_of(double cm) { return static_cast<Cost>(cm * 100 + 0.5); }

// The straight distance to the nearest goal's box, rounded down: never more than a route there.
RoadSearch::Cost RoadSearch::estimate(Point p) const {
  double least = std::numeric_limits<double>::max();
  for (const Box& b : goal_boxes_) least = std::min(least, box_gap(p, b));
  if (goals_->edge) least = std::min({least, p.x, width_cm_ - p.x, p.y, depth_cm_ - p.y});
  return least == std::numeric_limits<double>::max() ? 0 : static_cast<Cost>(std::max(0.0, least) * 100);
}

RoadSearch::NodeSearch& RoadSearch::at(int node) {
  NodeSearch& n = nodes_[static_cast<std::size_t>(node)];
  if (n.search != search_) n = {search_, kUnreached, estimate(graph_.point(node)), -1, -1, -1, false};
  return n;
}

void RoadSearch::push(int node, Cost d, int from, int jump) {
  NodeSearch& n = at(node);
  if (d >= n.dist) return;
  n.dist = d;
  n.prev = from;
  n.jump = jump;
  queue_.push_back({d + n.estimate, d, node});
  std::push_heap(queue_.begin(), queue_.end(), LaterOut{});
}

void RoadSearch::nearest_goal_point(Point p, Cost g, int node) {
  auto offer = [&](int goal, Point end, int road) {
    const Cost c = g + cost_of(distance(p, end));
    if ((best_end_.goal == -1 || c < best_end_.cost) && graph_.point_clear(end) && graph_.clear_between(p, end)) {
      best_end_.goal = goal;
      best_end_.cost = c;
      best_end_.end = end;
      best_end_.road = road;
      best_end_.steps = {{node, -1}};
    }
  };
  if (goals_->roads) {
    int nearest = -1;
    Point end{};
    double least = std::numeric_limits<double>::max();
    for (std::size_t r = 0; r < goals_->roads->size(); ++r) {
      const Polyline& path = (*goals_->roads)[r].path;
      if (box_gap(p, goal_boxes_[goals_->nodes.size() + r]) >= least) continue;
      const Point q = nearest_on_polyline(p, path);
      if (const double d = distance(p, q); d < least) least = d, end = q, nearest = static_cast<int>(r);
    }
    if (nearest >= 0) offer(kRoads, end, nearest);
  }
  if (goals_->edge) {
    // The nearest edge; on a tie the south, the north, the west, the east.
    const double west = p.x, east = width_cm_ - p.x, south = p.y, north = depth_cm_ - p.y;
    const double nearest = std::min({west, east, south, north});
    const Point end = nearest == south   ? Point{p.x, 0}
                      : nearest == north ? Point{p.x, depth_cm_}
                      : nearest == west  ? Point{0, p.y}
                                         : Point{width_cm_, p.y};
    offer(kEdge, end, -1);
  }
}

RoadSearch::Route RoadSearch::cheapest(const std::vector<int>& sources, const Goals& goals) {
  ++search_;
  goals_ = &goals;
  queue_.clear();
  taken_.clear();
  best_end_ = Route{};
  goal_boxes_.clear();
  // Every goal set has a box (an empty one a box no node is near), so the roads' boxes follow them.
  for (const auto* set : goals.nodes) {
    std::vector<Point> points;
    for (int node : *set) points.push_back(graph_.point(node));
    constexpr double kFar = 1e9;
    goal_boxes_.push_back(points.empty() ? Box{kFar, kFar, kFar, kFar} : bounding_box(points));
  }
  if (goals.roads)
    for (const auto& road : *goals.roads) goal_boxes_.push_back(bounding_box(road.path));
  const int count = graph_.count();
  if (nodes_.size() < static_cast<std::size_t>(count)) nodes_.resize(static_cast<std::size_t>(count));
  for (std::size_t g = 0; g < goals.nodes.size(); ++g)
    for (int node : *goals.nodes[g])
      if (NodeSearch& n = at(node); n.goal < 0) n.goal = static_cast<int>(g);
  for (int s : sources) push(s, 0, -1, -1);
  auto route_to = [&](int last, Route& route) {
    std::size_t length = 0;
    for (int node = last; node >= 0; node = nodes_[static_cast<std::size_t>(node)].prev) ++length;
    route.steps.resize(length);
    for (int node = last; node >= 0; node = nodes_[static_cast<std::size_t>(node)].prev)
      route.steps[--length] = {node, nodes_[static_cast<std::size_t>(node)].jump};
  };
  while (!queue_.empty()) {
    std::pop_heap(queue_.begin(), queue_.end(), LaterOut{});
    const Queued top = queue_.back();
    queue_.pop_back();
    if (best_end_.goal != -1 && best_end_.cost <= top.f) break;
    const int node = top.node;
    NodeSearch& n = nodes_[static_cast<std::size_t>(node)];
    if (n.dist != top.g) continue;  // reached more cheaply since
    const Point p = graph_.point(node);
    if (n.prev >= 0 && n.jump < 0 && !graph_.sees(n.prev, node)) {
      // The straight road it was reached by is blocked: it is reached instead the cheapest way
      // from a node already taken that is not known to be blocked too (tested when it comes out).
      n.dist = kUnreached;
      Cost best = kUnreached;
      int from = -1, by = -1;
      for (int c : taken_) {
        if (graph_.known_blocked(c, node)) continue;
        const Cost d = nodes_[static_cast<std::size_t>(c)].dist + cost_of(distance(graph_.point(c), p));
        if (d < best) best = d, from = c;
      }
      for (int j : graph_.jumps_from(node)) {
        if (!graph_.usable(j)) continue;
        const auto& jump = graph_.jumps()[static_cast<std::size_t>(j)];
        const int other = jump.from == node ? jump.to : jump.from;
        const NodeSearch& o = nodes_[static_cast<std::size_t>(other)];
        if (o.search != search_ || !o.taken) continue;
        if (const Cost d = o.dist + cost_of(jump.cost_cm); d < best) best = d, from = other, by = j;
      }
      if (from >= 0) push(node, best, from, by);
      continue;
    }
    if (n.goal >= 0) {
      Route route;
      route.goal = n.goal;
      route.cost = n.dist;
      route_to(node, route);
      return route;
    }
    if (!n.taken) {
      n.taken = true;
      taken_.push_back(node);
    }
    if (goals.roads || goals.edge) nearest_goal_point(p, n.dist, node);
    for (int q = 0; q < count; ++q) {
      // A node reached as cheaply as this one is reached no more cheaply through it.
      if (const NodeSearch& o = nodes_[static_cast<std::size_t>(q)]; o.search == search_ && o.dist <= n.dist) continue;
      if (!graph_.known_blocked(node, q)) push(q, n.dist + cost_of(distance(p, graph_.point(q))), node, -1);
    }
    for (int j : graph_.jumps_from(node)) {
      if (!graph_.usable(j)) continue;
      const auto& jump = graph_.jumps()[static_cast<std::size_t>(j)];
      push(jump.from == node ? jump.to : jump.from, n.dist + cost_of(jump.cost_cm), node, j);
    }
  }
  if (best_end_.goal == -1) return {};
  Route route = best_end_;
  route_to(route.steps.front().node, route);
  return route;
}

}  // namespace wargen
