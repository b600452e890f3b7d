#pragma once
// The scenario-layer keys of a ruleset, all optional and read by the common loader whatever the
// generator: `objectives:` (one map per objective scheme), `armies:` (the army list) and
// `victory:` (the system the ruleset is played by, with its parameters).
#include <map>
#include <memory>
#include <string>

#include "armies/army_list.hpp"
#include "core/yaml_access.hpp"
#include "objectives/objective_scheme.hpp"
#include "scenario/scenario_layer.hpp"

namespace wargen {

struct LayerRules {
  // Every registered scheme's parameters: the ruleset's section, or the scheme's defaults.
  std::map<std::string, std::shared_ptr<const ObjectiveParams>> objectives;
  std::shared_ptr<const ArmyListRules> armies;  // null: the ruleset has no army list
  Victory victory;                              // empty: the ruleset names no victory system

  const ObjectiveParams& objective_params(const std::string& scheme) const;
};

// Reads (and checks off) the three keys of a ruleset's root map. Throws InputError.
std::shared_ptr<const LayerRules> read_layer_rules(YamlMap& root);

// The rules of a ruleset, or the defaults when it was built without them.
const LayerRules& layer_rules_or_defaults(const std::shared_ptr<const LayerRules>& rules);

}  // namespace wargen
