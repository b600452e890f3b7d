#pragma once
// Hand-made tables for the fairness and board tests: a 120 × 80 cm table with side A's
// deployment zone along the south edge and B's along the north, and shapes to put on it.
#include "scenario/scenario.hpp"

namespace wargen::test {

inline Polygon rect(double x0, double y0, double x1, double y1) { return {{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}}; }

// The same outline turned half a turn about the table's centre (what a symmetric table repeats).
inline Polygon rotated_half_turn(const Polygon& p, double width_cm, double depth_cm) {
  Polygon out;
  for (Point q : p) out.push_back({width_cm - q.x, depth_cm - q.y});
  return out;
}

inline Feature area(const std::string& id, const std::string& kind, Polygon outline) {
  Feature f;
  f.id = id;
  f.kind = kind;
  f.outline = std::move(outline);
  return f;
}

inline Feature line(const std::string& id, const std::string& kind, Polyline path, double width_cm) {
  Feature f;
  f.id = id;
  f.kind = kind;
  f.path = std::move(path);
  f.width_cm = width_cm;
  return f;
}

// Zones `zone_depth_cm` deep over the whole width (zone_x0/x1 narrow them).
inline Scenario open_table(double zone_depth_cm = 10, double zone_x0 = 0, double zone_x1 = 120) {
  Scenario s;
  s.id = "hand-made";
  s.table_width_cm = 120;
  s.table_depth_cm = 80;
  s.deployment.push_back({"A", "south", rect(zone_x0, 0, zone_x1, zone_depth_cm)});
  s.deployment.push_back({"B", "north", rect(zone_x0, 80 - zone_depth_cm, zone_x1, 80)});
  return s;
}

}  // namespace wargen::test
