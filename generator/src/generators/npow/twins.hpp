#pragma once
// Which piece of a symmetric NPOW table is the half turn of which (symmetry/half_turn.hpp): the
// later stages of the symmetric procedure (roads, objective points) give each thing the first
// stages laid its twin's counterpart - the road to a town's twin, B's points on the twin of what
// A chose. Found by geometry, as symmetry_faults judges it: same kind, turned outline, path or point.
#include <map>
#include <string>

#include "scenario/scenario.hpp"

namespace wargen {

// Feature id -> its twin's id, crossing id -> its twin's id (a piece on the centre maps to itself).
// A piece without a twin is left out.
std::map<std::string, std::string> twin_ids(const Scenario& s);

}  // namespace wargen
