#pragma once
// The strokes of the two grids, shared by the map and its key so the key shows the same line.
#include <cairo.h>

#include <string>

#include "core/geometry.hpp"

namespace wargen::render {

// A sector boundary from a to b (page px). The dash phase is anchored to the page coordinate,
// so an edge that two neighbouring sectors both draw comes out as one crisp dashed line.
void stroke_sector_line(cairo_t* cr, Point a, Point b, double s);

// A 10 cm grid line; every 50 cm a stronger one, so distances can be counted at a glance.
void stroke_cm10_line(cairo_t* cr, Point a, Point b, double s, bool strong);

// The key's miniature of a grid ("sectors" or "cm10") in the box x, y, w, h.
void draw_grid_swatch(cairo_t* cr, const std::string& kind, double x, double y, double w, double h, double s);

}  // namespace wargen::render
