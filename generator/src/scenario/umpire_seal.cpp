#include "scenario/umpire_seal.hpp"

#include "core/number_text.hpp"
#include "core/sha256.hpp"
#include "scenario/table_identity.hpp"

namespace wargen {

std::string umpire_seal_of(const Scenario& s) {
  std::string sealed = "wargen umpire seal 1\n" + table_identity(s);
  append_field(sealed, "id", s.id);
  for (const auto& marker : s.objectives.markers) {
    append_field(sealed, "vp_marker", std::to_string(marker.number));
    append_field(sealed, "value_pct", std::to_string(marker.value_pct));
  }
  for (const auto& turn : s.weather.turns) {
    append_field(sealed, "turn", std::to_string(turn.turn));
    append_field(sealed, "gauge", std::to_string(turn.gauge));
    append_field(sealed, "state", turn.state);
    append_field(sealed, "extreme_heat", turn.extreme_heat ? "true" : "false");
    append_field(sealed, "movement_pct", std::to_string(turn.movement_pct));
    append_field(sealed, "fire_per_die", std::to_string(turn.fire_per_die));
    append_field(sealed, "visibility_cm", format_number(turn.visibility_cm));
  }
  for (const auto& die : s.dice_log) {
    if (die.rule != "GOK-W2") continue;  // the hidden dice (scenario_layer/player_copy.hpp)
    append_field(sealed, "die", die.note);
    append_field(sealed, "result", std::to_string(die.result));
  }
  return "hmac-sha256:" + hex_text(hmac_sha256(s.options.at("umpire_key"), sealed));
}

std::optional<std::string> umpire_seal_problem(const Scenario& read) {
  const bool keyed = read.options.count("umpire_key") > 0;
  if (!keyed && read.umpire_seal.empty()) return std::nullopt;
  if (!keyed) return "is there, but the scenario has no umpire key (options.umpire_key) it could be made with";
  if (read.umpire_seal.empty())
    return "is required in an umpire's copy (one with options.umpire_key), and missing: make the copy again with "
           "wargen generate --seed " +
           std::to_string(read.seed) + " --umpire-key K";
  if (umpire_seal_of(read) != read.umpire_seal)
    return "does not match the umpire's copy: it was changed after wargen wrote it (a VP value, the weather, the "
           "id, the ruleset, an option …); make it again with --seed " +
           std::to_string(read.seed) + " and its umpire key";
  return std::nullopt;
}

}  // namespace wargen
