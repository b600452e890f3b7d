#pragma once
// The half turn that makes a point-symmetric table: rotation by 180° about the table's centre.
// Side A's edge (south, y = 0) becomes side B's (north), west becomes east. A rotation keeps a
// polygon's winding, so a counter-clockwise outline stays counter-clockwise.
// Every result is on the 0.01 cm grid (quantize_cm): the table's width and depth are on it, so
// the twin of a twin is the original, bit for bit.
#include <string>

#include "core/geometry.hpp"
#include "ruleset/table_size.hpp"

namespace wargen {

Point half_turn(Point p, TableSize table);
// Every point turned, in the same order.
std::vector<Point> half_turn(const std::vector<Point>& points, TableSize table);
// The table's centre, the one point a half turn leaves where it is.
Point table_centre(TableSize table);
// A table edge seen after the half turn: south <-> north, east <-> west; anything else unchanged.
std::string turned_edge(const std::string& edge);
// `outline` made its own twin: its first half of vertices (an odd last one dropped), then their
// half turns – point-symmetric about the table's centre when the first half goes half way round it.
Polygon point_symmetric_outline(Polygon outline, TableSize table);

}  // namespace wargen
