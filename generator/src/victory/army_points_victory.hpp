#pragma once
// GOK-V1: "Unless specific objectives have been agreed, an army has lost when its army points
// total falls below half the starting total" (seed 004).
#include "victory/victory_system.hpp"

namespace wargen {

class ArmyPointsSystem : public VictorySystem {
 public:
  std::string name() const override { return "army-points"; }
  std::string rules() const override { return "GOK-V1"; }
  std::string describe() const override {
    return "general 3, foot battalion 2, other units 1; an army below half its starting points has lost";
  }
  const std::vector<VictoryParam>& params() const override;
  Adjudication adjudicate(const AdjudicationInput& input, YamlMap& state) const override;
};

}  // namespace wargen
