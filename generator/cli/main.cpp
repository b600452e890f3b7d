// The wargen command line. All CLI11 set-up lives in this one file: CLI/CLI.hpp is slow to compile.
// Exit codes: 0 done; 1 `validate` found broken rules; 2 bad input (message on one line); 3 a bug.
#include <CLI/CLI.hpp>

#include <charconv>
#include <map>
#include <iostream>
#include <optional>

#include "app/output_options.hpp"
#include "app/pipeline.hpp"
#include "app/run_request.hpp"
#include "app/scenario_options.hpp"
#include "core/error.hpp"
#include "scenario_layer/layer_options.hpp"
#include "scenario_layer/player_copy.hpp"
#include "server/club_server.hpp"
#include "templates/scenario_template.hpp"
#include "victory/adjudication.hpp"

namespace {

using namespace wargen;

constexpr int kExitInvalid = 1;
constexpr int kExitBadInput = 2;
constexpr int kExitBug = 3;

// Flags built from option declarations (the generators', the scenario layer's, the outputs'),
// so a generator's new option reaches the command line without an edit here.
class DeclaredFlags {
 public:
  // Declares every option of `specs` on `command`. With `ruleset` (known when --help is asked
  // with --ruleset or --template), the help shows that ruleset's options with its choices.
  void declare(CLI::App* command, const std::vector<OptionSpec>& specs, const std::vector<OptionSpec>* shown) {
    for (const auto& spec : specs) {
      const OptionSpec* in_help = shown ? find_option(*shown, spec.key + (spec.per_side ? "_A" : "")) : &spec;
      const OptionSpec& described = in_help ? *in_help : spec;
      std::string help = described.help;
      if (!described.rule.empty()) help += " (" + described.rule + ")";
      if (!described.default_text.empty()) help += " [default: " + described.default_text + "]";
      CLI::Option* option = nullptr;
      if (spec.type == OptionType::boolean) {
        option = command->add_flag(spec.flag(), flags_[spec.key], help);
      } else if (spec.per_side) {
        option = command->add_option(spec.flag(), sided_[spec.key], help)->type_name(described.type_name());
      } else {
        option = command->add_option(spec.flag(), values_[spec.key], help)->type_name(described.type_name());
      }
      option->group(in_help ? described.group : "");  // "" hides another generator's option
      specs_.push_back(spec);
      options_.push_back(option);
    }
  }

  // The values given on the command line, by option key.
  OptionValues given() const {
    OptionValues out;
    for (std::size_t i = 0; i < specs_.size(); ++i) {
      const OptionSpec& spec = specs_[i];
      if (options_[i]->count() == 0) continue;
      if (spec.type == OptionType::boolean) {
        out[spec.key] = "true";
      } else if (spec.per_side) {
        for (const auto& typed : sided_.at(spec.key)) {
          auto [side, value] = split_side_value(spec, typed);
          out[spec.key + "_" + side] = value;
        }
      } else {
        out[spec.key] = values_.at(spec.key);
      }
    }
    return out;
  }

 private:
  std::vector<OptionSpec> specs_;
  std::vector<CLI::Option*> options_;
  std::map<std::string, std::string> values_;  // std::map: CLI11 keeps pointers to the values
  std::map<std::string, std::vector<std::string>> sided_;
  std::map<std::string, bool> flags_;
};

// The argument after `name` (or in `name=value`), when the command line has it.
std::optional<std::string> argument_of(int argc, char** argv, const std::string& name) {
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    if (arg == name && i + 1 < argc) return std::string(argv[i + 1]);
    if (arg.rfind(name + "=", 0) == 0) return arg.substr(name.size() + 1);
  }
  return std::nullopt;
}

