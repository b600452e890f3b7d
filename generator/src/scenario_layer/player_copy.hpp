#pragma once
// VPM-6: "Denominations are hidden from the players". The umpire's scenario keeps what only the
// umpire may know; the player's copy (<id>-player.*) holds nothing a player may not know:
// - no VP values: the same markers, numbered 1..10, value 0 (the deal was never logged);
// - no umpire key, which would let anyone redo the deal or the umpire's rolls;
// - no future weather: only turn 1 (GOK-W1, rolled openly), and none of the GOK-W2 dice.
// So a player's copy is the same file whatever was hidden (tests/test_player_copy_secrets.cpp).
#include <vector>

#include "scenario/scenario.hpp"
#include "scenario/violation.hpp"

namespace wargen {

Scenario player_copy(const Scenario& umpire);

// A dice-log entry that a player copy leaves out (it would reveal something hidden).
bool is_hidden_dice(const DiceLogEntry& entry);

// A file that calls itself a player's copy (objectives.view: player) must hold nothing the
// player copy leaves out: each thing found is a VPM-6 violation. (A VP value is the objective
// scheme's to judge: vp_markers_scheme.cpp.)
void check_player_copy(const Scenario& s, std::vector<Violation>& out);

}  // namespace wargen
