#pragma once
// VPM-6: "Denominations are hidden from the players". The umpire's scenario keeps the VP values;
// the player's copy has the same markers, numbered 1..10, and no value anywhere: not in the
// markers, not in the dice log (the deal was never logged), and not the umpire's key that would
// let anyone redo the deal. So a player's copy is the same file whatever the deal was.
#include "scenario/scenario.hpp"

namespace wargen {

Scenario player_copy(const Scenario& umpire);

}  // namespace wargen