// For `generate --ruleset R --help` (or --template T): R's own options, so the help lists its
// generator's options with their choices. Null when no ruleset is named or it cannot be loaded
// (the error then comes from the run itself).
std::optional<std::vector<OptionSpec>> help_specs(int argc, char** argv) {
  bool help = false;
  for (int i = 1; i < argc; ++i) help = help || std::string(argv[i]) == "--help" || std::string(argv[i]) == "-h";
  if (!help) return std::nullopt;
  try {
    std::optional<std::string> ruleset = argument_of(argc, argv, "--ruleset");
    if (!ruleset) {
      std::optional<std::string> preset = argument_of(argc, argv, "--template");
      if (!preset) return std::nullopt;
      ruleset = load_template(*preset, all_run_option_specs()).ruleset;
    }
    std::vector<OptionSpec> specs = scenario_option_specs(load_ruleset(*ruleset));
    specs.insert(specs.end(), output_option_specs().begin(), output_option_specs().end());
    return specs;
  } catch (const Error&) {
    return std::nullopt;
  }
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

int run_generate(const RunInputs& inputs) {
  PreparedRun run = prepare_run(inputs);
  const Scenario scenario = generate_run(run);
  const std::string& view = run.view;
  std::vector<std::filesystem::path> written;
  for (const OutputCopy& copy : output_copies(scenario, run.output, view)) {
    auto files = write_outputs(copy.scenario, copy.output);
    written.insert(written.end(), files.begin(), files.end());
  }
  std::cout << scenario.id << ": ruleset " << scenario.ruleset_name << ", seed " << scenario.seed << ", "
            << scenario.features.size() << " features, " << scenario.crossings.size() << " crossings"
            << layer_summary(scenario) << "; wrote";
  for (const auto& path : written) std::cout << " " << path.string();
  std::cout << "\n";
  auto key = run.request.options.find(kUmpireKeyOption);
  if (key != run.request.options.end() && view != "player")
    std::cout << "umpire key " << key->second << " (in the umpire's copy only; keep it from the players)\n";
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
  for (const auto& t : built_in_templates(all_run_option_specs())) std::cout << t.name << "  " << t.description << "\n";
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

int run_serve(const server::ServeSettings& settings) {
  server::ClubServer club(settings, server::ClubApi());
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

  RunInputs generate;
  std::string seed_text;
  DeclaredFlags declared;
  auto* gen = app.add_subcommand("generate", "Generate a scenario (YAML) and its map (PNG). The default command.");
  gen->add_option("--ruleset", generate.ruleset, "Built-in ruleset name or a ruleset .yaml file [default: gok]");
  // Parsed by hand: CLI11 would accept "-1" or "7abc" for an unsigned number.
  auto* seed_flag = gen->add_option("--seed", seed_text, "Seed (default: a fresh random one)")
                        ->type_name("INT 0..18446744073709551615");
  gen->add_option("--template", generate.template_name,
                  "A scenario template (built-in name or .yaml file): ruleset and options; flags win over it");
  std::optional<std::vector<OptionSpec>> shown = help_specs(argc, argv);
  declared.declare(gen, all_scenario_option_specs(), shown ? &*shown : nullptr);
  declared.declare(gen, output_option_specs(), shown ? &*shown : nullptr);
  gen->footer("Rule IDs in brackets are explained in docs/rules.md. With --ruleset R (or --template T), --help "
              "shows only R's options.");

  std::vector<std::string> validate_files;
  std::string validate_ruleset;
  auto* val = app.add_subcommand("validate", "Check scenario files against every rule of their ruleset");
  val->add_option("files", validate_files, "Scenario YAML files")->required();
  val->add_option("--ruleset", validate_ruleset, "Check against this ruleset instead of the one the file names");

  server::ServeSettings serve;
  std::string serve_port = "8080";
  auto* srv = app.add_subcommand("serve", "The club-night page: make, see and download maps in a browser");
  srv->add_option("--port", serve_port, "Port to listen on [default: 8080]")->type_name("INT 1..65535");
  srv->add_option("--host", serve.host, "Address to listen on [default: 127.0.0.1, this machine only]")
      ->type_name("ADDRESS");

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
      auto [end, error] = std::from_chars(serve_port.data(), serve_port.data() + serve_port.size(), serve.port);
      if (error != std::errc() || end != serve_port.data() + serve_port.size() || serve.port < 1 || serve.port > 65535)
        throw InputError("--port: '" + serve_port + "' is not a port (1 to 65535)");
      return run_serve(serve);
    }
    if (*templates) return run_templates();
    if (*adj) return run_adjudicate(adjudicate_scenario, adjudicate_state, adjudicate_roll, adjudicate_yaml);
    if (seed_flag->count() > 0) generate.seed = seed_text;
    generate.options = declared.given();
    return run_generate(generate);  // `wargen` alone generates with the defaults
  } catch (const Error& e) {
    std::cerr << "wargen: " << e.what() << "\n";
    return e.exit_code();
  } catch (const std::exception& e) {
    std::cerr << "wargen: internal error: " << e.what() << "\n";
    return kExitBug;
  }
}
