#pragma once
// The 12-sector dice method of Game of Kings (GOK-T1..T8, GOK-W1..W3), with every table from the
// ruleset. Stages, each with its own random stream derived from the seed and the stage's name:
//   terrain    GOK-T3..T5, T7, T8: which sectors get a piece, and what it is
//   water      GOK-T6: each stream or river's route, sector by sector
//   crossings  bridges and fords along the rivers (GOK-T8)
//   placement  an outline for every area piece, inside its sector, clear of the rest
//   deployment both sides' zones; weather GOK-W1..W3
#include "generators/scenario_generator.hpp"

namespace wargen {

class SectorDiceGenerator final : public ScenarioGenerator {
 public:
  std::string name() const override { return "sector-dice"; }
  std::string describe() const override;
  std::vector<OptionSpec> options(const GeneratorParams* params) const override;
  std::shared_ptr<const GeneratorParams> read_params(YamlMap& root) const override;
  Scenario generate(const Ruleset& ruleset, const GenerateRequest& request, GenerationEffort* effort) const override;
  bool hides_later_weather(const Ruleset& ruleset, const OptionValues& options) const override;
  std::vector<Violation> validate(const Scenario& scenario, const Ruleset& ruleset) const override;
};

}  // namespace wargen
