#include "victory/registry.hpp"

#include "victory/army_points_victory.hpp"
#include "victory/fos_score.hpp"
#include "victory/loss_tally.hpp"
#include "victory/objective_holding.hpp"
#include "victory/withdrawal_test.hpp"

namespace wargen {

const std::vector<const VictorySystem*>& all_victory_systems() {
  // The one list of victory systems: add a new one here.
  static const ArmyPointsSystem army_points;              // GOK-V1
  static const LossTallySystem loss_tally;                // LOSS-1..5
  static const WithdrawalTestSystem vp_withdrawal;        // VPM-W
  static const ObjectiveHoldingSystem objective_holding;  // NPOW-H1..H4
  static const FosScoreSystem fos_score;                  // FOS-V1, V2
  static const std::vector<const VictorySystem*> all = {&army_points, &loss_tally, &vp_withdrawal, &objective_holding,
                                                        &fos_score};
  return all;
}

const VictorySystem* find_victory_system(const std::string& name) {
  for (const auto* s : all_victory_systems())
    if (s->name() == name) return s;
  return nullptr;
}

std::string victory_system_names() {
  std::string out;
  for (const auto* s : all_victory_systems()) out += (out.empty() ? "" : ", ") + s->name();
  return out;
}

}  // namespace wargen
