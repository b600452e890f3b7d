#pragma once
// Where everything goes on the page. Computed once per render from the scenario and options;
// map_canvas_size and draw_map both use it, so the canvas always fits the drawing.
#include <cairo.h>

#include <string>
#include <vector>

#include "render/legend.hpp"
#include "render/map_renderer.hpp"
#include "render/scale_bar.hpp"

namespace wargen::render {

struct MapLayout {
  double s = 0;  // px per cm
  double depth_cm = 0;
  double table_x = 0, table_y = 0, table_w = 0, table_h = 0;  // px
  double width = 0, height = 0;                               // whole canvas, px
  std::string title, subtitle;
  double title_y = 0, subtitle_y = 0;           // tops of the title lines
  double north_label_y = 0, south_label_y = 0;  // baseline-ish anchors of the edge labels
  double scale_x = 0, scale_y = 0;
  double legend_x = 0, legend_y = 0;
  std::vector<LegendEntry> legend;
  LegendLayout legend_layout;

  // Table cm (y north) to page px (y down).
  Point to_px(Point cm) const { return {table_x + cm.x * s, table_y + (depth_cm - cm.y) * s}; }
  std::vector<Point> to_px(const std::vector<Point>& cm) const;
};

// Font settings that keep text metrics identical on every surface type, so a layout measured
// on an image surface also fits an SVG or PDF one.
void apply_font_options(cairo_t* cr);

// Validates the input (std::invalid_argument) and lays out the page; `measure` is any cairo
// context, used only for text extents.
MapLayout compute_layout(cairo_t* measure, const Scenario& scenario, const RenderOptions& options);

// Cloth, features, crossings, deployment zones, sector grid, border and in-table labels.
void draw_table(cairo_t* cr, const Scenario& scenario, const MapLayout& layout);

}  // namespace wargen::render
