#include "victory/adjudication.hpp"

#include "core/error.hpp"
#include "core/input_file.hpp"
#include "core/input_text.hpp"
#include "core/yaml_access.hpp"
#include "scenario/scenario_reader.hpp"
#include "scenario/scenario_writer.hpp"
#include "scenario/umpire_seal.hpp"
#include "victory/registry.hpp"
#include "victory/victory_system.hpp"

namespace wargen {
AdjudicationReport adjudicate(const Scenario& scenario, std::string_view state_text, const std::string& state_file,
                              std::optional<int> roll) {
  YamlMap state(parse_yaml(state_text, state_file));
  const VictorySystem* system = nullptr;
  std::map<std::string, std::string> params;
  std::string params_from;
  // The file's own format id, optional (files before it have none): only version 1 is read.
  if (YamlValue format = state.optional("format"); format.present() && format.text() != "wargen-state/1")
    format.fail("must be wargen-state/1, not '" + format.text() + "': this wargen reads end-state format 1 only");
  YamlValue named = state.optional("system");
  bool state_names = named.present();
  if (!scenario.victory.empty()) {
    system = find_victory_system(scenario.victory.system);
    if (!system)
      throw InputError("scenario " + scenario.id + ": key 'victory.system': unknown victory system '" +
                       scenario.victory.system + "' (known: " + victory_system_names() + ")");
    if (state_names && named.text() != system->name())
      named.fail("is '" + named.text() + "', but scenario " + scenario.id + " is played by '" + system->name() +
                 "' (its victory.system)");
    params =
        complete_params(*system, scenario.victory.parameters, [&](const std::string& key, const std::string& what) {
          throw InputError("scenario " + scenario.id + ": key 'victory.parameters." + key + "': " + what);
        });
    params_from = "the scenario";
  } else {
    if (!state_names)
      state.fail("system", "is required: scenario " + scenario.id +
                               " names no victory system (known: " + victory_system_names() + ")");
    system = find_victory_system(named.text());
    if (!system) named.fail("unknown victory system '" + named.text() + "' (known: " + victory_system_names() + ")");
    params = complete_params(*system, {}, [](const std::string&, const std::string&) {});
    params_from = "the system's defaults (the scenario names no victory system)";
  }
  if (roll && (*roll < 1 || *roll > 100))
    throw InputError("--roll: " + std::to_string(*roll) + " is not a 2d10 percentage roll (1 to 100)");

  AdjudicationInput input;
  input.scenario = &scenario;
  input.params = VictoryParams(params);
  input.roll = roll;
  Adjudication result = system->adjudicate(input, state);
  state.finish();

  AdjudicationReport report;
  report.system = system->name();
  report.text = scenario.id + ": victory system " + system->name() + " (" + system->rules() + "), parameters from " +
                params_from + ".\n" + result.text;
  YamlOut head;
  head.text("scenario", scenario.id);
  head.text("system", system->name());
  head.text("rules", system->rules());
  YamlOut::Fields fields;
  for (const auto& [key, value] : params) fields.emplace_back(key, yaml_attribute_value(value));
  head.put("parameters", YamlOut::flow_value(fields));
  report.yaml =
      "# wargen adjudication \xE2\x80\x94 format documented in docs/adjudication.md\n" + head.str() + result.yaml.str();
  return report;
}

AdjudicationReport adjudicate_files(const std::string& scenario_path, const std::string& state_path,
                                    std::optional<int> roll) {
  if (scenario_path == "-" && state_path == "-")
    throw InputError("adjudicate: only one of the scenario and the state can come from standard input (-)");
  Scenario scenario = read_scenario_file(scenario_path);
  // VPM-6: an umpire's copy edited by hand (a VP value, the id, the ruleset) is refused, not judged.
  if (auto problem = umpire_seal_problem(scenario))
    throw InputError(located(input_name(scenario_path), 0, "umpire_seal", *problem + " (VPM-6)"));
  return adjudicate(scenario, read_input_text(state_path, "state file", kMaxSettingsBytes), input_name(state_path),
                    roll);
}

}  // namespace wargen
