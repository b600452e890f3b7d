#pragma once
// Reads a scenario file, format wargen-scenario/1 (docs/scenario-format.md).
// Checks structure and types only: every key known, none twice, required keys present, numbers
// finite, enumerations (kinds, sides, edges, weather states) from their lists, a feature either
// an area or a linear feature. Whether the terrain obeys a ruleset is the validator's job.
#include <string>
#include <string_view>

#include "scenario/scenario.hpp"

namespace wargen {

// `file_name` is used only in messages. Throws one InputError "file:line: key 'k': what" for the
// first problem found; a `format` other than wargen-scenario/1 is refused before anything else.
Scenario read_scenario_yaml(std::string_view text, const std::string& file_name);

// Reads the file at `path` ("-": standard input); a missing or unreadable file is an InputError
// naming the path. JSON (--format json) is YAML to this reader: one reader for both.
Scenario read_scenario_file(const std::string& path);

}  // namespace wargen
