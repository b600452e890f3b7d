#pragma once
// Whether a scenario was laid from a terrain box (WARGEN-BOX, docs/rules.md): each piece a feature
// names is one the box owns, of the feature's kind, used no more often than the box holds it, an
// area is the size of its piece and a course is no longer than its sections. `validate --terrain-box` and every table generate, batch and serve write with a box.
#include <vector>

#include "scenario/scenario.hpp"
#include "scenario/violation.hpp"
#include "terrain_box/terrain_box.hpp"

namespace wargen {

// How closely a placed area matches its piece, turned and moved: its farthest vertex from its
// centroid, and its area, against the piece's own. Loose enough for the wobble of a drawn outline
// (terrain/outline_shapes.hpp) and a block's corners, tight enough to catch a feature the
// ruleset's size range made instead of the piece (a 20 x 14 hill is not a 40 x 25 one).
inline constexpr double kBoxReachTolerance = 0.20;  // share of the piece's reach
inline constexpr double kBoxAreaTolerance = 0.30;   // share of the piece's area
inline constexpr double kBoxSlackCm = 0.5;          // added to both, for small pieces on the 0.01 cm grid

std::vector<Violation> check_box_use(const Scenario& scenario, const TerrainBox& box);

// The scenario's record of the box (Scenario::terrain_box): its name, its file's sha256 and the
// pieces its features use, in the box's order, with their descriptions.
TerrainBoxRecord box_record(const Scenario& scenario, const TerrainBox& box);

}  // namespace wargen
