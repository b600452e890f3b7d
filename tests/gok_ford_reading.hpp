#pragma once
// Game of Kings under GOK-T8's other ford reading: 1d2-1 fords on an impassable river (a ford as
// the only way over for foot and horse), the ruleset value docs/rules.md keeps beside the no-ford
// default. The tables GoK made before the default changed were rolled with it (seed 14's walled
// town on its river among them).
#include <string>

#include "app/ruleset_loader.hpp"
#include "support.hpp"

namespace wargen::test {

inline const Ruleset& gok_with_fords() {
  static const Ruleset ruleset = [] {
    std::string text = read_file(source_path("rulesets/gok.yaml"));
    const std::string no_ford = "fords: 0                          # \"impassable to troops\"";
    const auto at = text.find(no_ford);
    if (at == std::string::npos) throw std::runtime_error("rulesets/gok.yaml: the impassable row's fords: 0 moved");
    text.replace(at, text.find('\n', at) - at, "fords: 1d2-1");
    return load_ruleset_text(text, "gok-fords.yaml");
  }();
  return ruleset;
}

inline Scenario gok_with_fords_scenario(std::uint64_t seed) {
  GenerateRequest request;
  request.seed = seed;
  return generate_scenario(gok_with_fords(), request);
}

}  // namespace wargen::test
