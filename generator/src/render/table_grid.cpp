// The grids drawn over the table: the generator's sectors (dashed), or a 10 cm measuring grid
// numbered along the south and west edges from the south-west corner, as the placement sheet
// measures. Sector ids are labels: label_placement.cpp places and draws them.
#include <algorithm>
#include <cmath>

#include "render/draw_util.hpp"
#include "render/grid_style.hpp"
#include "render/map_layout.hpp"

namespace wargen::render {

namespace {

constexpr double kGridStepCm = 10;
constexpr int kStrongEvery = 5;  // every 50 cm

bool on_table_border(Point a, Point b, const Scenario& scenario) {
  return (std::abs(a.x - b.x) < 1e-6 && (a.x <= 1e-6 || a.x >= scenario.table_width_cm - 1e-6)) ||
         (std::abs(a.y - b.y) < 1e-6 && (a.y <= 1e-6 || a.y >= scenario.table_depth_cm - 1e-6));
}

void draw_sector_grid(cairo_t* cr, const Scenario& scenario, const MapLayout& L) {
  auto edge = [&](Point a, Point b) {
    if (!on_table_border(a, b, scenario)) stroke_sector_line(cr, L.to_px(a), L.to_px(b), L.s);  // the border shows it
  };
  for (const Sector& sec : scenario.sectors) {
    const double x0 = sec.x_cm, y0 = sec.y_cm, x1 = sec.x_cm + sec.width_cm, y1 = sec.y_cm + sec.depth_cm;
    edge({x0, y0}, {x1, y0});
    edge({x0, y1}, {x1, y1});
    edge({x0, y0}, {x0, y1});
    edge({x1, y0}, {x1, y1});
  }
}

// Whole multiples of 10 cm strictly inside (0, length).
int grid_lines(double length_cm) { return static_cast<int>(std::ceil(length_cm / kGridStepCm)) - 1; }

void draw_cm10_grid(cairo_t* cr, const Scenario& scenario, const MapLayout& L) {
  const double w = scenario.table_width_cm, d = scenario.table_depth_cm;
  for (int i = 1; i <= grid_lines(w); ++i)
    stroke_cm10_line(cr, L.to_px({i * kGridStepCm, 0}), L.to_px({i * kGridStepCm, d}), L.s, i % kStrongEvery == 0);
  for (int j = 1; j <= grid_lines(d); ++j)
    stroke_cm10_line(cr, L.to_px({0, j * kGridStepCm}), L.to_px({w, j * kGridStepCm}), L.s, j % kStrongEvery == 0);
}

}  // namespace

void stroke_sector_line(cairo_t* cr, Point a, Point b, double s) {
  cairo_save(cr);
  set_color(cr, hex(0x5A5A5A), 0.55);
  cairo_set_line_width(cr, 0.2 * s);
  const double dash[] = {1.2 * s, 0.8 * s};
  if (a.x > b.x || a.y > b.y) std::swap(a, b);
  cairo_set_dash(cr, dash, 2, a.x == b.x ? a.y : a.x);
  cairo_move_to(cr, a.x, a.y);
  cairo_line_to(cr, b.x, b.y);
  cairo_stroke(cr);
  cairo_restore(cr);
}

void stroke_cm10_line(cairo_t* cr, Point a, Point b, double s, bool strong) {
  cairo_save(cr);
  set_color(cr, hex(0x4A4A4A), strong ? 0.55 : 0.3);
  cairo_set_line_width(cr, (strong ? 0.2 : 0.12) * s);
  cairo_move_to(cr, a.x, a.y);
  cairo_line_to(cr, b.x, b.y);
  cairo_stroke(cr);
  cairo_restore(cr);
}

void draw_grid_swatch(cairo_t* cr, const std::string& kind, double x, double y, double w, double h, double s) {
  if (kind == "sectors") {
    stroke_sector_line(cr, {x + w / 2, y}, {x + w / 2, y + h}, s);
    stroke_sector_line(cr, {x, y + h / 2}, {x + w, y + h / 2}, s);
    return;
  }
  // The miniature is 10 x 6 cm-units: lines every 2.5 units suggest the grid without claiming scale.
  for (double gx = x + 2.5 * s; gx < x + w; gx += 2.5 * s) stroke_cm10_line(cr, {gx, y}, {gx, y + h}, s, false);
  for (double gy = y + 1.5 * s; gy < y + h; gy += 3.0 * s) stroke_cm10_line(cr, {x, gy}, {x + w, gy}, s, false);
}

void draw_grid(cairo_t* cr, const Scenario& scenario, const MapLayout& L) {
  if (L.options.grid == GridStyle::sectors) draw_sector_grid(cr, scenario, L);
  if (L.options.grid == GridStyle::cm10) draw_cm10_grid(cr, scenario, L);
}

void draw_grid_coordinates(cairo_t* cr, const Scenario& scenario, const MapLayout& L) {
  if (L.options.grid != GridStyle::cm10) return;
  const double s = L.s;
  cairo_save(cr);
  select_font(cr, 1.5 * s);
  set_color(cr, hex(0x444444));
  // Distances from the south-west corner: x along the south edge, y up the west edge.
  for (int i = 1; i <= grid_lines(scenario.table_width_cm); ++i) {
    const Point at = L.to_px({i * kGridStepCm, 0});
    draw_text(cr, std::to_string(i * static_cast<int>(kGridStepCm)), {at.x, L.grid_numbers_y}, HAlign::centre,
              VAlign::top);
  }
  for (int j = 1; j <= grid_lines(scenario.table_depth_cm); ++j) {
    const Point at = L.to_px({0, j * kGridStepCm});
    draw_text(cr, std::to_string(j * static_cast<int>(kGridStepCm)), {at.x - 0.6 * s, at.y}, HAlign::right,
              VAlign::middle);
  }
  const Point corner = L.to_px({0, 0});
  draw_text(cr, "0", {corner.x - 0.6 * s, L.grid_numbers_y}, HAlign::right, VAlign::top);
  cairo_restore(cr);
}

}  // namespace wargen::render
