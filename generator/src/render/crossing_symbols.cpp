// Bridges and fords, laid across the watercourse they cross.
#include <algorithm>
#include <cmath>
#include <limits>

#include "render/draw_util.hpp"
#include "render/feature_symbols.hpp"

namespace wargen::render {

namespace {

// Local frame: x runs across the river (bank to bank), y along the flow.
void draw_bridge(cairo_t* cr, double river_w, double s) {
  const double overhang = std::max(1.2 * s, 0.25 * river_w);
  const double length = river_w + 2 * overhang;
  const double deck = std::max(3.0 * s, 0.45 * river_w);
  // A soft shadow lifts the deck off the water.
  cairo_rectangle(cr, -length / 2 + 0.25 * s, -deck / 2 + 0.35 * s, length, deck);
  set_color(cr, hex(0x000000), 0.25);
  cairo_fill(cr);
  cairo_rectangle(cr, -length / 2, -deck / 2, length, deck);
  set_color(cr, hex(0xA8733D));
  cairo_fill_preserve(cr);
  set_color(cr, hex(0x3B2410));
  cairo_set_line_width(cr, 0.2 * s);
  cairo_stroke(cr);
  // Parapets along both sides, flared outwards at the ends like a map's bridge sign.
  const double flare = 0.9 * s;
  cairo_set_line_width(cr, 0.45 * s);
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
  set_color(cr, hex(0x2A1A0C));
  for (double side : {-1.0, 1.0}) {
    const double y = side * (deck / 2 - 0.15 * s);
    cairo_move_to(cr, -length / 2 - flare * 0.7, y + side * flare * 0.7);
    cairo_line_to(cr, -length / 2 + 0.3 * s, y);
    cairo_line_to(cr, length / 2 - 0.3 * s, y);
    cairo_line_to(cr, length / 2 + flare * 0.7, y + side * flare * 0.7);
    cairo_stroke(cr);
  }
}

void draw_ford(cairo_t* cr, double river_w, double s) {
  const double length = river_w + 2.0 * s;  // runs up onto both banks
  const double band = std::max(4.0 * s, 0.9 * river_w);
  cairo_rectangle(cr, -length / 2, -band / 2, length, band);
  set_color(cr, hex(0xEAD9A4), 0.92);
  cairo_fill_preserve(cr);
  set_color(cr, hex(0xB0925A));
  cairo_set_line_width(cr, 0.18 * s);
  const double dash[] = {0.5 * s, 0.35 * s};
  cairo_set_dash(cr, dash, 2, 0);
  cairo_stroke(cr);
  cairo_set_dash(cr, nullptr, 0, 0);
  // Two staggered rows of stepping stones from bank to bank.
  const double step = 1.15 * s;
  const int count = std::max(2, static_cast<int>(std::floor(length / step)));
  for (int row = 0; row < 2; ++row) {
    const double y = (row == 0 ? -1 : 1) * band * 0.22;
    const double x0 = -(count - 1) * step / 2 + (row == 1 ? step / 2 : 0.0);
    for (int i = 0; i < count - row; ++i) {
      cairo_new_sub_path(cr);
      cairo_arc(cr, x0 + i * step, y, 0.36 * s, 0, kTwoPi);
    }
  }
  set_color(cr, hex(0x8C877A));
  cairo_fill_preserve(cr);
  set_color(cr, hex(0x4F4B42));
  cairo_set_line_width(cr, 0.1 * s);
  cairo_stroke(cr);
}

}  // namespace

Point flow_direction_at(const std::vector<Point>& path, Point at) {
  if (path.size() < 2) return {1, 0};
  std::size_t best = 0;
  double best_distance = std::numeric_limits<double>::max();
  for (std::size_t i = 0; i + 1 < path.size(); ++i) {
    const double d = point_segment_distance(at, path[i], path[i + 1]);
    if (d < best_distance) best_distance = d, best = i;
  }
  return unit_direction(path[best], path[best + 1]);
}

void draw_crossing(cairo_t* cr, const std::string& kind, Point at, Point flow, double river_width_px, double s) {
  cairo_save(cr);
  // Rotate so local y follows the flow; local x is then across the river.
  cairo_translate(cr, at.x, at.y);
  cairo_rotate(cr, std::atan2(flow.y, flow.x) - std::numbers::pi / 2);
  const double w = river_width_px > 0 ? river_width_px : 3.0 * s;
  if (kind == "bridge") {
    draw_bridge(cr, w, s);
  } else if (kind == "ford") {
    draw_ford(cr, w, s);
  } else {
    cairo_rectangle(cr, -w / 2 - 0.5 * s, -0.6 * s, w + 1.0 * s, 1.2 * s);
    set_color(cr, hex(0x333333));
    cairo_fill(cr);
  }
  cairo_restore(cr);
}

}  // namespace wargen::render
