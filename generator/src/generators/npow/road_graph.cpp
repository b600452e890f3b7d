#include "generators/npow/road_graph.hpp"

#include <algorithm>
#include <cmath>
#include <utility>

#include "core/grid_point.hpp"
#include "core/path_walk.hpp"
#include "core/shape_measure.hpp"
#include "generators/npow/footprint.hpp"

namespace wargen {

namespace {

// How much further than the clearance a node stands off what it is near, so that the straight
// road between two neighbouring nodes keeps the clearance too.
constexpr double kNodeOffsetCm = 0.5;
// Nodes along a watercourse, and the places a new crossing is tried, are this many routing steps
// apart.
constexpr double kBankStepsApart = 4;
// A corner sharper than this (the cosine of half the turn) gets its node no further out than at
// this one.
constexpr double kSharpestCorner = 0.35;

// Whether the segment from `a` to `b` meets `box` grown by `margin` (and a hair, for the
// divisions' rounding): a segment that comes within `margin` of something in the box does. The
// boxes of a long slanting road take in much that the road passes far from.
bool segment_meets_box(Point a, Point b, const Box& box, double margin) {
  constexpr double kHair = 1e-6;
  const double grow = margin + kHair;
  double enter = 0, leave = 1;
  const double from[2] = {a.x, a.y}, along[2] = {b.x - a.x, b.y - a.y};
  const double low[2] = {box.min_x - grow, box.min_y - grow}, high[2] = {box.max_x + grow, box.max_y + grow};
  for (int k = 0; k < 2; ++k) {
    if (along[k] == 0) {
      if (from[k] < low[k] || from[k] > high[k]) return false;
      continue;
    }
    double t0 = (low[k] - from[k]) / along[k], t1 = (high[k] - from[k]) / along[k];
    if (t0 > t1) std::swap(t0, t1);
    enter = std::max(enter, t0);
    leave = std::min(leave, t1);
    if (enter > leave) return false;
  }
  return true;
}

// `line` with fewer points (Douglas and Peucker): every point of `line` lies within `tolerance_cm`
// of the result, and every point of the result within `tolerance_cm` of `line`.
Polyline fewer_points(const Polyline& line, double tolerance_cm) {
  if (line.size() <= 2) return line;
  std::vector<char> kept(line.size(), 0);
  kept.front() = kept.back() = 1;
  std::vector<std::pair<std::size_t, std::size_t>> spans{{0, line.size() - 1}};
  while (!spans.empty()) {
    const auto [first, last] = spans.back();
    spans.pop_back();
    const NearestOnSegment chord(line[first], line[last]);
    double worst = 0;
    std::size_t at = first;
    for (std::size_t k = first + 1; k < last; ++k)
      if (const double d = distance(line[k], chord.nearest(line[k])); d > worst) worst = d, at = k;
    if (worst <= tolerance_cm) continue;
    kept[at] = 1;
    spans.emplace_back(first, at);
    spans.emplace_back(at, last);
  }
  Polyline out;
  for (std::size_t k = 0; k < line.size(); ++k)
    if (kept[k]) out.push_back(line[k]);
  return out;
}

Point unit(Point v) {
  const double length = std::sqrt(v.x * v.x + v.y * v.y);
  return length > 0 ? Point{v.x / length, v.y / length} : Point{0, 0};
}

}  // namespace

RoadGraph::RoadGraph(const NpowParams& p, const Scenario& s)
    : width_cm_(s.table_width_cm),
      depth_cm_(s.table_depth_cm),
      // Half the road and half a routing step's diagonal: roads keep well off water and towns.
      clearance_cm_(p.road_width_cm / 2 + std::sqrt(2.0) * p.road_grid_cm / 2) {
  water_.reserve(s.features.size());
  boxes_.reserve(s.features.size());
  runs_.reserve(s.features.size());
  for (const auto& f : s.features) {
    water_.push_back(is_watercourse_kind(f.kind));
    boxes_.push_back(bounding_box(f.is_area() ? f.outline : f.path));
    runs_.emplace_back(f.path);
  }
  for (std::size_t i = 0; i < s.features.size(); ++i) {
    const Feature& f = s.features[i];
    if (water_[i])
      for (const auto& band : water_footprint(f.path, f.width_cm, f.sections).bands)
        add_obstacle(fewer_points(band.line, kWaterLineToleranceCm),
                     band.width_cm / 2 + clearance_cm_ + kWaterLineToleranceCm, false);
  }
  // Closed: every built-up area (NPOW-P4: never across one), then every farm's single building
  // (DESIGN: nor over one).
  for (const char* kind : {"built_up", "building"})
    for (const auto& f : s.features)
      if (f.kind == kind) {
        add_obstacle(closed_ring(f.outline), clearance_cm_, true);
        areas_.push_back(f.outline);
      }
  // A road reaches a town from a node near it straight to its edge, over no water and no other
  // town.
  for (std::size_t own = 0; own < s.features.size(); ++own) {
    const Feature& town = s.features[own];
    if (town.kind != "built_up") continue;
    const Polyline ring = closed_ring(town.outline);
    std::vector<int> kept;
    for (int node : corner_nodes(town.outline, true)) {
      const Point from = point(node), to = nearest_on_polyline(from, ring);
      bool dry = true;
      const Box reach = segment_box(from, to);
      for (std::size_t i = 0; i < s.features.size() && dry; ++i) {
        if (water_[i] && reach.overlaps(boxes_[i]))
          dry = runs_[i].meeting_points(from, to) == 0;
        else if (s.features[i].kind == "built_up" && i != own && reach.overlaps(boxes_[i], p.road_width_cm))
          dry = !polyline_polygon_closer_than({from, to}, s.features[i].outline, p.road_width_cm / 2);
      }
      if (dry) kept.push_back(node);
    }
    approaches_.push_back({town.id, std::move(kept)});
  }
  for (const auto& f : s.features)
    if (f.kind == "building") corner_nodes(f.outline, false);
  const TableBands bands = table_bands(p);
  for (std::size_t i = 0; i < s.features.size(); ++i)
    if (water_[i]) add_water_nodes(p, s, bands, i);
  index_jump_banks();
}

void RoadGraph::add_obstacle(Polyline line, double reach_cm, bool town) {
  if (line.size() < 2) return;
  Box box = bounding_box(line);
  box = {box.min_x - reach_cm, box.min_y - reach_cm, box.max_x + reach_cm, box.max_y + reach_cm};
  std::vector<Box> runs = leg_run_boxes(line);
  obstacles_.push_back({std::move(line), reach_cm, box, std::move(runs), town});
}

bool RoadGraph::line_near(const Obstacle& o, Point a, Point b) const {
  const Box span = segment_box(a, b);
  if (!span.overlaps(o.box) || !segment_meets_box(a, b, o.box, 0)) return false;
  for (std::size_t r = 0; r < o.runs.size(); ++r) {
    if (!span.overlaps(o.runs[r], o.reach_cm) || !segment_meets_box(a, b, o.runs[r], o.reach_cm)) continue;
    const std::size_t first = r * kLegsPerRun + 1, end = std::min(first + kLegsPerRun, o.line.size());
    if (segment_legs_closer_than(a, b, o.line, first, end, o.reach_cm)) return true;
  }
  return false;
}

bool RoadGraph::point_clear(Point p) const {
  if (p.x < 0 || p.y < 0 || p.x > width_cm_ || p.y > depth_cm_) return false;
  for (const Obstacle& o : obstacles_)
    if (o.box.holds(p) && point_polyline_closer_than(p, o.line, o.runs, o.reach_cm)) return false;
  return std::none_of(areas_.begin(), areas_.end(), [&](const Polygon& a) { return point_in_polygon(p, a); });
}

bool RoadGraph::clear(Point a, Point b) const { return point_clear(a) && point_clear(b) && clear_between(a, b); }

// Both ends clear and no edge of a town near the road between them: the road does not enter one.
bool RoadGraph::clear_between(Point a, Point b) const {
  return std::none_of(obstacles_.begin(), obstacles_.end(), [&](const Obstacle& o) { return line_near(o, a, b); });
}

bool RoadGraph::passes_town(Point a, Point b) const {
  return std::any_of(obstacles_.begin(), obstacles_.end(),
                     [&](const Obstacle& o) { return o.town && line_near(o, a, b); });
}

bool RoadGraph::sees(int a, int b) {
  if (a == b) return true;
  if (std::max(a, b) >= seen_nodes_) {
    const int n = count();
    std::vector<unsigned char> grown(static_cast<std::size_t>(n) * static_cast<std::size_t>(n), 0);
    for (int i = 0; i < seen_nodes_; ++i)
      std::copy_n(seen_.begin() + static_cast<std::ptrdiff_t>(i) * seen_nodes_, seen_nodes_,
                  grown.begin() + static_cast<std::ptrdiff_t>(i) * n);
    seen_ = std::move(grown);
    seen_nodes_ = n;
  }
  unsigned char& known = seen_[static_cast<std::size_t>(a) * static_cast<std::size_t>(seen_nodes_) +
                               static_cast<std::size_t>(b)];
  if (known == 0) {
    known = clear_between(point(a), point(b)) ? 1 : 2;  // nodes are clear points
    seen_[static_cast<std::size_t>(b) * static_cast<std::size_t>(seen_nodes_) + static_cast<std::size_t>(a)] = known;
  }
  return known == 1;
}

int RoadGraph::add_node(Point p) {
  if (!point_clear(p)) return -1;
  const int node = count();
  points_.push_back(p);
  if (node < seen_nodes_)  // a dropped node's place: forget what was seen from it
    for (int other = 0; other < seen_nodes_; ++other) {
      seen_[static_cast<std::size_t>(node) * static_cast<std::size_t>(seen_nodes_) + static_cast<std::size_t>(other)] = 0;
      seen_[static_cast<std::size_t>(other) * static_cast<std::size_t>(seen_nodes_) + static_cast<std::size_t>(node)] = 0;
    }
  return node;
}

void RoadGraph::drop_nodes_from(int first) { points_.resize(static_cast<std::size_t>(first)); }

const std::vector<int>& RoadGraph::approaches(const std::string& feature_id) const {
  static const std::vector<int> none;
  for (const auto& [id, nodes] : approaches_)
    if (id == feature_id) return nodes;
  return none;
}

std::span<const int> RoadGraph::jumps_from(int node) const {
  const auto [first, last] = std::equal_range(bank_nodes_.begin(), bank_nodes_.end(), node);
  return {bank_jumps_.data() + (first - bank_nodes_.begin()), static_cast<std::size_t>(last - first)};
}

std::vector<int> RoadGraph::corner_nodes(const Polygon& outline, bool edges) {
  std::vector<int> nodes;
  const std::size_t n = outline.size();
  if (n < 3) return nodes;
  const double turn = signed_area(outline) > 0 ? 1 : -1;  // counter-clockwise: outward is to the right
  const double off = clearance_cm_ + kNodeOffsetCm;
  auto outward = [&](Point a, Point b) {
    const Point d = unit({b.x - a.x, b.y - a.y});
    return Point{turn * d.y, -turn * d.x};
  };
  for (std::size_t i = 0; i < n; ++i) {
    const Point before = outline[(i + n - 1) % n], v = outline[i], after = outline[next_vertex(i, n)];
    const Point n1 = outward(before, v), n2 = outward(v, after);
    // An outward corner turns the way the outline runs round.
    const double cross = (v.x - before.x) * (after.y - v.y) - (v.y - before.y) * (after.x - v.x);
    if (cross * turn > 0) {
      const Point bisector = unit({n1.x + n2.x, n1.y + n2.y});
      const double half = std::max(kSharpestCorner, bisector.x * n1.x + bisector.y * n1.y);
      if (const int node = add_node({v.x + bisector.x * off / half, v.y + bisector.y * off / half}); node >= 0)
        nodes.push_back(node);
    }
    if (edges) {
      const Point middle{(v.x + after.x) / 2, (v.y + after.y) / 2};
      if (const int node = add_node({middle.x + n2.x * off, middle.y + n2.y * off}); node >= 0) nodes.push_back(node);
    }
  }
  return nodes;
}

void RoadGraph::add_water_nodes(const NpowParams& p, const Scenario& s, const TableBands& bands, std::size_t own) {
  const Feature& water = s.features[own];
  PathWalk walk(water.path);
  const double length = walk.length_cm();
  const double step_cm = kBankStepsApart * p.road_grid_cm;
  // Both banks, clearance and a little further from the water.
  auto banks = [&](Point at, double arc, double extra_cm) {
    const double o = water_width_at_arc(water, arc) / 2 + clearance_cm_ + kNodeOffsetCm + extra_cm;
    const Point t = walk.direction_at(arc), n{-t.y, t.x};
    return std::pair<Point, Point>{{at.x + n.x * o, at.y + n.y * o}, {at.x - n.x * o, at.y - n.y * o}};
  };
  auto add = [&](Point at, double arc, const std::string& crossing) {
    for (int extra = 0; extra < 4; ++extra) {
      const auto [a, b] = banks(at, arc, extra * p.road_grid_cm);
      if (!point_clear(a) || !point_clear(b)) continue;
      // It crosses this water once, at `at`, no other water, and keeps off the towns.
      bool clean = runs_[own].meeting_points(a, b) == 1 && !passes_town(a, at) && !passes_town(at, b);
      const Box span = segment_box(a, b);
      for (std::size_t i = 0; i < s.features.size() && clean; ++i)
        if (water_[i] && i != own && span.overlaps(boxes_[i])) clean = runs_[i].meeting_points(a, b) == 0;
      if (!clean) continue;
      const double cost = distance(a, at) + distance(at, b) + (crossing.empty() ? p.new_crossing_cost_cm : 0);
      const int from = add_node(a), to = add_node(b);
      jumps_.push_back({from, to, at, water.id, crossing, cost});
      return true;
    }
    return false;
  };
  for (const auto& c : s.crossings)
    if (c.feature == water.id) add(c.at, arc_position(water.path, c.at), c.id);
  // NPOW-L3: where a new bridge or ford may stand; where none may, nodes along both banks all the
  // same, for the roads that run beside the water.
  std::size_t bookmark = 0;
  for (double arc = p.crossing_end_margin_cm; arc <= length - p.crossing_end_margin_cm; arc += step_cm) {
    Point at = quantize_point(walk.point_at_onward(arc, bookmark));
    const double w = water_width_at_arc(water, arc);
    bool free = bands.clear_of_strips(crossing_bounds(at, w));  // NPOW-P3: an objective
    free = free && at.x >= crossing_radius(w) && at.x <= width_cm_ - crossing_radius(w);
    for (const auto& c : s.crossings) free = free && distance(c.at, at) >= p.crossing_gap_cm;
    for (std::size_t i = 0; i < s.features.size() && free; ++i) {
      const Feature& f = s.features[i];
      const Box& b = boxes_[i];
      if (f.is_area()) {
        // NPOW-P4: not on another element
        if (b.holds(at)) free = !point_in_polygon(at, f.outline);
      } else if (&f != &water && water_[i]) {
        double apart = (w + f.width_cm) / 2 + 4;
        if (b.overlaps({at.x, at.y, at.x, at.y}, apart)) free = !point_polyline_closer_than(at, f.path, apart);
      }
    }
    if (free && add(at, arc, "")) continue;
    const auto [a, b] = banks(at, arc, 0);
    add_node(a);
    add_node(b);
  }
  // Round an end that lies on the table: four nodes on an arc around it, as far out as keeps
  // the straight roads between them clear of the water's round end.
  for (const bool last : {false, true}) {
    const double arc = last ? length : 0;
    const Point end = last ? water.path.back() : water.path.front();
    const double reach = water_width_at_arc(water, arc) / 2 + clearance_cm_ + kNodeOffsetCm;
    if (end.x < reach || end.y < reach || end.x > width_cm_ - reach || end.y > depth_cm_ - reach) continue;
    Point t = walk.direction_at(arc);
    if (!last) t = {-t.x, -t.y};
    const Point n{-t.y, t.x};
    // At -90, -30, 30 and 90 degrees from straight on: the chords between them keep `reach`.
    const double half_root3 = std::sqrt(3.0) / 2, out = reach / half_root3;
    const double along[] = {0, half_root3, half_root3, 0}, across[] = {-1, -0.5, 0.5, 1};
    for (int k = 0; k < 4; ++k)
      add_node({end.x + out * (along[k] * t.x + across[k] * n.x), end.y + out * (along[k] * t.y + across[k] * n.y)});
  }
}

void RoadGraph::index_jump_banks() {
  std::vector<std::pair<int, int>> banks;  // (node, jump)
  banks.reserve(2 * jumps_.size());
  for (std::size_t k = 0; k < jumps_.size(); ++k)
    for (int node : {jumps_[k].from, jumps_[k].to}) banks.emplace_back(node, static_cast<int>(k));
  std::sort(banks.begin(), banks.end());
  for (const auto& [node, jump] : banks) {
    bank_nodes_.push_back(node);
    bank_jumps_.push_back(jump);
  }
}

void RoadGraph::settle(int jump, const std::string& crossing_id, double penalty_cm, double gap_cm) {
  Jump& settled = jumps_[static_cast<std::size_t>(jump)];
  settled.crossing = crossing_id;
  settled.cost_cm -= penalty_cm;
  for (auto& j : jumps_)
    if (&j != &settled && j.crossing.empty() && distance(j.at, settled.at) < gap_cm) j.cost_cm = -1;
}

void RoadGraph::close_new_crossings_on(const Polygon& outline) {
  const Box b = bounding_box(outline);
  for (auto& j : jumps_)  // as add_water_nodes refuses a place on another element
    if (j.crossing.empty() && b.holds(j.at) && point_in_polygon(j.at, outline)) j.cost_cm = -1;
}

void RoadGraph::close_jumps_over(const std::string& water_id) {
  for (auto& j : jumps_)
    if (j.water == water_id) j.cost_cm = -1;
}

}  // namespace wargen
