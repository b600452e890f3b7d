#include "render/zone_style.hpp"

#include <cmath>

#include "render/draw_util.hpp"
#include "render/legend.hpp"

namespace wargen::render {

namespace {

constexpr double kHatchSpacingCm = 1.6;  // wide enough to read terrain through, close enough to see
constexpr double kHatchWidthCm = 0.12;

// +1: hatching rising to the east ("/"); -1: falling ("\"). Sides other than A and B get none.
int hatch_direction(const std::string& side) {
  if (side == "A") return 1;
  if (side == "B") return -1;
  return 0;
}

}  // namespace

void draw_zone_ground(cairo_t* cr, const std::vector<Point>& polygon_px, const std::string& side, double s) {
  if (polygon_px.size() < 3) return;
  cairo_save(cr);
  polygon_path(cr, polygon_px);
  set_color(cr, side_colour(side), 0.18);
  cairo_fill_preserve(cr);
  cairo_clip(cr);
  if (const int direction = hatch_direction(side); direction != 0) {
    const Box b = bounding_box(polygon_px);
    const double h = b.max_y - b.min_y, step = kHatchSpacingCm * s;
    // Lines at 45°: x - direction * y = c, for c over the box's whole range.
    for (double c = b.min_x - h; c <= b.max_x + h; c += step) {
      cairo_move_to(cr, c, direction > 0 ? b.max_y : b.min_y);
      cairo_line_to(cr, c + h, direction > 0 ? b.min_y : b.max_y);
    }
    set_color(cr, side_ink(side), 0.35);
    cairo_set_line_width(cr, kHatchWidthCm * s);
    cairo_stroke(cr);
  }
  cairo_restore(cr);
}

void draw_zone_border(cairo_t* cr, const std::vector<Point>& polygon_px, const std::string& side, double s) {
  if (polygon_px.size() < 3) return;
  cairo_save(cr);
  polygon_path(cr, polygon_px);
  set_color(cr, side_ink(side), 0.85);
  if (side == "A") {
    cairo_set_line_width(cr, 0.45 * s);
  } else {
    cairo_set_line_width(cr, 0.4 * s);
    const double dash[] = {1.2 * s, 0.6 * s};
    cairo_set_dash(cr, dash, 2, 0);
  }
  cairo_stroke(cr);
  cairo_restore(cr);
}

}  // namespace wargen::render
