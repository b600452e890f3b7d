#pragma once
#include <string_view>
#include <vector>

namespace wargen {

// A ruleset file compiled into the binary from rulesets/*.yaml (see cmake/embed_rulesets.cmake).
struct EmbeddedRuleset {
  std::string_view name;  // file stem, e.g. "gok"
  std::string_view text;
};

const std::vector<EmbeddedRuleset>& embedded_rulesets();

}  // namespace wargen
