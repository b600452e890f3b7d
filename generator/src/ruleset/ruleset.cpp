#include "ruleset/ruleset.hpp"

#include <fstream>
#include <sstream>

#include "core/error.hpp"
#include "core/sha256.hpp"
#include "core/yaml_access.hpp"
#include "generators/registry.hpp"
#include "generators/scenario_generator.hpp"
#include "ruleset/embedded_rulesets.hpp"
#include "scenario_layer/layer_rules.hpp"

namespace wargen {

namespace {
bool looks_like_path(const std::string& s) {
  auto ends_with = [&](const std::string& suffix) {
    return s.size() >= suffix.size() && s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
  };
  return s.find('/') != std::string::npos || ends_with(".yaml") || ends_with(".yml");
}

std::string known_names() {
  std::string out;
  for (const auto& r : embedded_rulesets()) out += (out.empty() ? "" : ", ") + std::string(r.name);
  return out;
}
}  // namespace

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
  for (const auto& r : embedded_rulesets())
    if (r.name == name_or_path) return load_ruleset_text(std::string(r.text), "rulesets/" + std::string(r.name) + ".yaml");
  if (!looks_like_path(name_or_path))
    throw InputError("unknown ruleset '" + name_or_path + "' (built in: " + known_names() + "; or give a .yaml file)");
  std::ifstream in(name_or_path, std::ios::binary);
  if (!in) throw InputError(name_or_path + ": cannot read the ruleset file");
  std::ostringstream text;
  text << in.rdbuf();
  return load_ruleset_text(text.str(), name_or_path);
}

std::vector<RulesetSummary> built_in_rulesets() {
  std::vector<RulesetSummary> out;
  for (const auto& r : embedded_rulesets()) {
    auto ruleset = load_ruleset_text(std::string(r.text), "rulesets/" + std::string(r.name) + ".yaml");
    out.push_back({ruleset.name, ruleset.description});
  }
  return out;
}

}  // namespace wargen
