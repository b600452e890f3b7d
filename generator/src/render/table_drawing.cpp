// The table itself: cloth, terrain in layer order, crossings, deployment zones, the sector
// grid and the labels that sit on the table.
#include <algorithm>
#include <cmath>

#include "render/feature_symbols.hpp"
#include "render/map_layout.hpp"

namespace wargen::render {

namespace {

void draw_sector_grid(cairo_t* cr, const Scenario& scenario, const MapLayout& L) {
  const double s = L.s;
  cairo_save(cr);
  set_color(cr, hex(0x5A5A5A), 0.55);
  cairo_set_line_width(cr, 0.2 * s);
  const double dash[] = {1.2 * s, 0.8 * s};
  // Shared edges of neighbouring sectors are drawn twice; anchoring the dash phase to the
  // page coordinate makes both copies coincide instead of blurring into a solid line.
  auto edge = [&](Point a, Point b) {
    const bool on_border = (std::abs(a.x - b.x) < 1e-6 && (a.x <= 1e-6 || a.x >= scenario.table_width_cm - 1e-6)) ||
                           (std::abs(a.y - b.y) < 1e-6 && (a.y <= 1e-6 || a.y >= scenario.table_depth_cm - 1e-6));
    if (on_border) return;  // the table border already shows it
    Point pa = L.to_px(a), pb = L.to_px(b);
    if (pa.x > pb.x || pa.y > pb.y) std::swap(pa, pb);
    cairo_set_dash(cr, dash, 2, pa.x == pb.x ? pa.y : pa.x);
    cairo_move_to(cr, pa.x, pa.y);
    cairo_line_to(cr, pb.x, pb.y);
    cairo_stroke(cr);
  };
  for (const Sector& sec : scenario.sectors) {
    const double x0 = sec.x_cm, y0 = sec.y_cm, x1 = sec.x_cm + sec.width_cm, y1 = sec.y_cm + sec.depth_cm;
    edge({x0, y0}, {x1, y0});
    edge({x0, y1}, {x1, y1});
    edge({x0, y0}, {x0, y1});
    edge({x1, y0}, {x1, y1});
  }
  cairo_restore(cr);
}

void draw_sector_ids(cairo_t* cr, const Scenario& scenario, const MapLayout& L) {
  select_font(cr, 1.7 * L.s);
  set_color(cr, hex(0x5A5A5A));
  for (const Sector& sec : scenario.sectors) {
    // North-west corner: the top left of each sector as the map is read.
    const Point corner = L.to_px({sec.x_cm, sec.y_cm + sec.depth_cm});
    draw_text(cr, sec.id, {corner.x + 0.5 * L.s, corner.y + 0.4 * L.s}, HAlign::left, VAlign::top, 0.4 * L.s);
  }
}

// Zones are tinted under the terrain, so features keep their true colours, and
// outlined over it, so the zone's limit stays visible through woods and towns.
void draw_deployment_ground(cairo_t* cr, const Scenario& scenario, const MapLayout& L) {
  for (const DeploymentZone& z : scenario.deployment) {
    if (z.polygon.size() < 3) continue;
    const std::vector<Point> px = L.to_px(z.polygon);
    polygon_path(cr, px);
    set_color(cr, side_colour(z.side), 0.18);
    cairo_fill(cr);
  }
}

void draw_deployment_borders(cairo_t* cr, const Scenario& scenario, const MapLayout& L) {
  const double s = L.s;
  for (const DeploymentZone& z : scenario.deployment) {
    if (z.polygon.size() < 3) continue;
    polygon_path(cr, L.to_px(z.polygon));
    set_color(cr, side_ink(z.side), 0.85);
    cairo_set_line_width(cr, 0.4 * s);
    const double dash[] = {1.2 * s, 0.6 * s};
    cairo_set_dash(cr, dash, 2, 0);
    cairo_stroke(cr);
    cairo_set_dash(cr, nullptr, 0, 0);
  }
}

void draw_deployment_labels(cairo_t* cr, const Scenario& scenario, const MapLayout& L) {
  select_font(cr, 2.2 * L.s, false, true);
  for (const DeploymentZone& z : scenario.deployment) {
    if (z.polygon.size() < 3) continue;
    set_color(cr, side_ink(z.side));
    draw_text(cr, "Side " + z.side + " deployment", L.to_px(centroid(z.polygon)), HAlign::centre, VAlign::middle,
              0.6 * L.s);
  }
}

// The point at `fraction` of a polyline's length, and the direction of the segment it lies on.
void point_along(const std::vector<Point>& line, double fraction, Point& at, Point& dir) {
  const double target = polyline_length(line) * fraction;
  double run = 0;
  for (std::size_t i = 0; i + 1 < line.size(); ++i) {
    const double len = distance(line[i], line[i + 1]);
    if (run + len >= target || i + 2 == line.size()) {
      const double t = len > 0 ? std::clamp((target - run) / len, 0.0, 1.0) : 0.0;
      at = {line[i].x + (line[i + 1].x - line[i].x) * t, line[i].y + (line[i + 1].y - line[i].y) * t};
      dir = unit_direction(line[i], line[i + 1]);
      return;
    }
    run += len;
  }
  at = line.front();
  dir = {1, 0};
}

// Where a line's name goes: near the middle, but not on top of one of its bridges or fords.
void name_position(const Scenario& scenario, const Feature& f, const std::vector<Point>& px, const MapLayout& L,
                   double clearance, Point& at, Point& dir) {
  for (double fraction : {0.5, 0.38, 0.62, 0.26, 0.74, 0.15, 0.85}) {
    point_along(px, fraction, at, dir);
    bool clear = true;
    for (const Crossing& c : scenario.crossings)
      if (c.feature == f.id && distance(L.to_px(c.at), at) < clearance) clear = false;
    if (clear) return;
  }
  point_along(px, 0.5, at, dir);
}

void draw_feature_names(cairo_t* cr, const Scenario& scenario, const MapLayout& L) {
  const double s = L.s;
  select_font(cr, 2.0 * s, true);
  set_color(cr, hex(0x1E1E1E));
  for (const Feature& f : scenario.features) {
    if (f.name.empty()) continue;
    if (f.is_area()) {
      const std::vector<Point> px = L.to_px(f.outline);
      Point at = centroid(px);
      // Keep clear of the players' choice mark, which sits on the centroid.
      if (f.kind == "players_choice") at.y = bounding_box(px).min_y + 2.2 * s;
      draw_text(cr, f.name, at, HAlign::centre, VAlign::middle, 0.5 * s);
    } else if (f.path.size() >= 2) {
      // Beside the line, along it, and never upside down.
      Point at, dir;
      name_position(scenario, f, L.to_px(f.path), L, text_width(cr, f.name) / 2 + 4 * s, at, dir);
      double angle = std::atan2(dir.y, dir.x);
      if (angle > std::numbers::pi / 2) angle -= std::numbers::pi;
      if (angle < -std::numbers::pi / 2) angle += std::numbers::pi;
      const double offset = f.width_cm * s / 2 + 0.9 * s;
      draw_text(cr, f.name, {at.x + offset * std::sin(angle), at.y - offset * std::cos(angle)}, HAlign::centre,
                VAlign::bottom, 0.5 * s, angle);
    }
  }
}

void draw_features(cairo_t* cr, const Scenario& scenario, const MapLayout& L) {
  std::vector<const Feature*> areas, lines, waters;
  for (const Feature& f : scenario.features) {
    if (f.is_area())
      areas.push_back(&f);
    else
      (is_watercourse_kind(f.kind) ? waters : lines).push_back(&f);
  }
  // Layer order: water and ground cover under relief, woods and towns; stable so the
  // scenario's own order decides among equals.
  std::stable_sort(areas.begin(), areas.end(), [](const Feature* a, const Feature* b) {
    return area_draw_rank(a->kind) < area_draw_rank(b->kind);
  });
  for (const Feature* f : areas) draw_area_feature(cr, L.to_px(f->outline), f->kind, f->attributes, L.s);
  for (const auto* group : {&lines, &waters})
    for (const Feature* f : *group)
      draw_linear_feature(cr, L.to_px(f->path), f->kind, f->width_cm * L.s, f->attributes, L.s);
}

void draw_crossings(cairo_t* cr, const Scenario& scenario, const MapLayout& L) {
  for (const Crossing& c : scenario.crossings) {
    const Feature* water = scenario.find_feature(c.feature);
    Point flow{1, 0};
    double width = 0;
    if (water != nullptr && water->path.size() >= 2) {
      const Point d = flow_direction_at(water->path, c.at);
      flow = {d.x, -d.y};  // y north on the table is y up on the page
      width = water->width_cm * L.s;
    }
    draw_crossing(cr, c.kind, L.to_px(c.at), flow, width, L.s);
  }
}

}  // namespace

void draw_table(cairo_t* cr, const Scenario& scenario, const MapLayout& L) {
  const double s = L.s;
  cairo_save(cr);
  cairo_rectangle(cr, L.table_x, L.table_y, L.table_w, L.table_h);
  set_color(cr, kCloth);
  cairo_fill_preserve(cr);
  cairo_clip(cr);  // rivers and roads run off the edge: the table cuts them
  draw_deployment_ground(cr, scenario, L);
  draw_features(cr, scenario, L);
  draw_crossings(cr, scenario, L);
  draw_deployment_borders(cr, scenario, L);
  draw_sector_grid(cr, scenario, L);
  draw_sector_ids(cr, scenario, L);
  draw_feature_names(cr, scenario, L);
  draw_deployment_labels(cr, scenario, L);
  cairo_restore(cr);

  cairo_rectangle(cr, L.table_x, L.table_y, L.table_w, L.table_h);
  set_color(cr, hex(0x2E2E2E));
  cairo_set_line_width(cr, 0.5 * s);
  cairo_stroke(cr);
}

}  // namespace wargen::render
