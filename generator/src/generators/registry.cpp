#include "generators/registry.hpp"

#include "generators/npow/npow_generator.hpp"
#include "generators/npow/weighted_objective_policy.hpp"
#include "generators/scenario_generator.hpp"
#include "generators/sector_dice/sector_dice_generator.hpp"

namespace wargen {

const std::vector<const ScenarioGenerator*>& all_generators() {
  // The one list of generator plugins: add a new generator here.
  static const SectorDiceGenerator sector_dice;
  static const NpowGenerator npow;
  static const std::vector<const ScenarioGenerator*> all = {&sector_dice, &npow};
  return all;
}

const ScenarioGenerator* find_generator(const std::string& name) {
  for (const auto* g : all_generators())
    if (g->name() == name) return g;
  return nullptr;
}

const std::vector<const ObjectivePolicy*>& all_objective_policies() {
  // The one list of objective points policies (NPOW-O1, O2): add a new policy here.
  static const WeightedObjectivePolicy weighted;
  static const std::vector<const ObjectivePolicy*> all = {&weighted};
  return all;
}

const ObjectivePolicy* find_objective_policy(const std::string& name) {
  for (const auto* p : all_objective_policies())
    if (p->name() == name) return p;
  return nullptr;
}

}  // namespace wargen
