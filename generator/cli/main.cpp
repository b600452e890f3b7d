// The wargen command line. All CLI11 set-up lives in this one file: CLI/CLI.hpp is slow to compile.
// Exit codes: 0 done; 1 `validate` found broken rules; 2 bad input (message on one line); 3 a bug.
#include <CLI/CLI.hpp>

#include <charconv>
#include <iostream>
#include <optional>
#include <random>
#include <sstream>

#include "app/format_writers.hpp"
#include "app/pipeline.hpp"
#include "app/print_options.hpp"
#include "core/error.hpp"
#include "objectives/placement_policy.hpp"
#include "ruleset/ruleset.hpp"
#include "scenario_layer/player_copy.hpp"
#include "server/club_server.hpp"
#include "templates/scenario_template.hpp"
#include "victory/adjudication.hpp"

namespace {

using namespace wargen;

constexpr int kExitInvalid = 1;
constexpr int kExitBadInput = 2;
constexpr int kExitBug = 3;

struct GenerateOptions {
  std::string ruleset = "gok";
  std::string seed;  // parsed by hand: CLI11 would accept "-1" or "7abc" for an unsigned number
  std::string out_dir = ".";
  std::string formats = "yaml,png";
  std::string px_per_cm = "5";
  std::string grid = "sectors";  // cartography (issue 5): map grid, PDF paper and scale
  std::string paper = "a4";
  std::string print_scale = "fit";
  bool no_yaml = false;
  std::string title, table;
  std::string turns;
  std::vector<std::string> choices;
  // NPOW set-up (issue 3): zone, sides, initiative and the tournament conventions.
  std::string zone, attacker, attacker_edge, max_points_per_objective, points_step;
  std::vector<std::string> initiative;
  bool no_objective_max = false;
  bool ruleset_given = false;
  // Scenario layer (issue 4): objectives, armies, victory, and which copy to write.
  std::string template_name;
  std::string objectives;
  bool defender_held_ground = false;
  std::string defender;
  std::vector<std::string> vp_policies;
  std::string umpire_key;
  bool armies = false;
  std::string victory;
  std::string view;
};

std::uint64_t parse_seed(const std::string& text, const std::string& flag = "--seed") {
  std::uint64_t seed = 0;
  auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), seed);
  if (text.empty() || error != std::errc() || end != text.data() + text.size())
    throw InputError(flag + ": '" + text + "' is not a whole number from 0 to 18446744073709551615");
  return seed;
}

double parse_number(const std::string& flag, const std::string& text, double min, double max) {
  double value = 0;
  auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (text.empty() || error != std::errc() || end != text.data() + text.size())
    throw InputError(flag + ": '" + text + "' is not a number");
  if (!(value >= min && value <= max))
    throw InputError(flag + ": " + text + " is out of range (" + std::to_string(static_cast<int>(min)) + " to " +
                     std::to_string(static_cast<int>(max)) + ")");
  return value;
}

std::uint64_t fresh_seed() {
  // Only the seed is drawn from the system: everything after it is our own deterministic engine.
  std::random_device device;
  return (static_cast<std::uint64_t>(device()) << 32) | device();
}

// The scenario layer's flags over a template's settings (flags win).
void apply_layer_flags(const GenerateOptions& o, GenerateRequest& request) {
  LayerRequest& layer = request.layer;
  if (!o.objectives.empty()) layer.objectives = o.objectives;
  if (o.defender_held_ground) layer.defender_held_ground = true;
  if (!o.defender.empty()) {
    if (o.defender != "A" && o.defender != "B") throw InputError("--defender: '" + o.defender + "' must be A or B");
    layer.defender = o.defender;
  }
  for (const auto& pick : o.vp_policies) {
    auto eq = pick.find('=');
    std::string side = pick.substr(0, eq);
    if (eq == std::string::npos || (side != "A" && side != "B"))
      throw InputError("--vp-policy: '" + pick + "' must look like A=home-ground");
    if (!find_placement_policy(pick.substr(eq + 1)))
      throw InputError("--vp-policy: unknown placement policy '" + pick.substr(eq + 1) + "' (known: " +
                       placement_policy_names() + ")");
    layer.vp_policies[side] = pick.substr(eq + 1);
  }
  if (o.armies) layer.armies = true;
  if (!o.victory.empty()) layer.victory = o.victory;
  // VPM-6: the deal of the hidden values is keyed apart from the seed, so the seed printed on a
  // player's copy does not give it away.
  if (!layer.objectives.empty())
    layer.umpire_key = o.umpire_key.empty() ? fresh_seed() : parse_seed(o.umpire_key, "--umpire-key");
  else if (!o.umpire_key.empty())
    throw InputError("--umpire-key: only with --objectives (it keys the deal of hidden VP values)");
}

