#include "scenario_layer/player_copy.hpp"

#include <algorithm>

#include "scenario_layer/layer_options.hpp"

namespace wargen {

bool is_hidden_dice(const DiceLogEntry& entry) {
  // GOK-W2: each later turn's gauge die is the future weather itself.
  return entry.rule == "GOK-W2";
}

Scenario player_copy(const Scenario& umpire) {
  Scenario copy = umpire;
  copy.options.erase(kUmpireKeyOption);
  copy.umpire_seal.clear();  // sealed by its key, which the copy leaves out
  // GOK-W1 is rolled openly at the start of the game; every later turn is still to come.
  std::erase_if(copy.weather.turns, [](const WeatherTurn& turn) { return turn.turn > 1; });
  std::erase_if(copy.dice_log, is_hidden_dice);
  if (!copy.objectives.empty()) {
    copy.objectives.view = "player";
    for (auto& marker : copy.objectives.markers) marker.value_pct = 0;
  }
  return copy;
}

}  // namespace wargen
