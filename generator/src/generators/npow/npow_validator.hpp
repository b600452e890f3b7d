#pragma once
// `wargen validate` for NPOW: every rule checked with its ID. Dice rules (S1, S2, S3, S5, S6,
// E1) are checked by replaying the logged dice through the generator's own procedures
// (ReplayDice) and comparing; geometric rules (T, P, S4, L) and the points (O) are measured on the
// scenario as written, so a hand-edited file is judged the same way as a generated one.
#include <vector>

#include "generators/npow/npow_params.hpp"
#include "generators/scenario_generator.hpp"

namespace wargen {

std::vector<Violation> validate_npow(const Scenario& scenario, const NpowParams& params);

}  // namespace wargen
