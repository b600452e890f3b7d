#pragma once
// How a deployment zone looks, shared by the map and its key so the two always match. Colour
// alone does not survive a black-and-white printer (the blue and red tints print the same grey),
// so each side also has its own hatching and its own border: side A hatched "/" with a solid
// border, side B hatched "\" with a dashed one.
#include <cairo.h>

#include <string>
#include <vector>

#include "core/geometry.hpp"

namespace wargen::render {

// The tint and hatching inside the zone (drawn under the terrain). The hatch lines pass through
// `anchor_px` (the table's corner on a map), so every zone of a table shares one family of lines
// wherever it lies.
void draw_zone_ground(cairo_t* cr, const std::vector<Point>& polygon_px, const std::string& side, Point anchor_px,
                      double s);

// The zone's limit (drawn over the terrain, so it stays visible through woods and towns).
void draw_zone_border(cairo_t* cr, const std::vector<Point>& polygon_px, const std::string& side, double s);

}  // namespace wargen::render
