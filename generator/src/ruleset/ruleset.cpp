#include "ruleset/ruleset.hpp"

#include "core/error.hpp"
#include "core/input_file.hpp"
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

std::optional<Ruleset> load_built_in_ruleset(const std::string& name) {
  for (const auto& r : embedded_rulesets())
    if (r.name == name) return load_ruleset_text(std::string(r.text), "rulesets/" + std::string(r.name) + ".yaml");
  return std::nullopt;
}

Ruleset load_ruleset(const std::string& name_or_path) {
  if (auto built_in = load_built_in_ruleset(name_or_path)) return *built_in;
  if (!looks_like_path(name_or_path))
    throw InputError("unknown ruleset '" + name_or_path + "' (built in: " + known_names() + "; or give a .yaml file)");
  return load_ruleset_text(read_input_file(name_or_path, "ruleset file", kMaxSettingsBytes), name_or_path);
}

std::string built_in_ruleset_names() { return known_names(); }

std::vector<RulesetSummary> built_in_rulesets() {
  std::vector<RulesetSummary> out;
  for (const auto& r : embedded_rulesets()) {
    auto ruleset = load_ruleset_text(std::string(r.text), "rulesets/" + std::string(r.name) + ".yaml");
    out.push_back({ruleset.name, ruleset.description});
  }
  return out;
}

}  // namespace wargen
