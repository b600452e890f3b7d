#pragma once
// NPOW - Napoleon's "Principles of War" terrain and objectives (docs/rules.md NPOW-T1..T4, S1..S6,
// P1..P5, E1, L1..L3, O1..O2), for the 550-point table and NPOW300 alike, every table and
// DESIGN value from the ruleset. Stages, each on its own random stream from the seed:
//   pool            S1, S2, S3, S5, S6: the defender's dice (terrain_pool.hpp)
//   placement       P1..P5, S4: the defender lays out the table (placement_search.hpp)
//   sides           E1: who attacks, and from which long edge (sides.hpp)
//   supply-lines    L1..L3: supply lines and the roads between them (supply_lines.hpp)
//   objective-points O1, O2: each side's 50 points (objective_points.hpp)
#include "generators/npow/placement_search.hpp"
#include "generators/scenario_generator.hpp"

namespace wargen {

class NpowGenerator final : public ScenarioGenerator {
 public:
  std::string name() const override { return "npow"; }
  std::string describe() const override;
  std::vector<OptionSpec> options(const GeneratorParams* params) const override;
  std::shared_ptr<const GeneratorParams> read_params(YamlMap& root) const override;
  Scenario generate(const Ruleset& ruleset, const GenerateRequest& request, GenerationEffort* effort) const override;
  std::vector<Violation> validate(const Scenario& scenario, const Ruleset& ruleset) const override;
};

}  // namespace wargen