std::string layer_summary(const Scenario& s) {
  std::string out;
  if (!s.objectives.empty())
    out += "; " + std::to_string(s.objectives.markers.size()) + " VP markers (" + s.objectives.first_placer +
           " placed first)";
  if (s.armies.size() == 2)
    out += "; armies " + s.armies[0].nation + " " + std::to_string(s.armies[0].points) + " points v " +
           s.armies[1].nation + " " + std::to_string(s.armies[1].points) + " points";
  if (!s.victory.empty()) out += "; victory " + s.victory.system;
  return out;
}

// NPOW's flags; the generator checks the values against the ruleset.
void apply_npow_flags(const GenerateOptions& o, GenerateRequest& request) {
  if (!o.zone.empty()) request.zone = o.zone;
  if (!o.attacker.empty()) request.attacker = o.attacker;
  if (!o.attacker_edge.empty()) request.attacker_edge = o.attacker_edge;
  for (const auto& rating : o.initiative) {
    auto eq = rating.find('=');
    if (eq == std::string::npos) throw InputError("--initiative: '" + rating + "' must look like A=high");
    request.initiative[rating.substr(0, eq)] = rating.substr(eq + 1);
  }
  request.no_objective_max = request.no_objective_max || o.no_objective_max;
  auto whole = [](const std::string& flag, const std::string& text) {
    if (text.find_first_not_of("0123456789") != std::string::npos)
      throw InputError(flag + ": '" + text + "' is not a whole number");
    return static_cast<int>(parse_number(flag, text, 1, 1000));
  };
  if (!o.max_points_per_objective.empty())
    request.max_points_per_objective = whole("--max-points-per-objective", o.max_points_per_objective);
  if (!o.points_step.empty()) request.points_step = whole("--points-step", o.points_step);
}

// The flags checked and turned into a plan; `wargen serve` plans its requests the same way.
GeneratePlan plan_generate(const GenerateOptions& o) {
  std::optional<ScenarioTemplate> preset;
  if (!o.template_name.empty()) preset = load_template(o.template_name);
  std::optional<TableSize> table;
  if (!o.table.empty()) table = parse_table_size(o.table);
  GeneratePlan plan{load_ruleset(preset && !o.ruleset_given ? preset->ruleset : o.ruleset, table), {}, {}, o.view, ""};
  GenerateRequest& request = plan.request;
  request.seed = o.seed.empty() ? fresh_seed() : parse_seed(o.seed);
  if (preset) {
    request.layer = preset->layer;
    request.turns = preset->turns;
    for (const auto& [key, value] : preset->npow) apply_npow_option(request, key, value, preset->file);
  }
  apply_layer_flags(o, request);
  if (!o.turns.empty()) request.turns = static_cast<int>(parse_number("--turns", o.turns, 1, 1000));
  if (!o.turns.empty() && std::to_string(request.turns) != o.turns)
    throw InputError("--turns: '" + o.turns + "' is not a whole number");
  for (const auto& choice : o.choices) {
    auto eq = choice.find('=');
    if (eq == std::string::npos) throw InputError("--choice: '" + choice + "' must look like A=wood");
    request.choices[choice.substr(0, eq)] = choice.substr(eq + 1);
  }
  apply_npow_flags(o, request);
  OutputRequest& output = plan.output;
  output.formats = parse_formats(o.formats, o.no_yaml);
  output.px_per_cm = parse_number("--px-per-cm", o.px_per_cm, 1, 40);
  output.grid = parse_grid(o.grid);
  output.paper = parse_paper(o.paper);
  output.print_scale = parse_print_scale(o.print_scale);
  output.out_dir = o.out_dir;

  if (!o.view.empty() && o.view != "umpire" && o.view != "player" && o.view != "both")
    throw InputError("--view: '" + o.view + "' must be umpire, player or both");
  plan.title = parse_title(o.title);
  return plan;
}

