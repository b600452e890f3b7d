#pragma once
// VPM-6: an umpire's copy (a scenario with an umpire key) ends in `umpire_seal`, an HMAC-SHA256
// under the umpire key of the table's identity (table_identity.hpp), its id and everything a
// player's copy leaves out (the VP values, the weather, the GOK-W2 dice). A copy edited by hand –
// a VP value, the weather, the id, the ruleset's name, an option – is refused by `validate` and
// `adjudicate` rather than judged. Layout and a tool's x- keys are not sealed, so a YAML tool may
// re-indent the file and add its notes. Not a signature: whoever holds the copy holds its key.
#include <optional>
#include <string>

#include "scenario/scenario.hpp"

namespace wargen {

// "hmac-sha256:<hex>" of the scenario's sealed contents under its umpire key (options.umpire_key,
// which it must have).
std::string umpire_seal_of(const Scenario& scenario);

// Why the seal a scenario was read with does not hold ("does not match …", to follow the key's
// name), or nothing: a copy with an umpire key must carry the seal of its contents; a copy without
// one must carry none.
std::optional<std::string> umpire_seal_problem(const Scenario& read);

}  // namespace wargen
