#pragma once
// A ruleset: one YAML file under rulesets/ (built in) or a user's own file. The common header
// keys are read here; everything else belongs to the generator the ruleset names, which reads and
// checks its own keys (GeneratorParams) when the ruleset is loaded.
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "ruleset/table_size.hpp"

namespace wargen {

class ScenarioGenerator;
struct LayerRules;  // scenario_layer/layer_rules.hpp

// What a generator made of the ruleset's keys; each generator derives its own.
struct GeneratorParams {
  virtual ~GeneratorParams() = default;
};

struct Ruleset {
  std::string name;         // "gok"
  std::string description;  // one line, for `wargen rulesets`
  std::string file;         // where it came from: "rulesets/gok.yaml (built in)" or a path
  std::string digest;       // "sha256:<hex>" of the file's bytes
  const ScenarioGenerator* generator = nullptr;
  std::shared_ptr<const GeneratorParams> params;
  std::shared_ptr<const LayerRules> layer;  // objectives, armies, victory: keys any ruleset may have
  std::optional<TableSizeRules> table_sizes;  // the tables `--table` may ask for; unset = only its own
  std::optional<TableSize> table;             // the `--table` the ruleset was loaded with, if any
};

// Loads a built-in ruleset by name, or a file when `name_or_path` names one (contains '/' or ends
// in .yaml/.yml). Throws InputError naming the file, line and key on any problem.
// `table`, when given, replaces the ruleset's `table:` size before its generator reads it; it must
// lie within the ruleset's `table_sizes:` (InputError naming --table otherwise).
Ruleset load_ruleset(const std::string& name_or_path, const std::optional<TableSize>& table = {});
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
