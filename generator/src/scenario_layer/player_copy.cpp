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

void check_player_copy(const Scenario& s, std::vector<Violation>& out) {
  if (s.options.count(kUmpireKeyOption))
    out.push_back({"VPM-6", std::string("a player's copy holds the umpire's key (options.") + kUmpireKeyOption + ")"});
  for (const auto& turn : s.weather.turns)
    if (turn.turn > 1)
      out.push_back({"VPM-6", "a player's copy holds the weather of turn " + std::to_string(turn.turn) +
                                  " (only turn 1 is rolled openly, GOK-W1)"});
  for (const auto& entry : s.dice_log)
    if (is_hidden_dice(entry))
      out.push_back({"VPM-6", "a player's copy holds a " + entry.rule + " die of the weather"});
}

}  // namespace wargen
