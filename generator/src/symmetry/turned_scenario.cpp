#include "symmetry/turned_scenario.hpp"

#include "core/det_math.hpp"
#include "symmetry/half_turn.hpp"

namespace wargen {

Scenario turned_scenario(const Scenario& scenario) {
  const TableSize table{scenario.table_width_cm, scenario.table_depth_cm};
  Scenario t = scenario;
  for (Sector& s : t.sectors) {
    // The box's far corner turns to its near one.
    s.x_cm = quantize_cm(table.width_cm - s.x_cm - s.width_cm);
    s.y_cm = quantize_cm(table.depth_cm - s.y_cm - s.depth_cm);
  }
  for (Feature& f : t.features) {
    f.outline = half_turn(f.outline, table);
    f.path = half_turn(f.path, table);
  }
  for (Crossing& c : t.crossings) c.at = half_turn(c.at, table);
  for (DeploymentZone& z : t.deployment) {
    z.polygon = half_turn(z.polygon, table);
    z.edge = turned_edge(z.edge);
  }
  for (TableZone& z : t.zones) z.polygon = half_turn(z.polygon, table);
  for (Side& s : t.sides) s.edge = turned_edge(s.edge);
  for (VpMarker& m : t.objectives.markers) m.at = half_turn(m.at, table);
  return t;
}

}  // namespace wargen
