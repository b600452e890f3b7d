#include "app/pipeline.hpp"

#include <algorithm>

#include "app/format_writers.hpp"
#include "app/ruleset_loader.hpp"
#include "app/scenario_options.hpp"
#include "core/atomic_file.hpp"
#include "core/error.hpp"
#include "render/map_renderer.hpp"
#include "scenario/scenario_reader.hpp"
#include "scenario/scenario_writer.hpp"
#include "scenario_layer/layer_options.hpp"
#include "scenario_layer/player_copy.hpp"
#include "scenario_layer/scenario_layer.hpp"

namespace wargen {

const std::vector<std::string>& known_formats() {
  static const std::vector<std::string> formats = {"yaml", "png", "svg", "pdf", "sheet"};
  return formats;
}

Scenario generate_scenario(const Ruleset& ruleset, const GenerateRequest& request) {
  check_scenario_options(ruleset, request.options);
  Scenario scenario = ruleset.generator->generate(ruleset, request);
  // Objectives, armies, victory when asked for.
  add_scenario_layer(scenario, ruleset, layer_request(request.options));
  // The file says which table it was made for, so `validate` loads the ruleset the same way.
  if (ruleset.table) scenario.options["table"] = table_size_text(*ruleset.table);
  return scenario;
}

GenerateRequest request_from_scenario(const Scenario& scenario) {
  GenerateRequest request{scenario.seed, scenario.options};
  request.options.erase("table");  // not a scenario option: the ruleset is loaded with it (table_of)
  return request;
}

std::optional<TableSize> table_of(const Scenario& scenario, const std::string& where) {
  auto it = scenario.options.find("table");
  if (it == scenario.options.end()) return std::nullopt;
  return parse_table_size(it->second, where + ": options: table");
}

std::vector<OutputCopy> output_copies(const Scenario& scenario, const OutputRequest& output, const std::string& view) {
  std::vector<OutputCopy> copies;
  if (view != "player") {
    copies.push_back({scenario, output});
    if (!view.empty()) copies.back().output.view = MapView::umpire;
  }
  if (view == "player" || view == "both") {
    copies.push_back({player_copy(scenario), output});
    copies.back().output.view = MapView::player;
    copies.back().output.file_suffix = "-player";
  }
  return copies;
}

std::vector<std::filesystem::path> write_outputs(const Scenario& scenario, const OutputRequest& request) {
  std::vector<FileContent> files;
  for (const auto& format : request.formats) {
    if (std::find(known_formats().begin(), known_formats().end(), format) == known_formats().end())
      throw InputError("--format: unknown format '" + format + "' (known: " + format_list() + ")");
    files.push_back({request.out_dir / output_file_name(scenario.id + request.file_suffix, format),
                     render_format(scenario, format, request)});
  }
  std::error_code error;
  std::filesystem::create_directories(request.out_dir, error);
  if (error || !std::filesystem::is_directory(request.out_dir))
    throw InputError(request.out_dir.string() + ": cannot create the output directory (" +
                     (error ? error.message() : std::string("not a directory")) + ")");
  write_files_atomically(files);
  std::vector<std::filesystem::path> written;
  for (const auto& f : files) written.push_back(f.path);
  return written;
}

ValidationReport validate_file(const std::string& path, const std::string& ruleset_override) {
  ValidationReport report;
  report.file = path;
  Scenario scenario = read_scenario_file(path);
  report.feature_count = scenario.features.size();
  Ruleset ruleset =
      load_ruleset(ruleset_override.empty() ? scenario.ruleset_name : ruleset_override, table_of(scenario, path));
  if (ruleset.digest != scenario.ruleset_digest)
    report.violations.push_back({"RULESET", "made with a different version of ruleset '" + scenario.ruleset_name +
                                                "' (digest " + scenario.ruleset_digest + ", this one " +
                                                ruleset.digest + "); pass --ruleset FILE with the ruleset used"});
  auto found = ruleset.generator->validate(scenario, ruleset);
  report.violations.insert(report.violations.end(), found.begin(), found.end());
  auto layer = validate_scenario_layer(scenario, ruleset);  // VPM, GOK-A, victory
  report.violations.insert(report.violations.end(), layer.begin(), layer.end());
  return report;
}

}  // namespace wargen
