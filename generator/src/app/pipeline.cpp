#include "app/pipeline.hpp"

#include <unistd.h>

#include <algorithm>
#include <iostream>
#include <map>

#include "app/format_writers.hpp"
#include "app/run_outputs.hpp"
#include "app/ruleset_loader.hpp"
#include "app/scenario_options.hpp"
#include "core/error.hpp"
#include "core/input_text.hpp"
#include "render/map_renderer.hpp"
#include "ruleset/built_in_ruleset.hpp"
#include "scenario/scenario_reader.hpp"
#include "scenario/scenario_writer.hpp"
#include "scenario/table_label.hpp"
#include "scenario/umpire_seal.hpp"
#include "scenario_layer/layer_options.hpp"
#include "scenario_layer/player_copy.hpp"
#include "scenario_layer/scenario_layer.hpp"
#include "terrain_box/box_use_check.hpp"

namespace wargen {

namespace {

void check_format(const std::string& format) {
  if (std::find(known_formats().begin(), known_formats().end(), format) == known_formats().end())
    throw InputError("--format: unknown format '" + format + "' (known: " + format_list() + ")");
}

// `--out -`: one file's bytes, whole, on standard output, for a pipe into another tool. Rendered
// first, so an error leaves nothing half-written.
std::filesystem::path write_to_stdout(const Scenario& scenario, const OutputRequest& request) {
  if (request.formats.size() != 1)
    throw InputError("--out -: standard output takes one format, not " + std::to_string(request.formats.size()) +
                     " (pass --format with one of " + format_list() + ")");
  const std::string& format = request.formats.front();
  check_format(format);
  // A Tiled map names its board picture, a file beside it: alone on a pipe it would point at nothing.
  if (!companion_formats(format).empty() && format != "fos")
    throw InputError("--out -: a " + format + " map refers to files written beside it (" +
                     companion_file_names(file_stem(scenario, request), format).front() +
                     "): write them to a directory with --out DIR");
  // A picture or a PDF on a terminal is a screenful of bytes and, often, a garbled terminal.
  if (is_binary_format(format) && isatty(STDOUT_FILENO))
    throw InputError("--out -: standard output is a terminal and " + format +
                     " is binary: redirect it (> file) or pipe it to another program");
  std::string bytes = render_format(scenario, format, request);
  std::cout.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  std::cout.flush();
  if (!std::cout) throw InputError("--out -: cannot write to standard output");
  return "-";
}

}  // namespace

const std::vector<std::string>& known_formats() {
  static const std::vector<std::string> formats = {"yaml",    "png",        "svg",     "pdf",    "sheet", "json",
                                                   "geojson", "geojson-cm", "map-png", "dd2vtt", "tmj",   "fos"};
  return formats;
}

Scenario generate_scenario(const Ruleset& ruleset, const GenerateRequest& request, GenerationEffort* effort) {
  check_scenario_options(ruleset, request.options);
  Scenario scenario = generate_checked_scenario(ruleset, request, effort);
  // Nothing leaves wargen that `wargen validate` would reject: a file that breaks a rule would be
  // set up on a table before anyone checked it.
  std::vector<Violation> broken = validate_scenario(scenario, ruleset);
  if (request.terrain_box) {
    auto box_broken = check_box_use(scenario, *request.terrain_box);
    broken.insert(broken.end(), box_broken.begin(), box_broken.end());
  }
  if (!broken.empty())
    throw InvalidTableError("bug: seed " + std::to_string(request.seed) + " of ruleset '" + ruleset.name +
                            "' made a table that breaks " + broken.front().rule + " (" + broken.front().message +
                            (broken.size() > 1 ? "; and " + std::to_string(broken.size() - 1) + " more" : "") +
                            "); nothing was written. Please report it with this command line");
  return scenario;
}

Scenario generate_checked_scenario(const Ruleset& ruleset, const GenerateRequest& request, GenerationEffort* effort) {
  Scenario scenario = ruleset.generator->generate(ruleset, request, effort);
  // Objectives, armies, victory when asked for.
  add_scenario_layer(scenario, ruleset, layer_request(request.options));
  // The file says which table it was made for, so `validate` loads the ruleset the same way.
  if (ruleset.table) scenario.options["table"] = table_size_text(*ruleset.table);
  // The file says which box it was laid from, and what each piece it names is, for the sheet.
  if (request.terrain_box) scenario.terrain_box = box_record(scenario, *request.terrain_box);
  // VPM-6: what the umpire's copy will be sealed with, as reading it back gives it.
  if (scenario.options.count(kUmpireKeyOption)) scenario.umpire_seal = umpire_seal_of(scenario);
  return scenario;
}

bool writes_to_stdout(const OutputRequest& request) { return request.out_dir == "-"; }

RenderOptions map_render_options(const OutputRequest& request) {
  RenderOptions options;
  options.px_per_cm = request.px_per_cm;
  options.grid = request.grid;
  if (request.view) options.view = *request.view;
  return options;
}

GenerateRequest request_from_scenario(const Scenario& scenario) {
  GenerateRequest request{scenario.seed, scenario.options};
  request.options.erase(kLabelOption);  // printed, not generated from: scenario/table_label.hpp
  request.options.erase("table");       // not a scenario option: the ruleset is loaded with it (table_of)
  return request;
}
std::optional<TableSize> table_of(const Scenario& scenario, const std::string& where) {
  auto it = scenario.options.find("table");
  if (it == scenario.options.end()) return std::nullopt;
  return parse_table_size(it->second, where + ": options: table");
}

std::vector<std::filesystem::path> write_outputs(const Scenario& scenario, const OutputRequest& request) {
  if (writes_to_stdout(request)) return {write_to_stdout(scenario, request)};
  return publish_outputs(render_outputs(scenario, request));
}

namespace {
// A scenario names its ruleset; a file from elsewhere must not make wargen open a path of its
// choosing (`ruleset.name: /dev/zero`), so the name is looked up among the built-in rulesets only
// and any other ruleset is the file the user names with --ruleset.
Ruleset ruleset_for_validation(const Scenario& scenario, const std::string& path, const std::string& override_name) {
  std::optional<TableSize> table = table_of(scenario, path);
  if (!override_name.empty()) return load_ruleset(override_name, table);
  if (auto built_in = built_in_ruleset_source(scenario.ruleset_name))
    return load_ruleset_source(*built_in, table);
  throw InputError(located(path, 0, "ruleset.name",
                           "'" + scenario.ruleset_name + "' is not a built-in ruleset (" + built_in_ruleset_names() +
                               "): pass the ruleset file it was made with, --ruleset FILE"));
}
}  // namespace

namespace {
// The report lists at most this many violations of each rule, then one line counting the rest: a
// hostile file of 100 000 pieces breaks one rule 100 000 times.
constexpr std::size_t kReportedPerRule = 50;
}  // namespace

ValidationReport validate_file(const std::string& path, const std::string& ruleset_override, const TerrainBox* box) {
  ValidationReport report;
  report.file = input_name(path);  // "(stdin)" for "-"
  Scenario scenario = read_scenario_file(path);
  report.feature_count = scenario.features.size();
  if (auto problem = umpire_seal_problem(scenario)) report.violations.push_back({"VPM-6", "umpire_seal " + *problem});
  Ruleset ruleset = ruleset_for_validation(scenario, path, ruleset_override);
  if (ruleset.digest != scenario.ruleset_digest)
    report.violations.push_back({"RULESET", "made with a different version of ruleset '" + scenario.ruleset_name +
                                                "' (digest " + scenario.ruleset_digest + ", this one " +
                                                ruleset.digest + "); pass --ruleset FILE with the ruleset used"});
  auto found = validate_scenario(scenario, ruleset);
  report.violations.insert(report.violations.end(), found.begin(), found.end());
  if (box) {
    auto box_found = check_box_use(scenario, *box);
    report.violations.insert(report.violations.end(), box_found.begin(), box_found.end());
  }
  // Each rule's first kReportedPerRule lines in their order, then its count of the rest.
  std::map<std::string, std::size_t> per_rule;
  std::vector<Violation> listed;
  for (auto& v : report.violations)
    if (++per_rule[v.rule] <= kReportedPerRule) listed.push_back(std::move(v));
  for (const auto& [rule, count] : per_rule)
    if (count > kReportedPerRule)
      listed.push_back({rule, std::to_string(count - kReportedPerRule) + " more violations of " + rule +
                                  " (not listed: the report names the first " + std::to_string(kReportedPerRule) +
                                  " of each rule)"});
  report.violations = std::move(listed);
  return report;
}

std::vector<Violation> validate_scenario(const Scenario& scenario, const Ruleset& ruleset) {
  std::vector<Violation> found = ruleset.generator->validate(scenario, ruleset);
  auto layer = validate_scenario_layer(scenario, ruleset);  // VPM, GOK-A, victory
  found.insert(found.end(), layer.begin(), layer.end());
  return found;
}

}  // namespace wargen
