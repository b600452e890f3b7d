#pragma once
// The plugin interface every generator implements. Generators are const and stateless: the seed
// and the ruleset come in as arguments. All generators are listed in generators/registry.cpp.
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "core/yaml_access.hpp"
#include "ruleset/ruleset.hpp"
#include "scenario/scenario.hpp"
#include "scenario_layer/layer_request.hpp"

namespace wargen {

// What the user asked for beyond the ruleset.
struct GenerateRequest {
  std::uint64_t seed = 0;
  int turns = 0;                                // weather turns; 0 = the ruleset's default
  std::map<std::string, std::string> choices;   // GOK-T7: side ("A"/"B") -> kind or category
  // NPOW set-up (rules.md NPOW); empty or 0 = the ruleset's default, or dice where the rules roll.
  std::string zone{};                               // NPOW-S2: the defender's geographic zone
  std::string attacker{};                           // NPOW-E1: "A" | "B" (the side with the initiative)
  std::string attacker_edge{};                      // NPOW-E1: "south" | "north", the attacker's pick
  std::map<std::string, std::string> initiative{};  // NPOW-O2: side -> high | medium | low
  bool no_objective_max = false;                    // NPOW-S5 convention: no hill is downgraded
  int max_points_per_objective = 0;                 // NPOW-O1 convention; 0 = no cap
  int points_step = 0;                              // NPOW-O1: points go in multiples of this
  LayerRequest layer{};  // objectives, armies, victory (scenario_layer/layer_request.hpp)
};

// The request as a scenario's `options` records it, and back: a scenario file says how to make it
// again (the golden-sample test regenerates every sample this way). Every request field goes here.
std::map<std::string, std::string> request_options(const GenerateRequest& request);
GenerateRequest request_from_scenario(const Scenario& scenario);
// Sets one NPOW request field from its option key (zone, attacker, attacker_edge, initiative_A,
// initiative_B, no_objective_max, max_points_per_objective, points_step), as scenario options and
// templates write them; false for another key. Throws InputError, naming `where`, for a bad number.
bool apply_npow_option(GenerateRequest& request, const std::string& key, const std::string& value,
                       const std::string& where);

// A broken rule found in a scenario.
struct Violation {
  std::string rule;     // rule ID, e.g. "GOK-T6", or "FORMAT"
  std::string message;
};

class ScenarioGenerator {
 public:
  virtual ~ScenarioGenerator() = default;
  virtual std::string name() const = 0;
  virtual std::string describe() const = 0;
  // Reads and checks the generator's own keys of a ruleset (the root map; common keys are
  // already read). Throws InputError naming file, line and key.
  virtual std::shared_ptr<const GeneratorParams> read_params(YamlMap& root) const = 0;
  // Throws InputError for a request the ruleset cannot honour (e.g. an unknown choice kind).
  virtual Scenario generate(const Ruleset& ruleset, const GenerateRequest& request) const = 0;
  // Every rule of the ruleset the scenario breaks; empty when valid.
  virtual std::vector<Violation> validate(const Scenario& scenario, const Ruleset& ruleset) const = 0;
};

}  // namespace wargen
