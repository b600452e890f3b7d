#pragma once
// The map key: one entry per kind of thing present on the map, each with a miniature drawn
// by the same code as the map itself.
#include <cairo.h>

#include <string>
#include <vector>

#include "render/draw_util.hpp"
#include "render/map_renderer.hpp"
#include "scenario/scenario.hpp"

namespace wargen::render {

struct LegendEntry {
  enum class Type { area, linear, crossing, deployment, table_zone, vp_marker, vp_value, objective, grid };
  Type type = Type::area;
  // feature kind, crossing kind, side ("A"/"B": deployment, the ring of a VP marker), table zone kind
  // ("central") or grid ("sectors"/"cm10")
  std::string kind;
  // attributes["variant"] when it changes the symbol (hill, wood, built_up); a watercourse's passability
  std::string variant;
  std::string label;
  double width_cm = 0;  // linear: width of the first such feature; crossing: of the river crossed
};

// Entries in drawing order: areas, linear features, crossings, deployment zones, NPOW's central zone, objective
// badges, VP markers (one per placing side, and their values on the umpire's map), the grid. Only
// what the map shows: a kind absent from the scenario, or a grid not drawn, has no entry.
std::vector<LegendEntry> legend_entries(const Scenario& scenario, const RenderOptions& options);
// The key the umpire's copy of this scenario shows, whichever copy `scenario` is: the map keeps
// room for it in both copies, so they have the same size and print at the same scale.
std::vector<LegendEntry> umpire_legend_entries(const Scenario& scenario, const RenderOptions& options);

struct LegendLayout {
  int columns = 1;
  int rows = 0;
  double column_width = 0;  // px, including the gap to the next column
  double row_height = 0;
  double header_height = 0;
  double width = 0;  // px of the whole block
  double height = 0;
};

// Packs the entries into as many columns as fit in `max_width` px (at least one).
// `cr` is only used to measure text.
LegendLayout layout_legend(cairo_t* cr, const std::vector<LegendEntry>& entries, double s, double max_width);

void draw_legend(cairo_t* cr, const std::vector<LegendEntry>& entries, const LegendLayout& layout, double x, double y,
                 double s);

// Deployment colours, shared with the map so the key matches: A blue, B red, others grey.
Rgb side_colour(const std::string& side);  // zone tint
Rgb side_ink(const std::string& side);     // darker, for borders and labels

}  // namespace wargen::render
