#include "templates/scenario_template.hpp"

#include "core/error.hpp"
#include "core/input_file.hpp"
#include "core/yaml_access.hpp"
#include "generators/scenario_generator.hpp"
#include "objectives/registry.hpp"
#include "templates/embedded_templates.hpp"
#include "victory/registry.hpp"

namespace wargen {
namespace {

bool looks_like_path(const std::string& s) {
  auto ends_with = [&](const std::string& suffix) {
    return s.size() >= suffix.size() && s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
  };
  return s.find('/') != std::string::npos || ends_with(".yaml") || ends_with(".yml");
}

bool present(const YamlValue& v) { return v.node().IsDefined() && !v.node().IsNull(); }

}  // namespace

ScenarioTemplate load_template_text(const std::string& text, const std::string& file) {
  YamlMap root(parse_yaml(text, file), file, "");
  ScenarioTemplate t;
  t.file = file;
  t.name = root.required("name").text();
  t.description = root.required("description").text();
  t.ruleset = root.required("ruleset").text();
  YamlValue objectives = root.optional("objectives");
  if (present(objectives)) {
    t.layer.objectives = objectives.text();
    if (!find_objective_scheme(t.layer.objectives))
      objectives.fail("unknown objective scheme '" + t.layer.objectives + "' (known: " + objective_scheme_names() +
                      ")");
  }
  YamlValue held = root.optional("defender_held_ground");
  if (present(held)) t.layer.defender_held_ground = held.boolean();
  YamlValue armies = root.optional("armies");
  if (present(armies)) t.layer.armies = armies.boolean();
  YamlValue victory = root.optional("victory");
  if (present(victory)) {
    t.layer.victory = victory.text();
    if (!find_victory_system(t.layer.victory))
      victory.fail("unknown victory system '" + t.layer.victory + "' (known: " + victory_system_names() + ")");
  }
  YamlValue turns = root.optional("turns");
  if (present(turns)) t.turns = turns.integer(1, 1000);
  YamlValue npow = root.optional("npow");  // NPOW set-up, by the keys scenario options use
  if (present(npow)) {
    YamlMap options(npow);
    for (const auto& key : options.keys()) {
      YamlValue value = options.optional(key);
      GenerateRequest check;
      if (!apply_npow_option(check, key, value.text(), file))
        value.fail("is not an NPOW option (zone, attacker, attacker_edge, initiative_A, initiative_B, "
                   "no_objective_max, max_points_per_objective, points_step)");
      t.npow[key] = value.text();
    }
  }
  root.finish();
  t.layer.template_name = t.name;
  return t;
}

ScenarioTemplate load_template(const std::string& name_or_path) {
  for (const auto& e : embedded_templates())
    if (e.name == name_or_path)
      return load_template_text(std::string(e.text), "templates/" + std::string(e.name) + ".yaml");
  if (!looks_like_path(name_or_path)) {
    std::string names;
    for (const auto& e : embedded_templates()) names += (names.empty() ? "" : ", ") + std::string(e.name);
    throw InputError("--template: unknown template '" + name_or_path + "' (built in: " + names +
                     "; or give a .yaml file)");
  }
  return load_template_text(read_input_file(name_or_path, "template file", kMaxSettingsBytes), name_or_path);
}

std::vector<ScenarioTemplate> built_in_templates() {
  std::vector<ScenarioTemplate> out;
  for (const auto& e : embedded_templates())
    out.push_back(load_template_text(std::string(e.text), "templates/" + std::string(e.name) + ".yaml"));
  return out;
}

}  // namespace wargen
