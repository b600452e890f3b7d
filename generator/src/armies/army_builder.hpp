#pragma once
// GOK-A1, GOK-A2: two legal armies from the ruleset's list, by dice a club can replay: a nation
// for each side, the minimum of every type, then one die per further unit (a type that is full,
// or that would break "cuirassiers <= dragoons", rolls again), the elite options, the general's
// rating; every roll is logged. Unit names come from the nation's tables (cosmetic, not logged).
#include <vector>

#include "armies/army_list.hpp"
#include "core/dice.hpp"
#include "scenario/scenario_layer.hpp"

namespace wargen {

// Both armies, A then B, each with its GOK-V1 points and the highest total at which it has lost.
std::vector<Army> build_armies(const ArmyListRules& rules, std::uint64_t seed, int lost_below_pct,
                               std::vector<DiceLogEntry>& log);

// A choice among n things with a real die: the smallest of d4, d6, d8, d10, d12, d20, d100 that
// has n faces or more, rolled again above n. Returns 0..n-1.
int roll_choice(int n, Pcg32& rng, std::vector<DiceLogEntry>& log, const std::string& rule, const std::string& note);

// GOK-A1 and GOK-V1 checks of an army against the list (for `wargen validate`).
struct Violation;
void check_army(const Army& army, const ArmyListRules& rules, int lost_below_pct, std::vector<Violation>& out);

}  // namespace wargen
