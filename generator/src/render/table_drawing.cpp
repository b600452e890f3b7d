// The table itself: cloth, terrain in layer order, crossings, deployment zones, the grid
// (table_grid.cpp) and the labels that sit on the table (label_placement.cpp).
#include <algorithm>
#include <cmath>

#include "render/feature_symbols.hpp"
#include "render/label_placement.hpp"
#include "render/map_layout.hpp"
#include "render/npow_overlays.hpp"
#include "render/vp_marker_symbols.hpp"
#include "render/water_widths.hpp"
#include "render/zone_style.hpp"

namespace wargen::render {

namespace {

// Zones are tinted and hatched under the terrain, so features keep their true colours, and
// outlined over it, so the zone's limit stays visible through woods and towns (zone_style.hpp).
void draw_deployment_ground(cairo_t* cr, const Scenario& scenario, const MapLayout& L) {
  for (const DeploymentZone& z : scenario.deployment) draw_zone_ground(cr, L.to_px(z.polygon), z.side, {L.table_x, L.table_y}, L.s);
}

void draw_deployment_borders(cairo_t* cr, const Scenario& scenario, const MapLayout& L) {
  for (const DeploymentZone& z : scenario.deployment) draw_zone_border(cr, L.to_px(z.polygon), z.side, L.s);
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
  // On a print tile, what lies wholly outside its window is left out (trees and banks reach a
  // little past an outline or a centreline: the margin covers them).
  auto shown = [&](const std::vector<Point>& px, double reach) {
    const Box b = bounding_box(px);
    return L.shows({b.min_x - reach, b.min_y - reach, b.max_x + reach, b.max_y + reach});
  };
  for (const Feature* f : areas) {
    const std::vector<Point> outline = L.to_px(f->outline);
    if (shown(outline, 2 * L.s)) draw_area_feature(cr, outline, f->kind, f->attributes, L.s);
  }
  for (const auto* group : {&lines, &waters})
    for (const Feature* f : *group) {
      if (!shown(L.to_px(f->path), widest(*f) * L.s + 2 * L.s)) continue;
      // Sections (NPOW-S6) may each have their own width and passability.
      if (!f->sections.empty()) {
        draw_watercourse_varying(cr, width_profile(*f), L, f->kind == "river");
        continue;
      }
      draw_linear_feature(cr, L.to_px(f->path), f->kind, f->width_cm * L.s, f->attributes, L.s);
    }
}

void draw_crossings(cairo_t* cr, const Scenario& scenario, const MapLayout& L) {
  for (const Crossing& c : scenario.crossings) {
    const Feature* water = scenario.find_feature(c.feature);
    Point flow{1, 0};
    double width = 0;
    if (water != nullptr && water->path.size() >= 2) {
      const Point d = flow_direction_at(water->path, c.at);
      flow = {d.x, -d.y};  // y north on the table is y up on the page
      width = width_near(*water, c.at) * L.s;
    }
    const Point at = L.to_px(c.at);
    const double reach = width + 5 * L.s;
    if (L.shows({at.x - reach, at.y - reach, at.x + reach, at.y + reach}))
      draw_crossing(cr, c.kind, at, flow, width, L.s);
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
  draw_table_zones(cr, scenario, L);  // NPOW's central zone and strips (npow_overlays.cpp)
  draw_features(cr, scenario, L);
  draw_crossings(cr, scenario, L);
  draw_deployment_borders(cr, scenario, L);
  draw_grid(cr, scenario, L);
  LabelPlan labels = plan_labels(cr, scenario, L);
  std::erase_if(labels.labels, [&](const PlacedLabel& label) {
    std::vector<Point> reach(label.box.begin(), label.box.end());
    if (label.leader) reach.push_back(label.leader_to);
    return !L.shows(bounding_box(reach));
  });
  draw_labels(cr, labels, s);
  draw_objective_marks(cr, scenario, L);  // NPOW's section qualities and objective points
  draw_vp_markers(cr, scenario, L);       // VPM-6: values in the umpire's view only
  cairo_restore(cr);

  cairo_rectangle(cr, L.table_x, L.table_y, L.table_w, L.table_h);
  set_color(cr, hex(0x2E2E2E));
  cairo_set_line_width(cr, 0.5 * s);
  cairo_stroke(cr);
}

}  // namespace wargen::render
