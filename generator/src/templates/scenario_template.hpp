#pragma once
// Scenario templates (presets): a ruleset plus the options that make a kind of game, so a club
// asks for `--template gok-vp-battle` instead of five flags. Built-in ones are templates/*.yaml,
// compiled in like rulesets; a user's own is any .yaml file. Flags given beside a template win.
// Besides name, description and ruleset, a template's keys are option keys as the generators, the
// scenario layer and the outputs declare them (`objectives: vp-markers`, `initiative_A: high`).
#include <string>
#include <vector>

#include "core/option_spec.hpp"

namespace wargen {

// A template file's format id, its optional `wargen_format` key (docs/exports.md).
inline constexpr const char* kTemplateFormat = "wargen-template/1";

struct ScenarioTemplate {
  std::string name;
  std::string description;
  std::string file;       // for messages
  std::string ruleset;    // built-in name or a path
  OptionValues options;   // by option key, each checked against its declaration
};

// A built-in template by name, or a file when the argument contains '/' or ends in .yaml/.yml.
// `known` are the declarations a template may set. Throws InputError naming the file, line and key.
ScenarioTemplate load_template(const std::string& name_or_path, const std::vector<OptionSpec>& known);
ScenarioTemplate load_template_text(const std::string& text, const std::string& file,
                                    const std::vector<OptionSpec>& known);
std::vector<ScenarioTemplate> built_in_templates(const std::vector<OptionSpec>& known);

}  // namespace wargen
