#pragma once
// A ruleset: one YAML file under rulesets/ (built in) or a user's own file. The common header
// keys are read here; everything else belongs to the generator the ruleset names, which reads and
// checks its own keys (GeneratorParams) when the ruleset is loaded.
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/embedded_files.hpp"
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

// A ruleset's text and where it came from: a built-in by name, or a file when `name_or_path`
// names one (contains '/' or ends in .yaml/.yml). Throws InputError when there is none. The app
// turns it into a Ruleset (app/ruleset_loader.hpp), with the generator the ruleset names.
struct RulesetSource {
  std::string text;
  std::string file;  // for messages: "rulesets/gok.yaml" or the path given
  const EmbeddedFile* built_in = nullptr;  // the compiled-in file, with its digest and tree
};
RulesetSource read_ruleset_source(const std::string& name_or_path);

// The built-in rulesets' sources, in name order.
std::vector<RulesetSource> built_in_ruleset_sources();

}  // namespace wargen
