#pragma once
// VPM-W: the army withdrawal test of the weighted VP-marker rules (seed 000).
#include "core/rng.hpp"
#include "victory/victory_system.hpp"

namespace wargen {

// Percentage dice as the source rolls them: 2d10, one for tens and one for units, 00 = 100.
// Logged with `rule` so the umpire can read the dice off the output.
int roll_percentile(Pcg32& rng, std::vector<DiceLogEntry>& log, const std::string& rule, const std::string& note);

// The withdrawal factor in percentage points: RS x VP% - penalty, exact (VPM-W steps 3..5).
Fraction withdrawal_factor(int original_strength, int current_strength, int vp_pct, int penalty_pct);

class WithdrawalTestSystem : public VictorySystem {
 public:
  std::string name() const override { return "vp-withdrawal"; }
  std::string rules() const override { return "VPM-1..VPM-7, VPM-W"; }
  std::string describe() const override {
    return "weighted VP markers; an army that has lost 40 % tests RS x VP% on 2d10 and withdraws on a higher roll";
  }
  const std::vector<VictoryParam>& params() const override;
  Adjudication adjudicate(const AdjudicationInput& input, YamlMap& state) const override;
};

}  // namespace wargen
