#pragma once
// VPM-2: the places on a finished battlefield where a VP marker makes sense, each with a
// prominence score. Works from feature kinds and attributes only, so it serves every generator
// (roads, sunken roads and junctions count wherever a generator makes roads).
//
// Scoring. Every terrain element that can be an objective is a "spot" of one place kind (hill,
// ridge, village, bridge, road junction …) scored from the ruleset's `prominence` table. A place
// is a spot's anchor (a hill's or town's middle, a crossing, a junction) together with every
// other spot within combine_radius_cm of it (inside an area counts as 0 cm); its score is the sum
// of their scores, so combined places rank higher, as the source asks: a junction beside a
// crossing, a town on a ridge. Places made of the same spots as a better one are dropped. Where the
// terrain is sparse, open-ground places on a grid (score `open_ground`) let all markers be placed.
#include <string>
#include <vector>

#include "core/geometry.hpp"
#include "objectives/vp_rules.hpp"
#include "scenario/scenario.hpp"

namespace wargen {

struct VpPlace {
  Point at;  // on the 0.01 cm grid
  int score = 0;
  std::string description;            // "village Eckwelt (f6), bridge x1"
  std::vector<std::string> features;  // feature and crossing ids, in description order
};

// Ranked best first (score, then the order found: features, crossings, junctions, open ground).
std::vector<VpPlace> find_vp_places(const Scenario& battlefield, const VpMarkerParams& params);

// The VPM-2 place kind of a feature, or "" when it is no objective (lakes, marshes, rivers …).
std::string vp_place_kind(const Feature& feature, const VpMarkerParams& params);

}  // namespace wargen