int run_generate(const GenerateOptions& o) {
  GeneratePlan plan = plan_generate(o);
  const Scenario scenario = generate_planned(plan);
  std::vector<std::filesystem::path> written;
  for (const OutputCopy& copy : plan_copies(plan, scenario)) {
    auto files = write_outputs(copy.scenario, copy.output);
    written.insert(written.end(), files.begin(), files.end());
  }
  std::cout << scenario.id << ": ruleset " << scenario.ruleset_name << ", seed " << scenario.seed << ", "
            << scenario.features.size() << " features, " << scenario.crossings.size() << " crossings"
            << layer_summary(scenario) << "; wrote";
  for (const auto& path : written) std::cout << " " << path.string();
  std::cout << "\n";
  if (plan.request.layer.umpire_key && o.view != "player")
    std::cout << "umpire key " << *plan.request.layer.umpire_key << " (in the umpire's copy only; keep it from the players)\n";
  return 0;
}

int run_adjudicate(const std::string& scenario, const std::string& state, const std::string& roll_text, bool yaml) {
  std::optional<int> roll;
  if (!roll_text.empty()) {
    int value = 0;
    auto [end, error] = std::from_chars(roll_text.data(), roll_text.data() + roll_text.size(), value);
    if (error != std::errc() || end != roll_text.data() + roll_text.size() || value < 1 || value > 100)
      throw InputError("--roll: '" + roll_text + "' is not a 2d10 percentage roll (a whole number from 1 to 100)");
    roll = value;
  }
  AdjudicationReport report = adjudicate_files(scenario, state, roll);
  std::cout << (yaml ? report.yaml : report.text);
  return 0;
}

int run_templates() {
  for (const auto& t : built_in_templates()) std::cout << t.name << "  " << t.description << "\n";
  return 0;
}

int run_validate(const std::vector<std::string>& files, const std::string& ruleset) {
  int code = 0;
  for (const auto& file : files) {
    try {
      auto report = validate_file(file, ruleset);
      if (report.violations.empty()) {
        std::cout << file << ": valid (" << report.feature_count << " features)\n";
        continue;
      }
      code = std::max(code, kExitInvalid);
      for (const auto& v : report.violations) std::cout << file << ": " << v.rule << ": " << v.message << "\n";
    } catch (const Error& e) {
      std::cerr << "wargen: " << e.what() << "\n";
      code = std::max(code, e.exit_code());
    }
  }
  return code;
}

int run_rulesets() {
  for (const auto& r : built_in_rulesets()) std::cout << r.name << "  " << r.description << "\n";
  return 0;
}

