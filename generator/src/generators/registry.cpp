#include "generators/registry.hpp"

#include "generators/scenario_generator.hpp"
#include "generators/sector_dice/sector_dice_generator.hpp"

namespace wargen {

const std::vector<const ScenarioGenerator*>& all_generators() {
  // The one list of generator plugins: add a new generator here.
  static const SectorDiceGenerator sector_dice;
  static const std::vector<const ScenarioGenerator*> all = {&sector_dice};
  return all;
}

const ScenarioGenerator* find_generator(const std::string& name) {
  for (const auto* g : all_generators())
    if (g->name() == name) return g;
  return nullptr;
}

}  // namespace wargen
