#pragma once
// What blocks sight on the table, as a virtual tabletop wants it: the outlines of woods and
// built-up areas as walls, and a gap with a door ("portal") wherever a road enters a built-up
// area, so tokens can move and see along the road. Everything in table cm, cut to the table.
#include <string>
#include <vector>

#include "core/geometry.hpp"
#include "scenario/scenario.hpp"

namespace wargen {

struct SightPortal {
  Point at;             // where the road's centreline crosses the outline
  Point from, to;       // the gap in the wall, along the outline, one road width wide
  std::string feature;  // the built-up area
  std::string road;     // the road feature
};

struct SightWalls {
  std::vector<Polyline> walls;  // open polylines; a closed outline repeats its first point
  std::vector<SightPortal> portals;
};

// Kinds whose outlines block sight.
bool blocks_sight(const std::string& kind);

SightWalls sight_walls(const Scenario& scenario);

// The parts of `line` inside `box` (edges included), in order; a part is at least two points.
std::vector<Polyline> polyline_parts_in_box(const Polyline& line, const Box& box);

}  // namespace wargen