// The `generate` flags, on `gen`, into `o`: the one list the CLI and `wargen serve` both parse.
void add_generate_options(CLI::App* gen, GenerateOptions& o) {
  gen->add_option("--ruleset", o.ruleset, "Built-in ruleset name or a ruleset .yaml file")->capture_default_str()
      ->type_name("NAME|FILE");
  gen->add_option("--seed", o.seed, "Seed, 0 to 18446744073709551615 (default: a fresh random one)")
      ->type_name("INT");
  gen->add_option("--out", o.out_dir, "Directory for the files (created if missing)")->capture_default_str()
      ->type_name("DIR");
  gen->add_option("--format", o.formats,
                  "Comma-separated: yaml,png,svg,pdf,sheet (sheet: placement sheet, .md); the YAML always comes too")
      ->capture_default_str()
      ->type_name("LIST");
  gen->add_flag("--no-yaml", o.no_yaml, "Do not write the scenario YAML beside the other formats");
  gen->add_option("--title", o.title, "A title for the map, PDF and sheet, e.g. \"Table 3: Lobositz\"")
      ->type_name("TEXT");
  gen->add_option("--table", o.table, "The table, WxH in cm or feet: 180x120, 6x4ft (within the ruleset's sizes)")
      ->type_name("WxH");
  gen->add_option("--px-per-cm", o.px_per_cm, "Map resolution in pixels per cm, 1 to 40")->capture_default_str()
      ->type_name("FLOAT");
  gen->add_option("--grid", o.grid, "Grid over the map: sectors, none or cm10 (10 cm, numbered)")
      ->capture_default_str()
      ->type_name("{sectors,none,cm10}");
  gen->add_option("--paper", o.paper, "PDF paper: a4, letter or a3")->capture_default_str()
      ->type_name("{a4,letter,a3}");
  gen->add_option("--print-scale", o.print_scale,
                  "PDF scale: fit (the map on one page at a round scale), 1:1 (true size, tiled) or 1:N (tiled)")
      ->capture_default_str()
      ->type_name("{fit,1:1,1:N}");
  gen->add_option("--turns", o.turns, "Turns of weather to pre-roll, 1 to 1000 (default: the ruleset's)")
      ->type_name("INT");
  gen->add_option("--choice", o.choices, "A player's choice (GOK-T7), e.g. A=wood or B=river")
      ->type_name("SIDE=KIND");
  gen->add_option("--zone", o.zone, "NPOW: the defender's zone (NPOW-S2), e.g. central, south, army-list:south")
      ->type_name("ZONE");
  gen->add_option("--attacker", o.attacker, "NPOW: the side with the initiative, A or B (default: dice, NPOW-E1)")
      ->type_name("{A,B}");
  gen->add_option("--attacker-edge", o.attacker_edge, "NPOW: the attacker's long edge, south or north (default: dice)")
      ->type_name("{south,north}");
  gen->add_option("--initiative", o.initiative, "NPOW: an army's initiative (NPOW-O2), e.g. A=high or B=low")
      ->type_name("SIDE={high,medium,low}");
  gen->add_flag("--no-objective-max", o.no_objective_max, "NPOW convention: no maximum of objectives (NPOW-S5)");
  gen->add_option("--max-points-per-objective", o.max_points_per_objective,
                  "NPOW convention: at most this many points on one objective, 1 to 1000, e.g. 20 (NPOW-O1)")
      ->type_name("INT");
  gen->add_option("--points-step", o.points_step, "NPOW: objective points in multiples of this, 1 to 1000 (default 5)")
      ->type_name("INT");
  gen->add_option("--template", o.template_name, "A scenario template (built-in name or .yaml file): ruleset and options")
      ->type_name("NAME|FILE");
  gen->add_option("--objectives", o.objectives, "Objective scheme: vp-markers (weighted VP markers, VPM-1..6)")
      ->type_name("{vp-markers}");
  gen->add_flag("--defender-held-ground", o.defender_held_ground,
                "VPM-4 variant: 7 of the 10 VP markers go in the defender's deployment zone");
  gen->add_option("--defender", o.defender, "The defender for --defender-held-ground, A or B (default: diced)")
      ->type_name("{A,B}");
  gen->add_option("--vp-policy", o.vp_policies, "A side's VP placement policy, e.g. A=home-ground (VPM-3)")
      ->type_name("SIDE=POLICY");
  gen->add_option("--umpire-key", o.umpire_key, "Key of the hidden VP deal, 0 to 18446744073709551615 (VPM-6; default: a fresh one)")
      ->type_name("INT");
  gen->add_flag("--armies", o.armies, "Two 20-unit armies from the ruleset's army list (GOK-A1, A2, V1)");
  gen->add_option("--victory", o.victory, "Victory system (default: the objectives' or the ruleset's)")
      ->type_name("NAME");
  gen->add_option("--view", o.view, "Which copy: umpire (VP values), player (none, <id>-player.*) or both")
      ->type_name("{umpire,player,both}");
}

// A request of the page planned as the CLI plans a command line: the same declarations, the same
// checks, the same one-line messages.
GeneratePlan plan_from_args(const std::vector<std::string>& args) {
  CLI::App parser{"wargen generate"};
  GenerateOptions o;
  add_generate_options(&parser, o);
  std::vector<std::string> reversed(args.rbegin(), args.rend());  // CLI11 takes them last first
  try {
    parser.parse(std::move(reversed));
  } catch (const CLI::ParseError& e) {
    throw InputError(e.what());
  }
  o.ruleset_given = parser.get_option("--ruleset")->count() > 0;
  return plan_generate(o);
}

