#include "app/scenario_options.hpp"

#include "core/error.hpp"
#include "generators/registry.hpp"
#include "generators/scenario_generator.hpp"
#include "scenario_layer/layer_options.hpp"

namespace wargen {

std::vector<OptionSpec> scenario_option_specs(const Ruleset& ruleset) {
  std::vector<OptionSpec> specs = ruleset.generator->options(ruleset.params.get());
  const auto& layer = layer_option_specs();
  specs.insert(specs.end(), layer.begin(), layer.end());
  return specs;
}

std::vector<OptionSpec> all_scenario_option_specs() {
  std::vector<OptionSpec> specs;
  for (const auto* generator : all_generators())
    for (auto& spec : generator->options(nullptr))
      if (!find_option(specs, spec.key)) specs.push_back(std::move(spec));
  for (const auto& spec : layer_option_specs())
    if (!find_option(specs, spec.key)) specs.push_back(spec);
  return specs;
}

void check_scenario_options(const Ruleset& ruleset, const OptionValues& options) {
  // Built at the first option to check: a plain run (a survey's every table) has none.
  std::vector<OptionSpec> specs;
  bool specs_built = false;
  for (const auto& [key, value] : options) {
    if (key == kTemplateOption) continue;
    if (!specs_built) {
      specs = scenario_option_specs(ruleset);
      specs_built = true;
    }
    const OptionSpec* spec = find_option(specs, key);
    if (!spec) {
      std::vector<OptionSpec> all = all_scenario_option_specs();
      const OptionSpec* elsewhere = find_option(all, key);
      std::string flag = elsewhere ? elsewhere->flag() : "option " + key;
      throw InputError(flag + ": not an option of ruleset " + ruleset.name + " (" + ruleset.generator->name() +
                       " generator); see wargen generate --ruleset " + ruleset.name + " --help");
    }
    std::string problem = option_value_problem(*spec, value);
    if (!problem.empty()) {
      std::string given = option_is_keyed(*spec) ? key.substr(spec->key.size() + 1) + "=" + value : value;
      throw InputError(spec->flag() + ": '" + given + "' " + problem);
    }
  }
}

}  // namespace wargen
