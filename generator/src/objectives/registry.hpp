#pragma once
#include <string>
#include <vector>

namespace wargen {

class ObjectiveScheme;
class PlacementPolicy;

// Every objective scheme and every VPM-3 placement policy, listed in one place (registry.cpp).
const std::vector<const ObjectiveScheme*>& all_objective_schemes();
const ObjectiveScheme* find_objective_scheme(const std::string& name);
std::string objective_scheme_names();

const std::vector<const PlacementPolicy*>& all_placement_policies();

}  // namespace wargen
