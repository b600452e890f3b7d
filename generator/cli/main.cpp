// The wargen command line. All CLI11 set-up lives in this one file: CLI/CLI.hpp is slow to compile.
// Exit codes: 0 done; 1 `validate` found broken rules; 2 bad input (message on one line); 3 a bug;
// 4 the seed cannot satisfy the ruleset's rules or conventions (GenerationError: try another seed).
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <cerrno>
#include <csignal>
#include <charconv>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <map>
#include <optional>

#include "app/output_options.hpp"
#include "app/pipeline.hpp"
#include "app/run_outputs.hpp"
#include "app/run_request.hpp"
#include "app/scenario_copies.hpp"
#include "app/scenario_options.hpp"
#include "app/seed_range.hpp"
#include "app/fairness_command.hpp"
#include "app/sight_command.hpp"
#include "app/survey.hpp"
#include "batch/batch_cli.hpp"
#include "core/error.hpp"
#include "core/message_text.hpp"
#include "core/nearest_word.hpp"
#include "process_heap.hpp"
#include "scenario/table_label.hpp"
#include "scenario_layer/layer_options.hpp"
#include "templates/scenario_template.hpp"
#include "terrain_box/terrain_box_file.hpp"
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
      // A keyed option is found by one of its keys: a side's (choice_A) or a site's (site_choice_A1).
      const std::string one_key = spec.key + (spec.per_side ? "_A" : spec.per_site ? "_A1" : "");
      const OptionSpec* in_help = shown ? find_option(*shown, one_key) : &spec;
      const OptionSpec& described = in_help ? *in_help : spec;
      std::string help = described.help;
      if (!described.rule.empty()) help += " (" + described.rule + ")";
      if (!described.default_text.empty()) help += " [default: " + described.default_text + "]";
      CLI::Option* option = nullptr;
      if (spec.type == OptionType::boolean) {
        option = command->add_flag(spec.flag(), flags_[spec.key], help);
      } else if (option_is_keyed(spec)) {
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
      } else if (option_is_keyed(spec)) {
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

// CLI11 says "The following arguments were not expected: gok --rulset": the flag nearest to each
// unknown one, as " (did you mean --ruleset?)", or "".
std::string flag_hint(const CLI::App& app, int argc, char** argv) {
  const CLI::App* command = nullptr;
  for (int i = 1; i < argc && !command; ++i)
    for (const CLI::App* sub : app.get_subcommands([](const CLI::App*) { return true; }))
      if (sub->get_name() == argv[i]) command = sub;
  if (!command) return "";
  std::vector<std::string> flags;
  for (const CLI::Option* option : command->get_options())
    for (const auto& name : option->get_lnames()) flags.push_back("--" + name);
  std::string hint;
  for (int i = 1; i < argc; ++i) {
    std::string word = argv[i];
    if (word.rfind("--", 0) != 0) continue;
    word = word.substr(0, word.find('='));
    if (std::find(flags.begin(), flags.end(), word) != flags.end()) continue;
    if (auto nearest = nearest_word(word, flags)) hint += (hint.empty() ? " (did you mean " : ", ") + *nearest;
  }
  return hint.empty() ? "" : hint + "?)";
}

// `wargen --seed 7 --out maps`: generate is the default command, so flags with no command name
// before them are generate's (the program's own --help and --version aside).
std::vector<char*> with_default_command(int argc, char** argv) {
  static char generate_name[] = "generate";
  std::vector<char*> args(argv, argv + argc);
  if (argc > 1 && argv[1][0] == '-') {
    const std::string first = argv[1];
    if (first != "--help" && first != "-h" && first != "--version") args.insert(args.begin() + 1, generate_name);
  }
  args.push_back(nullptr);
  return args;
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

// Whether `name` stands alone among the arguments: only then can CLI11 take it as that subcommand
// (no prefix matching, no case folding), so a subcommand whose name is absent needs no flags of its
// own. An option value that happens to be the name just declares them when they are not needed.
bool names_subcommand(int argc, char** argv, const char* name) {
  for (int i = 1; i < argc; ++i)
    if (std::strcmp(argv[i], name) == 0) return true;
  return false;
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
  Scenario scenario;
  try {
    scenario = generate_run(run);
  } catch (const GenerationError& e) {
    if (inputs.seed) throw;
    // A seed the user did not give: say which, so the failure can be shown to someone, or made
    // again with --seed.
    const std::string seed = std::to_string(run.request.seed);
    throw GenerationError(std::string(e.what()) + " (with the seed drawn for this run, " + seed + ": --seed " + seed +
                          " makes the same again; without --seed another is drawn)");
  }
  const std::string& view = run.view;
  std::ostream& report = writes_to_stdout(run.output) ? std::cerr : std::cout;  // stdout carries the file
  set_label(scenario, run.output.label);
  std::vector<std::filesystem::path> written = write_scenario_copies(scenario, run.output, view);
  report << scenario.id << ": ruleset " << scenario.ruleset_name << ", seed " << scenario.seed << ", "
         << scenario.features.size() << " features, " << scenario.crossings.size() << " crossings"
         << layer_summary(scenario) << "; wrote";
  for (const auto& path : written) report << " " << escaped(path.string());  // --out may hold an ESC
  report << "\n";
  auto key = run.request.options.find(kUmpireKeyOption);
  if (key != run.request.options.end() && view != "player")
    report << "umpire key " << key->second << " (in the umpire's copy only; keep it from the players)\n";
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

int run_validate(const std::vector<std::string>& files, const std::string& ruleset, const std::string& box_file) {
  std::optional<TerrainBox> box;
  if (!box_file.empty()) box = load_terrain_box(box_file);  // a bad box is refused before any file
  int code = 0;
  for (const auto& file : files) {
    try {
      auto report = validate_file(file, ruleset, box ? &*box : nullptr);
      if (report.violations.empty()) {
        std::cout << report.file << ": valid (" << report.feature_count << " features)\n";
        continue;
      }
      code = std::max(code, kExitInvalid);
      for (const auto& v : report.violations) std::cout << report.file << ": " << v.rule << ": " << v.message << "\n";
    } catch (const Error& e) {
      std::cerr << "wargen: " << one_line(e.what()) << "\n";
      code = std::max(code, e.exit_code());
    }
  }
  return code;
}

struct SurveyInputs {
  RunInputs run;
  std::string seeds = "1-10000";
  std::string jobs = "1";
  bool yaml = false;
};

int run_survey(const SurveyInputs& in) {
  RunInputs inputs = in.run;
  inputs.seed = "0";  // each surveyed seed replaces it
  PreparedRun run = prepare_run(inputs);
  std::vector<std::uint64_t> seeds = parse_seed_range(in.seeds, "--seeds");
  OptionSpec jobs_spec{"jobs", OptionType::integer, "", "", {}, 1, 256, "1", false, ""};
  std::string problem = option_value_problem(jobs_spec, in.jobs);
  if (!problem.empty()) throw InputError("--jobs: '" + in.jobs + "' " + problem);
  SurveyReport report = run_survey(run.ruleset, run.request, seeds, std::stoi(in.jobs));
  std::cout << (in.yaml ? survey_yaml(report) : survey_text(report));
  return report.violations.empty() && report.failures.empty() ? 0 : kExitInvalid;
}

int run_rulesets() {
  for (const auto& r : built_in_rulesets()) std::cout << r.name << "  " << r.description << "\n";
  return 0;
}

// The page runs in wargen-serve, next to this binary, so that no other command loads the HTTP
// library and what it needs (serve_cli/wargen_serve.cpp says why). exec keeps the process: Ctrl-C
// and the exit code behave as if wargen served the page itself.
int run_serve(const std::string& host, int port) {
  std::error_code error;
  const std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", error);
  const std::filesystem::path server = (error ? std::filesystem::path(".") : self.parent_path()) / "wargen-serve";
  const std::string port_text = std::to_string(port);
  std::cout.flush();
  const char* args[] = {"wargen-serve", host.c_str(), port_text.c_str(), nullptr};
  execv(server.c_str(), const_cast<char* const*>(args));
  throw std::runtime_error("serve: cannot run " + server.string() + " (" + std::strerror(errno) +
                           "): it is built and installed next to wargen");
}

}  // namespace

// `--ruleset ''` or `--template ''` (an unset shell variable) names nothing: refused, where the
// empty value would read as "not given" and silently make the default ruleset's table.
const CLI::Validator kNamesSomething(
    [](std::string& value) {
      return value.empty() ? std::string("an empty name: leave the flag out for the default") : std::string();
    },
    "", "NAMES_SOMETHING");

int main(int argc, char** original_argv) {
  set_up_process_heap();
  // A file size limit (`ulimit -f`) would end the run by SIGXFSZ without a word; ignored, the
  // write fails with EFBIG and is reported like any failed write, one line naming the file, and
  // the earlier files stay (core/atomic_file.hpp).
  std::signal(SIGXFSZ, SIG_IGN);
  std::vector<char*> args = with_default_command(argc, original_argv);
  argc = static_cast<int>(args.size()) - 1;
  char** argv = args.data();
  CLI::App app{"wargen: battlefields and scenarios for horse-and-musket wargames"};
  app.set_version_flag("--version", std::string("wargen ") + WARGEN_VERSION);
  app.require_subcommand(0, 1);

  RunInputs generate;
  std::string seed_text;
  DeclaredFlags declared;
  auto* gen = app.add_subcommand("generate", "Generate a scenario (YAML) and its map (PNG). The default command.");
  gen->add_option("--ruleset", generate.ruleset, "Built-in ruleset name or a ruleset .yaml file [default: gok]")
      ->check(kNamesSomething);
  // Parsed by hand: CLI11 would accept "-1" or "7abc" for an unsigned number.
  auto* seed_flag = gen->add_option("--seed", seed_text, "Seed (default: a fresh random one)")
                        ->type_name("INT 0..18446744073709551615");
  gen->add_option("--template", generate.template_name,
                  "A scenario template (built-in name or .yaml file): ruleset and options; flags win over it")
      ->check(kNamesSomething);
  std::optional<std::vector<OptionSpec>> shown = help_specs(argc, argv);
  // The declared flags are the bulk of the set-up (a few hundred CLI11 options, each on the heap,
  // and every fresh page a process touches costs a page fault): each subcommand gets them only
  // when its name is on the command line. `wargen` with no subcommand takes only the top-level
  // flags, so it needs none.
  const bool generate_named = names_subcommand(argc, argv, "generate"),
             batch_named = names_subcommand(argc, argv, "batch"), survey_named = names_subcommand(argc, argv, "survey");
  const std::vector<OptionSpec> scenario_specs =
      generate_named || batch_named || survey_named ? all_scenario_option_specs() : std::vector<OptionSpec>{};
  if (generate_named) {
    declared.declare(gen, scenario_specs, shown ? &*shown : nullptr);
    declared.declare(gen, output_option_specs(), shown ? &*shown : nullptr);
  }
  gen->footer(
      "Rule IDs in brackets are explained in docs/rules.md. With --ruleset R (or --template T), --help "
      "shows only R's options.");

  RunInputs batch_inputs;
  BatchFlags batch_flags;
  DeclaredFlags batch_declared;
  auto* bat = app.add_subcommand("batch", "Many maps at once for a tournament, with a catalogue (docs/batch.md)");
  bat->add_option("--ruleset", batch_inputs.ruleset, "Built-in ruleset name or a ruleset .yaml file [default: gok]")
      ->check(kNamesSomething);
  bat->add_option("--template", batch_inputs.template_name, "A scenario template: ruleset and options")
      ->check(kNamesSomething);
  bat->add_option("--seeds", batch_flags.seeds, "Seeds to try, e.g. 1-40 or 3,7,10-12 (each once; none replaced)");
  bat->add_option("--count", batch_flags.count, "Maps wanted: seeds from --first-seed on, skipping unusable ones");
  bat->add_option("--first-seed", batch_flags.first_seed, "First seed for --count [default: 1]");
  bat->add_option("--rounds", batch_flags.rounds,
                  "Whole rounds of --count tables, each from its own seeds, with a print job per round (round-K.pdf)");
  bat->add_option("--round", batch_flags.round, "Round K alone: exactly round K of --rounds, e.g. made on another machine");
  bat->add_option("--merge", batch_flags.merge,
                  "Shards to merge, e.g. A,B: batch directories made with these options; --out gets one batch of them all");
  bat->add_option("--jobs", batch_flags.jobs, "Maps made at once [default: the machine's cores]");
  bat->add_option("--max-imbalance", batch_flags.max_imbalance,
                  "Skip maps whose imbalance (1 - balance, docs/fairness.md) is over this, 0 to 1");
  bat->add_option("--min-features", batch_flags.min_features,
                  "Skip maps with fewer terrain pieces than this (players' choice sites do not count)");
  bat->add_option("--min-substance", batch_flags.min_substance,
                  "Skip maps whose substance (share of the table under terrain, docs/fairness.md) is under this, "
                  "0 to 1 [default: 0.01, the floor; 0 keeps every map]");
  if (batch_named) {
    batch_declared.declare(bat, scenario_specs, shown ? &*shown : nullptr);
    batch_declared.declare(bat, output_option_specs(), shown ? &*shown : nullptr);
  }

  std::vector<std::string> validate_files;
  std::string validate_ruleset, validate_box;
  auto* val = app.add_subcommand("validate", "Check scenario files against every rule of their ruleset");
  val->add_option("files", validate_files, "Scenario files, YAML or JSON (- reads standard input)")->required();
  val->add_option("--ruleset", validate_ruleset, "Check against this ruleset instead of the one the file names")
      ->check(kNamesSomething);
  val->add_option("--terrain-box", validate_box,
                  "Also check the tables were laid from this box: its pieces, no more of each than it holds "
                  "(docs/terrain-box.md)")
      ->type_name("FILE")
      ->check(kNamesSomething);

  std::vector<std::string> fairness_files;
  bool fairness_as_yaml = false, fairness_as_json = false, fairness_brief_lines = false;
  auto* fair = app.add_subcommand("fairness", "How even each scenario is between its sides, measure by measure "
                                              "(docs/fairness.md)");
  fair->add_option("files", fairness_files, "Scenario files, YAML or JSON (- reads standard input)")->required();
  fair->add_flag("--yaml", fairness_as_yaml, "The full report as YAML (format wargen-fairness/2)");
  fair->add_flag("--json", fairness_as_json, "The full report as JSON");
  fair->add_flag("--brief", fairness_brief_lines, "One line per file: balance, substance, pieces");

  SurveyInputs survey;
  DeclaredFlags survey_declared;
  auto* sur = app.add_subcommand(
      "survey",
      "Generate and validate many seeds in memory; report broken rules, distributions and "
      "throughput (for ruleset authors). Writes nothing; exit 1 when a rule is broken or a seed fails.");
  sur->add_option("--ruleset", survey.run.ruleset, "Built-in ruleset name or a ruleset .yaml file [default: gok]")
      ->check(kNamesSomething);
  sur->add_option("--template", survey.run.template_name, "A scenario template: ruleset and options")
      ->check(kNamesSomething);
  sur->add_option("--seeds", survey.seeds, "Seeds to survey, e.g. 1-10000 or 1-3,10 [default: 1-10000]");
  sur->add_option("--jobs", survey.jobs, "Threads [default: 1]")->type_name("INT 1..256");
  sur->add_flag("--yaml", survey.yaml, "Print the report as YAML");
  if (survey_named) {
    survey_declared.declare(sur, scenario_specs, shown ? &*shown : nullptr);
    // A survey writes nothing, but a club surveys its own table and box: of the output options,
    // --table and --terrain-box.
    survey_declared.declare(sur,
                            {*find_option(output_option_specs(), "table"), *find_option(output_option_specs(), "terrain_box")},
                            shown ? &*shown : nullptr);
  }
  std::string serve_host = "127.0.0.1";
  std::string serve_port = "8080";
  auto* srv = app.add_subcommand("serve", "The club-night page: make, see and download maps in a browser");
  srv->add_option("--port", serve_port, "Port to listen on [default: 8080]")->type_name("INT 1..65535");
  srv->add_option("--host", serve_host, "Address to listen on [default: 127.0.0.1, this machine only]")
      ->type_name("ADDRESS");

  auto* list = app.add_subcommand("rulesets", "List the built-in rulesets");
  auto* templates = app.add_subcommand("templates", "List the built-in scenario templates");

  std::string adjudicate_scenario, adjudicate_state, adjudicate_roll;
  bool adjudicate_yaml = false;
  auto* adj = app.add_subcommand("adjudicate", "Judge a game's end by the scenario's victory system (docs/adjudication.md)");
  adj->add_option("scenario", adjudicate_scenario,
                  "The scenario YAML or JSON (the umpire's copy; - reads standard input)")
      ->required();
  adj->add_option("state", adjudicate_state, "The umpire's end-state YAML (- reads standard input)")->required();
  adj->add_flag("--yaml", adjudicate_yaml, "Print the result as YAML");
  adj->add_option("--roll", adjudicate_roll, "A 2d10 percentage roll already made at the table (VPM-W), 1 to 100");

  SightCommand sight_command;
  auto* sig = app.add_subcommand("sight",
                                 "Does one point see another (FOS-B4), why not, and what a unit or a leader "
                                 "there detects (docs/rules.md)");
  sig->add_option("scenario", sight_command.scenario,
                  "The scenario YAML or JSON (a player's copy will do; - reads standard input)")
      ->required();
  sig->add_option("--from", sight_command.from, "The observer's point in table cm, e.g. 30,20")->type_name("X,Y");
  sig->add_option("--to", sight_command.to, "The target's point in table cm")->type_name("X,Y");
  sig->add_option("--pairs", sight_command.pairs, "Many questions: a file (- for standard input) of X1,Y1 X2,Y2 lines")
      ->type_name("FILE");
  sig->add_option("--cell-cm", sight_command.cell_cm, "Side of a board cell in cm, 1 to 100 [default: 5]")
      ->type_name("CM");
  sig->add_flag("--yaml", sight_command.yaml, "Each answer as a YAML document (format wargen-sight/1)");
  sig->add_flag("--json", sight_command.json, "Each answer as one line of JSON (format wargen-sight/1)");

  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    if (e.get_exit_code() == 0) return app.exit(e);  // --help, --version
    std::cerr << "wargen: " << one_line(e.what()) << flag_hint(app, argc, argv) << "\n";
    return kExitBadInput;
  }

  try {
    if (*val) return run_validate(validate_files, validate_ruleset, validate_box);
    if (*list) return run_rulesets();
    if (*fair) return run_fairness_command(fairness_files, fairness_as_yaml, fairness_as_json, fairness_brief_lines);
    if (*sur) {
      survey.run.options = survey_declared.given();
      return run_survey(survey);
    }
    if (*srv) {
      int port = 0;
      auto [end, error] = std::from_chars(serve_port.data(), serve_port.data() + serve_port.size(), port);
      if (error != std::errc() || end != serve_port.data() + serve_port.size() || port < 1 || port > 65535)
        throw InputError("--port: '" + serve_port + "' is not a port (1 to 65535)");
      return run_serve(serve_host, port);
    }
    if (*templates) return run_templates();
    if (*sig) return run_sight_command(sight_command, std::cout);
    if (*adj) return run_adjudicate(adjudicate_scenario, adjudicate_state, adjudicate_roll, adjudicate_yaml);
    if (*bat) {
      batch_inputs.options = batch_declared.given();
      return run_batch_command(batch_inputs, batch_flags);
    }
    if (seed_flag->count() > 0) generate.seed = seed_text;
    generate.options = declared.given();
    return run_generate(generate);  // `wargen` alone generates with the defaults
  } catch (const Error& e) {
    std::cerr << "wargen: " << one_line(e.what()) << "\n";
    return e.exit_code();
  } catch (const std::exception& e) {
    std::cerr << "wargen: internal error: " << one_line(e.what()) << "\n";
    return kExitBug;
  }
}
