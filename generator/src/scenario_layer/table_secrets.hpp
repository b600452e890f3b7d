#pragma once
// The umpire's secrets of one table (VPM-6): the deal of the hidden VP values, the weather after
// turn 1 and the withdrawal rolls. Each is drawn from a stream keyed by the umpire key AND the
// table's identity, so one key used for a whole evening still deals every table differently, and
// nothing a player's copy prints (seed, ruleset, options) gives a stream away without the key.
//
// The stream's 128 bits are HMAC-SHA256 (RFC 2104) under the umpire key's decimal digits of the
// text table_identity() (scenario/table_identity.hpp) writes plus "stream <n>:<name>": portable,
// and the same on every machine.
#include <cstdint>
#include <string>
#include <string_view>

#include "core/rng.hpp"
#include "scenario/scenario.hpp"
#include "scenario/table_identity.hpp"  // table_identity(), the text the streams key

namespace wargen {

// The stream `name` of the table's secrets under `umpire_key`.
Pcg32 secret_stream(std::uint64_t umpire_key, const Scenario& scenario, std::string_view name);

}  // namespace wargen
