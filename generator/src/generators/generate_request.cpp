#include <string>

#include "core/error.hpp"
#include "generators/scenario_generator.hpp"
#include "scenario_layer/layer_options.hpp"

namespace wargen {

std::map<std::string, std::string> request_options(const GenerateRequest& request) {
  std::map<std::string, std::string> options;
  if (request.turns > 0) options["turns"] = std::to_string(request.turns);
  for (const auto& [side, kind] : request.choices) options["choice_" + side] = kind;
  if (!request.zone.empty()) options["zone"] = request.zone;
  if (!request.attacker.empty()) options["attacker"] = request.attacker;
  if (!request.attacker_edge.empty()) options["attacker_edge"] = request.attacker_edge;
  for (const auto& [side, rating] : request.initiative) options["initiative_" + side] = rating;
  if (request.no_objective_max) options["no_objective_max"] = "true";
  if (request.max_points_per_objective > 0)
    options["max_points_per_objective"] = std::to_string(request.max_points_per_objective);
  if (request.points_step > 0) options["points_step"] = std::to_string(request.points_step);
  add_layer_options(request.layer, options);
  return options;
}

bool apply_npow_option(GenerateRequest& request, const std::string& key, const std::string& value,
                       const std::string& where) {
  auto whole_number = [&]() {
    try {
      return std::stoi(value);
    } catch (const std::exception&) {
      throw InputError(where + ": option " + key + " '" + value + "' is not a number");
    }
  };
  if (key == "zone") request.zone = value;
  else if (key == "attacker") request.attacker = value;
  else if (key == "attacker_edge") request.attacker_edge = value;
  else if (key == "initiative_A" || key == "initiative_B") request.initiative[key.substr(11)] = value;
  else if (key == "no_objective_max") request.no_objective_max = value == "true";
  else if (key == "max_points_per_objective") request.max_points_per_objective = whole_number();
  else if (key == "points_step") request.points_step = whole_number();
  else return false;
  return true;
}

GenerateRequest request_from_scenario(const Scenario& scenario) {
  GenerateRequest request;
  request.seed = scenario.seed;
  auto whole_number = [&](const std::string& key, const std::string& value) {
    try {
      return std::stoi(value);
    } catch (const std::exception&) {
      throw InputError("scenario " + scenario.id + ": options." + key + " '" + value + "' is not a number");
    }
  };
  for (const auto& [key, value] : scenario.options) {
    if (key == "turns") {
      request.turns = whole_number(key, value);
    } else if (key.rfind("choice_", 0) == 0) {
      request.choices[key.substr(7)] = value;
    } else if (apply_npow_option(request, key, value, "scenario " + scenario.id)) {
      // zone, attacker, initiative, conventions
    } else if (read_layer_option(key, value, request.layer, scenario.id)) {
      // objectives, armies, victory, template …
    }
  }
  return request;
}

}  // namespace wargen
