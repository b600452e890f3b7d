#pragma once
// What a deployment zone sees: the share of a set of target cells that at least one cell of the
// zone has a line of sight to (docs/fairness.md, "Sight").
#include <vector>

#include "sight/zone_view.hpp"

namespace wargen {

// Observers on forbidden cells (water) are left out by the view: no unit stands there. Every
// target counts. 0 when there are no targets or no observers.
double visible_share(sight::ZoneView& zone, const std::vector<sight::Cell>& targets);

}  // namespace wargen
