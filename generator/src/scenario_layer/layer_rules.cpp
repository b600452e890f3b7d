#include "scenario_layer/layer_rules.hpp"

#include <stdexcept>

#include "core/error.hpp"
#include "objectives/registry.hpp"
#include "victory/registry.hpp"
#include "victory/victory_system.hpp"

namespace wargen {

const ObjectiveParams& LayerRules::objective_params(const std::string& scheme) const {
  auto it = objectives.find(scheme);
  if (it == objectives.end()) throw std::logic_error("no parameters for objective scheme " + scheme);
  return *it->second;
}

std::shared_ptr<const LayerRules> read_layer_rules(YamlMap& root) {
  auto rules = std::make_shared<LayerRules>();
  if (root.has("objectives")) {
    YamlMap section = root.map("objectives");
    for (const auto& key : section.keys())
      if (!find_objective_scheme(key))
        section.fail(key, "unknown objective scheme (known: " + objective_scheme_names() + ")");
    for (const auto* scheme : all_objective_schemes()) {
      if (section.has(scheme->name())) {
        YamlMap own = section.map(scheme->name());
        rules->objectives[scheme->name()] = scheme->read_params(&own);
      } else {
        rules->objectives[scheme->name()] = scheme->read_params(nullptr);
      }
    }
    section.finish();
  } else {
    root.optional("objectives");
    for (const auto* scheme : all_objective_schemes()) rules->objectives[scheme->name()] = scheme->read_params(nullptr);
  }
  if (root.has("armies")) rules->armies = read_army_list(root.map("armies"));
  root.optional("armies");
  if (root.has("victory")) {
    YamlMap v = root.map("victory");
    YamlValue system_value = v.required("system");
    const VictorySystem* system = find_victory_system(system_value.text());
    if (!system)
      system_value.fail("unknown victory system '" + system_value.text() + "' (known: " + victory_system_names() + ")");
    std::map<std::string, std::string> given;
    for (const auto& key : v.keys())
      if (key != "system") given[key] = v.required(key).text();
    rules->victory.system = system->name();
    rules->victory.parameters =
        complete_params(*system, given, [&](const std::string& key, const std::string& what) { v.fail(key, what); });
    v.finish();
  }
  root.optional("victory");
  return rules;
}

const LayerRules& layer_rules_or_defaults(const std::shared_ptr<const LayerRules>& rules) {
  if (rules) return *rules;
  static const LayerRules defaults = [] {
    LayerRules r;
    for (const auto* scheme : all_objective_schemes()) r.objectives[scheme->name()] = scheme->read_params(nullptr);
    return r;
  }();
  return defaults;
}

}  // namespace wargen
