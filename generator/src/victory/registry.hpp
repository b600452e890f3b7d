#pragma once
#include <string>
#include <vector>

namespace wargen {

class VictorySystem;

// Every victory system, listed in one place (registry.cpp).
const std::vector<const VictorySystem*>& all_victory_systems();
const VictorySystem* find_victory_system(const std::string& name);
// "army-points, loss-tally, …" for messages.
std::string victory_system_names();

}  // namespace wargen
