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

namespace wargen {

// What the user asked for beyond the ruleset.
struct GenerateRequest {
  std::uint64_t seed = 0;
  int turns = 0;                                // weather turns; 0 = the ruleset's default
  std::map<std::string, std::string> choices;   // GOK-T7: side ("A"/"B") -> kind or category
};

// The request as a scenario's `options` records it, and back: a scenario file says how to make it
// again (the golden-sample test regenerates every sample this way). Every request field goes here.
std::map<std::string, std::string> request_options(const GenerateRequest& request);
GenerateRequest request_from_scenario(const Scenario& scenario);

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
