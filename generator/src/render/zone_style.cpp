#include "render/zone_style.hpp"

#include <algorithm>
#include <cmath>

#include "render/cairo_handles.hpp"
#include "render/draw_util.hpp"
#include "render/legend.hpp"

namespace wargen::render {

namespace {

constexpr double kHatchSpacingCm = 1.6;  // wide enough to read terrain through, close enough to see
constexpr double kHatchWidthCm = 0.12;
constexpr double kTintAlpha = 0.18, kHatchAlpha = 0.35;
// A raster tile is at least this wide (a whole number of hatch periods): pixman copies a repeating
// source a tile's width at a time, so a wider tile means fewer, longer copies.
constexpr int kMinTilePx = 64;
// Scales whose hatch period needs a tile wider than this (no small whole number of periods lands
// on a whole pixel) are hatched with strokes instead.
constexpr int kMaxTilePx = 512;

// +1: hatching rising to the east ("/"); -1: falling ("\"). Sides other than A and B get none.
int hatch_direction(const std::string& side) {
  if (side == "A") return 1;
  if (side == "B") return -1;
  return 0;
}

// The hatch lines are x + direction * y = anchor.x + direction * anchor.y + k * step (page px,
// y down), for every whole k: one family of lines fixed to the anchor, whatever the zone.

// Vector surfaces (PDF, SVG) and transformed contexts: the lines stroked under the zone's clip,
// so the hatch stays vector and crisp at any zoom or print scale. A raster tile there would be
// embedded as an image at the tile's resolution.
void stroke_hatch(cairo_t* cr, const std::vector<Point>& polygon_px, Point anchor, int direction, double step,
                  double width) {
  cairo_save(cr);
  polygon_path(cr, polygon_px);
  cairo_clip(cr);
  const Box b = bounding_box(polygon_px);
  const double anchor_c = anchor.x + direction * anchor.y;
  // x + direction * y over the box runs from lo to hi.
  const double lo = b.min_x + std::min(direction * b.min_y, direction * b.max_y);
  const double hi = b.max_x + std::max(direction * b.min_y, direction * b.max_y);
  const long first = static_cast<long>(std::floor((lo - anchor_c) / step));
  const long last = static_cast<long>(std::ceil((hi - anchor_c) / step));
  for (long k = first; k <= last; ++k) {
    const double c = anchor_c + static_cast<double>(k) * step;
    cairo_move_to(cr, c - direction * b.min_y, b.min_y);
    cairo_line_to(cr, c - direction * b.max_y, b.max_y);
  }
  cairo_set_line_width(cr, width);
  cairo_stroke(cr);
  cairo_restore(cr);
}

// The side of the smallest square holding a whole number of hatch periods in a whole number of
// pixels (the lines' pattern repeats by it across and down), or 0 when there is none small enough.
int period_cell_px(double step) {
  for (int periods = 1; periods * step <= kMaxTilePx; ++periods) {
    const double side = periods * step;
    if (std::fabs(side - std::round(side)) < 1e-9) return static_cast<int>(std::round(side));
  }
  return 0;
}

// The cell's tint and lines: u + direction * v = phase + k * period in cell pixels, for every
// line that touches the cell or its one-pixel neighbourhood (their anti-aliased edges), so the
// cell holds the infinite hatch's own pixels. There u + direction * v runs over
// [-side - 2, side + 2] (falling) or [-2, 2 * side + 2] (rising).
SurfacePtr hatch_cell(int side, double step, double phase, int direction, double width, Rgb tint, Rgb ink) {
  SurfacePtr cell(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, side, side));
  check_surface(cell.get(), "drawing a zone's hatching");
  ContextPtr t = make_context(cell.get(), "drawing a zone's hatching");
  set_color(t.get(), tint, kTintAlpha);
  cairo_paint(t.get());
  const int periods = static_cast<int>(std::round(side / step));
  const double period = static_cast<double>(side) / periods;
  const double size = side;
  const double reach = 2 + width;
  const double lo = (direction > 0 ? 0 : -size) - reach, hi = (direction > 0 ? 2 * size : size) + reach;
  const int first = static_cast<int>(std::floor((lo - phase) / period));
  const int last = static_cast<int>(std::ceil((hi - phase) / period));
  for (int k = first; k <= last; ++k) {
    const double c = phase + static_cast<double>(k) * period;
    cairo_move_to(t.get(), c + direction, -1);
    cairo_line_to(t.get(), c - direction * (size + 1), size + 1);
  }
  set_color(t.get(), ink, kHatchAlpha);
  cairo_set_line_width(t.get(), width);
  cairo_stroke(t.get());
  check_status(t.get(), "drawing a zone's hatching");
  cairo_surface_flush(cell.get());
  return cell;
}

// The image surface the context draws on with an identity-like transform (a whole-pixel shift at
// most), so a tile's pixels land 1:1 on the canvas; false elsewhere.
bool draws_pixels_one_to_one(cairo_t* cr) {
  if (cairo_surface_get_type(cairo_get_target(cr)) != CAIRO_SURFACE_TYPE_IMAGE) return false;
  cairo_matrix_t m;
  cairo_get_matrix(cr, &m);
  return m.xx == 1 && m.yy == 1 && m.xy == 0 && m.yx == 0 && m.x0 == std::floor(m.x0) && m.y0 == std::floor(m.y0);
}

// Image surfaces: tint and hatch drawn once into a small repeating tile fixed to the anchor, and
// the zone filled with it – one fill instead of dozens of long strokes under a clip, which cost a
// third of a whole map's drawing. The tile's lines are the ones stroke_hatch would draw, shifted
// by whole tiles, so the pixels are those of the infinite hatch.
bool fill_with_hatch_tile(cairo_t* cr, const std::vector<Point>& polygon_px, Point anchor, int direction, double step,
                          double width, Rgb tint, Rgb ink) {
  if (!draws_pixels_one_to_one(cr)) return false;
  const int cell_side = period_cell_px(step);
  if (cell_side == 0) return false;
  const double origin_x = std::floor(anchor.x), origin_y = std::floor(anchor.y);
  const double phase = (anchor.x - origin_x) + direction * (anchor.y - origin_y);
  // The lines are stroked into one period's cell (a few pixels: the stroke's scan conversion is
  // most of the hatch's cost) and the cell copied across the wider tile.
  const SurfacePtr cell = hatch_cell(cell_side, step, phase, direction, width, tint, ink);
  const int side = cell_side * ((kMinTilePx + cell_side - 1) / cell_side);  // a multiple of the cell
  SurfacePtr tile(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, side, side));
  check_surface(tile.get(), "drawing a zone's hatching");
  {
    ContextPtr t = make_context(tile.get(), "drawing a zone's hatching");
    cairo_set_source_surface(t.get(), cell.get(), 0, 0);
    cairo_pattern_set_extend(cairo_get_source(t.get()), CAIRO_EXTEND_REPEAT);
    cairo_set_operator(t.get(), CAIRO_OPERATOR_SOURCE);
    cairo_paint(t.get());
    check_status(t.get(), "drawing a zone's hatching");
  }
  cairo_surface_flush(tile.get());
  cairo_pattern_t* pattern = cairo_pattern_create_for_surface(tile.get());
  cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT);
  cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST);  // whole-pixel placement: a plain copy
  cairo_matrix_t to_tile;
  cairo_matrix_init_translate(&to_tile, -origin_x, -origin_y);
  cairo_pattern_set_matrix(pattern, &to_tile);
  cairo_save(cr);
  polygon_path(cr, polygon_px);
  cairo_set_source(cr, pattern);
  cairo_fill(cr);
  cairo_restore(cr);
  cairo_pattern_destroy(pattern);
  return true;
}

}  // namespace

void draw_zone_ground(cairo_t* cr, const std::vector<Point>& polygon_px, const std::string& side, Point anchor_px,
                      double s) {
  if (polygon_px.size() < 3) return;
  const int direction = hatch_direction(side);
  const double step = kHatchSpacingCm * s, width = kHatchWidthCm * s;
  if (direction != 0 &&
      fill_with_hatch_tile(cr, polygon_px, anchor_px, direction, step, width, side_colour(side), side_ink(side)))
    return;
  cairo_save(cr);
  polygon_path(cr, polygon_px);
  set_color(cr, side_colour(side), kTintAlpha);
  cairo_fill(cr);
  if (direction != 0) {
    set_color(cr, side_ink(side), kHatchAlpha);
    stroke_hatch(cr, polygon_px, anchor_px, direction, step, width);
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
