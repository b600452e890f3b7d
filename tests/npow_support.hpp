#pragma once
// Helpers for the NPOW tests (rules.md NPOW).
#include <algorithm>
#include <functional>
#include <string>
#include <vector>

#include "app/pipeline.hpp"
#include "ruleset/ruleset.hpp"

namespace wargen::test {

inline const Ruleset& npow_ruleset(const std::string& name) {
  static const Ruleset npow = load_ruleset("npow");
  static const Ruleset npow300 = load_ruleset("npow300");
  return name == "npow300" ? npow300 : npow;
}

inline const std::vector<std::string>& npow_zones() {
  static const std::vector<std::string> zones = {"central", "north-east", "south", "north-africa", "army-list"};
  return zones;
}

inline Scenario npow_scenario(std::uint64_t seed, const std::string& zone = "central",
                              const std::string& ruleset = "npow") {
  GenerateRequest request;
  request.seed = seed;
  request.options["zone"] = zone;
  return generate_scenario(npow_ruleset(ruleset), request);
}

inline std::vector<std::string> npow_rules_broken(const Scenario& s, const std::string& ruleset = "npow") {
  std::vector<std::string> rules;
  for (const auto& v : npow_ruleset(ruleset).generator->validate(s, npow_ruleset(ruleset))) rules.push_back(v.rule);
  return rules;
}

// "RULE: message" of the first rule `s` breaks, or "" when it keeps them all.
inline std::string first_violation(const Scenario& s, const Ruleset& ruleset) {
  auto violations = ruleset.generator->validate(s, ruleset);
  return violations.empty() ? "" : violations.front().rule + ": " + violations.front().message;
}

// The first scenario (seeds 0..1999, central zone) that has what `wanted` asks for.
inline Scenario first_npow_scenario(const std::function<bool(const Scenario&)>& wanted,
                                    const std::string& ruleset = "npow") {
  for (std::uint64_t seed = 0; seed < 2000; ++seed) {
    Scenario s = npow_scenario(seed, "central", ruleset);
    if (wanted(s)) return s;
  }
  throw std::runtime_error("no seed below 2000 has it");
}

inline bool has_kind(const Scenario& s, const std::string& kind) {
  return std::any_of(s.features.begin(), s.features.end(), [&](const Feature& f) { return f.kind == kind; });
}

inline Feature& kind_of(Scenario& s, const std::string& kind) {
  return *std::find_if(s.features.begin(), s.features.end(), [&](const Feature& f) { return f.kind == kind; });
}

inline void move_feature(Feature& f, double dx, double dy) {
  for (auto& p : f.outline) p = {p.x + dx, p.y + dy};
  for (auto& p : f.path) p = {p.x + dx, p.y + dy};
}

}  // namespace wargen::test
