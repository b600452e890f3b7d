#pragma once
// NPOW-L2, L3: "a road joins the two supply lines, and every built-up area and bridge or ford".
// The road between the two supply lines comes first, as the source words it; then the network
// grows one terminal at a time, each joined by the cheapest route on the RoadGraph to the nearest
// road already down (a greedy Steiner tree). A road to a bridge or ford goes over it and on, from
// the far bank to the roads, a built-up area or the table edge (a road leads to a crossing to
// cross). A road that has to cross a watercourse away from a bridge or ford makes a new one there
// (L3), of the kind the section's quality gives, and it is a new objective.
#include <optional>
#include <vector>

#include "generators/npow/npow_params.hpp"
#include "generators/npow/road_graph.hpp"
#include "scenario/scenario.hpp"

namespace wargen {

struct RoadPlan {
  std::vector<Feature> roads;       // kind road, with ids following the scenario's
  std::vector<Crossing> crossings;  // NPOW-L3: bridges and fords the roads made
};

// Half a symmetric network (symmetric_roads.hpp): the main road runs from `supply_from` to
// `meet` (the table's centre) - or, when a built-up area stands there, to that - and only the
// terminals not in `left_to_twin` are joined; the half turn of the plan joins the rest.
struct HalfNetwork {
  Point meet;
  std::vector<std::string> left_to_twin;  // built-up areas and crossings the turned half joins
};
inline constexpr const char* kMeetTerminal = "centre";

// `s` holds the terrain, its crossings and both supply lines (`supply_from`, `supply_to`);
// `graph` is the RoadGraph of `s` as it was before the supply lines were laid. They change nothing
// in it but where a new crossing may stand (NPOW-L3: not on another element), so one graph serves
// every pair of spots tried; plan_roads leaves it as it found it (with what it learnt of which
// nodes see one another).
// Nothing when some built-up area, bridge, ford or the far supply line cannot be reached.
std::optional<RoadPlan> plan_roads(const NpowParams& params, const Scenario& s, RoadGraph& graph,
                                   const Feature& supply_from, const Feature& supply_to,
                                   const HalfNetwork* half = nullptr);

// NPOW-L2: whether a road runs over any element (an area other than supply lines and built-up
// areas, a linear element, or water by a bridge or ford). Roads that cross nothing at all "may be
// ignored" by convention.
bool road_crosses_an_element(const Feature& road, const Scenario& s);

}  // namespace wargen
