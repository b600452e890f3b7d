#pragma once
// The scenario as JSON (`--format json`): the same model, keys and order as the YAML
// (docs/exports.md#json), for tools with a JSON reader at hand. wargen's reader reads it back
// (JSON is YAML), and write -> read -> write gives the same bytes.
#include <string>

#include "scenario/scenario.hpp"

namespace wargen {

// The whole file, ending in a newline. Deterministic: depends only on `scenario`.
std::string write_scenario_json(const Scenario& scenario);

}  // namespace wargen
