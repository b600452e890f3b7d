#pragma once
// The ruleset keys of the weighted VP-marker scheme (VPM-1..VPM-6), under
// `objectives: {vp-markers: …}`. A ruleset without the section gets the defaults below, so the
// scheme works on any ruleset; rulesets/gok.yaml spells every key out and documents it.
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "core/dice.hpp"
#include "core/yaml_access.hpp"
#include "objectives/objective_scheme.hpp"

namespace wargen {

// VPM-2: the kinds of place a marker can mark, in the order their scores are documented.
const std::vector<std::string>& vp_place_kinds();

struct VpMarkerParams : ObjectiveParams {
  std::vector<int> denominations = {30, 20, 15, 5, 5, 5, 5, 5, 5, 5};  // VPM-1 SOURCE: sum 100
  double min_spacing_cm = 12;                                          // VPM-5 DESIGN: no two markers closer
  double edge_margin_cm = 3;              // DESIGN: a marker this far inside the table edge at least
  double combine_radius_cm = 6;           // VPM-2 DESIGN: places this close make one combined place
  double ridge_length_ratio = 1.6;        // VPM-2 DESIGN: a hill this many times longer than wide is a ridge
  double open_ground_step_cm = 6;         // DESIGN: open-ground places on this grid where terrain is sparse
  double home_ground_weight = 3;          // DESIGN: what nearness to its own edge is worth to a home-ground policy
  int defender_zone_markers = 7;          // VPM-4 variant SOURCE: 7 of the 10 in the defender's zone
  Dice roll_off{1, 6};                    // VPM-3: each side rolls, the higher places first (ties again)
  std::map<std::string, int> prominence;  // VPM-2 DESIGN: place kind -> score
  std::map<std::string, std::string> policies = {{"A", "most-prominent"}, {"B", "most-prominent"}};

  VpMarkerParams();  // fills `prominence` with the defaults
  int score(const std::string& place_kind) const;
};

// Reads the section (null: defaults). Throws InputError naming the file, line and key.
std::shared_ptr<const VpMarkerParams> read_vp_marker_params(YamlMap* section);

}  // namespace wargen
