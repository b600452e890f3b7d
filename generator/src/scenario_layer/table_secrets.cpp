#include "scenario_layer/table_secrets.hpp"

#include "core/number_text.hpp"
#include "core/sha256.hpp"
#include "scenario/table_label.hpp"
#include "scenario_layer/layer_options.hpp"

namespace wargen {
namespace {

void field(std::string& out, std::string_view name, std::string_view value) {
  out.append(name).append(" ").append(std::to_string(value.size())).append(":").append(value).append("\n");
}

std::uint64_t big_endian_word(const Sha256Digest& digest, std::size_t first) {
  std::uint64_t word = 0;
  for (std::size_t i = first; i < first + 8; ++i) word = (word << 8) | digest[i];
  return word;
}

}  // namespace

std::string table_identity(const Scenario& scenario) {
  std::string out = "wargen table secrets 1\n";
  field(out, "seed", std::to_string(scenario.seed));
  field(out, "ruleset", scenario.ruleset_name);
  field(out, "ruleset_digest", scenario.ruleset_digest);
  field(out, "width_cm", format_number(scenario.table_width_cm));
  field(out, "depth_cm", format_number(scenario.table_depth_cm));
  for (const auto& [key, value] : scenario.options) {
    // The key is the secret, not part of what it keys; the label is printed on the copies and
    // added after the table is made; "table" is the size, above.
    if (key == kUmpireKeyOption || key == kLabelOption || key == "table") continue;
    field(out, "option", key);
    field(out, "value", value);
  }
  return out;
}

Pcg32 secret_stream(std::uint64_t umpire_key, const Scenario& scenario, std::string_view name) {
  std::string message = table_identity(scenario);
  field(message, "stream", name);
  const Sha256Digest mac = hmac_sha256(std::to_string(umpire_key), message);
  return Pcg32(big_endian_word(mac, 0), big_endian_word(mac, 8));
}

}  // namespace wargen
