// NPOW-L1..L3 (supply lines and roads) and NPOW-O1, O2 (objective points), measured on the
// scenario as written.
#include <cmath>
#include <numeric>
#include <string_view>
#include <unordered_map>

#include "core/leg_runs.hpp"
#include "core/shape_measure.hpp"
#include "generators/npow/npow_features.hpp"
#include "generators/npow/objective_points.hpp"
#include "generators/npow/sides.hpp"
#include "generators/npow/table_bands.hpp"
#include "generators/npow/validation_support.hpp"

namespace wargen::npow_validation {

namespace {

constexpr double kTouchCm = 0.1;  // a road's end on another road or a town's edge

// NPOW-L1: one supply line per side, 15 x 7.5, touching its own long edge.
void check_supply_lines(const Scenario& s, const NpowParams& p, const ScenarioIndex& index, const TableFacts& facts,
                        Violations& out) {
  for (const char* side : {"A", "B"}) {
    std::vector<const Feature*> lines;
    for (const auto& f : s.features)
      if (f.kind == "supply_line" && attribute(f, "side") == side) lines.push_back(&f);
    if (lines.size() != 1) {
      out.push_back(
          {"NPOW-L1", "side " + std::string(side) + " has " + std::to_string(lines.size()) + " supply lines, not 1"});
      continue;
    }
    const Feature& f = *lines.front();
    Box b = bounding_box(f.outline);
    double along = b.max_x - b.min_x, deep = b.max_y - b.min_y;
    if (f.outline.size() != 4 || std::abs(along - p.supply_line_length_cm) > kLimitToleranceCm ||
        std::abs(deep - p.supply_line_depth_cm) > kLimitToleranceCm)
      out.push_back({"NPOW-L1", what(f) + " is not " + mm_text(p.supply_line_length_cm) + " x " +
                                    mm_text(p.supply_line_depth_cm) + " cm along its edge"});
    std::string edge = edge_of(s.sides, side);
    bool touches = edge == "south" ? b.min_y <= kLimitToleranceCm : b.max_y >= s.table_depth_cm - kLimitToleranceCm;
    if (!touches) out.push_back({"NPOW-L1", what(f) + " does not touch side " + side + "'s " + edge + " edge"});
    if (!f.objective.value_or(false)) out.push_back({"NPOW-O1", what(f) + " is an objective for the enemy"});
    // Water lies on it only where its box (grown by its widest section) meets the outline's.
    for (std::size_t k : index.features.near(b, 0))
      if (const Feature& w = s.features[k]; is_watercourse_kind(w.kind) && water_lies_on(facts.water[k], f.outline))
        out.push_back({"NPOW-L1", what(f) + " lies on " + what(w)});
  }
}

// Union-find over road ends and what they join.
struct Joins {
  std::vector<int> parent;
  explicit Joins(std::size_t n) : parent(n) { std::iota(parent.begin(), parent.end(), 0); }
  int find(int i) {
    return parent[static_cast<std::size_t>(i)] == i
               ? i
               : parent[static_cast<std::size_t>(i)] = find(parent[static_cast<std::size_t>(i)]);
  }
  void join(int a, int b) { parent[static_cast<std::size_t>(find(a))] = find(b); }
};

// NPOW-L2: one road network joins both supply lines, every built-up area and every bridge and ford.
void check_roads(const Scenario& s, const NpowParams& p, const ScenarioIndex& index, Violations& out) {
  std::vector<const Feature*> roads, terminals;
  std::vector<const Crossing*> crossings;
  // Each feature's node: its place among the roads, or among the terminals (after the roads).
  std::vector<std::size_t> node(s.features.size(), SIZE_MAX);
  bool omitted = false;
  for (const auto& f : s.features) {
    if (f.kind == "road") roads.push_back(&f);
    if (f.kind == "supply_line" || f.kind == "built_up") terminals.push_back(&f);
    if (f.kind == "supply_line" && attribute(f, "roads") == "omitted") omitted = true;
  }
  for (std::size_t i = 0, r = 0, t = roads.size(); i < s.features.size(); ++i) {
    const Feature& f = s.features[i];
    if (f.kind == "road") node[i] = r++;
    if (f.kind == "supply_line" || f.kind == "built_up") node[i] = t++;
  }
  for (const auto& c : s.crossings) crossings.push_back(&c);
  for (const Feature* r : roads)
    if (std::abs(r->width_cm - p.road_width_cm) > kLimitToleranceCm)
      out.push_back({"NPOW-L2", what(*r) + " is not " + mm_text(p.road_width_cm) + " cm wide"});
  if (roads.empty()) {
    if (!(omitted && p.omit_roads_crossing_nothing)) out.push_back({"NPOW-L2", "no road joins the supply lines"});
    return;
  }
  // Nodes: roads, then terminals, then crossings.
  // Only what lies within kTouchCm of a road's box can join it; the partition the joins make does
  // not depend on the order they are made in.
  std::size_t nr = roads.size(), nt = terminals.size();
  Joins joins(nr + nt + crossings.size());
  std::vector<std::size_t> near;
  for (std::size_t i = 0; i < nr; ++i) {
    const Polyline& path = roads[i]->path;
    const Box box = bounding_box(path);
    index.features.near(box, kTouchCm, near);
    for (std::size_t k : near) {
      const Feature& f = s.features[k];
      if (f.kind == "road" && node[k] != i &&
          (point_polyline_within(path.front(), f.path, kTouchCm) ||
           point_polyline_within(path.back(), f.path, kTouchCm)))
        joins.join(static_cast<int>(i), static_cast<int>(node[k]));
      // A road runs through a supply line and ends on a built-up area's edge.
      if ((f.kind == "supply_line" || f.kind == "built_up") && polyline_polygon_within(path, f.outline, kTouchCm))
        joins.join(static_cast<int>(i), static_cast<int>(node[k]));
    }
    index.crossings.near(box, kTouchCm, near);
    for (std::size_t c : near)
      if (point_polyline_within(crossings[c]->at, path, kTouchCm))
        joins.join(static_cast<int>(i), static_cast<int>(nr + nt + c));
  }
  int network = -1;
  for (std::size_t t = 0; t < nt; ++t)
    if (terminals[t]->kind == "supply_line") {
      int root = joins.find(static_cast<int>(nr + t));
      if (network < 0)
        network = root;
      else if (root != network)
        out.push_back({"NPOW-L2", "no road joins the two supply lines"});
    }
  for (std::size_t t = 0; t < nt; ++t)
    if (terminals[t]->kind == "built_up" && joins.find(static_cast<int>(nr + t)) != network)
      out.push_back({"NPOW-L2", what(*terminals[t]) + " is not joined to the supply lines by road"});
  for (std::size_t c = 0; c < crossings.size(); ++c)
    if (joins.find(static_cast<int>(nr + nt + c)) != network)
      out.push_back(
          {"NPOW-L2", crossings[c]->kind + " " + crossings[c]->id + " is not joined to the supply lines by road"});
}

// NPOW-L3: where a road crosses a watercourse there is a bridge or ford, on that road.
// NPOW-L2: a road joins things, so each of its ends is at something: a table edge (through a supply
// line), a built-up area, a bridge or ford, or another road.
void check_road_ends(const Scenario& s, const ScenarioIndex& index, Violations& out) {
  std::vector<std::size_t> near;
  auto at_something = [&](const Feature& road, Point end) {
    if (end.x <= kTouchCm || end.y <= kTouchCm || end.x >= s.table_width_cm - kTouchCm ||
        end.y >= s.table_depth_cm - kTouchCm)
      return true;
    index.crossings.near(point_box(end), kTouchCm, near);
    for (std::size_t k : near)
      if (distance(s.crossings[k].at, end) <= kTouchCm) return true;
    index.features.near(point_box(end), kTouchCm, near);
    for (std::size_t k : near) {
      const Feature& f = s.features[k];
      if (f.id == road.id) continue;
      if (f.kind == "road" && point_polyline_within(end, f.path, kTouchCm)) return true;
      if (f.kind != "built_up" || f.outline.empty()) continue;
      if (point_in_polygon(end, f.outline)) return true;
      // Its edge, for an end just outside.
      if (point_polyline_within(end, closed_ring(f.outline), kTouchCm)) return true;
    }
    return false;
  };
  for (const auto& road : s.features) {
    if (road.kind != "road" || road.path.size() < 2) continue;
    for (Point end : {road.path.front(), road.path.back()})
      if (!at_something(road, end))
        out.push_back({"NPOW-L2", what(road) + " ends at (" + mm_text(end.x) + ", " + mm_text(end.y) +
                                      ") by nothing it joins (table edge, built-up area, bridge or ford, road)"});
  }
}

// NPOW-L2, L3: a road leads to a bridge or ford to go over it, so no road ends on one: the roads
// there run on over both banks (each end of a road is at something, check_road_ends).
void check_roads_over_crossings(const Scenario& s, const ScenarioIndex& index, Violations& out) {
  std::vector<std::size_t> near;
  for (const auto& c : s.crossings) {
    index.features.near(point_box(c.at), kTouchCm, near);
    for (std::size_t k : near) {
      const Feature& road = s.features[k];
      if (road.kind != "road" || road.path.size() < 2) continue;
      if (distance(road.path.front(), c.at) <= kTouchCm || distance(road.path.back(), c.at) <= kTouchCm)
        out.push_back(
            {"NPOW-L3", what(road) + " ends on " + c.kind + " " + c.id + " instead of going over it to the far bank"});
    }
  }
}

void check_road_crossings(const Scenario& s, const NpowParams& p, const ScenarioIndex& index, const TableFacts& facts,
                          Violations& out) {
  const CrossingsByWater crossings(s);
  // Each watercourse's leg_run_boxes, made when a road first comes near it: a road's leg looks
  // only at the legs of the runs near it (a river has a hundred legs and more).
  std::vector<std::vector<Box>> runs(s.features.size());
  std::vector<std::size_t> near;
  for (const auto& road : s.features) {
    if (road.kind != "road") continue;
    // A road meets only the water whose box its own meets.
    index.features.near(bounding_box(road.path), 0, near);
    for (std::size_t k : near) {
      const Feature& w = s.features[k];
      if (!is_watercourse_kind(w.kind)) continue;
      if (runs[k].empty()) runs[k] = leg_run_boxes(w.path);
      for (std::size_t i = 1; i < road.path.size(); ++i) {
        for_each_leg_met(road.path[i - 1], road.path[i], w.path, runs[k], [&](std::size_t j) {
          Point meet = nearest_on_segment(road.path[i], w.path[j - 1], w.path[j]);
          if (point_segment_distance(road.path[i - 1], w.path[j - 1], w.path[j]) < distance(meet, road.path[i]))
            meet = nearest_on_segment(road.path[i - 1], w.path[j - 1], w.path[j]);
          bool bridged = false;
          for (const Crossing* c : crossings.on(w.id))
            bridged = bridged || (point_polyline_within(c->at, road.path, kTouchCm) &&
                                  distance(c->at, meet) <= w.width_cm / 2 + p.road_width_cm);
          if (!bridged)
            out.push_back({"NPOW-L3", what(road) + " crosses " + what(w) + " where there is no bridge or ford"});
        });
      }
    }
  }
  for (const auto& c : s.crossings) {
    if (c.road.empty()) continue;
    const Feature* road = index.ids.find(c.road);
    if (!road || road->kind != "road" || !point_polyline_within(c.at, road->path, kTouchCm))
      out.push_back({"NPOW-L3", c.kind + " " + c.id + " is not on the road " + c.road + " that made it"});
    if (!c.objective.value_or(false))
      out.push_back({"NPOW-L3", c.kind + " " + c.id + " made by a road is a new objective"});
    const TableFacts::CrossingPlace& place = facts.crossings[static_cast<std::size_t>(&c - s.crossings.data())];
    const Feature* water = place.water;
    if (!water) continue;
    const double arc = place.arc_cm;
    for (const auto& section : water->sections)
      if (arc >= section.from_cm && arc <= section.to_cm)
        for (const auto& e : p.river_quality.entries)
          if (e.row.quality == section.quality && e.row.crossing != c.kind)
            out.push_back(
                {"NPOW-L3", c.kind + " " + c.id + ": a road over a " + section.quality + " makes a " + e.row.crossing});
  }
}

}  // namespace

void check_links(const Scenario& s, const NpowParams& p, const ScenarioIndex& index, const TableFacts& facts,
                 Violations& out) {
  check_supply_lines(s, p, index, facts, out);
  check_roads(s, p, index, out);
  check_road_ends(s, index, out);
  check_road_crossings(s, p, index, facts, out);
  check_roads_over_crossings(s, index, out);
}

// NPOW-O1, O2: each side's points, on objectives only, within the caps of its initiative.
void check_points(const Scenario& s, const NpowParams& p, const NpowSettings& settings, const ScenarioIndex& index,
                  const TableFacts& facts, Violations& out) {
  for (const auto& f : s.features) {
    bool should =
        f.kind == "supply_line" || ((f.kind == "hill" || f.kind == "built_up") && f.objective.value_or(false));
    if (!should && !f.points.empty()) out.push_back({"NPOW-O1", what(f) + " is not an objective and takes no points"});
    if (f.kind != "hill" && f.kind != "built_up" && f.kind != "supply_line" && f.objective.value_or(false))
      out.push_back({"NPOW-O1", what(f) + " is not an objective"});
  }
  for (const auto& c : s.crossings)
    if (!c.objective.value_or(false))
      out.push_back({"NPOW-O1", c.kind + " " + c.id + ": bridges and fords are objectives"});
  // Ids are one name space (check_structure refuses an id on a feature and a crossing both).
  std::unordered_map<std::string_view, const Crossing*> crossing_by_id;
  for (const auto& c : s.crossings) crossing_by_id.emplace(c.id, &c);
  const std::vector<PlacedObjective> objectives = placed_objectives(s, facts.crossing_width_cm);
  for (const char* side : {"A", "B"}) {
    std::vector<ObjectiveTarget> targets = objective_targets(p, s, objectives, side);
    std::vector<int> points;
    auto points_on = [&](const ObjectivePoints& map) {
      auto it = map.find(side);
      return it == map.end() ? 0 : it->second;
    };
    for (const auto& t : targets) {
      int n = 0;
      if (auto c = crossing_by_id.find(t.id); c != crossing_by_id.end())
        n = points_on(c->second->points);
      else if (const Feature* f = index.ids.find(t.id))
        n = points_on(f->points);
      points.push_back(n);
    }
    for (const auto& f : s.features)
      if (f.kind == "supply_line" && attribute(f, "side") == side && points_on(f.points) != 0)
        out.push_back({"NPOW-O1", "side " + std::string(side) + " puts points on its own supply line " + f.id});
    std::string problem = allocation_problem(targets, points, points_rules(p, settings, side));
    if (!problem.empty())
      out.push_back({problem.substr(0, problem.find(':')), "side " + std::string(side) + " (initiative " +
                                                               settings.initiative.at(side) +
                                                               "): " + problem.substr(problem.find(':') + 2)});
  }
}

}  // namespace wargen::npow_validation
