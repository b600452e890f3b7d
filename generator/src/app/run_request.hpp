#pragma once
// From what a front end was given (the command line, the web page, a batch) to a loaded ruleset, a
// checked scenario request and an output request: one place, so every front end accepts the same
// options with the same messages.
#include <optional>
#include <string>
#include <vector>

#include "app/pipeline.hpp"
#include "core/option_spec.hpp"

namespace wargen {

// A terrain box's text that a front end holds itself (the page's upload: the server reads no file a
// request names), with the name its messages give in place of a file's ("terrain box (upload):3: ...").
struct TerrainBoxText {
  std::string name;
  std::string text;
};

struct RunInputs {
  std::string ruleset;        // built-in name or file; "" = the template's, else gok
  std::string template_name;  // built-in name or file; "" = none
  std::optional<std::string> seed;  // as typed; none = a fresh one
  OptionValues options;       // scenario and output options by key, as given; they win over the template's
  std::optional<TerrainBoxText> terrain_box_text{};  // wins over a terrain_box file, as a flag over a template
};

struct PreparedRun {
  Ruleset ruleset;
  GenerateRequest request;  // seed and every scenario option (generator's and layer's)
  OutputRequest output;
  std::string view;  // "umpire" | "player" | "both" | "" (no hidden values: one plain copy)
};

// Every option a front end may pass or a template may set: all generators', the scenario layer's
// and the outputs' (a ruleset narrows the scenario options to its generator's).
std::vector<OptionSpec> all_run_option_specs();

// Whether a table made with these scenario options and `view` (--view: "", umpire, player, both)
// holds anything a player's copy leaves out (VPM-6: VP values always; weather after turn 1 when a
// player's copy is written or an umpire key given): then it needs an umpire key, given or fresh.
bool hides_from_players(const Ruleset& ruleset, const OptionValues& scenario_options, const std::string& view);

// Throws InputError naming the flag, file, line or key for anything wrong, before any work. Deals
// a fresh umpire key when the table hides anything and none is given.
PreparedRun prepare_run(const RunInputs& inputs);

// The run's scenario: generated, with the title the output asks for (map, PDF, sheet, YAML).
Scenario generate_run(const PreparedRun& run);

// A seed as typed: 0 to 2^64-1, digits only. Throws InputError naming `flag`.
std::uint64_t parse_seed(const std::string& text, const std::string& flag = "--seed");

// A seed from the system's entropy, for runs that were given none.
std::uint64_t fresh_seed();

}  // namespace wargen
