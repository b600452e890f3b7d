#pragma once
// GOK-T8, a town on its river: the seed's Bad Wörishofen "is set on the Wörthbach River" and the
// Wörthbach is "impassable to artillery, except via the bridge": a town a watercourse runs through
// has a bridge of its own. It is laid after the pieces (where the town lies is known only then), at
// the middle of the water's stretch inside the town, unless a crossing of that watercourse lies
// inside the town already. The town names its own bridges in its `town_bridges` attribute (crossing
// ids, space-separated): they are the town's, not the river's rolled crossings, so the river's
// bridge count, the crossing gap (placement.crossing_gap_cm) and the rule that no piece covers a
// crossing leave them out.
#include <set>
#include <string>
#include <vector>

#include "core/geometry.hpp"
#include "scenario/scenario.hpp"
#include "scenario/violation.hpp"

namespace wargen {

// A stretch of a watercourse's centreline inside a piece's outline, by arc length.
struct StretchInside {
  double from_cm = 0;
  double to_cm = 0;
  double length_cm() const { return to_cm - from_cm; }
};

// The stretches of `path` inside `outline`, measured every few millimetres, in order of flow.
std::vector<StretchInside> stretches_inside(const Polyline& path, const Polygon& outline);

// Adds a bridge to every built-up area a watercourse runs through (see above), recording it in the
// town's `town_bridges`. Call before the twins are made: a symmetric table's twin town gets the
// twin bridge.
void add_town_bridges(Scenario& scenario);

// The crossing ids the built-up areas name as their own bridges.
std::set<std::string> town_bridge_ids(const Scenario& scenario);

// Whether `town` names `crossing_id` as its own bridge.
bool names_town_bridge(const Feature& town, const std::string& crossing_id);

// GOK-T8: each town bridge lies on its watercourse inside the town naming it, and every built-up
// area a watercourse runs through (over a stretch longer than the file's rounding can make) has a
// crossing of it inside.
void check_town_bridges(const Scenario& scenario, std::vector<Violation>& out);

}  // namespace wargen
