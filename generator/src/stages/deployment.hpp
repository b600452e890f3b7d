#pragma once
// Deployment stage: each side's zone along its own long edge (side A south and side B north,
// unless the sides were given other edges, as NPOW-E1 allows).
#include <vector>

#include "core/yaml_access.hpp"
#include "scenario/scenario.hpp"

namespace wargen {

struct DeploymentRules {
  double depth_cm = 15;  // DESIGN default: 15 cm from each long edge
};

DeploymentRules read_deployment_rules(YamlMap deployment);
// `south_side` is the side ("A" or "B") that holds the south edge; the other holds the north.
std::vector<DeploymentZone> make_deployment(const DeploymentRules& rules, double table_width_cm, double table_depth_cm,
                                            const std::string& south_side = "A");

}  // namespace wargen
