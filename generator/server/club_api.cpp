#include "server/club_api.hpp"

#include <algorithm>
#include <exception>
#include <stdexcept>

#include "app/format_writers.hpp"
#include "app/output_limits.hpp"
#include "app/output_options.hpp"
#include "app/print_options.hpp"
#include "app/ruleset_loader.hpp"
#include "app/scenario_copies.hpp"
#include "app/scenario_options.hpp"
#include "core/error.hpp"
#include "core/message_text.hpp"
#include "core/number_text.hpp"
#include "render/print_layout.hpp"
#include "scenario_layer/layer_options.hpp"
#include "server/embedded_web_files.hpp"
#include "server/json_text.hpp"
#include "templates/scenario_template.hpp"
#include "terrain_box/terrain_box_file.hpp"
#include "web/html_text.hpp"

namespace wargen::server {

namespace {

ApiResponse bad_request(const std::string& message) {
  return {400, "text/plain; charset=utf-8", "wargen: " + one_line(message) + "\n", ""};
}

// The built-in rulesets and templates are compiled in: their names are read once, not on every
// request (loading every ruleset to check one name was 1.6 % of an NPOW map's request).
bool is_built_in_ruleset(const std::string& name) {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> out;
    for (const RulesetSummary& r : built_in_rulesets()) out.push_back(r.name);
    return out;
  }();
  return std::find(names.begin(), names.end(), name) != names.end();
}

bool is_built_in_template(const std::string& name) {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> out;
    for (const ScenarioTemplate& t : built_in_templates(all_run_option_specs())) out.push_back(t.name);
    return out;
  }();
  return std::find(names.begin(), names.end(), name) != names.end();
}

// GOK-T7: the kinds a player may pick for a choice site, as the ruleset's generator declares
// them; none when the ruleset has no choice sites.
std::vector<std::string> choice_kinds(const std::vector<OptionSpec>& ruleset_specs) {
  const OptionSpec* choice = find_option(ruleset_specs, "choice_A");
  return choice ? choice->choices : std::vector<std::string>{};
}

std::string strings(const std::vector<std::string>& texts) {
  std::vector<std::string> items;
  for (const auto& t : texts) items.push_back(json_string(t));
  return json_array(items);
}

// One option as its declaration says it, for the page's form: the flag's name, its one-line help
// and rule, and its values (a choice's list, filled from the ruleset where the generator reads
// them there, as NPOW's zones).
std::string option_json(const OptionSpec& o) {
  std::string name = o.key;
  std::replace(name.begin(), name.end(), '_', '-');
  return json_object({{"name", json_string(name)},
                      {"help", json_string(o.help)},
                      {"rule", json_string(o.rule)},
                      {"description", json_string(o.help + (o.rule.empty() ? "" : " (" + o.rule + ")"))},
                      {"type", json_string(o.type_name())},
                      {"default", json_string(o.default_text)},
                      {"group", json_string(o.group)},
                      {"choices", strings(o.choices)},
                      {"flag", o.type == OptionType::boolean ? "true" : "false"},
                      {"repeatable", option_is_keyed(o) ? "true" : "false"},
                      {"per", json_string(o.per_side ? "side" : o.per_site ? "site" : "")}});
}

// The <option>s of a select, the server's own list, so the page's form works without JavaScript.
std::string html_options(const std::string& none, const std::vector<std::pair<std::string, std::string>>& items) {
  std::string out = "<option value=\"\">" + html_text(none) + "</option>";
  for (const auto& [value, text] : items)
    out += "\n<option value=\"" + html_text(value) + "\">" + html_text(value + " \u2013 " + text) + "</option>";
  return out;
}

void replace_marker(std::string& html, const std::string& marker, const std::string& text) {
  const auto at = html.find(marker);
  if (at == std::string::npos) throw std::logic_error("index.html has no " + marker);
  html.replace(at, marker.size(), text);
}

}  // namespace

int http_status_of_exit_code(int exit_code) {
  // 2: the request is wrong. 4: this seed cannot satisfy the rules; the same query never will,
  // another seed may. 3: the table made fails wargen's own checks; a bug to report, but one this
  // query makes every time, so the page gets the CLI's line (with the seed to replay) and a 4xx it
  // will not retry, never a bare 500.
  if (exit_code == 2) return 400;
  return 422;
}

