#pragma once
// What blocks sight on the table, as a virtual tabletop wants it: the outlines of woods and
// built-up areas as walls, with a road-wide gap wherever a road crosses one (NPOW-P4: roads run
// through woods; NPOW-L2: roads join the built-up areas), so tokens move and see along the road.
// A gap is plain open wall, not a door: importers make a dd2vtt portal a window or a door, and
// both block movement (docs/exports.md#dd2vtt-universal-vtt). Everything in table cm, cut to the
// table.
#include <string>
#include <vector>

#include "core/geometry.hpp"
#include "scenario/scenario.hpp"

namespace wargen {

struct SightWalls {
  std::vector<Polyline> walls;  // open polylines; a closed outline repeats its first point
};

// Kinds whose outlines block sight.
bool blocks_sight(const std::string& kind);

SightWalls sight_walls(const Scenario& scenario);

// The parts of `line` inside `box` (edges included), in order; a part is at least two points.
std::vector<Polyline> polyline_parts_in_box(const Polyline& line, const Box& box);

}  // namespace wargen
