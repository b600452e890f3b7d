#include "render/umpire_watermark.hpp"

#include <algorithm>
#include <cmath>

#include "render/draw_util.hpp"
#include "scenario/copy_marking.hpp"

namespace wargen::render {

namespace {
// The word spans this much of the diagonal: clear of the corners, where page furniture sits.
constexpr double kDiagonalShare = 0.72;
// The fill only tints what lies under it; the outline, dark enough to survive a greyscale print,
// draws the letters whatever the colours under them.
constexpr double kFillAlpha = 0.13;
constexpr double kOutlineAlpha = 0.5;
constexpr double kOutlineShare = 0.025;  // outline width, as a share of the font size
}  // namespace

void draw_umpire_watermark(cairo_t* cr, const Box& area) {
  const double w = area.max_x - area.min_x, h = area.max_y - area.min_y;
  if (!(w > 0) || !(h > 0)) return;
  const double diagonal = std::hypot(w, h);
  cairo_save(cr);
  cairo_new_path(cr);
  select_font(cr, 100, false, true);
  cairo_text_extents_t at100;
  cairo_text_extents(cr, kUmpireMark, &at100);
  // As large as the diagonal allows, but never taller than a third of the shorter side.
  const double size =
      std::min(100 * kDiagonalShare * diagonal / at100.x_advance, 100 * std::min(w, h) / 3 / at100.height);
  select_font(cr, size, false, true);
  cairo_text_extents_t ext;
  cairo_text_extents(cr, kUmpireMark, &ext);
  cairo_translate(cr, area.min_x + w / 2, area.min_y + h / 2);
  cairo_rotate(cr, -std::atan2(h, w));
  // The glyphs as a path, not as text: a text extractor reads the page's header and footer, and
  // the watermark does not break into them.
  cairo_move_to(cr, -(ext.x_bearing + ext.width / 2), -(ext.y_bearing + ext.height / 2));
  cairo_text_path(cr, kUmpireMark);
  set_color(cr, kUmpireInk, kFillAlpha);
  cairo_fill_preserve(cr);
  set_color(cr, kUmpireInk, kOutlineAlpha);
  cairo_set_line_width(cr, size * kOutlineShare);
  cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
  cairo_stroke(cr);
  cairo_restore(cr);
}

}  // namespace wargen::render
