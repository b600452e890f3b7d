#pragma once
// NPOW-L1: after the attacker has picked its edge, each player puts down its own supply line
// (ligne de ravitaillement, 15 x 7.5 cm), touching its own long edge (DESIGN) and clear of the
// terrain (NPOW-P4). The placement kept room for one on each edge, so there is always a spot.
#include <cstdint>
#include <string>
#include <vector>

#include "core/rng.hpp"
#include "generators/npow/npow_params.hpp"
#include "generators/npow/road_network.hpp"
#include "scenario/scenario.hpp"
#include "terrain/obstacles.hpp"

namespace wargen {

// Supply line spots (pairs, one per side) tried before the roads give up (NPOW-L2).
inline constexpr int kSupplyLineSpotTries = 24;

// Everything on the table within `reach_cm` of `near` that a new element there must keep clear
// of: areas, linear elements, the stretches of water that come that close, and the bridges and
// fords (roads excluded: they run over other elements). What lies further off cannot be in the
// way of an outline inside `near`, so leaving it out changes no answer and saves the many tests
// of the spots along an edge against every stretch of a long river.
Obstacles scenario_obstacles(const Scenario& s, const Box& near, double reach_cm);

// Every free spot for a supply line on `edge`, 0.5 cm apart, as the box it would cover.
std::vector<Box> supply_line_spots(const NpowParams& params, const Scenario& s, const std::string& edge);

// The supply line feature of `side` covering `box`.
Feature supply_line_feature(const Scenario& s, const Box& box, const std::string& side, const std::string& edge);

// Puts the roads and the crossings they made on the table - or, when no road crosses any
// element and the ruleset's convention allows, leaves them out and says so on the supply lines
// (NPOW-L2).
void put_roads(const NpowParams& params, const RoadPlan& plan, Scenario& s);

// NPOW-L1..L3 as a stage: both supply lines at random free spots on their edges, then the road
// network between them (road_network.hpp); other spots are tried when some terminal cannot be
// reached. Throws PlacementFailure (NPOW-L1, NPOW-L2) when none works: the terrain must be laid
// out again (`s` is then as it was).
void lay_supply_lines_and_roads(const NpowParams& params, Scenario& s, std::uint64_t seed);

}  // namespace wargen
