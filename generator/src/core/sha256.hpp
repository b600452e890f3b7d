#pragma once
// SHA-256 (FIPS 180-4), for the ruleset digest written into every scenario, and HMAC-SHA256
// (RFC 2104), which keys a table's hidden values by the umpire's key (scenario_layer/table_secrets.hpp).
#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace wargen {

// Lower-case hex digest of `data`.
std::string sha256_hex(std::string_view data);

using Sha256Digest = std::array<std::uint8_t, 32>;

// The 32 bytes of the digest of `data`.
Sha256Digest sha256(std::string_view data);

// HMAC-SHA256 of `message` under `key` (RFC 2104; RFC 4231's test vectors are its known answers).
Sha256Digest hmac_sha256(std::string_view key, std::string_view message);

// Lower-case hex of a digest.
std::string hex_text(const Sha256Digest& digest);

}  // namespace wargen
