#pragma once
// What the user asked of an NPOW table (command line or the scenario's options), checked against
// the ruleset and completed with its defaults. The generator records it in scenario.options and
// the validator reads it back from there, through this same code.
#include <map>
#include <string>
#include <vector>

#include "generators/npow/npow_params.hpp"
#include "core/option_spec.hpp"

namespace wargen {

struct NpowSettings {
  std::string zone;           // as asked: a zone, or "army-list:<zone>" (the zone the army list names)
  std::string table_zone;     // the zone whose d10 table is rolled on (NPOW-S2)
  std::string attacker;       // "A" | "B" | "" (dice, NPOW-E1)
  std::string attacker_edge;  // "south" | "north" | "" (dice, NPOW-E1)
  std::map<std::string, std::string> initiative;  // both sides (NPOW-O2)
  bool no_objective_max = false;                  // NPOW-S5 convention
  int max_points_per_objective = 0;               // NPOW-O1 convention, 0 = none
  int points_step = 5;                            // NPOW-O1
  bool symmetric = false;                         // the symmetric procedure (symmetric_pool.hpp, WARGEN-SYM)
};

// NPOW's options (zone, attacker, attacker_edge, initiative per side, no_objective_max,
// max_points_per_objective, points_step); with params, the ruleset's zones and ratings as choices.
std::vector<OptionSpec> npow_option_specs(const NpowParams* params);

// Throws InputError, naming the option, for what the ruleset cannot honour.
NpowSettings resolve_settings(const NpowParams& params, const OptionValues& options);

// The scenario's `options`: the request as given, plus the settings that do not come from dice
// (zone, initiative, points), so the file says which conventions it was made under.
OptionValues settings_options(const OptionValues& requested, const NpowSettings& settings);

}  // namespace wargen
