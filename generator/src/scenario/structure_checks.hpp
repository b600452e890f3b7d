#pragma once
// Checks every scenario must pass whatever its generator: unique ids, known kinds, well-formed
// geometry on the table, crossings on their watercourses, and a dice log whose totals add up.
#include <string>
#include <vector>

#include "scenario/violation.hpp"
#include "scenario/scenario.hpp"

namespace wargen {

// Tolerance for points that the generator put exactly on a line and the 0.01 cm grid moved.
inline constexpr double kOnLineToleranceCm = 0.05;

// The table edge ("south", "north", "west" or "east") a point lies on, within kOnLineToleranceCm;
// "" inside the table.
std::string table_edge_at(Point p, const Scenario& scenario);

void check_structure(const Scenario& scenario, std::vector<Violation>& out);
void check_dice_log(const Scenario& scenario, std::vector<Violation>& out);

}  // namespace wargen
