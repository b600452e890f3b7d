#pragma once
// Checks every scenario must pass whatever its generator: unique ids, known kinds, well-formed
// geometry on the table, crossings on their watercourses, and a dice log whose totals add up.
#include <vector>

#include "scenario/violation.hpp"
#include "scenario/scenario.hpp"

namespace wargen {

// Tolerance for points that the generator put exactly on a line and the 0.01 cm grid moved.
inline constexpr double kOnLineToleranceCm = 0.05;

void check_structure(const Scenario& scenario, std::vector<Violation>& out);
void check_dice_log(const Scenario& scenario, std::vector<Violation>& out);

}  // namespace wargen
