#include "scenario_layer/table_secrets.hpp"

#include "core/sha256.hpp"
#include "scenario/table_identity.hpp"

namespace wargen {
namespace {

std::uint64_t big_endian_word(const Sha256Digest& digest, std::size_t first) {
  std::uint64_t word = 0;
  for (std::size_t i = first; i < first + 8; ++i) word = (word << 8) | digest[i];
  return word;
}

}  // namespace

Pcg32 secret_stream(std::uint64_t umpire_key, const Scenario& scenario, std::string_view name) {
  std::string message = table_identity(scenario);
  append_field(message, "stream", name);
  const Sha256Digest mac = hmac_sha256(std::to_string(umpire_key), message);
  return Pcg32(big_endian_word(mac, 0), big_endian_word(mac, 8));
}

}  // namespace wargen
