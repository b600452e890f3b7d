#include <string>

#include "core/error.hpp"
#include "generators/scenario_generator.hpp"

namespace wargen {

std::map<std::string, std::string> request_options(const GenerateRequest& request) {
  std::map<std::string, std::string> options;
  if (request.turns > 0) options["turns"] = std::to_string(request.turns);
  for (const auto& [side, kind] : request.choices) options["choice_" + side] = kind;
  return options;
}

GenerateRequest request_from_scenario(const Scenario& scenario) {
  GenerateRequest request;
  request.seed = scenario.seed;
  for (const auto& [key, value] : scenario.options) {
    if (key == "turns") {
      try {
        request.turns = std::stoi(value);
      } catch (const std::exception&) {
        throw InputError("scenario " + scenario.id + ": options.turns '" + value + "' is not a number");
      }
    } else if (key.rfind("choice_", 0) == 0) {
      request.choices[key.substr(7)] = value;
    }
  }
  return request;
}

}  // namespace wargen
