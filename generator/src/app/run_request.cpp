#include "app/run_request.hpp"

#include <charconv>
#include <filesystem>
#include <random>

#include "app/output_options.hpp"
#include "app/ruleset_loader.hpp"
#include "app/scenario_options.hpp"
#include "core/error.hpp"
#include "core/input_file.hpp"
#include "terrain_box/terrain_box_file.hpp"
#include "scenario_layer/layer_options.hpp"
#include "templates/scenario_template.hpp"

namespace wargen {

std::uint64_t parse_seed(const std::string& text, const std::string& flag) {
  std::uint64_t seed = 0;
  auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), seed);
  if (text.empty() || error != std::errc() || end != text.data() + text.size())
    throw InputError(flag + ": '" + text + "' is not a whole number from 0 to 18446744073709551615");
  return seed;
}

std::uint64_t fresh_seed() {
  // Only the seed is drawn from the system: everything after it is our own deterministic engine.
  std::random_device device;
  return (static_cast<std::uint64_t>(device()) << 32) | device();
}

Scenario generate_run(const PreparedRun& run) {
  Scenario scenario = generate_scenario(run.ruleset, run.request);
  scenario.title = run.output.title;
  return scenario;
}

std::vector<OptionSpec> all_run_option_specs() {
  std::vector<OptionSpec> specs = all_scenario_option_specs();
  specs.insert(specs.end(), output_option_specs().begin(), output_option_specs().end());
  return specs;
}

// VP values are always the umpire's. The later weather is hidden only from a player's copy: a run
// that writes none (no --view player or both) and is given no key hides nothing, and its weather
// stays the seed's, so the same seed makes the same files. A key given asks for an umpire's table.
bool hides_from_players(const Ruleset& ruleset, const OptionValues& scenario_options, const std::string& view) {
  const bool player_copy = view == "player" || view == "both" || scenario_options.count(kUmpireKeyOption);
  return scenario_options.count("objectives") ||
         (player_copy && ruleset.generator->hides_later_weather(ruleset, scenario_options));
}

namespace {
// A template's box is named from the template's own folder, so a club's template and box travel
// together; a --terrain-box flag is a path as the shell gives it.
std::string terrain_box_path(const std::string& given, const RunInputs& inputs,
                             const std::optional<ScenarioTemplate>& preset) {
  if (given.empty()) throw InputError("--terrain-box: an empty file name: leave the flag out to lay no box");
  const bool from_template = preset && !inputs.options.count("terrain_box") && names_a_file(inputs.template_name);
  if (!from_template || std::filesystem::path(given).is_absolute()) return given;
  return (std::filesystem::path(preset->file).parent_path() / given).string();
}
}  // namespace

PreparedRun prepare_run(const RunInputs& inputs) {
  std::optional<ScenarioTemplate> preset;
  if (!inputs.template_name.empty()) preset = load_template(inputs.template_name, all_run_option_specs());
  std::string ruleset_name = !inputs.ruleset.empty() ? inputs.ruleset : preset ? preset->ruleset : "gok";

  OptionValues given = preset ? preset->options : OptionValues{};
  for (const auto& [key, value] : inputs.options) given[key] = value;
  OptionValues scenario_values, output_values;
  for (const auto& [key, value] : given) {
    const OptionSpec* output_spec = find_option(output_option_specs(), key);
    if (!output_spec) {
      scenario_values[key] = value;
      continue;
    }
    std::string problem = option_value_problem(*output_spec, value);
    if (!problem.empty()) throw InputError(output_spec->flag() + ": '" + value + "' " + problem);
    output_values[key] = value;
  }

  PreparedRun run;
  std::optional<TableSize> table;
  if (output_values.count("table")) table = parse_table_size(output_values.at("table"));
  run.ruleset = load_ruleset(ruleset_name, table);
  if (preset) scenario_values[kTemplateOption] = preset->name;
  check_scenario_options(run.ruleset, scenario_values);
  run.output = output_request(output_values);
  if (inputs.terrain_box_text)  // read where the file would be, so a page's errors come in the CLI's order
    run.request.terrain_box = std::make_shared<const TerrainBox>(
        read_terrain_box_text(inputs.terrain_box_text->text, inputs.terrain_box_text->name));
  else if (output_values.count("terrain_box"))
    run.request.terrain_box = std::make_shared<const TerrainBox>(
        load_terrain_box(terrain_box_path(output_values.at("terrain_box"), inputs, preset)));
  run.request.seed = inputs.seed ? parse_seed(*inputs.seed) : fresh_seed();
  // VPM-6: whatever a player's copy leaves out is keyed apart from the seed, so the seed printed
  // on it gives nothing away; a key where nothing is hidden would be a key to nothing.
  layer_request(scenario_values);  // the umpire key's number, checked before any work
  run.view = option_text(output_values, "view");
  const bool hidden = hides_from_players(run.ruleset, scenario_values, run.view);
  if (hidden && !scenario_values.count(kUmpireKeyOption))
    scenario_values[kUmpireKeyOption] = std::to_string(fresh_seed());
  if (!hidden && scenario_values.count(kUmpireKeyOption))
    throw InputError(
        "--umpire-key: this table hides nothing from the players (no --objectives, and no weather "
        "after turn 1)");
  run.request.options = std::move(scenario_values);
  return run;
}

}  // namespace wargen
