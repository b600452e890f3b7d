#include "stages/weather.hpp"

#include <algorithm>

#include "core/extensions.hpp"
#include "ruleset/dice_table.hpp"
#include "scenario/violation.hpp"

namespace wargen {

namespace {
bool in(std::pair<int, int> range, int value) { return value >= range.first && value <= range.second; }

// The turn's state and effects from its gauge value and how long it has stayed there.
WeatherTurn describe_turn(const WeatherRules& rules, int turn, int gauge, int turns_on_value) {
  const auto& band = rules.band(gauge);
  WeatherTurn out;
  out.turn = turn;
  out.gauge = gauge;
  out.state = band.state;
  out.movement_pct = band.movement_pct;
  out.fire_per_die = band.fire_per_die;
  out.visibility_cm = band.visibility_cm;
  // GOK-W3: fair weather that stays on one number for a third turn turns to extreme heat.
  if (band.state == "fair" && turns_on_value >= rules.extreme_heat_after_turns) {
    out.extreme_heat = true;
    out.movement_pct = rules.extreme_heat_movement_pct;
  }
  return out;
}
}  // namespace

const WeatherRules::GaugeBand& WeatherRules::band(int gauge_value) const {
  for (const auto& b : gauge)
    if (gauge_value >= b.lowest && gauge_value <= b.highest) return b;
  throw std::logic_error("weather gauge has no band for " + std::to_string(gauge_value));
}

WeatherRules read_weather_rules(YamlMap weather) {
  WeatherRules rules;
  rules.start_dice = read_dice(weather, "start_dice");
  rules.change_dice = read_dice(weather, "change_dice");
  YamlMap change = weather.map("change");
  rules.down = read_roll_range(change, rules.change_dice, "down");
  rules.stay = read_roll_range(change, rules.change_dice, "stay");
  rules.up = read_roll_range(change, rules.change_dice, "up");
  check_coverage(change, rules.change_dice, {rules.down, rules.stay, rules.up}, "down");
  change.finish();
  rules.default_turns = weather.required("default_turns").integer(1, 1000);
  YamlMap heat = weather.map("extreme_heat");
  rules.extreme_heat_after_turns = heat.required("after_turns").integer(2, 1000);
  rules.extreme_heat_movement_pct = heat.required("movement_pct").integer(-100, 100);
  heat.finish();
  std::vector<std::pair<int, int>> ranges;
  for (const auto& item : weather.required("gauge").items()) {
    YamlMap row(item);
    WeatherRules::GaugeBand band;
    std::tie(band.lowest, band.highest) = read_roll_range(row, rules.start_dice, "values");
    band.state = row.required("state").text();
    band.movement_pct = row.required("movement_pct").integer(-100, 100);
    band.fire_per_die = row.required("fire_per_die").integer(-10, 10);
    band.visibility_cm = row.required("visibility_cm").number(0, 10000);
    row.finish();
    ranges.push_back({band.lowest, band.highest});
    rules.gauge.push_back(band);
  }
  check_coverage(weather, rules.start_dice, ranges, "gauge");
  weather.finish();
  return rules;
}

Weather roll_weather(const WeatherRules& rules, int turns, Pcg32& rng, std::vector<DiceLogEntry>& log,
                     Pcg32* later_turns_rng) {
  Pcg32& later = later_turns_rng ? *later_turns_rng : rng;
  Weather weather;
  weather.turns.reserve(static_cast<std::size_t>(std::max(turns, 1)));
  int gauge = rules.start_dice.roll(rng, log, "GOK-W1", "starting weather");
  int turns_on_value = 1;
  weather.turns.push_back(describe_turn(rules, 1, gauge, turns_on_value));
  for (int turn = 2; turn <= turns; ++turn) {
    int roll = rules.change_dice.roll(later, log, "GOK-W2", "weather at the start of turn " + std::to_string(turn));
    int next = gauge;
    if (in(rules.down, roll)) next = gauge - 1;
    if (in(rules.up, roll)) next = gauge + 1;
    // DESIGN (GOK-W2): the gauge stops at its ends.
    next = std::clamp(next, rules.start_dice.min(), rules.start_dice.max());
    turns_on_value = next == gauge ? turns_on_value + 1 : 1;
    gauge = next;
    weather.turns.push_back(describe_turn(rules, turn, gauge, turns_on_value));
  }
  return weather;
}

void check_weather(const Weather& weather, const WeatherRules& rules, std::vector<Violation>& out) {
  int turns_on_value = 0;
  for (std::size_t i = 0; i < weather.turns.size(); ++i) {
    const auto& turn = weather.turns[i];
    auto where = [&turn] { return "weather turn " + std::to_string(turn.turn); };  // for a fault only
    if (turn.turn != static_cast<int>(i) + 1) out.push_back({"GOK-W2", where() + ": turns must run 1, 2, 3 …"});
    if (turn.gauge < rules.start_dice.min() || turn.gauge > rules.start_dice.max()) {
      out.push_back({"GOK-W1", where() + ": gauge " + std::to_string(turn.gauge) + " is off the gauge"});
      return;
    }
    if (i > 0 && std::abs(turn.gauge - weather.turns[i - 1].gauge) > 1)
      out.push_back({"GOK-W2", where() + ": the gauge moves more than one notch"});
    turns_on_value = (i > 0 && turn.gauge == weather.turns[i - 1].gauge) ? turns_on_value + 1 : 1;
    if (without_extensions(turn) != describe_turn(rules, turn.turn, turn.gauge, turns_on_value))
      out.push_back({"GOK-W3", where() + ": state or effects do not match gauge " + std::to_string(turn.gauge) +
                                   (turns_on_value >= rules.extreme_heat_after_turns ? " (extreme heat)" : "")});
  }
}

}  // namespace wargen
