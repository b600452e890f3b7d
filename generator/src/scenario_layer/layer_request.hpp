#pragma once
// What the user asked of the scenario layer (objectives, armies, victory), beyond the terrain:
// read from the request's option values by layer_request() (scenario_layer/layer_options.hpp).
#include <cstdint>
#include <map>
#include <optional>
#include <string>

namespace wargen {

struct LayerRequest {
  std::string objectives;                          // objective scheme, e.g. "vp-markers"; "" = none
  bool defender_held_ground = false;               // VPM-4 variant
  std::string defender;                            // "A" | "B"; "" = rolled when the variant needs one
  std::map<std::string, std::string> vp_policies;  // side -> placement policy (VPM-3)
  // VPM-6: keys the shuffle of the denominations and the weather after turn 1 (with the table's
  // identity, scenario_layer/table_secrets.hpp), so the seed in a player's copy does not give them
  // away. The app sets one whenever a table hides anything (given or fresh); without it both
  // follow the seed. Not a layer of its own: a key alone adds nothing to the scenario.
  std::optional<std::uint64_t> umpire_key;
  bool armies = false;  // GOK-A1: two army lists
  std::string victory;  // victory system; "" = the scheme's or the ruleset's

  bool empty() const {
    return objectives.empty() && !defender_held_ground && defender.empty() && vp_policies.empty() && !armies &&
           victory.empty();
  }
};

}  // namespace wargen
