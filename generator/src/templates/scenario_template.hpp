#pragma once
// Scenario templates (presets): a ruleset plus the options that make a kind of game, so a club
// asks for `--template gok-vp-battle` instead of five flags. Built-in ones are templates/*.yaml,
// compiled in like rulesets; a user's own is any .yaml file. Flags given beside a template win.
#include <map>
#include <string>
#include <vector>

#include "scenario_layer/layer_request.hpp"

namespace wargen {

struct ScenarioTemplate {
  std::string name;
  std::string description;
  std::string file;     // for messages
  std::string ruleset;  // built-in name or a path
  LayerRequest layer;   // objectives, armies, victory, defender_held_ground
  int turns = 0;        // 0 = the ruleset's default
  std::map<std::string, std::string> npow;  // NPOW options by their option keys (apply_npow_option)
};

// A built-in template by name, or a file when the argument contains '/' or ends in .yaml/.yml.
// Throws InputError naming the file, line and key.
ScenarioTemplate load_template(const std::string& name_or_path);
ScenarioTemplate load_template_text(const std::string& text, const std::string& file);
std::vector<ScenarioTemplate> built_in_templates();

}  // namespace wargen
