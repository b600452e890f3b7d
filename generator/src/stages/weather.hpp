#pragma once
// Weather stage (GOK-W1..W3): the starting weather and a pre-rolled gauge for every turn.
#include <string>
#include <vector>

#include "core/dice.hpp"
#include "core/yaml_access.hpp"
#include "scenario/scenario.hpp"

namespace wargen {

struct Violation;

struct WeatherRules {
  struct GaugeBand {
    int lowest = 0;
    int highest = 0;
    std::string state;
    int movement_pct = 0;
    int fire_per_die = 0;
    double visibility_cm = 0;
  };
  Dice start_dice;                 // GOK-W1
  Dice change_dice;                // GOK-W2
  std::pair<int, int> down, stay, up;
  int default_turns = 12;
  int extreme_heat_after_turns = 3;  // GOK-W3
  int extreme_heat_movement_pct = -25;
  std::vector<GaugeBand> gauge;    // covers start_dice.min()..max(); the gauge stops at its ends

  const GaugeBand& band(int gauge_value) const;
};

WeatherRules read_weather_rules(YamlMap weather);

// Rolls the starting weather and `turns - 1` changes, logging each die. The changes come from
// `later_turns_rng` when given: the future weather is hidden from the players (VPM-6), so it must
// not follow from the seed printed on their copy.
Weather roll_weather(const WeatherRules& rules, int turns, Pcg32& rng, std::vector<DiceLogEntry>& log,
                     Pcg32* later_turns_rng = nullptr);

// GOK-W1..W3 checks of a scenario's weather.
void check_weather(const Weather& weather, const WeatherRules& rules, std::vector<Violation>& out);

}  // namespace wargen