// The generate options as declared, for the page's form.
std::vector<server::OptionInfo> option_infos(const CLI::App& gen) {
  std::vector<server::OptionInfo> infos;
  for (const CLI::Option* option : gen.get_options()) {
    std::string name = option->get_name();
    if (name.rfind("--", 0) != 0) continue;  // --help's short form and positionals
    // A flag is the one kind of option declared without a type name.
    infos.push_back({name.substr(2), option->get_description(), option->get_type_name(), option->get_default_str(),
                     option->get_type_name().empty(), option->get_items_expected_max() > 1});
  }
  return infos;
}

int run_serve(const server::ServeSettings& settings, const CLI::App& gen) {
  server::ClubServer club(settings, server::ClubApi(plan_from_args, option_infos(gen)));
  const int port = club.bind();
  const std::string host = settings.host.find(':') != std::string::npos ? "[" + settings.host + "]" : settings.host;
  std::cout << "wargen serve: open http://" << host << ":" << port << "/ in a browser (Ctrl-C stops it)\n";
  if (!server::is_loopback(settings.host))
    std::cout << "wargen serve: listening on " << settings.host
              << ": anyone who can reach this machine can use the page (it has no login)\n";
  std::cout.flush();
  club.run();
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"wargen: battlefields and scenarios for horse-and-musket wargames"};
  app.set_version_flag("--version", std::string("wargen ") + WARGEN_VERSION);
  app.require_subcommand(0, 1);

  GenerateOptions generate;
  auto* gen = app.add_subcommand("generate", "Generate a scenario (YAML) and its map (PNG). The default command.");
  add_generate_options(gen, generate);

  std::vector<std::string> validate_files;
  std::string validate_ruleset;
  auto* val = app.add_subcommand("validate", "Check scenario files against every rule of their ruleset");
  val->add_option("files", validate_files, "Scenario YAML files")->required();
  val->add_option("--ruleset", validate_ruleset, "Check against this ruleset instead of the one the file names");

  server::ServeSettings serve;
  std::string serve_port = "8080";
  auto* srv = app.add_subcommand("serve", "The club-night page: make, see and download maps in a browser");
  srv->add_option("--port", serve_port, "Port to listen on, 1 to 65535")->type_name("INT")->capture_default_str();
  srv->add_option("--host", serve.host, "Address to listen on (the default lets only this machine in)")
      ->type_name("ADDRESS")
      ->capture_default_str();

  auto* list = app.add_subcommand("rulesets", "List the built-in rulesets");
  auto* templates = app.add_subcommand("templates", "List the built-in scenario templates");

  std::string adjudicate_scenario, adjudicate_state, adjudicate_roll;
  bool adjudicate_yaml = false;
  auto* adj = app.add_subcommand("adjudicate", "Judge a game's end by the scenario's victory system (docs/adjudication.md)");
  adj->add_option("scenario", adjudicate_scenario, "The scenario YAML (the umpire's copy)")->required();
  adj->add_option("state", adjudicate_state, "The umpire's end-state YAML")->required();
  adj->add_flag("--yaml", adjudicate_yaml, "Print the result as YAML");
  adj->add_option("--roll", adjudicate_roll, "A 2d10 percentage roll already made at the table (VPM-W), 1 to 100");

  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    if (e.get_exit_code() == 0) return app.exit(e);  // --help, --version
    std::cerr << "wargen: " << e.what() << "\n";
    return kExitBadInput;
  }

  try {
    if (*val) return run_validate(validate_files, validate_ruleset);
    if (*list) return run_rulesets();
    if (*srv) {
      if (serve_port.find_first_not_of("0123456789") != std::string::npos)
        throw InputError("--port: '" + serve_port + "' is not a whole number");
      serve.port = static_cast<int>(parse_number("--port", serve_port, 1, 65535));
      return run_serve(serve, *gen);
    }
    if (*templates) return run_templates();
    if (*adj) return run_adjudicate(adjudicate_scenario, adjudicate_state, adjudicate_roll, adjudicate_yaml);
    generate.ruleset_given = gen->get_option("--ruleset")->count() > 0;
    return run_generate(generate);  // `wargen` alone generates with the defaults
  } catch (const Error& e) {
    std::cerr << "wargen: " << e.what() << "\n";
    return e.exit_code();
  } catch (const std::exception& e) {
    std::cerr << "wargen: internal error: " << e.what() << "\n";
    return kExitBug;
  }
}
