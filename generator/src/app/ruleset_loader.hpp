#pragma once
// Loading a ruleset: the model reads the common keys, the generator the ruleset names reads its
// own, and the scenario layer its objectives, armies and victory keys. The app composes them, so
// the model never needs to know the plugins.
#include <optional>
#include <string>
#include <vector>

#include "ruleset/ruleset.hpp"

namespace wargen {

// Loads a built-in ruleset by name, or a file when `name_or_path` names one (contains '/' or ends
// in .yaml/.yml). Throws InputError naming the file, line and key on any problem. `table`, when
// given (`--table`), replaces the ruleset's `table:` size before its generator reads it; it must lie
// within the ruleset's `table_sizes:` (InputError naming --table otherwise).
Ruleset load_ruleset(const std::string& name_or_path, const std::optional<TableSize>& table = {});
// Loads a source (a built-in one takes its tree and digest from the build).
Ruleset load_ruleset_source(const RulesetSource& source, const std::optional<TableSize>& table = {});
// Loads from text; `file` is used in messages.
Ruleset load_ruleset_text(const std::string& text, const std::string& file,
                          const std::optional<TableSize>& table = {});

struct RulesetSummary {
  std::string name;
  std::string description;
  std::optional<TableSizeRules> table_sizes;
  TableSize table;  // its own table
};
std::vector<RulesetSummary> built_in_rulesets();

}  // namespace wargen
