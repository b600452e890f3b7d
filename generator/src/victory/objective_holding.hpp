#pragma once
// NPOW-H1..H4: holding objectives at the end of the game (seed 002, L'Aide de Camp N°7).
#include "victory/victory_system.hpp"

namespace wargen {

// NPOW-H4 for one objective both sides are on: counted strengths -> the share of the stronger
// side's points it scores: 0 (contested), 1/2 or 1. Exposed for the boundary tests.
Fraction contest_share(int stronger, int weaker, const VictoryParams& params);

class ObjectiveHoldingSystem : public VictorySystem {
 public:
  std::string name() const override { return "objective-holding"; }
  std::string rules() const override { return "NPOW-O1, NPOW-H1..NPOW-H4"; }
  std::string describe() const override {
    return "each side scores the objective points it put on what it holds at the end; both on it: ratio of formed "
           "strength";
  }
  const std::vector<VictoryParam>& params() const override;
  Adjudication adjudicate(const AdjudicationInput& input, YamlMap& state) const override;
};

}  // namespace wargen
