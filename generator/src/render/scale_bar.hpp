#pragma once
// Scale bars (centimetres and inches, at true map scale) and the north arrow.
#include <cairo.h>

namespace wargen::render {

struct BlockSize {
  double width;
  double height;
};

// Size of the scale block (both bars, their labels and the north arrow) at `s` px per cm.
BlockSize scale_block_size(cairo_t* cr, double s);
void draw_scale_block(cairo_t* cr, double x, double y, double s);

}  // namespace wargen::render
