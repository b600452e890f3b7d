#include "render/vp_marker_symbols.hpp"

#include <string>

#include "render/draw_util.hpp"
#include "render/legend.hpp"

namespace wargen::render {

namespace {
constexpr double kRadiusCm = 1.5;  // a 3 cm round marker, about what clubs cut from card
}  // namespace

void draw_vp_markers(cairo_t* cr, const Scenario& scenario, const MapLayout& L) {
  if (scenario.objectives.markers.empty()) return;
  const double s = L.s;
  const bool show_values = L.options.view == MapView::umpire;
  cairo_save(cr);
  for (const VpMarker& m : scenario.objectives.markers) {
    const Point c = L.to_px(m.at);
    cairo_new_path(cr);
    cairo_arc(cr, c.x, c.y, kRadiusCm * s, 0, kTwoPi);
    set_color(cr, hex(0xFFFBEA));
    cairo_fill_preserve(cr);
    set_color(cr, side_ink(m.placed_by));
    cairo_set_line_width(cr, 0.35 * s);
    cairo_stroke(cr);
    cairo_new_path(cr);
    cairo_arc(cr, c.x, c.y, (kRadiusCm - 0.45) * s, 0, kTwoPi);
    set_color(cr, hex(0x1A1A1A));
    cairo_set_line_width(cr, 0.08 * s);
    cairo_stroke(cr);
    select_font(cr, 1.5 * s, false, true);
    set_color(cr, hex(0x1A1A1A));
    draw_text(cr, std::to_string(m.number), c, HAlign::centre, VAlign::middle);
    if (show_values && m.value_pct > 0) {
      // The umpire's key beside the marker, never on it: the marker itself looks as the players see it.
      select_font(cr, 1.6 * s, false, true);
      set_color(cr, kUmpireInk);
      draw_text(cr, std::to_string(m.value_pct) + "%", {c.x + (kRadiusCm + 0.3) * s, c.y}, HAlign::left, VAlign::middle,
                0.5 * s);
    }
  }
  cairo_restore(cr);
}

}  // namespace wargen::render
