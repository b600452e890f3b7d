// measure_fairness: the figures of each side, then each measure compared as min / max and the
// balance as their mean (docs/fairness.md).
#include <algorithm>
#include <set>

#include "core/error.hpp"
#include "core/geometry.hpp"
#include "fairness/fairness_report.hpp"
#include "fairness/half_figures.hpp"
#include "fairness/zone_sight.hpp"
#include "sight/board_from_scenario.hpp"
#include "symmetry/turned_scenario.hpp"

namespace wargen {

namespace {

double zone_distance(const Polygon& zone, const sight::ObjectiveSite& o) {
  if (!o.area.empty()) return polygon_distance(zone, o.area);
  if (point_in_polygon(o.at, zone)) return 0;
  double best = -1;
  for (std::size_t i = 0; i < zone.size(); ++i) {
    const double d = point_segment_distance(o.at, zone[i], zone[next_vertex(i, zone.size())]);
    if (best < 0 || d < best) best = d;
  }
  return best;
}

// The roads that meet a supply line (their `from` or `joins` attribute names it), and the length
// of every road of the network reached from it, road by road through the same attributes: a road
// that joins the enemy's supply line serves both sides.
SupplyLineRoads supply_roads(const Scenario& scenario, const Feature& supply) {
  SupplyLineRoads out{supply.id, 0, 0};
  auto ends = [](const Feature& road) {
    std::vector<std::string> ids;
    for (const char* key : {"from", "joins"})
      if (auto it = road.attributes.find(key); it != road.attributes.end()) ids.push_back(it->second);
    return ids;
  };
  std::set<std::string> reached{supply.id};
  for (const Feature& road : scenario.features) {
    if (road.kind != "road") continue;
    const auto e = ends(road);
    out.roads += static_cast<int>(std::count(e.begin(), e.end(), supply.id) > 0);
  }
  for (bool grew = true; grew;) {
    grew = false;
    for (const Feature& road : scenario.features) {
      if (road.kind != "road" || reached.count(road.id)) continue;
      const auto e = ends(road);
      if (std::none_of(e.begin(), e.end(), [&](const std::string& id) { return reached.count(id) > 0; })) continue;
      out.road_length_cm += polyline_length(road.path);
      reached.insert(road.id);
      reached.insert(e.begin(), e.end());
      grew = true;
    }
  }
  return out;
}

const sight::DeploymentCells& zone_cells(const sight::ScenarioBoard& board, const std::string& side) {
  for (const auto& z : board.deployment)
    if (z.side == side) return z;
  throw InputError("fairness: the scenario has no deployment zone of side " + side);
}

SideFigures side_figures(const Scenario& scenario, const sight::ScenarioBoard& board, const DeploymentZone& own,
                         const std::string& enemy, const FairnessOptions& options) {
  SideFigures s;
  s.side = own.side;
  s.edge = own.edge;
  std::vector<sight::ObjectiveSite> sites;
  for (const auto& o : board.objectives) sites.push_back(o.site);
  s.half = half_figures(scenario, sites, own.edge);
  const auto& eyes = zone_cells(board, own.side).cells;
  for (const auto& o : board.objectives)
    s.objectives.push_back(
        {o.site.id, zone_distance(own.polygon, o.site), visible_share(board.board, eyes, o.cells, options.rule)});
  for (const Feature& f : scenario.features) {
    auto side = f.attributes.find("side");
    if (f.kind == "supply_line" && side != f.attributes.end() && side->second == own.side)
      s.supply_lines.push_back(supply_roads(scenario, f));
  }
  s.enemy_zone_visible_share = visible_share(board.board, eyes, zone_cells(board, enemy).cells, options.rule);
  return s;
}

double mean(const std::vector<double>& values) {
  double sum = 0;
  for (double v : values) sum += v;
  return values.empty() ? 0 : sum / static_cast<double>(values.size());
}

void add(std::vector<MeasureBalance>& out, const std::string& name, double a, double b) {
  MeasureBalance m{name, a, b, 1, true};
  const double hi = std::max(a, b);
  if (hi <= 0)
    m.counted = false;
  else
    m.balance = std::min(a, b) / hi;
  out.push_back(m);
}

std::vector<MeasureBalance> compare(const SideFigures& a, const SideFigures& b) {
  std::vector<MeasureBalance> m;
  add(m, "terrain_count", a.half.terrain_count, b.half.terrain_count);
  add(m, "terrain_area_cm2", a.half.terrain_area_cm2, b.half.terrain_area_cm2);
  add(m, "cover_count", a.half.cover_count, b.half.cover_count);
  add(m, "cover_area_cm2", a.half.cover_area_cm2, b.half.cover_area_cm2);
  add(m, "obstacle_count", a.half.obstacle_count, b.half.obstacle_count);
  add(m, "obstacle_length_cm", a.half.obstacle_length_cm, b.half.obstacle_length_cm);
  add(m, "objective_count", a.half.objective_count, b.half.objective_count);
  add(m, "objective_points", a.half.objective_points, b.half.objective_points);
  add(m, "river_crossings", a.half.river_crossings, b.half.river_crossings);
  auto per_objective = [](const SideFigures& s, double ObjectiveFigures::*field) {
    std::vector<double> v;
    for (const auto& o : s.objectives) v.push_back(o.*field);
    return mean(v);
  };
  add(m, "objective_distance_cm", per_objective(a, &ObjectiveFigures::distance_cm),
      per_objective(b, &ObjectiveFigures::distance_cm));
  auto road_length = [](const SideFigures& s) {
    double total = 0;
    for (const auto& l : s.supply_lines) total += l.road_length_cm;
    return total;
  };
  add(m, "supply_road_length_cm", road_length(a), road_length(b));
  add(m, "enemy_zone_visible_share", a.enemy_zone_visible_share, b.enemy_zone_visible_share);
  add(m, "objective_visible_share", per_objective(a, &ObjectiveFigures::visible_share),
      per_objective(b, &ObjectiveFigures::visible_share));
  return m;
}

}  // namespace

FairnessReport measure_fairness(const Scenario& scenario, const FairnessOptions& options) {
  const DeploymentZone* a = nullptr;
  const DeploymentZone* b = nullptr;
  for (const auto& z : scenario.deployment) {
    if (z.side == "A" && !a) a = &z;
    if (z.side == "B" && !b) b = &z;
  }
  if (!a || !b) throw InputError("fairness: the scenario needs a deployment zone for side A and one for side B");
  // Each side is measured from its own seat: the side on the north edge on the table turned
  // half a turn, where its zone lies on the south edge and the sight cells are laid from its own
  // left-hand corner. Cells laid from one corner for both would make a table that is the same
  // for both sides (point-symmetric) measure differently for each wherever the table is not a
  // whole number of cells; from their own seats, both sides of such a table measure the same.
  const Scenario turned = turned_scenario(scenario);
  const sight::ScenarioBoard board = sight::board_from_scenario(scenario, options.sight_cell_cm);
  const sight::ScenarioBoard board_turned = sight::board_from_scenario(turned, options.sight_cell_cm);
  auto measured = [&](const DeploymentZone& own, const std::string& enemy) {
    if (own.edge != "north") return side_figures(scenario, board, own, enemy, options);
    const DeploymentZone* seated = nullptr;
    for (const auto& z : turned.deployment)
      if (z.side == own.side && !seated) seated = &z;
    SideFigures figures = side_figures(turned, board_turned, *seated, enemy, options);
    figures.edge = own.edge;
    return figures;
  };
  FairnessReport r;
  r.scenario_id = scenario.id;
  r.seed = scenario.seed;
  r.sight_cell_cm = board.board.cell_cm();
  r.sides.push_back(measured(*a, "B"));
  r.sides.push_back(measured(*b, "A"));
  r.measures = compare(r.sides[0], r.sides[1]);
  double sum = 0;
  int counted = 0;
  for (const auto& m : r.measures)
    if (m.counted) {
      sum += m.balance;
      ++counted;
    }
  r.balance = counted ? sum / counted : 1;
  return r;
}

}  // namespace wargen
