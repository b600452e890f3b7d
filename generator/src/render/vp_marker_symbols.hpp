#pragma once
// VP markers on the map (VPM-1..VPM-6): round, as the source asks, numbered 1..10, ringed in the
// colour of the side that placed them: a solid ring for A, a broken one for B. The umpire's view
// also shows each marker's value; the player's view never does, and a player's copy of a scenario
// holds no values to show anyway.
#include <cairo.h>

#include <string>

#include "render/map_layout.hpp"

namespace wargen::render {

// One marker: the disc, its number, the ring of the side that placed it (VPM-3) and, when
// `value_pct` > 0, the umpire's value beside it (VPM-6). The map and its key both draw with this.
void draw_vp_marker(cairo_t* cr, Point centre, int number, const std::string& placed_by, int value_pct, double s);

void draw_vp_markers(cairo_t* cr, const Scenario& scenario, const MapLayout& layout);

}  // namespace wargen::render
