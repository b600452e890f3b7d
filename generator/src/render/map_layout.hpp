#pragma once
// Where everything goes on the page. Computed once per render from the scenario and options;
// map_canvas_size and draw_map both use it, so the canvas always fits the drawing.
#include <cairo.h>

#include <optional>
#include <string>
#include <vector>

#include "render/legend.hpp"
#include "render/map_renderer.hpp"
#include "render/scale_bar.hpp"

namespace wargen::render {

struct MapLayout {
  RenderOptions options;
  double s = 0;  // px per cm
  double depth_cm = 0;
  double table_x = 0, table_y = 0, table_w = 0, table_h = 0;  // px
  double width = 0, height = 0;                               // whole canvas, px
  std::vector<std::string> title;  // wrapped to the table's width: a long title takes more lines, never cut
  std::string subtitle;
  double title_font_px = 0, title_line_px = 0;  // the title's size and the step from one line to the next
  std::string umpire_line;                                // empty in the player's view
  double title_y = 0, subtitle_y = 0, umpire_line_y = 0;  // tops of the title lines
  double grid_numbers_y = 0;                              // top of the 10 cm grid's numbers under the table
  double north_label_y = 0, south_label_y = 0;            // baseline-ish anchors of the edge labels
  double scale_x = 0, scale_y = 0;
  double legend_x = 0, legend_y = 0;
  std::vector<LegendEntry> legend;
  LegendLayout legend_layout;
  // Set for a print tile: only what reaches into this part of the table (px) is drawn, so each
  // page of a tiled PDF holds its own window rather than the whole table clipped away.
  std::optional<Box> visible_px;
  bool shows(const Box& px) const { return !visible_px || visible_px->overlaps(px); }

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

// A layout of the table alone at `s` px per cm with its north-west corner at (0, 0): what the
// print pages draw, at true or reduced size, without the page furniture around it.
MapLayout table_only_layout(const Scenario& scenario, const RenderOptions& options);

// Cloth, features, crossings, deployment zones, grid, border and in-table labels.
void draw_table(cairo_t* cr, const Scenario& scenario, const MapLayout& layout);

// table_grid.cpp: the grid chosen in the options over the table, and (10 cm grid only) its
// distances along the south and west edges, outside the table.
void draw_grid(cairo_t* cr, const Scenario& scenario, const MapLayout& layout);
void draw_grid_coordinates(cairo_t* cr, const Scenario& scenario, const MapLayout& layout);

// "1–7 fair · 8–11 light rain · 12 fair": the weather turn by turn in runs (umpire only).
std::string weather_by_turn(const Weather& weather);

}  // namespace wargen::render
