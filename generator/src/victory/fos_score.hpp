#pragma once
// FOS-V1, FOS-V2: the end-of-game score of Fields of Strategy (seed 003).
#include "victory/victory_system.hpp"

namespace wargen {

class FosScoreSystem : public VictorySystem {
 public:
  std::string name() const override { return "fos-score"; }
  std::string rules() const override { return "FOS-V1, FOS-V2"; }
  std::string describe() const override {
    return "% of own units left + % of objectives held; a gap over 10 wins, over 50 is a strategic victory";
  }
  const std::vector<VictoryParam>& params() const override;
  Adjudication adjudicate(const AdjudicationInput& input, YamlMap& state) const override;
};

}  // namespace wargen
