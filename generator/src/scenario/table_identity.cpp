#include "scenario/table_identity.hpp"

#include "core/extensions.hpp"
#include "core/number_text.hpp"
#include "scenario/table_label.hpp"

namespace wargen {

void append_field(std::string& out, std::string_view name, std::string_view value) {
  out.append(name).append(" ").append(std::to_string(value.size())).append(":").append(value).append("\n");
}

std::string table_identity(const Scenario& scenario) {
  std::string out = "wargen table secrets 1\n";
  append_field(out, "seed", std::to_string(scenario.seed));
  append_field(out, "ruleset", scenario.ruleset_name);
  append_field(out, "ruleset_digest", scenario.ruleset_digest);
  append_field(out, "width_cm", format_number(scenario.table_width_cm));
  append_field(out, "depth_cm", format_number(scenario.table_depth_cm));
  for (const auto& [key, value] : scenario.options) {
    // A tool's own x- notes are no part of the table: adding one neither breaks the seal nor deals
    // other secrets.
    if (key == "umpire_key" || key == kLabelOption || key == "table" || is_extension_key(key)) continue;
    append_field(out, "option", key);
    append_field(out, "value", value);
  }
  return out;
}

}  // namespace wargen
