#pragma once
// Deployment stage: each side's zone along its own long edge (side A south, side B north).
#include <vector>

#include "core/yaml_access.hpp"
#include "scenario/scenario.hpp"

namespace wargen {

struct DeploymentRules {
  double depth_cm = 15;  // DESIGN default: 15 cm from each long edge
};

DeploymentRules read_deployment_rules(YamlMap deployment);
std::vector<DeploymentZone> make_deployment(const DeploymentRules& rules, double table_width_cm, double table_depth_cm);

}  // namespace wargen
