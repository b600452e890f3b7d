#include "templates/scenario_template.hpp"

#include "core/error.hpp"
#include "core/extensions.hpp"
#include "core/input_file.hpp"
#include "core/yaml_access.hpp"
#include "templates/embedded_templates.hpp"

namespace wargen {

ScenarioTemplate load_template_text(const std::string& text, const std::string& file,
                                    const std::vector<OptionSpec>& known) {
  YamlMap root(parse_yaml(text, file));
  ScenarioTemplate t;
  t.file = file;
  t.name = root.required("name").text();
  t.description = root.required("description").text();
  t.ruleset = root.required("ruleset").text();
  auto read_option = [&](YamlMap& map, const std::string& key) {
    YamlValue value = map.optional(key);
    const OptionSpec* spec = find_option(known, key);
    if (!spec) value.fail("is not an option a template may set (see wargen generate --help)");
    std::string problem = option_value_problem(*spec, value.text());
    if (!problem.empty()) value.fail("'" + value.text() + "' " + problem);
    t.options[key] = value.text();
  };
  for (const auto& key : root.keys()) {
    if (key == "name" || key == "description" || key == "ruleset" || is_extension_key(key)) continue;
    if (key == "npow") {
      // The first templates grouped NPOW's options under `npow:`; read as if they stood at the top.
      YamlMap group(root.optional(key));
      for (const auto& inner : group.keys()) read_option(group, inner);
      group.finish();
      continue;
    }
    read_option(root, key);
  }
  root.finish();
  return t;
}

ScenarioTemplate load_template(const std::string& name_or_path, const std::vector<OptionSpec>& known) {
  for (const auto& e : embedded_templates())
    if (e.name == name_or_path)
      return load_template_text(std::string(e.text), "templates/" + std::string(e.name) + ".yaml", known);
  if (!names_a_file(name_or_path)) {
    std::string names;
    for (const auto& e : embedded_templates()) names += (names.empty() ? "" : ", ") + std::string(e.name);
    throw InputError("--template: unknown template '" + name_or_path + "' (built in: " + names +
                     "; or give a .yaml file)");
  }
  return load_template_text(read_input_file(name_or_path, "template file", kMaxSettingsBytes), name_or_path, known);
}

std::vector<ScenarioTemplate> built_in_templates(const std::vector<OptionSpec>& known) {
  std::vector<ScenarioTemplate> out;
  for (const auto& e : embedded_templates())
    out.push_back(load_template_text(std::string(e.text), "templates/" + std::string(e.name) + ".yaml", known));
  return out;
}

}  // namespace wargen
