#include "scenario_layer/player_copy.hpp"

#include "scenario_layer/layer_options.hpp"

namespace wargen {

Scenario player_copy(const Scenario& umpire) {
  Scenario copy = umpire;
  if (copy.objectives.empty()) return copy;
  copy.objectives.view = "player";
  for (auto& marker : copy.objectives.markers) marker.value_pct = 0;
  copy.options.erase(kUmpireKeyOption);
  return copy;
}

}  // namespace wargen
