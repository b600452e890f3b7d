#pragma once
// SHA-256 (FIPS 180-4), for the ruleset digest written into every scenario.
#include <string>
#include <string_view>

namespace wargen {

// Lower-case hex digest of `data`.
std::string sha256_hex(std::string_view data);

}  // namespace wargen
