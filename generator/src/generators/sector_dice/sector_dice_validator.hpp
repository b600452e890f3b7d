#pragma once
// Every GOK rule checked on a finished scenario (one written yesterday, or by hand).
#include <vector>

#include "generators/scenario_generator.hpp"
#include "generators/sector_dice/sector_dice_rules.hpp"

namespace wargen {

std::vector<Violation> validate_sector_dice(const Scenario& scenario, const SectorDiceParams& params);

}  // namespace wargen
