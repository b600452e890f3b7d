#pragma once
// The plugin interface every generator implements. Generators are const and stateless: the seed
// and the ruleset come in as arguments. All generators are listed in generators/registry.cpp.
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/option_spec.hpp"
#include "core/yaml_access.hpp"
#include "ruleset/ruleset.hpp"
#include "scenario/scenario.hpp"
#include "scenario/violation.hpp"
#include "terrain_box/terrain_box.hpp"

namespace wargen {

// What the user asked of the terrain beyond the ruleset: the seed, and values for the options the
// generator declares (as text by option key, already checked against the declarations). The
// request may carry other stages' options too; a generator reads only its own.
struct GenerateRequest {
  std::uint64_t seed = 0;
  OptionValues options{};
  // The club's pieces (--terrain-box, terrain_box/terrain_box.hpp): the generator lays only these,
  // never more of one than the box holds. Null: the ruleset's own sizes, as many as the dice ask.
  std::shared_ptr<const TerrainBox> terrain_box{};
};

// How hard a generator worked for one table. `wargen survey` shows it to a ruleset's author: a
// ruleset whose tables take many passes is near one whose tables fail.
struct GenerationEffort {
  int placement_passes = 0;  // the placement pass that fitted (1 = the first); 0 when there are none
};

class ScenarioGenerator {
 public:
  virtual ~ScenarioGenerator() = default;
  virtual std::string name() const = 0;
  virtual std::string describe() const = 0;
  // The options this generator reads, with their rule IDs. With a ruleset's params, choices that
  // come from the ruleset (NPOW zones, initiative ratings) are filled in; with null they are not.
  virtual std::vector<OptionSpec> options(const GeneratorParams* params) const = 0;
  // Reads and checks the generator's own keys of a ruleset (the root map; common keys are
  // already read). Throws InputError naming file, line and key.
  virtual std::shared_ptr<const GeneratorParams> read_params(YamlMap& root) const = 0;
  // Throws InputError for a request the ruleset cannot honour (e.g. an unknown choice kind). The
  // scenario's `options` record the request, so the file says how to make it again. `effort`,
  // when given, is told how hard the table was to make.
  virtual Scenario generate(const Ruleset& ruleset, const GenerateRequest& request, GenerationEffort* effort) const = 0;
  // Whether a table made with these (checked) options holds weather after turn 1, which a player's
  // copy leaves out (VPM-6) and an umpire key must therefore keep from following the seed.
  virtual bool hides_later_weather(const Ruleset&, const OptionValues&) const { return false; }
  // Every rule of the ruleset the scenario breaks; empty when valid.
  virtual std::vector<Violation> validate(const Scenario& scenario, const Ruleset& ruleset) const = 0;
};

}  // namespace wargen