std::string terrain_box_too_large(std::size_t max_bytes) {
  return std::string(kUploadedBoxName) + ": larger than " + std::to_string(max_bytes / 1024) +
         " KiB, the most a box sent to this page may have (a club's box is a few KiB)";
}

bool page_may_set(const std::string& key) {
  // terrain_box names a file: a page never makes the server read a path of its choosing (it sends
  // the box's text instead, the body of a POST).
  static const std::vector<std::string> server_decides = {"out", "format", "no_yaml", "view", "terrain_box"};
  return std::find(server_decides.begin(), server_decides.end(), key) == server_decides.end();
}

std::string ClubApi::page() const {
  std::string html;
  for (const auto& f : embedded_web_files())
    if (f.name == "index.html") html = std::string(f.text);
  std::vector<std::pair<std::string, std::string>> rulesets, templates;
  for (const auto& r : built_in_rulesets()) rulesets.emplace_back(r.name, r.description);
  for (const auto& t : built_in_templates(all_run_option_specs())) templates.emplace_back(t.name, t.description);
  replace_marker(html, "<!-- rulesets -->", html_options("(the template's; gok without one)", rulesets));
  replace_marker(html, "<!-- templates -->", html_options("(none)", templates));
  return html;
}

ClubApi::ClubApi(Limits limits) : limits_(limits) {
  for (const OptionSpec& spec : all_run_option_specs())
    if (page_may_set(spec.key)) options_.push_back(spec);
}

ApiResponse ClubApi::handle(const std::string& path, const QueryParams& params,
                            std::optional<std::string_view> terrain_box) const {
  try {
    if (terrain_box && terrain_box->size() > limits_.max_terrain_box_bytes)
      return bad_request(terrain_box_too_large(limits_.max_terrain_box_bytes));
    if (params.size() > limits_.max_params)
      return bad_request("too many parameters (at most " + std::to_string(limits_.max_params) + ")");
    for (const auto& [key, value] : params)
      if (key.size() > 40 || value.size() > limits_.max_value_bytes)
        return bad_request(key.substr(0, 40) + ": longer than " + std::to_string(limits_.max_value_bytes) +
                           " characters");
    if (path == "/api/catalogue") return catalogue();
    if (path == "/api/scenario") return scenario_summary(params, terrain_box);
    if (path == "/api/file") return file(params, terrain_box);
    if (path == "/api/terrain-box") return terrain_box_summary(terrain_box);
    return {404, "text/plain; charset=utf-8", "wargen: no such page: " + path.substr(0, 80) + "\n", ""};
  } catch (const Error& e) {
    // The same line the CLI prints, with the HTTP status of its exit code (README, "Exit codes").
    return {http_status_of_exit_code(e.exit_code()), "text/plain; charset=utf-8",
            "wargen: " + one_line(e.what()) + "\n", ""};
  } catch (const std::exception& e) {
    return {500, "text/plain; charset=utf-8", "wargen: internal error: " + one_line(e.what()) + "\n", ""};
  } catch (...) {
    return {500, "text/plain; charset=utf-8", "wargen: internal error\n", ""};
  }
}

