#pragma once
// The scenario layer's part of a scenario's `options` (what the user asked for), and back, so the
// golden-sample test can regenerate a file from the file. Called by generators/generate_request.cpp.
#include <map>
#include <string>

#include "scenario_layer/layer_request.hpp"

namespace wargen {

// Adds objectives, defender_held_ground, defender, vp_policy_<side>, umpire_key, armies, victory
// and template, each only when set.
void add_layer_options(const LayerRequest& request, std::map<std::string, std::string>& options);

// True when `key` is one of those (and stores it); throws InputError naming the scenario and key
// for a bad value.
bool read_layer_option(const std::string& key, const std::string& value, LayerRequest& request,
                       const std::string& scenario_id);

// The option that holds the umpire's key: never in a player's copy (VPM-6).
inline constexpr const char* kUmpireKeyOption = "umpire_key";

}  // namespace wargen
