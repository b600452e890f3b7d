#pragma once
// Weighted victory-point markers (seed 000, VPM-1..VPM-6) as an objective scheme for any ruleset:
// candidate places from the terrain (VPM-2, vp_candidates.hpp), dice for who places first and
// alternate placement by the two sides' policies (VPM-3, VPM-4, VPM-5, vp_placement.hpp), and the
// denominations 30, 20, 15 and 7 x 5 shuffled face down onto the placed markers (VPM-1). The
// shuffle is keyed by the umpire's key, not the seed, so a player's copy gives nothing away (VPM-6).
#include "objectives/objective_scheme.hpp"

namespace wargen {

class VpMarkersScheme : public ObjectiveScheme {
 public:
  std::string name() const override { return "vp-markers"; }
  std::string describe() const override {
    return "10 weighted VP markers (30, 20, 15, 7 x 5 %) placed in turn on the most prominent places";
  }
  std::string victory_system() const override { return "vp-withdrawal"; }
  std::shared_ptr<const ObjectiveParams> read_params(YamlMap* section) const override;
  Objectives place(const Scenario& battlefield, const ObjectiveParams& params, const LayerRequest& request,
                   std::vector<DiceLogEntry>& dice_log) const override;
  void check(const Scenario& scenario, const ObjectiveParams& params, std::vector<Violation>& out) const override;
};

// VPM-3: each side rolls `dice`, the higher wins, ties roll again; every roll is logged.
std::string roll_off(const Dice& dice, Pcg32& rng, std::vector<DiceLogEntry>& log, const std::string& rule,
                     const std::string& what);

}  // namespace wargen
