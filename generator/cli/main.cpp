// The wargen command line. All CLI11 set-up lives in this one file: CLI/CLI.hpp is slow to compile.
// Exit codes: 0 done; 1 `validate` found broken rules; 2 bad input (message on one line); 3 a bug.
#include <CLI/CLI.hpp>

#include <charconv>
#include <iostream>
#include <random>
#include <sstream>

#include "app/pipeline.hpp"
#include "core/error.hpp"
#include "ruleset/ruleset.hpp"

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
  std::string turns;
  std::vector<std::string> choices;
};

std::uint64_t parse_seed(const std::string& text) {
  std::uint64_t seed = 0;
  auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), seed);
  if (text.empty() || error != std::errc() || end != text.data() + text.size())
    throw InputError("--seed: '" + text + "' is not a whole number from 0 to 18446744073709551615");
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

std::vector<std::string> split(const std::string& text, char separator) {
  std::vector<std::string> parts;
  std::stringstream in(text);
  for (std::string part; std::getline(in, part, separator);)
    if (!part.empty()) parts.push_back(part);
  return parts;
}

std::uint64_t fresh_seed() {
  // Only the seed is drawn from the system: everything after it is our own deterministic engine.
  std::random_device device;
  return (static_cast<std::uint64_t>(device()) << 32) | device();
}

int run_generate(const GenerateOptions& o) {
  Ruleset ruleset = load_ruleset(o.ruleset);
  GenerateRequest request;
  request.seed = o.seed.empty() ? fresh_seed() : parse_seed(o.seed);
  if (!o.turns.empty()) request.turns = static_cast<int>(parse_number("--turns", o.turns, 1, 1000));
  if (!o.turns.empty() && std::to_string(request.turns) != o.turns)
    throw InputError("--turns: '" + o.turns + "' is not a whole number");
  for (const auto& choice : o.choices) {
    auto eq = choice.find('=');
    if (eq == std::string::npos) throw InputError("--choice: '" + choice + "' must look like A=wood");
    request.choices[choice.substr(0, eq)] = choice.substr(eq + 1);
  }
  OutputRequest output;
  output.formats = split(o.formats, ',');
  if (output.formats.empty()) throw InputError("--format: name at least one format (yaml, png)");
  output.px_per_cm = parse_number("--px-per-cm", o.px_per_cm, 1, 40);
  output.out_dir = o.out_dir;

  Scenario scenario = generate_scenario(ruleset, request);
  auto written = write_outputs(scenario, output);
  std::cout << scenario.id << ": ruleset " << scenario.ruleset_name << ", seed " << scenario.seed << ", "
            << scenario.features.size() << " features, " << scenario.crossings.size() << " crossings; wrote";
  for (const auto& path : written) std::cout << " " << path.string();
  std::cout << "\n";
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

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"wargen: battlefields and scenarios for horse-and-musket wargames"};
  app.set_version_flag("--version", std::string("wargen ") + WARGEN_VERSION);
  app.require_subcommand(0, 1);

  GenerateOptions generate;
  auto* gen = app.add_subcommand("generate", "Generate a scenario (YAML) and its map (PNG). The default command.");
  gen->add_option("--ruleset", generate.ruleset, "Built-in ruleset name or a ruleset .yaml file")->capture_default_str();
  gen->add_option("--seed", generate.seed, "Seed, 0 to 18446744073709551615 (default: a fresh random one)");
  gen->add_option("--out", generate.out_dir, "Directory for the files (created if missing)")->capture_default_str();
  gen->add_option("--format", generate.formats, "Comma-separated: yaml,png")->capture_default_str();
  gen->add_option("--px-per-cm", generate.px_per_cm, "Map resolution in pixels per cm (1 to 40)")->capture_default_str();
  gen->add_option("--turns", generate.turns, "Turns of weather to pre-roll (default: the ruleset's)");
  gen->add_option("--choice", generate.choices, "A player's choice (GOK-T7), e.g. A=wood or B=river");

  std::vector<std::string> validate_files;
  std::string validate_ruleset;
  auto* val = app.add_subcommand("validate", "Check scenario files against every rule of their ruleset");
  val->add_option("files", validate_files, "Scenario YAML files")->required();
  val->add_option("--ruleset", validate_ruleset, "Check against this ruleset instead of the one the file names");

  auto* list = app.add_subcommand("rulesets", "List the built-in rulesets");

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
    return run_generate(generate);  // `wargen` alone generates with the defaults
  } catch (const Error& e) {
    std::cerr << "wargen: " << e.what() << "\n";
    return e.exit_code();
  } catch (const std::exception& e) {
    std::cerr << "wargen: internal error: " << e.what() << "\n";
    return kExitBug;
  }
}
