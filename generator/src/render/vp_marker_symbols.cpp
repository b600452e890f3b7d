#include "render/vp_marker_symbols.hpp"

#include <string>

#include "render/draw_util.hpp"
#include "render/legend.hpp"

namespace wargen::render {

namespace {
constexpr double kRadiusCm = 1.5;  // a 3 cm round marker, about what clubs cut from card
}  // namespace

void draw_vp_marker(cairo_t* cr, Point c, int number, const std::string& placed_by, int value_pct, double s) {
  cairo_save(cr);
  cairo_new_path(cr);
  cairo_arc(cr, c.x, c.y, kRadiusCm * s, 0, kTwoPi);
  set_color(cr, hex(0xFFFBEA));
  cairo_fill_preserve(cr);
  // VPM-3: the ring says who placed the marker. A's and B's inks are equally dark, so on a
  // greyscale print only the ring's pattern tells them apart: solid for A, broken for B, as
  // their deployment zones' borders are.
  set_color(cr, side_ink(placed_by));
  cairo_set_line_width(cr, 0.45 * s);
  if (placed_by == "B") {
    const double dash[] = {0.75 * s, 0.55 * s};
    cairo_set_dash(cr, dash, 2, 0);
  }
  cairo_stroke(cr);
  cairo_set_dash(cr, nullptr, 0, 0);
  cairo_new_path(cr);
  cairo_arc(cr, c.x, c.y, (kRadiusCm - 0.45) * s, 0, kTwoPi);
  set_color(cr, hex(0x1A1A1A));
  cairo_set_line_width(cr, 0.08 * s);
  cairo_stroke(cr);
  select_font(cr, 1.5 * s, false, true);
  set_color(cr, hex(0x1A1A1A));
  draw_text(cr, std::to_string(number), c, HAlign::centre, VAlign::middle);
  if (value_pct > 0) {
    // The umpire's key beside the marker, never on it: the marker itself looks as the players see it.
    select_font(cr, 1.6 * s, false, true);
    set_color(cr, kUmpireInk);
    draw_text(cr, std::to_string(value_pct) + "%", {c.x + (kRadiusCm + 0.3) * s, c.y}, HAlign::left, VAlign::middle,
              0.5 * s);
  }
  cairo_restore(cr);
}

void draw_vp_markers(cairo_t* cr, const Scenario& scenario, const MapLayout& L) {
  const bool show_values = L.options.view == MapView::umpire;
  for (const VpMarker& m : scenario.objectives.markers)
    draw_vp_marker(cr, L.to_px(m.at), m.number, m.placed_by, show_values ? m.value_pct : 0, L.s);
}

}  // namespace wargen::render
