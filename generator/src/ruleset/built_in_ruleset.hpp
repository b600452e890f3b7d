#pragma once
// The built-in rulesets by name only, never a file: what a scenario file's `ruleset.name` may name,
// since a scenario may come from anywhere and must not make wargen open a path of its choosing.
#include <optional>
#include <string>

#include "ruleset/ruleset.hpp"

namespace wargen {

std::optional<RulesetSource> built_in_ruleset_source(const std::string& name);
std::string built_in_ruleset_names();  // "gok, npow, npow300"

}  // namespace wargen
