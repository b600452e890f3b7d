#include "generators/npow/symmetric_roads.hpp"

#include <algorithm>
#include <map>

#include "core/det_math.hpp"
#include "generators/npow/road_network.hpp"
#include "generators/npow/sides.hpp"
#include "generators/npow/supply_lines.hpp"
#include "generators/npow/table_layout.hpp"
#include "generators/npow/twins.hpp"
#include "symmetry/half_turn.hpp"

namespace wargen {

namespace {

Box turned_box(const Box& b, TableSize table) {
  Point lo = half_turn(Point{b.max_x, b.max_y}, table), hi = half_turn(Point{b.min_x, b.min_y}, table);
  return {lo.x, lo.y, hi.x, hi.y};
}

// Which of each twin pair A's half of the network joins: the one nearer A's edge, or west of the
// centre on the centre line; a piece on the centre itself is joined by both halves.
bool on_a_side(Point p, TableSize table, bool a_south) {
  Point c = table_centre(table);
  if (p.y != c.y) return (p.y < c.y) == a_south;
  return (p.x < c.x) == a_south;
}

Point centre_of(const std::vector<Point>& points) {
  Box b = bounding_box(points);
  return {(b.min_x + b.max_x) / 2, (b.min_y + b.max_y) / 2};
}

std::vector<std::string> left_to_twin(const Scenario& s, TableSize table, bool a_south) {
  std::map<std::string, std::string> twin = twin_ids(s);
  std::vector<std::string> out;
  for (const auto& f : s.features)
    if (f.kind == "built_up" && twin.count(f.id) && twin[f.id] != f.id &&
        !on_a_side(centre_of(f.outline), table, a_south))
      out.push_back(f.id);
  for (const auto& c : s.crossings)
    if (twin.count(c.id) && twin[c.id] != c.id && !on_a_side(c.at, table, a_south)) out.push_back(c.id);
  return out;
}

// The half plan and its half turn. The main road, when it ends on the centre, runs on as its own
// twin to B's supply line.
RoadPlan whole_plan(const Scenario& s, RoadPlan half, const Feature& supply_b, TableSize table) {
  std::map<std::string, std::string> twin = twin_ids(s);
  Point centre = table_centre(table);
  Feature& main = half.roads.front();
  bool through_centre = main.path.back() == centre;
  if (through_centre) {
    for (std::size_t i = main.path.size() - 1; i-- > 0;) main.path.push_back(half_turn(main.path[i], table));
    main.attributes["joins"] = supply_b.id;
    twin[main.id] = main.id;
  }
  std::size_t next_feature = s.features.size() + half.roads.size() + 1;
  std::size_t next_crossing = s.crossings.size() + half.crossings.size() + 1;
  for (const auto& road : half.roads)
    if (!twin.count(road.id)) twin[road.id] = "f" + std::to_string(next_feature++);
  for (const auto& c : half.crossings) twin[c.id] = "x" + std::to_string(next_crossing++);
  auto twin_of = [&](const std::string& id) {
    auto it = twin.find(id);
    return it == twin.end() ? id : it->second;
  };
  RoadPlan whole = half;
  for (const auto& road : half.roads) {
    if (through_centre && road.id == main.id) continue;
    Feature t = road;
    t.id = twin_of(road.id);
    t.path = half_turn(road.path, table);
    t.attributes["from"] = twin_of(road.attributes.at("from"));
    t.attributes["joins"] = twin_of(road.attributes.at("joins"));
    whole.roads.push_back(std::move(t));
  }
  for (const auto& c : half.crossings) {
    Crossing t = c;
    t.id = twin_of(c.id);
    t.at = half_turn(c.at, table);
    t.feature = twin_of(c.feature);
    t.road = twin_of(c.road);
    whole.crossings.push_back(std::move(t));
  }
  return whole;
}

}  // namespace

void lay_symmetric_supply_lines_and_roads(const NpowParams& p, Scenario& s, std::uint64_t seed) {
  const TableSize table{s.table_width_cm, s.table_depth_cm};
  std::string edge_a = edge_of(s.sides, "A"), edge_b = edge_of(s.sides, "B");
  std::vector<Box> spots_b = supply_line_spots(p, s, edge_b);
  std::vector<Box> spots;  // A's spots whose twin is free for B
  for (const Box& a : supply_line_spots(p, s, edge_a)) {
    Box b = turned_box(a, table);
    if (std::any_of(spots_b.begin(), spots_b.end(),
                    [&](const Box& o) { return o.min_x == b.min_x && o.min_y == b.min_y; }))
      spots.push_back(a);
  }
  if (spots.empty())
    throw PlacementFailure("NPOW-L1",
                           "no room for a supply line and its twin on the " + edge_a + " and " + edge_b + " edges");
  Pcg32 rng = Pcg32::for_stage(seed, "supply-lines");
  RoadGraph graph(p, s);
  for (int attempt = 0; attempt < kSupplyLineSpotTries; ++attempt) {
    Scenario trial = s;
    Box a = spots[rng.below(static_cast<std::uint32_t>(spots.size()))];
    trial.features.push_back(supply_line_feature(trial, a, "A", edge_a));
    trial.features.push_back(supply_line_feature(trial, turned_box(a, table), "B", edge_b));
    const Feature& supply_a = trial.features[trial.features.size() - 2];
    const Feature& supply_b = trial.features.back();
    HalfNetwork half{table_centre(table), left_to_twin(trial, table, edge_a == "south")};
    auto plan = plan_roads(p, trial, graph, supply_a, supply_b, &half);
    if (!plan) continue;
    put_roads(p, whole_plan(trial, *plan, supply_b, table), trial);
    s = std::move(trial);
    return;
  }
  throw PlacementFailure("NPOW-L2",
                         "no symmetric road network joins both supply lines through the centre, every "
                         "built-up area and every bridge and ford (" +
                             std::to_string(kSupplyLineSpotTries) + " supply line spots tried)");
}

}  // namespace wargen
