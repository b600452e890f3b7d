#pragma once
// Per-kind drawing of features, in pixel space. The same functions draw the map and the
// legend's miniatures, so a legend swatch always looks like what it explains.
// `s` is pixels per cm: every line width and symbol size is a multiple of it.
#include <cairo.h>

#include <string>
#include <vector>

#include "core/geometry.hpp"
#include "render/draw_util.hpp"
#include "render/water_widths.hpp"
#include "scenario/scenario.hpp"

namespace wargen::render {

struct MapLayout;

// Area features (outline given). Unknown kinds get a generic grey patch.
void draw_area_feature(cairo_t* cr, const std::vector<Point>& outline, const std::string& kind,
                       const Attributes& attributes, double s);

// Linear features (centreline given, `width_px` across). Unknown kinds get a grey line. A
// watercourse's banks show its attributes["passability"] (water_widths.hpp).
void draw_linear_feature(cairo_t* cr, const std::vector<Point>& path, const std::string& kind, double width_px,
                         const Attributes& attributes, double s);

// A watercourse cut into sections (NPOW-S6), each with its own width and passability, from its
// width_profile() (table cm) placed by the layout.
void draw_watercourse_varying(cairo_t* cr, const std::vector<WidthSample>& profile, const MapLayout& layout, bool river);

// Crossings: `flow` is the unit direction of the watercourse at `at` (pixel space), and the
// symbol is laid across it. Unknown kinds get a plain dark bar.
void draw_crossing(cairo_t* cr, const std::string& kind, Point at, Point flow, double river_width_px, double s);

// Unit direction, in the path's own coordinates, of the segment of `path` nearest `at`.
Point flow_direction_at(const std::vector<Point>& path, Point at);

// Fills the polygon's interior with parallel lines (clipped) in the current source colour;
// `angle` in radians.
void hatch_polygon(cairo_t* cr, const std::vector<Point>& polygon, double angle, double spacing, double line_width);

// The order areas are drawn in: water first, then ground cover, relief, woods, towns, choices.
int area_draw_rank(const std::string& kind);

// The box (px) that a players' choice site's "?" mark covers, so labels keep clear of it.
Box players_choice_mark_box(const std::vector<Point>& outline, double s);
// GOK-T7: what a players' choice site says on the map, e.g. "A's choice: wood?" (label placement
// puts it beside the site, with a leader line when there is no room near it).
std::string players_choice_caption(const Attributes& attributes);
inline constexpr Rgb kPlayersChoiceInk = hex(0x6A3D8A);

}  // namespace wargen::render
