// Man-made and special area features: built-up areas, players' choices and the generic
// drawing that lets kinds added by future generators show up sensibly.
#include <algorithm>

#include "render/draw_util.hpp"
#include "render/feature_symbols.hpp"

namespace wargen::render {

void draw_built_up(cairo_t* cr, const std::vector<Point>& outline, const Attributes& attributes, double s) {
  const std::string variant = attribute(attributes, "variant");
  const bool walled = variant == "walled_town";
  // Denser settlements pack their buildings tighter.
  double step = 3.4 * s;
  if (variant == "farmstead") step = 4.2 * s;
  if (variant == "town" || walled) step = 2.7 * s;

  polygon_path(cr, outline);
  set_color(cr, hex(0xE3D9C6));
  cairo_fill_preserve(cr);
  set_color(cr, hex(0x8C7B66));
  cairo_set_line_width(cr, 0.25 * s);
  cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
  cairo_stroke(cr);

  // The blocks never touch one another at these spacings: one path for all of them, filled and
  // outlined once.
  int i = 0, drawn = 0;
  const double edge_clearance = (walled ? 1.6 : 1.1) * s;
  auto block = [&](Point c, double w, double h) {
    cairo_rectangle(cr, c.x - w / 2, c.y - h / 2, w, h);
    ++drawn;
  };
  for (Point p : staggered_grid(outline, step, step * 0.8)) {
    // Sizes cycle through a fixed pattern so blocks look like varied houses, not a stamp.
    const double w = (1.2 + 0.35 * static_cast<double>((i * 5) % 3)) * s;
    const double h = (0.85 + 0.2 * static_cast<double>((i * 3 + 1) % 3)) * s;
    ++i;
    if (fits_inside(p, outline, edge_clearance)) block(p, w, h);
  }
  if (drawn == 0) {
    Point c = centroid(outline);
    if (point_in_polygon(c, outline)) block(c, 1.5 * s, 1.0 * s);
  }
  if (drawn > 0) {
    cairo_save(cr);
    antialias_marks(cr);
    set_color(cr, hex(0x9B4A32));
    cairo_fill_preserve(cr);
    set_color(cr, hex(0x4A1E14));
    cairo_set_line_width(cr, 0.12 * s);
    cairo_stroke(cr);
    cairo_restore(cr);
  }

  if (walled) {
    polygon_path(cr, outline);
    set_color(cr, hex(0x3A2A22));
    cairo_set_line_width(cr, 0.9 * s);
    cairo_stroke(cr);
    // Towers at the corners (every other corner on finely drawn outlines).
    const std::size_t every = outline.size() > 12 ? 2 : 1;
    const double t = 1.3 * s;
    for (std::size_t k = 0; k < outline.size(); k += every)
      cairo_rectangle(cr, outline[k].x - t / 2, outline[k].y - t / 2, t, t);
    cairo_fill(cr);
  }
}

namespace {

// Where the "?" mark goes and how large it is; shared by the drawing and by label placement,
// which places the caption saying whose choice it is (GOK-T7).
struct ChoiceMark {
  Point centre;
  double mark_size;
};

ChoiceMark choice_mark(const std::vector<Point>& outline, double s) {
  const Box box = bounding_box(outline);
  const double w = box.max_x - box.min_x, h = box.max_y - box.min_y;
  return {centroid(outline), std::clamp(0.55 * std::min(w, h), 3.0 * s, 9.0 * s)};
}

}  // namespace

std::string players_choice_caption(const Attributes& attributes) {
  std::string player = attribute(attributes, "player");
  std::string kind = attribute(attributes, "suggested_kind");
  std::replace(kind.begin(), kind.end(), '_', ' ');
  std::string text = player.empty() ? "Player's choice" : player + "'s choice";
  if (!kind.empty()) text += ": " + kind + "?";
  return text;
}

Box players_choice_mark_box(const std::vector<Point>& outline, double s) {
  ChoiceMark m = choice_mark(outline, s);
  return {m.centre.x - 0.45 * m.mark_size, m.centre.y - 0.6 * m.mark_size, m.centre.x + 0.45 * m.mark_size,
          m.centre.y + 0.5 * m.mark_size};
}

void draw_players_choice(cairo_t* cr, const std::vector<Point>& outline, const Attributes&, double s) {
  const Rgb ink = kPlayersChoiceInk;
  polygon_path(cr, outline);
  set_color(cr, hex(0xB07CC6), 0.14);
  cairo_fill_preserve(cr);
  set_color(cr, ink);
  cairo_set_line_width(cr, 0.4 * s);
  const double dash[] = {1.5 * s, 0.8 * s};
  cairo_set_dash(cr, dash, 2, 0);
  cairo_stroke(cr);
  cairo_set_dash(cr, nullptr, 0, 0);

  ChoiceMark m = choice_mark(outline, s);
  select_font(cr, m.mark_size, false, true);
  set_color(cr, ink, 0.85);
  draw_text(cr, "?", m.centre, HAlign::centre, VAlign::middle);
}

void draw_other_area(cairo_t* cr, const std::vector<Point>& outline, const std::string& kind, double s) {
  Rgb fill = hex(0xD0D0D0), line = hex(0x555555), hatch = hex(0x8A8A8A);
  double line_width = 0.3 * s, hatch_angle = 0.785;
  bool cross = false;
  if (kind == "building") {
    fill = hex(0x9B4A32), line = hex(0x4A1E14), hatch = fill;
  } else if (kind == "supply_line") {
    fill = hex(0xEFE7D2), line = hex(0x5A4A35), hatch = hex(0x7A6A50), line_width = 0.35 * s;
  } else if (kind == "earthwork") {
    fill = hex(0xC8B48A), line = hex(0x5C4326), hatch = hex(0x8A7048), line_width = 0.6 * s;
  } else if (kind == "obstacle") {
    fill = hex(0xC9C3B6), line = hex(0x2B2B2B), hatch = hex(0x4A4A4A), cross = true;
  } else if (kind == "road") {
    fill = hex(0xD8BF8F), line = hex(0x7A5C3A), hatch = fill;
  }
  polygon_path(cr, outline);
  set_color(cr, fill);
  cairo_fill(cr);
  set_color(cr, hatch);
  hatch_polygon(cr, outline, hatch_angle, 0.9 * s, 0.14 * s);
  if (cross) hatch_polygon(cr, outline, -hatch_angle, 0.9 * s, 0.14 * s);
  polygon_path(cr, outline);
  set_color(cr, line);
  cairo_set_line_width(cr, line_width);
  cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
  cairo_stroke(cr);
}

}  // namespace wargen::render
