#pragma once
// The scenario layer's options, declared once for the command line, templates, the web page and
// a scenario's recorded `options`.
#include <cstdint>
#include <optional>
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
// Its umpire key alone (layer_request's), for a generator keying its secret turns by it without
// reading the rest of the layer's options for every table. Throws as layer_request does.
std::optional<std::uint64_t> umpire_key_option(const OptionValues& values);

// The option that holds the umpire's key: never in a player's copy (VPM-6).
inline constexpr const char* kUmpireKeyOption = "umpire_key";

}  // namespace wargen