PreparedRun ClubApi::prepare(const QueryParams& params, std::optional<std::string_view> box, std::string* format,
                             std::string* copy) const {
  RunInputs inputs;
  if (box) inputs.terrain_box_text = TerrainBoxText{kUploadedBoxName, std::string(*box)};
  for (const auto& [name, value] : params) {
    if (name == "format" && format) {
      *format = value;
    } else if (name == "copy" && copy) {
      *copy = value;
    } else if (value.empty()) {
      continue;  // an empty field of the form: the default (for the seed, a fresh one)
    } else if (name == "ruleset") {
      // The server reads no file a request names: rulesets and templates are the built-in ones.
      if (!is_built_in_ruleset(value)) throw InputError("--ruleset: '" + value + "' is not a built-in ruleset");
      inputs.ruleset = value;
    } else if (name == "template") {
      if (!is_built_in_template(value)) throw InputError("--template: '" + value + "' is not a built-in template");
      inputs.template_name = value;
    } else if (name == "seed") {
      inputs.seed = value;
    } else {
      std::string key = name;
      std::replace(key.begin(), key.end(), '-', '_');  // the flag's name: --px-per-cm is px_per_cm
      auto spec = std::find_if(options_.begin(), options_.end(), [&](const OptionSpec& o) { return o.key == key; });
      if (spec == options_.end()) throw InputError("unknown option '" + name + "'");
      // As the command line reads its flags (cli/main.cpp, DeclaredFlags::given).
      if (spec->type == OptionType::boolean) {
        if (value == "true" || value == "on" || value == "1") inputs.options[key] = "true";
      } else if (option_is_keyed(*spec)) {
        auto [side, side_value] = split_side_value(*spec, value);
        inputs.options[key + "_" + side] = side_value;
      } else {
        inputs.options[key] = value;
      }
    }
  }
  inputs.options["view"] = "both";  // the page shows the umpire's and the player's copy side by side
  PreparedRun run = prepare_run(inputs);
  if (run.output.px_per_cm > limits_.max_px_per_cm)
    throw InputError("--px-per-cm: at most " + format_number(limits_.max_px_per_cm) + " on this page");
  return run;
}

ApiResponse ClubApi::catalogue() const {
  std::vector<std::string> rulesets, templates, options;
  for (const auto& r : built_in_rulesets()) {
    // The options this ruleset's generator and the scenario layer declare, with the ruleset's own
    // values: the page shows these and no other generator's.
    const auto specs = scenario_option_specs(load_ruleset(r.name));
    std::vector<std::string> own;
    for (const OptionSpec& o : specs)
      if (page_may_set(o.key)) own.push_back(option_json(o));
    std::vector<std::pair<std::string, std::string>> fields = {{"name", json_string(r.name)},
                                                               {"description", json_string(r.description)},
                                                               {"table", json_string(table_size_text(r.table))},
                                                               {"choice_kinds", strings(choice_kinds(specs))},
                                                               {"options", json_array(own)}};
    if (r.table_sizes)
      fields.push_back(
          {"table_sizes", json_object({{"width_cm", json_array({format_number(r.table_sizes->min_width_cm),
                                                                format_number(r.table_sizes->max_width_cm)})},
                                       {"depth_cm", json_array({format_number(r.table_sizes->min_depth_cm),
                                                                format_number(r.table_sizes->max_depth_cm)})},
                                       {"sectors", json_string(r.table_sizes->sectors)}})});
    rulesets.push_back(json_object(fields));
  }
  for (const auto& t : built_in_templates(all_run_option_specs()))
    templates.push_back(json_object({{"name", json_string(t.name)},
                                     {"description", json_string(t.description)},
                                     {"ruleset", json_string(t.ruleset)}}));
  for (const OptionSpec& o : output_option_specs())
    if (page_may_set(o.key)) options.push_back(option_json(o));
  return {200, "application/json",
          json_object({{"version", json_string(WARGEN_VERSION)},
                       {"rulesets", json_array(rulesets)},
                       {"templates", json_array(templates)},
                       {"options", json_array(options)}}),
          ""};
}

ApiResponse ClubApi::terrain_box_summary(std::optional<std::string_view> box) const {
  if (!box) throw InputError("/api/terrain-box: send the box's text as the body of a POST");
  const TerrainBox read = read_terrain_box_text(*box, kUploadedBoxName);
  int pieces = 0;
  std::vector<std::string> kinds;
  for (const BoxPiece& p : read.pieces) {
    pieces += p.count;
    if (std::find(kinds.begin(), kinds.end(), p.kind) == kinds.end()) kinds.push_back(p.kind);
  }
  return {200, "application/json",
          json_object({{"name", json_string(read.name)},
                       {"sha256", json_string(read.sha256)},
                       {"entries", std::to_string(read.pieces.size())},
                       {"pieces", std::to_string(pieces)},
                       {"kinds", strings(kinds)}}),
          ""};
}

