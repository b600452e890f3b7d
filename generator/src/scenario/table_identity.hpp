#pragma once
// A table's identity as text: what keys its secrets (scenario_layer/table_secrets.hpp) and seals an
// umpire's copy (scenario/umpire_seal.hpp). Each value is length-prefixed, so no text can pass for
// another field.
#include <string>
#include <string_view>

#include "scenario/scenario.hpp"

namespace wargen {

// Appends "<name> <bytes>:<value>\n".
void append_field(std::string& out, std::string_view name, std::string_view value);

// The seed, the ruleset's name and digest, the table's size and every option that shapes the
// table: all of `options` but the umpire key itself, the label (printed, and added after the table
// is made), the table size (which width and depth stand for) and a tool's x- notes.
std::string table_identity(const Scenario& scenario);

}  // namespace wargen
