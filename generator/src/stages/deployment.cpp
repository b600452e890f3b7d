#include "stages/deployment.hpp"

#include "core/det_math.hpp"

namespace wargen {

DeploymentRules read_deployment_rules(YamlMap deployment) {
  DeploymentRules rules;
  rules.depth_cm = deployment.required("depth_cm").number(1, 1000);
  deployment.finish();
  return rules;
}

std::vector<DeploymentZone> make_deployment(const DeploymentRules& rules, double table_width_cm, double table_depth_cm,
                                            const std::string& south_side) {
  double w = quantize_cm(table_width_cm);
  double d = quantize_cm(table_depth_cm);
  double zone = quantize_cm(rules.depth_cm);
  std::string north_side = south_side == "A" ? "B" : "A";
  // Side A's zone first, as every scenario lists them.
  std::vector<DeploymentZone> zones;  // built in place: an initializer list would copy each polygon
  zones.reserve(2);
  zones.push_back({south_side, "south", {{0, 0}, {w, 0}, {w, zone}, {0, zone}}});
  zones.push_back({north_side, "north", {{0, quantize_cm(d - zone)}, {w, quantize_cm(d - zone)}, {w, d}, {0, d}}});
  if (south_side != "A") std::swap(zones[0], zones[1]);
  return zones;
}

}  // namespace wargen
