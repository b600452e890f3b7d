#pragma once
// The scenario layer's options, declared once for the command line, templates, the web page and
// a scenario's recorded `options`.
#include <string>
#include <vector>

#include "core/option_spec.hpp"
#include "scenario_layer/layer_request.hpp"

namespace wargen {

// objectives, defender_held_ground, defender, vp_policy (per side), umpire_key, armies, victory.
const std::vector<OptionSpec>& layer_option_specs();

// The layer's part of checked option values. Throws InputError naming the flag for an umpire key
// that is not a whole number.
LayerRequest layer_request(const OptionValues& values);

// The option that holds the umpire's key: never in a player's copy (VPM-6).
inline constexpr const char* kUmpireKeyOption = "umpire_key";

}  // namespace wargen
