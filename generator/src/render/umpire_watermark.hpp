#pragma once
// The watermark across every umpire's map and PDF page: the word UMPIRE in outlined capitals along
// the diagonal. It is drawn last, over everything, translucent enough that the map stays legible
// under it and dark enough in its outline that a greyscale print still shows it.
#include <cairo.h>

#include "core/geometry.hpp"

namespace wargen::render {

// Draws the watermark across `area` (user space), rising from its lower-left to upper-right corner.
void draw_umpire_watermark(cairo_t* cr, const Box& area);

}  // namespace wargen::render
