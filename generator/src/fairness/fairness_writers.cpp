// The fairness report written out: as a tree for YAML and JSON (format wargen-fairness/2), as text
// for people and as one line per file (docs/fairness.md, "The report"). Figures are rounded to
// 0.01, balances and the substance to 0.001, shares to 0.0001.
#include <cmath>
#include <cstdio>

#include "core/number_text.hpp"
#include "fairness/fairness_report.hpp"
#include "fairness/report_tree.hpp"

namespace wargen {

namespace {

// Rounded to 1 / scale: the integer count of steps divided by the scale is the double nearest the
// decimal, so format_number prints it without float noise ("0.6476", not "0.6476000000000001").
std::string num(double v, double scale = 100) {
  return format_number(static_cast<double>(std::llround(v * scale)) / scale + 0.0);
}
double scale_of(const std::string& measure) { return measure.find("share") != std::string::npos ? 10000 : 100; }
ReportNode figure(double v, double scale = 100) { return ReportNode::number(num(v, scale)); }
ReportNode balance(double v) { return figure(v, 1000); }
ReportNode share(double v) { return figure(v, 10000); }

ReportNode half_node(const Box& box, const HalfFigures& h) {
  ReportNode n = ReportNode::map();
  n.add("from_y_cm", figure(box.min_y));
  n.add("to_y_cm", figure(box.max_y));
  n.add("terrain_count", figure(h.terrain_count));
  n.add("terrain_area_cm2", figure(h.terrain_area_cm2));
  n.add("cover_count", figure(h.cover_count));
  n.add("cover_area_cm2", figure(h.cover_area_cm2));
  n.add("impassable_area_cm2", figure(h.impassable_area_cm2));
  n.add("obstacle_length_cm", figure(h.obstacle_length_cm));
  n.add("objective_count", figure(h.objective_count));
  n.add("objective_points", figure(h.objective_points));
  n.add("river_crossings", figure(h.river_crossings));
  n.add("supply_road_length_cm", figure(h.supply_road_length_cm));
  return n;
}

ReportNode report_tree(const FairnessReport& r) {
  ReportNode root = ReportNode::map();
  root.add("format", ReportNode::string("wargen-fairness/2"));
  root.add("scenario", ReportNode::string(r.scenario_id));
  root.add("seed", ReportNode::number(std::to_string(r.seed)));
  ReportNode& sight = root.add("sight", ReportNode::map());
  sight.add("rule", ReportNode::string("tabletop"));
  sight.add("cell_cm", figure(r.sight_cell_cm));
  root.add("balance", balance(r.balance));
  root.add("mean_balance", balance(r.mean_balance));
  root.add("least_stake", balance(r.least_stake));
  root.add("one_sided", figure(r.one_sided));
  const Substance& sub = r.substance;
  ReportNode& substance = root.add("substance", ReportNode::map());
  substance.add("score", balance(sub.score));
  substance.add("floor", balance(kSubstanceFloor));
  substance.add("above_floor", ReportNode::boolean(sub.above_floor));
  substance.add("pieces", figure(sub.pieces));
  substance.add("terrain_share", share(sub.terrain_share));
  substance.add("objectives", figure(sub.objectives));
  ReportNode& measures = root.add("measures", ReportNode::list());
  for (const auto& m : r.measures) {
    ReportNode& n = measures.add("", ReportNode::map());
    n.add("measure", ReportNode::string(m.measure));
    n.add("A", figure(m.a, scale_of(m.measure)));
    n.add("B", figure(m.b, scale_of(m.measure)));
    n.add("reference", figure(m.reference, scale_of(m.measure)));
    n.add("balance", balance(m.balance));
    n.add("counted", ReportNode::boolean(m.counted));
    n.add("stake", ReportNode::boolean(m.stake));
  }
  ReportNode& sides = root.add("sides", ReportNode::list());
  for (const auto& s : r.sides) {
    ReportNode& n = sides.add("", ReportNode::map());
    n.add("side", ReportNode::string(s.side));
    n.add("edge", ReportNode::string(s.edge));
    n.add("half", half_node(s.half, s.figures));
    n.add("enemy_zone_visible_share", share(s.enemy_zone_visible_share));
    ReportNode& objectives = n.add("objectives", ReportNode::list());
    for (const auto& o : s.objectives) {
      ReportNode& on = objectives.add("", ReportNode::map());
      on.add("id", ReportNode::string(o.id));
      on.add("distance_cm", figure(o.distance_cm));
      on.add("visible_share", share(o.visible_share));
      on.add("points", figure(o.points));
    }
  }
  return root;
}

}  // namespace

std::string fairness_yaml(const FairnessReport& report) { return report_yaml(report_tree(report)); }

std::string fairness_json(const FairnessReport& report) { return report_json(report_tree(report)); }

std::string fairness_brief(const FairnessReport& r, const std::string& file) {
  return file + ": balance " + fixed_decimals(r.balance, 3) + ", substance " + fixed_decimals(r.substance.score, 3) +
         (r.substance.above_floor ? "" : " (under the floor " + fixed_decimals(kSubstanceFloor, 3) + ")") + ", " +
         num(r.substance.pieces) + " pieces\n";
}

std::string fairness_text(const FairnessReport& r, const std::string& file) {
  char line[160];
  std::string out = file + " (" + r.scenario_id + ", seed " + std::to_string(r.seed) + ")\n";
  out += "balance " + fixed_decimals(r.balance, 3) + " = (" + format_number(kBalanceMeanWeight) + " x mean " +
         fixed_decimals(r.mean_balance, 3) + " + " + format_number(1 - kBalanceMeanWeight) + " x least stake " +
         fixed_decimals(r.least_stake, 3) + ") / one-sided " + num(r.one_sided) +
         " (1 = both sides alike on every counted measure)\n";
  out += "substance " + fixed_decimals(r.substance.score, 3) + " of the table under terrain, floor " +
         fixed_decimals(kSubstanceFloor, 3) + (r.substance.above_floor ? "" : ": too thin to fight over") + "; " +
         num(r.substance.pieces) + " pieces, " + num(r.substance.objectives) + " objectives\n";
  std::snprintf(line, sizeof line, "%-27s %12s %12s %12s %8s\n", "measure (* stake)", "A", "B", "reference",
                "balance");
  out += line;
  for (const auto& m : r.measures) {
    const double scale = scale_of(m.measure);
    std::snprintf(line, sizeof line, "%-27s %12s %12s %12s %8s\n", (m.measure + (m.stake ? " *" : "")).c_str(),
                  num(m.a, scale).c_str(), num(m.b, scale).c_str(), num(m.reference, scale).c_str(),
                  m.counted ? fixed_decimals(m.balance, 3).c_str() : "-");
    out += line;
  }
  for (const auto& s : r.sides) {
    std::snprintf(line, sizeof line, "side %s (%s edge): own half from y = %s to %s cm\n", s.side.c_str(),
                  s.edge.c_str(), num(s.half.min_y).c_str(), num(s.half.max_y).c_str());
    out += line;
  }
  return out;
}

}  // namespace wargen
