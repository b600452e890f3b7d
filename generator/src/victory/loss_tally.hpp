#pragma once
// LOSS-1..LOSS-5: victory by the tally of losses in unit points (seed 001).
#include "victory/victory_system.hpp"

namespace wargen {

// The tally of one side, exposed for tests.
struct LossTally {
  int army_points = 0;
  int destroyed = 0, withdrawn = 0, remaining = 0;  // unit points by fate
  int destroyed_loss = 0, withdrawn_loss = 0, remaining_loss = 0;
  int remaining_pct = 0;  // 0, or 40 / 20 (LOSS-3)
  int losses() const { return destroyed_loss + withdrawn_loss + remaining_loss; }
  Fraction loss_fraction() const { return fraction(losses(), army_points); }
};

// The band of a ratio vanquished : victor (LOSS-4), given as exact fractions of the army lost.
// Returns "" when the ratio is below the lowest band (or nobody lost anything).
std::string loss_band(Fraction vanquished_lost, Fraction victor_lost, const VictoryParams& params);

class LossTallySystem : public VictorySystem {
 public:
  std::string name() const override { return "loss-tally"; }
  std::string rules() const override { return "LOSS-1..LOSS-5"; }
  std::string describe() const override {
    return "losses in unit points as a % of each army; the ratio vanquished : victor gives the band";
  }
  const std::vector<VictoryParam>& params() const override;
  Adjudication adjudicate(const AdjudicationInput& input, YamlMap& state) const override;
};

}  // namespace wargen
