#pragma once
// YAML of the scenario layer (objectives, armies, victory), called by scenario_writer.cpp and
// scenario_reader.cpp. docs/scenario-format.md documents the keys. Every key is optional: an
// empty part is not written, and a missing one reads as empty.
#include <string>

#include "core/yaml_access.hpp"
#include "scenario/scenario.hpp"

namespace wargen {

// Appends `objectives:`, `armies:` and `victory:` for the parts that are not empty.
void write_scenario_layer(std::string& out, const Scenario& scenario);

// Reads those keys from the top-level map (checking them off) into `scenario`.
void read_scenario_layer(YamlMap& top, Scenario& scenario);

}  // namespace wargen
