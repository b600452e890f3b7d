#pragma once
// A table's printed label, e.g. "Round 2 · Table 7": a tournament prints one map per table, and the
// organiser, the umpire and the players must be able to tell the copies apart at a glance. It is
// recorded in the scenario's options (key `label`), so the map, every PDF page and the placement
// sheet print it, and the file says which table it was made for.
#include <string>

#include "scenario/scenario.hpp"

namespace wargen {

// The scenario option that holds the label.
inline constexpr const char* kLabelOption = "label";

// `pattern` with every "{n}" replaced by the table number (1-based) and, when a batch makes
// rounds, every "{round}" by the round number (1-based; 0 = no rounds: "{round}" is left as is).
std::string expand_label(const std::string& pattern, int table_number, int round_number = 0);

// Sets (or, with an empty label, leaves unset) the scenario's label.
void set_label(Scenario& scenario, const std::string& label);

// The scenario's label, "" when it has none.
std::string scenario_label(const Scenario& scenario);

// "Round 2 · Table 7 · " (with the separator) or "" – for titles that put the label first.
std::string label_prefix(const Scenario& scenario);

}  // namespace wargen
