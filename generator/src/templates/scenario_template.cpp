#include "templates/scenario_template.hpp"

#include "core/error.hpp"
#include "core/extensions.hpp"
#include "core/input_file.hpp"
#include "core/yaml_access.hpp"
#include "templates/embedded_templates.hpp"

namespace wargen {

namespace {

ScenarioTemplate read_template(std::shared_ptr<YamlDocument> document, const std::string& file,
                               const std::vector<OptionSpec>& known) {
  YamlMap root(std::move(document));
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
  // The template format's id, optional as in every file people write (a file without it is version 1);
  // not `format`, which a template already uses for the --format option.
  if (YamlValue id = root.optional("wargen_format"); id.present() && id.text() != kTemplateFormat)
    id.fail("must be " + std::string(kTemplateFormat) + ", not '" + id.text() +
            "': this wargen reads template format 1 only");
  for (const auto& key : root.keys()) {
    if (key == "name" || key == "description" || key == "ruleset" || key == "wargen_format" || is_extension_key(key))
      continue;
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

ScenarioTemplate built_in_template(const EmbeddedFile& e, const std::vector<OptionSpec>& known) {
  const std::string file = "templates/" + std::string(e.name) + ".yaml";
  return read_template(parse_embedded(e, file), file, known);
}

}  // namespace

ScenarioTemplate load_template_text(const std::string& text, const std::string& file,
                                    const std::vector<OptionSpec>& known) {
  return read_template(parse_yaml(text, file), file, known);
}

ScenarioTemplate load_template(const std::string& name_or_path, const std::vector<OptionSpec>& known) {
  for (const auto& e : embedded_templates())
    if (e.name == name_or_path) return built_in_template(e, known);
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
    out.push_back(built_in_template(e, known));
  return out;
}

}  // namespace wargen
