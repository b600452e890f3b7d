#include "scenario_layer/layer_options.hpp"

#include <charconv>

#include "core/error.hpp"

namespace wargen {

void add_layer_options(const LayerRequest& r, std::map<std::string, std::string>& options) {
  if (!r.objectives.empty()) options["objectives"] = r.objectives;
  if (r.defender_held_ground) options["defender_held_ground"] = "true";
  if (!r.defender.empty()) options["defender"] = r.defender;
  for (const auto& [side, policy] : r.vp_policies) options["vp_policy_" + side] = policy;
  if (r.umpire_key) options[kUmpireKeyOption] = std::to_string(*r.umpire_key);
  if (r.armies) options["armies"] = "true";
  if (!r.victory.empty()) options["victory"] = r.victory;
  if (!r.template_name.empty()) options["template"] = r.template_name;
}

bool read_layer_option(const std::string& key, const std::string& value, LayerRequest& r, const std::string& id) {
  auto bad = [&](const std::string& what) {
    throw InputError("scenario " + id + ": options." + key + " '" + value + "' " + what);
  };
  auto flag = [&]() {
    if (value != "true" && value != "false") bad("must be true or false");
    return value == "true";
  };
  if (key == "objectives") {
    r.objectives = value;
  } else if (key == "defender_held_ground") {
    r.defender_held_ground = flag();
  } else if (key == "defender") {
    if (value != "A" && value != "B") bad("must be A or B");
    r.defender = value;
  } else if (key.rfind("vp_policy_", 0) == 0) {
    r.vp_policies[key.substr(10)] = value;
  } else if (key == kUmpireKeyOption) {
    std::uint64_t k = 0;
    auto [end, error] = std::from_chars(value.data(), value.data() + value.size(), k);
    if (value.empty() || error != std::errc() || end != value.data() + value.size()) bad("is not a whole number");
    r.umpire_key = k;
  } else if (key == "armies") {
    r.armies = flag();
  } else if (key == "victory") {
    r.victory = value;
  } else if (key == "template") {
    r.template_name = value;
  } else {
    return false;
  }
  return true;
}

}  // namespace wargen
