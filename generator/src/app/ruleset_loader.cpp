#include "app/ruleset_loader.hpp"

#include "core/error.hpp"
#include "core/sha256.hpp"
#include "core/yaml_access.hpp"
#include "generators/registry.hpp"
#include "generators/scenario_generator.hpp"
#include "scenario_layer/layer_rules.hpp"

namespace wargen {

Ruleset load_ruleset_text(const std::string& text, const std::string& file) {
  YamlMap root(parse_yaml(text, file), file, "");
  Ruleset ruleset;
  ruleset.file = file;
  ruleset.digest = "sha256:" + sha256_hex(text);
  ruleset.name = root.required("name").text();
  ruleset.description = root.required("description").text();
  auto generator_value = root.required("generator");
  ruleset.generator = find_generator(generator_value.text());
  if (!ruleset.generator) {
    std::string names;
    for (const auto* g : all_generators()) names += (names.empty() ? "" : ", ") + g->name();
    generator_value.fail("unknown generator '" + generator_value.text() + "' (known: " + names + ")");
  }
  ruleset.params = ruleset.generator->read_params(root);
  ruleset.layer = read_layer_rules(root);
  root.finish();
  return ruleset;
}

Ruleset load_ruleset(const std::string& name_or_path) {
  RulesetSource source = read_ruleset_source(name_or_path);
  return load_ruleset_text(source.text, source.file);
}

std::vector<RulesetSummary> built_in_rulesets() {
  std::vector<RulesetSummary> out;
  for (const auto& source : built_in_ruleset_sources()) {
    Ruleset ruleset = load_ruleset_text(source.text, source.file);
    out.push_back({ruleset.name, ruleset.description});
  }
  return out;
}

}  // namespace wargen