ApiResponse ClubApi::scenario_summary(const QueryParams& params, std::optional<std::string_view> box) const {
  const PreparedRun run = prepare(params, box, nullptr, nullptr);
  const Scenario s = generate_run(run);
  std::vector<std::string> sites;
  for (const Feature& f : s.features) {
    if (f.kind != "players_choice") continue;  // GOK-T7: an open site a player fills
    auto attribute = [&](const char* key) {
      auto it = f.attributes.find(key);
      return json_string(it == f.attributes.end() ? "" : it->second);
    };
    sites.push_back(json_object({{"id", json_string(f.id)},
                                 {"sector", json_string(f.sector)},
                                 {"player", attribute("player")},
                                 {"suggested_kind", attribute("suggested_kind")}}));
  }
  std::vector<std::string> chosen;
  for (const Feature& f : s.features)
    if (auto it = f.attributes.find("chosen_by"); it != f.attributes.end())
      chosen.push_back(json_object({{"id", json_string(f.id)},
                                    {"sector", json_string(f.sector)},
                                    {"player", json_string(it->second)},
                                    {"kind", json_string(f.kind)},
                                    {"site_choice", json_string(f.attributes.count("site_choice")
                                                                    ? f.attributes.at("site_choice")
                                                                    : "")}}));
  const auto key = run.request.options.find(kUmpireKeyOption);
  const bool has_key = key != run.request.options.end();
  // Seeds and keys go as text: JavaScript numbers lose digits past 2^53.
  return {200, "application/json",
          json_object({{"id", json_string(s.id)},
                       {"title", json_string(s.title)},
                       {"seed", json_string(std::to_string(s.seed))},
                       {"umpire_key", has_key ? json_string(key->second) : "null"},
                       {"ruleset", json_string(s.ruleset_name)},
                       {"table", json_string(format_number(s.table_width_cm) + " \u00d7 " +
                                             format_number(s.table_depth_cm) + " cm")},
                       {"features", std::to_string(s.features.size())},
                       {"crossings", std::to_string(s.crossings.size())},
                       {"vp_markers", std::to_string(s.objectives.markers.size())},
                       {"armies", std::to_string(s.armies.size())},
                       {"terrain_box", s.terrain_box ? json_object({{"name", json_string(s.terrain_box->name)},
                                                                    {"sha256", json_string(s.terrain_box->sha256)}})
                                                     : "null"},
                       {"choice_sites", json_array(sites)},
                       {"chosen_sites", json_array(chosen)}}),
          ""};
}

ApiResponse ClubApi::file(const QueryParams& params, std::optional<std::string_view> box) const {
  std::string format = "png", copy = "umpire";
  PreparedRun run = prepare(params, box, &format, &copy);
  if (std::find(known_formats().begin(), known_formats().end(), format) == known_formats().end())
    throw InputError("--format: unknown format '" + format + "' (known: " + format_list() + ")");
  if (copy != "umpire" && copy != "player") throw InputError("copy: '" + copy + "' must be umpire or player");
  const Scenario scenario = generate_run(run);
  if (format == "pdf" && run.output.print_scale > 0) {
    const auto tiles =
        render::plan_tiles(scenario.table_width_cm, scenario.table_depth_cm, run.output.paper, run.output.print_scale);
    if (static_cast<int>(tiles.tiles.size()) > limits_.max_pdf_pages)
      throw InputError("--print-scale: " + std::to_string(tiles.tiles.size()) +
                       " tile pages; this page makes at most " + std::to_string(limits_.max_pdf_pages) +
                       " (try a larger paper or 1:2)");
  }
  const OutputCopy c = output_copies(scenario, run.output, copy).front();
  check_output_limits(c.scenario, format, c.output);  // as generate checks before drawing
  static const std::vector<std::pair<std::string, std::string>> types = {{"yaml", "application/yaml; charset=utf-8"},
                                                                         {"png", "image/png"},
                                                                         {"svg", "image/svg+xml"},
                                                                         {"pdf", "application/pdf"},
                                                                         {"sheet", "text/markdown; charset=utf-8"}};
  std::string type = "application/octet-stream";
  for (const auto& [f, t] : types)
    if (f == format) type = t;
  return {200, type, render_format(c.scenario, format, c.output), copy_file_name(c.scenario, c.output, format)};
}

}  // namespace wargen::server
