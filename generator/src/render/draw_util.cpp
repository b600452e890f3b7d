#include "render/draw_util.hpp"

#include <algorithm>
#include <cmath>
#include <memory>
#include <stdexcept>
#include <utility>

namespace wargen::render {

void set_color(cairo_t* cr, Rgb c, double alpha) {
  if (alpha >= 1.0)
    cairo_set_source_rgb(cr, c.r, c.g, c.b);
  else
    cairo_set_source_rgba(cr, c.r, c.g, c.b, alpha);
}

void check_status(cairo_t* cr, const char* what) {
  cairo_status_t status = cairo_status(cr);
  if (status == CAIRO_STATUS_SUCCESS) status = cairo_surface_status(cairo_get_target(cr));
  if (status != CAIRO_STATUS_SUCCESS)
    throw std::runtime_error(std::string("map rendering failed (") + what + "): " + cairo_status_to_string(status));
}

void polygon_path(cairo_t* cr, const std::vector<Point>& polygon) {
  if (polygon.empty()) return;
  cairo_move_to(cr, polygon.front().x, polygon.front().y);
  for (std::size_t i = 1; i < polygon.size(); ++i) cairo_line_to(cr, polygon[i].x, polygon[i].y);
  cairo_close_path(cr);
}

void polyline_path(cairo_t* cr, const std::vector<Point>& line) {
  if (line.empty()) return;
  cairo_move_to(cr, line.front().x, line.front().y);
  for (std::size_t i = 1; i < line.size(); ++i) cairo_line_to(cr, line[i].x, line[i].y);
}

void clip_to_half_plane(const std::vector<Point>& polygon, Point n, double offset, std::vector<Point>& out) {
  out.clear();
  const std::size_t count = polygon.size();
  for (std::size_t i = 0; i < count; ++i) {
    const Point a = polygon[i], b = polygon[next_vertex(i, count)];
    const double da = n.x * a.x + n.y * a.y - offset, db = n.x * b.x + n.y * b.y - offset;
    if (da >= 0) out.push_back(a);
    if ((da >= 0) != (db >= 0)) {
      const double t = da / (da - db);
      out.push_back({a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t});
    }
  }
}

std::vector<Point> scale_about(const std::vector<Point>& polygon, Point centre, double k) {
  std::vector<Point> out;
  out.reserve(polygon.size());
  for (Point p : polygon) out.push_back({centre.x + (p.x - centre.x) * k, centre.y + (p.y - centre.y) * k});
  return out;
}

Point unit_direction(Point a, Point b) {
  double dx = b.x - a.x, dy = b.y - a.y;
  double len = std::hypot(dx, dy);
  if (len < 1e-12) return {1, 0};
  return {dx / len, dy / len};
}

bool fits_inside(Point p, const std::vector<Point>& polygon, double clearance) {
  if (polygon.size() < 3 || !point_in_polygon(p, polygon)) return false;
  for (std::size_t i = 0; i < polygon.size(); ++i)
    if (point_segment_distance(p, polygon[i], polygon[next_vertex(i, polygon.size())]) < clearance) return false;
  return true;
}

std::vector<Point> staggered_grid(const std::vector<Point>& polygon, double step_x, double step_y) {
  std::vector<Point> points;
  if (polygon.empty() || step_x <= 0 || step_y <= 0) return points;
  Box box = bounding_box(polygon);
  const double w = box.max_x - box.min_x, h = box.max_y - box.min_y;
  const int cols = static_cast<int>(std::floor(w / step_x)) + 1;
  const int rows = static_cast<int>(std::floor(h / step_y)) + 1;
  const double x0 = box.min_x + (w - (cols - 1) * step_x) / 2;
  const double y0 = box.min_y + (h - (rows - 1) * step_y) / 2;
  for (int r = 0; r < rows; ++r) {
    const double shift = (r % 2 == 1) ? step_x / 2 : 0.0;
    for (int c = 0; c < cols; ++c) points.push_back({x0 + c * step_x + shift, y0 + r * step_y});
  }
  return points;
}

void select_font(cairo_t* cr, double size_px, bool italic, bool bold) {
  cairo_select_font_face(cr, "DejaVu Sans", italic ? CAIRO_FONT_SLANT_OBLIQUE : CAIRO_FONT_SLANT_NORMAL,
                         bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size(cr, size_px);
}

double text_width(cairo_t* cr, const std::string& text) {
  cairo_text_extents_t ext;
  cairo_text_extents(cr, text.c_str(), &ext);
  return ext.x_advance;
}

double select_font_to_fit(cairo_t* cr, const std::string& text, double max_width, double size_px, bool bold) {
  select_font(cr, size_px, false, bold);
  const double width = text_width(cr, text);
  if (width <= max_width || width <= 0) return size_px;
  // Width is proportional to size, so one step lands it; 0.98 keeps rounding from overshooting.
  const double fitted = size_px * max_width / width * 0.98;
  select_font(cr, fitted, false, bold);
  return fitted;
}

std::vector<std::string> wrap_text(cairo_t* cr, const std::string& text, double width) {
  std::vector<std::string> words;  // split at spaces, none empty
  for (std::size_t start = 0; start < text.size();) {
    const std::size_t end = std::min(text.find(' ', start), text.size());
    if (end > start) words.push_back(text.substr(start, end - start));
    start = end + 1;
  }
  // Most texts fit on one line: one measurement of the whole, its words joined by single spaces
  // as the greedy fill below joins them, settles it. The fill could not break such a text: every
  // line it tries is a prefix of the whole, and cairo sums glyph advances (none negative) left to
  // right, so no prefix measures wider than the whole does.
  std::string whole;
  for (const std::string& word : words) whole += (whole.empty() ? "" : " ") + word;
  if (text_width(cr, whole) <= width) return {whole};
  std::vector<std::string> lines;
  std::string line;
  for (const std::string& word : words) {
    std::string candidate = line.empty() ? word : line + " " + word;
    if (!line.empty() && text_width(cr, candidate) > width) {
      lines.push_back(line);
      line = word;
    } else {
      line = std::move(candidate);
    }
  }
  if (!line.empty() || lines.empty()) lines.push_back(line);
  return lines;
}

FittedText fit_text(cairo_t* cr, const std::string& text, double max_width, double size_px, double min_px, bool bold) {
  const double fitted = select_font_to_fit(cr, text, max_width, size_px, bold);
  if (fitted >= min_px) return {fitted, {text}};
  select_font(cr, min_px, false, bold);
  return {min_px, wrap_text(cr, text, max_width)};
}

namespace {
const cairo_user_data_key_t kTextLogKey{};

// The halo is white at this opacity: the terrain still shows faintly through it.
constexpr double kHaloAlpha = 0.85;
// Raster halos: the glyphs stamped around a circle of the halo's radius, this far apart at most
// (device pixels). A stem of a label's font is at least a pixel wide, so neighbouring stamps
// overlap and the ring leaves no gap the eye could see.
constexpr double kHaloStampSpacingPx = 1.0;
constexpr int kMinHaloStamps = 6;

struct GlyphsDeleter {
  void operator()(cairo_glyph_t* glyphs) const { cairo_glyph_free(glyphs); }
};

// Whether the context draws pixels (a PNG), not vector paths (PDF, SVG, a recording).
bool draws_on_image(cairo_t* cr) {
  return cairo_surface_get_type(cairo_get_group_target(cr)) == CAIRO_SURFACE_TYPE_IMAGE;
}

// Vector outputs: the text's outline stroked wide and pale, so the halo stays a crisp vector at
// any zoom and the text over it stays text.
void stroke_halo(cairo_t* cr, const cairo_glyph_t* glyphs, int count, double width) {
  cairo_save(cr);
  cairo_new_path(cr);
  cairo_glyph_path(cr, glyphs, count);
  cairo_set_source_rgba(cr, 1, 1, 1, kHaloAlpha);
  cairo_set_line_width(cr, width);
  cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
  cairo_stroke(cr);
  cairo_restore(cr);
}

// Raster outputs: the same band (every point within width/2 of the text) as the union of the
// glyphs shifted to points on a circle of that radius, drawn from cairo's cached glyph masks
// into an alpha-only group the size of the label and painted pale once. Stroking the text's
// outline with a wide pen scan-converted thousands of curve pieces per label and was the map's
// costliest symbol; stamps cost a few glyph blits.
void stamp_halo(cairo_t* cr, const cairo_glyph_t* glyphs, int count, double width) {
  const double r = width / 2;
  if (count == 0) return;
  cairo_text_extents_t ink;  // bearings measured from the first glyph's origin
  cairo_glyph_extents(cr, glyphs, count, &ink);
  const double left = glyphs[0].x + ink.x_bearing, top = glyphs[0].y + ink.y_bearing;
  // The label's box grown by the radius, in device pixels and rounded out to whole ones, so the
  // group is small and its edges fall on pixel boundaries.
  double x0 = HUGE_VAL, y0 = HUGE_VAL, x1 = -HUGE_VAL, y1 = -HUGE_VAL;
  for (double ux : {left - r, left + ink.width + r})
    for (double uy : {top - r, top + ink.height + r}) {
      double dx = ux, dy = uy;
      cairo_user_to_device(cr, &dx, &dy);
      x0 = std::min(x0, dx), y0 = std::min(y0, dy), x1 = std::max(x1, dx), y1 = std::max(y1, dy);
    }
  double rx = r, ry = 0;
  cairo_user_to_device_distance(cr, &rx, &ry);
  const double r_px = std::hypot(rx, ry);
  const int stamps = std::max(kMinHaloStamps, static_cast<int>(std::ceil(kTwoPi * r_px / kHaloStampSpacingPx)));

  cairo_save(cr);
  cairo_matrix_t user;
  cairo_get_matrix(cr, &user);
  cairo_identity_matrix(cr);
  cairo_rectangle(cr, std::floor(x0) - 1, std::floor(y0) - 1, std::ceil(x1) - std::floor(x0) + 2,
                  std::ceil(y1) - std::floor(y0) + 2);
  cairo_clip(cr);
  cairo_set_matrix(cr, &user);
  cairo_push_group_with_content(cr, CAIRO_CONTENT_ALPHA);
  // Adding coverage (clamped at full) unites the stamps, and pixman has a fast path for adding
  // into an alpha-only surface where OVER takes its general, per-pixel one.
  cairo_set_operator(cr, CAIRO_OPERATOR_ADD);
  cairo_set_source_rgb(cr, 0, 0, 0);
  std::vector<cairo_glyph_t> moved(glyphs, glyphs + count);
  for (int k = -1; k < stamps; ++k) {  // -1: the glyphs where they stand, under the text's own edges
    const double angle = kTwoPi * k / stamps;
    const double dx = k < 0 ? 0 : r * std::cos(angle), dy = k < 0 ? 0 : r * std::sin(angle);
    for (int i = 0; i < count; ++i) moved[i].x = glyphs[i].x + dx, moved[i].y = glyphs[i].y + dy;
    cairo_show_glyphs(cr, moved.data(), count);
  }
  cairo_pattern_t* halo = cairo_pop_group(cr);
  cairo_set_operator(cr, CAIRO_OPERATOR_OVER);
  cairo_set_source_rgba(cr, 1, 1, 1, kHaloAlpha);
  cairo_mask(cr, halo);
  cairo_pattern_destroy(halo);
  cairo_restore(cr);
}

}  // namespace

void record_text_on(cairo_surface_t* surface, std::vector<std::string>* log) {
  cairo_surface_set_user_data(surface, &kTextLogKey, log, nullptr);
}

void draw_text(cairo_t* cr, const std::string& text, Point at, HAlign h, VAlign v, double halo, double angle) {
  if (auto* log = static_cast<std::vector<std::string>*>(cairo_surface_get_user_data(cairo_get_target(cr), &kTextLogKey)))
    log->push_back(text);
  cairo_font_extents_t fe;
  cairo_font_extents(cr, &fe);
  const double w = text_width(cr, text);
  double x = 0, y = 0;
  if (h == HAlign::centre) x = -w / 2;
  if (h == HAlign::right) x = -w;
  // Vertical anchors use the font's ascent/descent, not the ink, so labels line up.
  if (v == VAlign::top) y = fe.ascent;
  if (v == VAlign::middle) y = (fe.ascent - fe.descent) / 2;
  if (v == VAlign::bottom) y = -fe.descent;

  cairo_save(cr);
  cairo_translate(cr, at.x, at.y);
  if (angle != 0) cairo_rotate(cr, angle);
  if (halo > 0) {
    // The glyphs are laid out once and serve both the halo and the text.
    cairo_glyph_t* laid_out = nullptr;
    int count = 0;
    const cairo_status_t status = cairo_scaled_font_text_to_glyphs(cairo_get_scaled_font(cr), x, y, text.c_str(), -1,
                                                                   &laid_out, &count, nullptr, nullptr, nullptr);
    const std::unique_ptr<cairo_glyph_t, GlyphsDeleter> glyphs(laid_out);
    if (status != CAIRO_STATUS_SUCCESS) {  // text cairo cannot read: show_text puts the context in error
      cairo_move_to(cr, x, y);
      cairo_show_text(cr, text.c_str());
    } else {
      if (draws_on_image(cr))
        stamp_halo(cr, glyphs.get(), count, halo);
      else
        stroke_halo(cr, glyphs.get(), count, halo);
      cairo_show_glyphs(cr, glyphs.get(), count);
    }
  } else {
    cairo_move_to(cr, x, y);
    cairo_show_text(cr, text.c_str());
  }
  cairo_restore(cr);
}

}  // namespace wargen::render
