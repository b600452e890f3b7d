// fairness_yaml: the report as YAML, format wargen-fairness/1 (docs/fairness.md). Figures are
// rounded to 0.01 (shares to 0.0001).
#include <cmath>
#include <sstream>

#include "core/number_text.hpp"
#include "fairness/fairness_report.hpp"
#include "scenario/scenario_writer.hpp"

namespace wargen {

namespace {

// Rounded to 1 / scale: the integer count of steps divided by the scale is the double nearest the
// decimal, so format_number prints it without float noise ("0.6476", not "0.6476000000000001").
std::string num(double v, double scale = 100) {
  return format_number(static_cast<double>(std::llround(v * scale)) / scale + 0.0);
}
std::string share(double v) { return num(v, 10000); }

void write_half(std::ostringstream& out, const HalfFigures& h) {
  out << "    half: {terrain_count: " << num(h.terrain_count) << ", terrain_area_cm2: " << num(h.terrain_area_cm2)
      << ", cover_count: " << num(h.cover_count) << ", cover_area_cm2: " << num(h.cover_area_cm2)
      << ", obstacle_count: " << num(h.obstacle_count) << ", obstacle_length_cm: " << num(h.obstacle_length_cm)
      << ", objective_count: " << num(h.objective_count) << ", objective_points: " << num(h.objective_points)
      << ", river_crossings: " << num(h.river_crossings) << "}\n";
}

}  // namespace

std::string fairness_yaml(const FairnessReport& r) {
  std::ostringstream out;
  out << "format: wargen-fairness/1\n";
  out << "scenario: " << yaml_string(r.scenario_id) << "\n";
  out << "seed: " << r.seed << "\n";
  out << "sight: {rule: tabletop, cell_cm: " << num(r.sight_cell_cm) << "}\n";
  out << "balance: " << share(r.balance) << "\n";
  out << "measures:\n";
  for (const auto& m : r.measures)
    out << "  - {measure: " << m.measure
        << ", A: " << num(m.a, m.measure.find("share") != std::string::npos ? 10000 : 100)
        << ", B: " << num(m.b, m.measure.find("share") != std::string::npos ? 10000 : 100)
        << ", balance: " << share(m.balance) << ", counted: " << (m.counted ? "true" : "false") << "}\n";
  out << "sides:\n";
  for (const auto& s : r.sides) {
    out << "  - side: " << yaml_string(s.side) << "\n    edge: " << yaml_string(s.edge) << "\n";
    write_half(out, s.half);
    out << "    enemy_zone_visible_share: " << share(s.enemy_zone_visible_share) << "\n";
    out << "    objectives:" << (s.objectives.empty() ? " []" : "") << "\n";
    for (const auto& o : s.objectives)
      out << "      - {id: " << yaml_string(o.id) << ", distance_cm: " << num(o.distance_cm)
          << ", visible_share: " << share(o.visible_share) << "}\n";
    out << "    supply_lines:" << (s.supply_lines.empty() ? " []" : "") << "\n";
    for (const auto& l : s.supply_lines)
      out << "      - {id: " << yaml_string(l.supply_line) << ", roads: " << l.roads
          << ", road_length_cm: " << num(l.road_length_cm) << "}\n";
  }
  return out.str();
}

}  // namespace wargen
