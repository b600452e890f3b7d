// measure_fairness: the figures of each side, then each measure compared as min / max and the
// balance as their mean (docs/fairness.md).
#include <algorithm>
#include <cmath>
#include <optional>

#include "core/error.hpp"
#include "core/geometry.hpp"
#include "core/shape_measure.hpp"
#include "fairness/fairness_report.hpp"
#include "fairness/half_figures.hpp"
#include "fairness/zone_sight.hpp"
#include "sight/board_from_scenario.hpp"
#include "symmetry/turned_scenario.hpp"

namespace wargen {

namespace {

// The references each measure's difference is weighed against (docs/fairness.md gives the
// reasons): a twentieth of the table's area, a sixth of its width, two pieces, a quarter of all
// the objective points, a quarter of its depth, a fifth of a zone's or objective's cells.
constexpr double kAreaReferenceShare = 0.05;
constexpr double kLengthReferenceShare = 1.0 / 6;
constexpr double kCountReference = 2;
constexpr double kPointsReferenceShare = 0.25;
constexpr double kDistanceReferenceShare = 0.25;
constexpr double kShareReference = 0.2;

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
  s.half = own_half(scenario, own);
  std::vector<sight::ObjectiveSite> sites;
  for (const auto& o : board.objectives) sites.push_back(o.site);
  const DeploymentZone* other = nullptr;
  for (const auto& z : scenario.deployment)
    if (z.side == enemy && !other) other = &z;
  s.figures = half_figures(scenario, sites, own.side, s.half, other ? own_half(scenario, *other) : s.half);
  const auto& eyes = zone_cells(board, own.side).cells;
  sight::SightLines lines(board.board, options.rule);
  sight::ZoneView view(lines, eyes);
  for (const auto& o : board.objectives)
    s.objectives.push_back({o.site.id, zone_distance(own.polygon, o.site), visible_share(view, o.cells),
                            static_cast<double>(o.site.total_points())});
  s.enemy_zone_visible_share = visible_share(view, zone_cells(board, enemy).cells);
  return s;
}

double mean(const std::vector<double>& values) {
  double sum = 0;
  for (double v : values) sum += v;
  return values.empty() ? 0 : sum / static_cast<double>(values.size());
}

// A difference weighs against what there is, but never against less than `reference`: one small
// wood that only one side has is a trifle on a full table, all the table's woods on one side is
// not (docs/fairness.md, "The balance score").
void add(std::vector<MeasureBalance>& out, const std::string& name, double a, double b, double reference,
         bool stake = false) {
  MeasureBalance m{name, a, b, reference, 1, a + b > 0, stake};
  if (m.counted) m.balance = 1 - std::abs(a - b) / std::max(a + b, reference);
  out.push_back(m);
}

std::vector<MeasureBalance> compare(const Scenario& scenario, const SideFigures& a, const SideFigures& b) {
  const double table_cm2 = scenario.table_width_cm * scenario.table_depth_cm;
  const double area_ref = table_cm2 * kAreaReferenceShare;
  const double length_ref = scenario.table_width_cm * kLengthReferenceShare;
  double all_points = 0;
  for (const auto& o : sight::objective_sites(scenario)) all_points += o.total_points();
  const HalfFigures& x = a.figures;
  const HalfFigures& y = b.figures;
  std::vector<MeasureBalance> m;
  add(m, "terrain_count", x.terrain_count, y.terrain_count, kCountReference);
  add(m, "terrain_area_cm2", x.terrain_area_cm2, y.terrain_area_cm2, area_ref, true);
  add(m, "cover_count", x.cover_count, y.cover_count, kCountReference);
  add(m, "cover_area_cm2", x.cover_area_cm2, y.cover_area_cm2, area_ref, true);
  add(m, "impassable_area_cm2", x.impassable_area_cm2, y.impassable_area_cm2, area_ref);
  add(m, "obstacle_length_cm", x.obstacle_length_cm, y.obstacle_length_cm, length_ref);
  add(m, "objective_count", x.objective_count, y.objective_count, kCountReference);
  add(m, "objective_points", x.objective_points, y.objective_points, all_points * kPointsReferenceShare, true);
  add(m, "river_crossings", x.river_crossings, y.river_crossings, kCountReference);
  add(m, "supply_road_length_cm", x.supply_road_length_cm, y.supply_road_length_cm, length_ref);
  auto per_objective = [](const SideFigures& s, double ObjectiveFigures::*field) {
    double sum = 0, weights = 0;
    for (const auto& o : s.objectives) sum += o.points * (o.*field), weights += o.points;
    if (weights > 0) return sum / weights;
    std::vector<double> v;
    for (const auto& o : s.objectives) v.push_back(o.*field);
    return mean(v);
  };
  add(m, "objective_distance_cm", per_objective(a, &ObjectiveFigures::distance_cm),
      per_objective(b, &ObjectiveFigures::distance_cm), scenario.table_depth_cm * kDistanceReferenceShare,
      true);
  add(m, "enemy_zone_visible_share", a.enemy_zone_visible_share, b.enemy_zone_visible_share, kShareReference);
  add(m, "objective_visible_share", per_objective(a, &ObjectiveFigures::visible_share),
      per_objective(b, &ObjectiveFigures::visible_share), kShareReference);
  return m;
}

Substance substance(const Scenario& scenario) {
  Substance s;
  const Box table{0, 0, scenario.table_width_cm, scenario.table_depth_cm};
  double area = 0;
  for (const Feature& f : scenario.features) {
    if (!is_real_piece(f.kind)) continue;
    s.pieces += 1;
    if (f.is_area()) area += area_in_box(f.outline, table);
  }
  s.objectives = static_cast<double>(sight::objective_sites(scenario).size());
  const double table_cm2 = scenario.table_width_cm * scenario.table_depth_cm;
  s.terrain_share = table_cm2 > 0 ? std::min(1.0, area / table_cm2) : 0;
  s.score = s.terrain_share;
  s.above_floor = s.score >= kSubstanceFloor;
  return s;
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
    const Box h = figures.half;  // back to the table's coordinates
    figures.half = {scenario.table_width_cm - h.max_x, scenario.table_depth_cm - h.max_y,
                    scenario.table_width_cm - h.min_x, scenario.table_depth_cm - h.min_y};
    return figures;
  };
  FairnessReport r;
  r.scenario_id = scenario.id;
  r.seed = scenario.seed;
  r.sight_cell_cm = board.board.cell_cm();
  r.sides.push_back(measured(*a, "B"));
  r.sides.push_back(measured(*b, "A"));
  r.measures = compare(scenario, r.sides[0], r.sides[1]);
  r.substance = substance(scenario);
  double sum = 0;
  int counted = 0;
  std::optional<double> least;
  for (const auto& m : r.measures)
    if (m.counted) {
      sum += m.balance;
      ++counted;
      if (!m.stake) continue;
      least = std::min(least.value_or(1), m.balance);
      if (m.reference > 0)
        r.one_sided =
            std::max(r.one_sided, std::pow(1 - m.balance, kOneSidedPower) * std::abs(m.a - m.b) / m.reference);
    }
  // A stake wholly on one side (all the woods, all the points) is not made up for by evenness
  // elsewhere: the least stake weighs more than every measure together. And all six woods on one
  // side are worse than the only wood on one side: the score is divided by how many references'
  // worth of its worst stake one side has more (docs/fairness.md).
  r.mean_balance = counted ? sum / counted : 1;
  r.least_stake = least.value_or(r.mean_balance);
  r.balance = (kBalanceMeanWeight * r.mean_balance + (1 - kBalanceMeanWeight) * r.least_stake) / r.one_sided;
  return r;
}

}  // namespace wargen
