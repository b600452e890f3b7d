#pragma once
// Whether a scenario's table is point-symmetric: everything on it, turned half a turn about the
// table's centre (half_turn.hpp), lands on something of the same sort with the sides swapped.
// This is what a tournament asks of a symmetric table (docs/batch.md), checked on the finished
// scenario whatever procedure laid it, so the validator and the tests judge every generator alike.
//
// What must have a twin (possibly itself, like a river through the centre):
// - each terrain feature: same kind, width, attributes, objective flags and river-section
//   qualities, objective points with A and B swapped, outline or path on the turned one;
// - each crossing: same kind, objective points swapped, at the turned point;
// - each deployment zone and table zone: the other side's, on the turned polygon.
// Ids, names and sector ids are labels, not terrain: a twin has its own, and so are the attributes
// that name places (a watercourse's route, origin and end); an attribute naming a piece (a road's
// "joins: f4", an NPOW element number) is compared for what it says, not which; a "side" or "edge"
// attribute turns into the other side's.
#include <vector>

#include "scenario/scenario.hpp"
#include "scenario/violation.hpp"

namespace wargen {

// Rule ID of the symmetric-table requirement (docs/rules.md).
inline constexpr const char* kSymmetryRule = "WARGEN-SYM";

// One violation per piece without a twin, in the scenario's order; empty when symmetric.
std::vector<Violation> symmetry_faults(const Scenario& scenario);

}  // namespace wargen
