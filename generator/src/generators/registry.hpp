#pragma once
#include <string>
#include <vector>

namespace wargen {

class ScenarioGenerator;

// Every generator plugin, listed in one place (registry.cpp).
const std::vector<const ScenarioGenerator*>& all_generators();
const ScenarioGenerator* find_generator(const std::string& name);

}  // namespace wargen
