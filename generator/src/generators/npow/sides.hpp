#pragma once
// NPOW-E1: the player with the initiative is the attacker and picks its long edge; the other, the
// defender, built the table. When the command line does not say, dice decide (ruleset `sides`).
#include <string>
#include <vector>

#include "generators/npow/npow_params.hpp"
#include "generators/npow/npow_settings.hpp"
#include "ruleset/dice_source.hpp"
#include "scenario/scenario.hpp"

namespace wargen {

// Side A first, then B.
std::vector<Side> choose_sides(const NpowParams& params, const NpowSettings& settings, DiceSource& dice);

// The side holding `edge` ("south" | "north"); "A" when `sides` is empty.
std::string side_on(const std::vector<Side>& sides, const std::string& edge);
// The long edge `side` holds.
std::string edge_of(const std::vector<Side>& sides, const std::string& side);

}  // namespace wargen
