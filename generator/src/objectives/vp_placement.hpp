#pragma once
// VPM-3..VPM-5: the two sides take turns placing the markers face down, never in their own
// deployment zone, no two closer than the minimum spacing; in the held-ground variant 7 of the 10
// go into the defender's zone (and the defender may then place in its own zone, as it must).
#include <map>
#include <string>
#include <vector>

#include "objectives/placement_policy.hpp"
#include "objectives/vp_candidates.hpp"
#include "scenario/scenario.hpp"

namespace wargen {

struct VpPlacementSetup {
  std::string first;                                       // VPM-3: the side that places first
  bool held_ground = false;                                // VPM-4 variant
  std::string defender;                                    // with held_ground
  std::map<std::string, const PlacementPolicy*> policies;  // side -> policy
};

// The markers in placement order, numbered 1..N, without values. Throws GenerationError (VPM-4 or
// VPM-5) when a side has no legal place left.
std::vector<VpMarker> place_vp_markers(const Scenario& battlefield, const std::vector<VpPlace>& places,
                                       const VpMarkerParams& params, const VpPlacementSetup& setup);

// VPM-4: whether `at` lies in or on the border of `side`'s deployment zone (false when it has none).
bool in_deployment_zone(const Scenario& scenario, const std::string& side, Point at);
bool has_deployment_zone(const Scenario& scenario, const std::string& side);

}  // namespace wargen
