#include "scenario_layer/layer_options.hpp"

#include <charconv>

#include "core/error.hpp"
#include "objectives/objective_scheme.hpp"
#include "objectives/placement_policy.hpp"
#include "objectives/registry.hpp"
#include "victory/registry.hpp"
#include "victory/victory_system.hpp"

namespace wargen {

namespace {

std::vector<OptionSpec> make_specs() {
  const std::string group = "Scenario layer (any ruleset)";
  std::vector<std::string> schemes, policies, systems;
  for (const auto* scheme : all_objective_schemes()) schemes.push_back(scheme->name());
  for (const auto* policy : all_placement_policies()) policies.push_back(policy->name());
  for (const auto* system : all_victory_systems()) systems.push_back(system->name());
  std::vector<OptionSpec> specs;
  specs.push_back({"objectives", OptionType::choice, "Objective scheme (vp-markers: weighted VP markers)", "VPM-1",
                   schemes, 0, 0, "", false, group});
  specs.push_back({"defender_held_ground", OptionType::boolean,
                   "VPM-4 variant: 7 of the 10 VP markers go in the defender's deployment zone", "VPM-4", {}, 0, 0, "",
                   false, group});
  specs.push_back({"defender", OptionType::choice, "The defender for the held-ground variant", "VPM-4", {"A", "B"}, 0,
                   0, "dice", false, group});
  specs.push_back({"vp_policy", OptionType::choice, "A side's VP placement policy, e.g. A=home-ground", "VPM-3",
                   policies, 0, 0, "most-prominent", true, group});
  specs.push_back({kUmpireKeyOption, OptionType::text,
                   "Key of the hidden VP deal, 0 to 18446744073709551615 (default: a fresh one)", "VPM-6", {}, 0, 0, "",
                   false, group});
  specs.push_back({"armies", OptionType::boolean, "Two 20-unit armies from the ruleset's army list", "GOK-A1", {}, 0, 0,
                   "", false, group});
  specs.push_back({"victory", OptionType::choice, "Victory system (default: the objectives' or the ruleset's)", "",
                   systems, 0, 0, "", false, group});
  return specs;
}

}  // namespace

const std::vector<OptionSpec>& layer_option_specs() {
  static const std::vector<OptionSpec> specs = make_specs();
  return specs;
}

std::optional<std::uint64_t> umpire_key_option(const OptionValues& values) {
  const auto given = values.find(kUmpireKeyOption);
  if (given == values.end()) return std::nullopt;
  const std::string& text = given->second;
  std::uint64_t key = 0;
  auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), key);
  if (text.empty() || error != std::errc() || end != text.data() + text.size())
    throw InputError("--umpire-key: '" + text + "' is not a whole number from 0 to 18446744073709551615");
  return key;
}

LayerRequest layer_request(const OptionValues& values) {
  LayerRequest r;
  r.objectives = option_text(values, "objectives");
  r.defender_held_ground = option_flag(values, "defender_held_ground");
  r.defender = option_text(values, "defender");
  for (const char* side : {"A", "B"}) {
    std::string policy = option_text(values, std::string("vp_policy_") + side);
    if (!policy.empty()) r.vp_policies[side] = policy;
  }
  r.umpire_key = umpire_key_option(values);
  r.armies = option_flag(values, "armies");
  r.victory = option_text(values, "victory");
  return r;
}

}  // namespace wargen
