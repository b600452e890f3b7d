// Natural area features: water, marsh, open ground, hills, woods. The dispatcher for all area
// kinds lives here too; settlements and the rest are in settlement_symbols.cpp.
#include <cmath>

#include "render/draw_util.hpp"
#include "render/feature_symbols.hpp"

namespace wargen::render {

// Defined in settlement_symbols.cpp.
void draw_built_up(cairo_t* cr, const std::vector<Point>& outline, const Attributes& attributes, double s);
void draw_players_choice(cairo_t* cr, const std::vector<Point>& outline, const Attributes& attributes, double s);
void draw_other_area(cairo_t* cr, const std::vector<Point>& outline, const std::string& kind, double s);

namespace {

void fill_and_outline(cairo_t* cr, const std::vector<Point>& outline, Rgb fill, Rgb line, double width) {
  polygon_path(cr, outline);
  set_color(cr, fill);
  cairo_fill_preserve(cr);
  set_color(cr, line);
  cairo_set_line_width(cr, width);
  cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
  cairo_stroke(cr);
}

void draw_hill(cairo_t* cr, const std::vector<Point>& outline, const Attributes& attributes, double s) {
  // Steep hills read darker and with tighter contours, as on a relief map.
  const bool steep = attribute(attributes, "variant") == "steep";
  const Rgb fill = steep ? hex(0xC9A062) : hex(0xE0C795);
  const Rgb line = steep ? hex(0x6B4520) : hex(0x8A6A3A);
  fill_and_outline(cr, outline, fill, line, 0.35 * s);

  const Point c = centroid(outline);
  const std::vector<double> steep_levels = {0.76, 0.53, 0.3};
  const std::vector<double> gentle_levels = {0.66, 0.33};
  const auto& levels = steep ? steep_levels : gentle_levels;
  cairo_set_line_width(cr, 0.22 * s);
  for (std::size_t i = 0; i < levels.size(); ++i) {
    // Each higher contour a shade darker, so the crest stands out.
    polygon_path(cr, scale_about(outline, c, levels[i]));
    set_color(cr, line, 0.55 + 0.15 * static_cast<double>(i));
    cairo_stroke(cr);
  }
}

// Trees at these spacings never touch one another, so each layer of the symbol (trunks, crowns,
// their outlines) is one path for the whole wood: the same picture for a third of the strokes.
void draw_deciduous_trees(cairo_t* cr, const std::vector<Point>& trees, double s) {
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
  for (Point p : trees) {
    cairo_move_to(cr, p.x, p.y + 0.2 * s);
    cairo_line_to(cr, p.x, p.y + 1.3 * s);
  }
  cairo_set_line_width(cr, 0.32 * s);
  set_color(cr, hex(0x5A3D1E));
  cairo_stroke(cr);
  for (Point p : trees) {
    cairo_new_sub_path(cr);
    cairo_arc(cr, p.x, p.y - 0.25 * s, 0.95 * s, 0, kTwoPi);
  }
  set_color(cr, hex(0x4E8C3A));
  cairo_fill_preserve(cr);
  set_color(cr, hex(0x2B5A22));
  cairo_set_line_width(cr, 0.14 * s);
  cairo_stroke(cr);
}

void draw_fir_trees(cairo_t* cr, const std::vector<Point>& trees, double s) {
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
  for (Point p : trees) {
    cairo_move_to(cr, p.x, p.y + 0.6 * s);
    cairo_line_to(cr, p.x, p.y + 1.25 * s);
  }
  cairo_set_line_width(cr, 0.3 * s);
  set_color(cr, hex(0x5A3D1E));
  cairo_stroke(cr);
  for (Point p : trees) {
    cairo_move_to(cr, p.x, p.y - 1.35 * s);
    cairo_line_to(cr, p.x + 0.85 * s, p.y + 0.7 * s);
    cairo_line_to(cr, p.x - 0.85 * s, p.y + 0.7 * s);
    cairo_close_path(cr);
  }
  set_color(cr, hex(0x2F6B2F));
  cairo_fill_preserve(cr);
  set_color(cr, hex(0x1C451C));
  cairo_set_line_width(cr, 0.12 * s);
  cairo_stroke(cr);
}

void draw_wood(cairo_t* cr, const std::vector<Point>& outline, const Attributes& attributes, double s) {
  const bool dense = attribute(attributes, "variant") == "dense";
  fill_and_outline(cr, outline, dense ? hex(0x94C27A) : hex(0xAED68F), hex(0x3D7A34), 0.35 * s);
  // Trees only where the whole symbol fits, so none is cut in half by the edge.
  const double step = dense ? 2.6 * s : 3.4 * s;
  const double clearance = 1.25 * s;
  std::vector<Point> trees;
  for (Point p : staggered_grid(outline, step, step * 0.9))
    if (fits_inside(p, outline, clearance)) trees.push_back(p);
  if (trees.empty()) {  // a small copse still shows one tree
    Point c = centroid(outline);
    if (point_in_polygon(c, outline)) trees.push_back(c);
  }
  if (trees.empty()) return;
  antialias_marks(cr);
  dense ? draw_fir_trees(cr, trees, s) : draw_deciduous_trees(cr, trees, s);
}

void draw_lake(cairo_t* cr, const std::vector<Point>& outline, double s) {
  polygon_path(cr, outline);
  set_color(cr, hex(0x9CC8EA));
  cairo_fill(cr);
  // A pale inner ripple and a dark shore line: the usual way maps show still water.
  const Point c = centroid(outline);
  cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_width(cr, 0.25 * s);
  for (double k : {0.82, 0.64}) {
    polygon_path(cr, scale_about(outline, c, k));
    set_color(cr, hex(0xE4F1FB), 0.8);
    cairo_stroke(cr);
  }
  polygon_path(cr, outline);
  set_color(cr, hex(0x2E6DA4));
  cairo_set_line_width(cr, 0.5 * s);
  cairo_stroke(cr);
}

void draw_marsh(cairo_t* cr, const std::vector<Point>& outline, double s) {
  polygon_path(cr, outline);
  set_color(cr, hex(0xD3E8DC));
  cairo_fill(cr);
  cairo_save(cr);
  polygon_path(cr, outline);
  cairo_clip(cr);
  // Short horizontal water dashes with reed tufts rising from every other one. No mark touches
  // another spot's, so all the dashes are one stroke and all the tufts another (a stroke's set-up
  // costs more than these short marks' pixels).
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
  antialias_marks(cr);
  const std::vector<Point> spots = staggered_grid(outline, 3.2 * s, 1.7 * s);
  for (Point p : spots) {
    cairo_move_to(cr, p.x - 0.9 * s, p.y);
    cairo_line_to(cr, p.x + 0.9 * s, p.y);
  }
  set_color(cr, hex(0x4C8C96));
  cairo_set_line_width(cr, 0.2 * s);
  cairo_stroke(cr);
  for (std::size_t i = 0; i < spots.size(); i += 2)
    for (double dx : {-0.35, 0.0, 0.35}) {
      cairo_move_to(cr, spots[i].x, spots[i].y - 0.05 * s);
      cairo_line_to(cr, spots[i].x + dx * s, spots[i].y - (dx == 0.0 ? 0.9 : 0.7) * s);
    }
  set_color(cr, hex(0x3F7A3A));
  cairo_set_line_width(cr, 0.14 * s);
  cairo_stroke(cr);
  cairo_restore(cr);
  polygon_path(cr, outline);
  set_color(cr, hex(0x4C8C96));
  cairo_set_line_width(cr, 0.22 * s);
  const double dash[] = {0.6 * s, 0.4 * s};
  cairo_set_dash(cr, dash, 2, 0);
  cairo_stroke(cr);
  cairo_set_dash(cr, nullptr, 0, 0);
}

void draw_dots(cairo_t* cr, const std::vector<Point>& outline, double step, double radius, Rgb colour) {
  cairo_save(cr);
  polygon_path(cr, outline);
  cairo_clip(cr);
  set_color(cr, colour);
  antialias_marks(cr);
  int i = 0;
  for (Point p : staggered_grid(outline, step, step * 0.87)) {
    // A fixed, index-based nudge breaks the too-regular look without any randomness.
    const double nudge = static_cast<double>((i * 7) % 5 - 2) * 0.12 * step;
    cairo_new_sub_path(cr);
    cairo_arc(cr, p.x + nudge, p.y - nudge / 2, radius, 0, kTwoPi);
    ++i;
  }
  cairo_fill(cr);
  cairo_restore(cr);
}

void draw_open_ground(cairo_t* cr, const std::vector<Point>& outline, const std::string& kind, double s) {
  if (kind == "open_field" || kind == "enclosed_field") {
    const bool enclosed = kind == "enclosed_field";
    polygon_path(cr, outline);
    set_color(cr, enclosed ? hex(0xD3E3A2) : hex(0xF0E6A6));
    cairo_fill(cr);
    set_color(cr, enclosed ? hex(0x9DB868) : hex(0xC9B466));
    hatch_polygon(cr, outline, 0.35, 1.1 * s, 0.14 * s);  // furrows
    if (enclosed) {
      // A hedge: a thick dark-green line broken into bushes (small marks, drawn as such).
      polygon_path(cr, outline);
      antialias_marks(cr);
      set_color(cr, hex(0x3C6E2C));
      cairo_set_line_width(cr, 0.7 * s);
      cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
      const double dash[] = {0.5 * s, 0.55 * s};
      cairo_set_dash(cr, dash, 2, 0);
      cairo_stroke(cr);
      cairo_set_dash(cr, nullptr, 0, 0);
    } else {
      polygon_path(cr, outline);
      set_color(cr, hex(0xB09C50));
      cairo_set_line_width(cr, 0.2 * s);
      cairo_stroke(cr);
    }
  } else if (kind == "rough") {
    fill_and_outline(cr, outline, hex(0xD8CDA6), hex(0x9A8A60), 0.2 * s);
    draw_dots(cr, outline, 1.9 * s, 0.2 * s, hex(0x7D6D48));
  } else {  // sand
    fill_and_outline(cr, outline, hex(0xF6EAB2), hex(0xC9AE62), 0.2 * s);
    draw_dots(cr, outline, 1.0 * s, 0.1 * s, hex(0xB39548));
  }
}

}  // namespace

void hatch_polygon(cairo_t* cr, const std::vector<Point>& polygon, double angle, double spacing, double line_width) {
  if (polygon.size() < 3 || spacing <= 0) return;
  // Lines offset along the normal, anchored at the bounding box's centre so the pattern is the
  // same wherever the shape lies. Each line is the band line_width wide around it, and the
  // polygon cut to each band is filled: the pixels of the line stroked under a clip to the
  // polygon, without the clip's mask and the stroker (three times the cost).
  const Box box = bounding_box(polygon);
  const Point d{std::cos(angle), std::sin(angle)}, n{-d.y, d.x};
  const double centre = n.x * (box.min_x + box.max_x) / 2 + n.y * (box.min_y + box.max_y) / 2;
  double lo = HUGE_VAL, hi = -HUGE_VAL;
  for (Point p : polygon) lo = std::min(lo, n.x * p.x + n.y * p.y), hi = std::max(hi, n.x * p.x + n.y * p.y);
  const int first = static_cast<int>(std::ceil((lo - centre - line_width / 2) / spacing));
  const int last = static_cast<int>(std::floor((hi - centre + line_width / 2) / spacing));
  std::vector<Point> band, cut;
  for (int i = first; i <= last; ++i) {
    const double middle = centre + i * spacing;
    clip_to_half_plane(polygon, n, middle - line_width / 2, band);
    clip_to_half_plane(band, {-n.x, -n.y}, -(middle + line_width / 2), cut);
    if (cut.size() >= 3) polygon_path(cr, cut);
  }
  cairo_save(cr);
  antialias_marks(cr);
  cairo_fill(cr);
  cairo_restore(cr);
}

int area_draw_rank(const std::string& kind) {
  if (kind == "lake") return 0;
  if (kind == "marsh") return 1;
  if (kind == "open_field" || kind == "enclosed_field" || kind == "rough" || kind == "sand") return 2;
  if (kind == "hill") return 3;
  if (kind == "wood") return 4;
  if (kind == "built_up") return 5;
  if (kind == "players_choice") return 7;
  return 6;  // buildings, earthworks, supply lines and future kinds sit on the ground cover
}

void draw_area_feature(cairo_t* cr, const std::vector<Point>& outline, const std::string& kind,
                       const Attributes& attributes, double s) {
  if (outline.size() < 3) return;
  cairo_save(cr);
  if (kind == "hill")
    draw_hill(cr, outline, attributes, s);
  else if (kind == "wood")
    draw_wood(cr, outline, attributes, s);
  else if (kind == "lake")
    draw_lake(cr, outline, s);
  else if (kind == "marsh")
    draw_marsh(cr, outline, s);
  else if (kind == "open_field" || kind == "enclosed_field" || kind == "rough" || kind == "sand")
    draw_open_ground(cr, outline, kind, s);
  else if (kind == "built_up")
    draw_built_up(cr, outline, attributes, s);
  else if (kind == "players_choice")
    draw_players_choice(cr, outline, attributes, s);
  else
    draw_other_area(cr, outline, kind, s);
  cairo_restore(cr);
}

}  // namespace wargen::render
