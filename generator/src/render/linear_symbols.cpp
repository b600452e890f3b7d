// Linear features, drawn as strokes along their centreline at their true width.
#include <algorithm>

#include "render/draw_util.hpp"
#include "render/feature_symbols.hpp"

namespace wargen::render {

namespace {

void stroke_path(cairo_t* cr, const std::vector<Point>& path, double width, Rgb colour, double alpha = 1.0) {
  polyline_path(cr, path);
  set_color(cr, colour, alpha);
  cairo_set_line_width(cr, width);
  cairo_stroke(cr);
}

// A stroke broken into short bars: laid over a wider line it reads as ticks across it.
void stroke_ticks(cairo_t* cr, const std::vector<Point>& path, double width, double tick, double gap, Rgb colour) {
  const double dash[] = {tick, gap};
  cairo_save(cr);
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
  cairo_set_dash(cr, dash, 2, 0);
  stroke_path(cr, path, width, colour);
  cairo_restore(cr);
}

void draw_watercourse(cairo_t* cr, const std::vector<Point>& path, bool river, double w, double s) {
  // Dark banks first (a slightly wider stroke), water on top, then a broken pale current line
  // down the middle so the eye follows the flow.
  stroke_path(cr, path, w + (river ? 0.9 : 0.6) * s, river ? hex(0x1F4E8C) : hex(0x3D78B8));
  stroke_path(cr, path, w, river ? hex(0x5B9BD5) : hex(0x8CC0EA));
  const double current = std::max(0.14 * s, 0.1 * w);
  const double dash[] = {2.4 * s, 1.8 * s};
  cairo_save(cr);
  cairo_set_dash(cr, dash, 2, 0);
  stroke_path(cr, path, current, hex(0xD6EAFA), 0.9);
  cairo_restore(cr);
}

}  // namespace

void draw_watercourse_varying(cairo_t* cr, const std::vector<Point>& path, const std::vector<double>& widths_px,
                              bool river, double s) {
  if (path.size() < 2 || widths_px.size() != path.size()) return;
  cairo_save(cr);
  cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
  // Each short piece is stroked at its own width with round ends: the pieces' union is a
  // smooth band whose width follows the sections. Banks go down first for the whole course,
  // then the water, so no bank line shows between two pieces.
  const double bank = (river ? 0.9 : 0.6) * s;
  for (int layer = 0; layer < 2; ++layer) {
    set_color(cr, layer == 0 ? (river ? hex(0x1F4E8C) : hex(0x3D78B8)) : (river ? hex(0x5B9BD5) : hex(0x8CC0EA)));
    for (std::size_t i = 1; i < path.size(); ++i) {
      const double w = std::max((widths_px[i - 1] + widths_px[i]) / 2, 1.0 * s) + (layer == 0 ? bank : 0.0);
      cairo_set_line_width(cr, w);
      cairo_move_to(cr, path[i - 1].x, path[i - 1].y);
      cairo_line_to(cr, path[i].x, path[i].y);
      cairo_stroke(cr);
    }
  }
  const double narrowest = *std::min_element(widths_px.begin(), widths_px.end());
  const double dash[] = {2.4 * s, 1.8 * s};
  cairo_set_dash(cr, dash, 2, 0);
  stroke_path(cr, path, std::max(0.14 * s, 0.1 * narrowest), hex(0xD6EAFA), 0.9);
  cairo_restore(cr);
}

void draw_linear_feature(cairo_t* cr, const std::vector<Point>& path, const std::string& kind, double width_px,
                         const Attributes& /*attributes*/, double s) {
  if (path.size() < 2) return;
  const double w = width_px > 0 ? width_px : 1.0 * s;  // a zero width still shows
  cairo_save(cr);
  cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
  if (kind == "river" || kind == "stream") {
    draw_watercourse(cr, path, kind == "river", w, s);
  } else if (kind == "road") {
    stroke_path(cr, path, w + 0.5 * s, hex(0x7A5C3A));
    stroke_path(cr, path, w, hex(0xD8BF8F));
  } else if (kind == "supply_line") {
    // A hatched band: dark edges, pale body, bars across it.
    stroke_path(cr, path, w + 0.4 * s, hex(0x5A4A35));
    stroke_path(cr, path, w, hex(0xEFE7D2));
    stroke_ticks(cr, path, w, 0.18 * s, 0.8 * s, hex(0x7A6A50));
  } else if (kind == "earthwork") {
    // A rampart: brown line with teeth on both sides.
    stroke_ticks(cr, path, w + 1.4 * s, 0.3 * s, 0.9 * s, hex(0x5C4326));
    stroke_path(cr, path, std::max(w, 0.6 * s), hex(0x6B4A2A));
  } else if (kind == "obstacle") {
    stroke_ticks(cr, path, std::max(w, 0.5 * s) + 1.0 * s, 0.2 * s, 1.1 * s, hex(0x2B2B2B));
    stroke_path(cr, path, std::max(w, 0.5 * s), hex(0x2B2B2B));
  } else {
    stroke_path(cr, path, w, hex(0x707070));
  }
  cairo_restore(cr);
}

}  // namespace wargen::render
