#pragma once
// The whole table turned half a turn about its centre (half_turn.hpp): what side B sees from its
// own seat, laid out as side A sees the original. Fairness measures side B on it, so both sides
// are measured from the same seat (docs/fairness.md), and a point-symmetric table gives side B
// exactly side A's figures.
#include "scenario/scenario.hpp"

namespace wargen {

// Every position turned: sectors, features (outline or path, in the same order, so river sections
// keep their arc lengths), crossings, deployment and table zones, sides' and zones' edges
// (south ↔ north) and VP markers. Ids, names, points and dice are unchanged.
Scenario turned_scenario(const Scenario& scenario);

}  // namespace wargen
