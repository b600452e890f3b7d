#pragma once
// NPOW-P4 "roads never across built-up areas", as the validator measures it on a written table:
// the road is tried every 0.25 cm along it, from its start, and a point inside the town's outline
// further than 0.1 cm from its edge is a crossing (an end on the edge is a road reaching the town).
#include <utility>
#include <vector>

#include "core/geometry.hpp"
#include "core/path_walk.hpp"

namespace wargen {

// Whether the road `walk` walks runs across the town with outline `town` (a simple polygon, all
// coordinates finite). Only the positions whose points may lie in the town's box are tried, found
// leg by leg (`stretches` is scratch memory a caller keeps); the answer is that of trying them all.
bool road_runs_across(const PathWalk& walk, const Polygon& town, std::vector<std::pair<double, double>>& stretches);

}  // namespace wargen
