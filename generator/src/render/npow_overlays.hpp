#pragma once
// NPOW's marks on the table (rules.md NPOW): the central zone shaded grey as the source shows it
// (NPOW-T3), the objective-free strips along the long edges (NPOW-P3), the ends of each river's
// 60 cm sections with their quality (NPOW-S6), and each objective's points for A and B (NPOW-O1)
// - an elevation (a hill downgraded by NPOW-S5) says so instead. Scenarios without zones, sections
// or points draw nothing here, so other rulesets' maps are unchanged.
#include <cairo.h>

#include <vector>

#include "render/map_layout.hpp"

namespace wargen::render {

// Under the terrain: the central zone and the strips.
void draw_table_zones(cairo_t* cr, const Scenario& scenario, const MapLayout& layout);

// The central zone (NPOW-P2, T3) as a band from `top` to `bottom` px across x0..x1: shaded, with
// toothed edges. The map and its key draw it with this.
void draw_central_band(cairo_t* cr, double x0, double x1, double top, double bottom, double s);

// Over everything: section ends and qualities, points badges, elevation notes, zone captions.
void draw_objective_marks(cairo_t* cr, const Scenario& scenario, const MapLayout& layout);

// One objective's points badge ("A 15 | B 10" in the sides' colours) centred on `centre`: the
// map's own symbol, for the key.
void draw_points_badge(cairo_t* cr, Point centre, const ObjectivePoints& points, double s);

// The page boxes (px) those marks take, so place-name labels keep clear of them.
std::vector<Box> objective_mark_boxes(cairo_t* measure, const Scenario& scenario, const MapLayout& layout);

}  // namespace wargen::render
