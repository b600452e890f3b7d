#pragma once
#include <string>
#include <vector>

namespace wargen {

class ScenarioGenerator;
class ObjectivePolicy;

// Every generator plugin, listed in one place (registry.cpp).
const std::vector<const ScenarioGenerator*>& all_generators();
const ScenarioGenerator* find_generator(const std::string& name);

// Every objective points policy (NPOW-O1, O2), listed in the same place.
const std::vector<const ObjectivePolicy*>& all_objective_policies();
const ObjectivePolicy* find_objective_policy(const std::string& name);

}  // namespace wargen
