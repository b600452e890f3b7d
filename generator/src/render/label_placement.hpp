#pragma once
// Where every label on the table goes: sector ids, players' choice captions, place names and
// deployment-zone captions.
// Labels are placed one by one from lists of candidate spots (on the feature, beside it, along a
// river on either bank, further out with a leader line) and each takes the first spot whose box
// overlaps no label already placed, no crossing and no players' choice mark, crosses no players'
// choice site's dashed outline (it lies wholly inside or wholly outside each), and stays on the
// table. A first pass also keeps labels off other features; a second pass allows that. The plan
// is a pure function of the scenario and layout, so every output format shows the same labels,
// and tests can check it without drawing (no two boxes overlap over 1 000 seeds).
#include <cairo.h>

#include <array>
#include <string>
#include <vector>

#include "render/draw_util.hpp"
#include "render/map_layout.hpp"

namespace wargen::render {

// A label's box on the page: four corners in px, in order around it (any rotation).
using Quad = std::array<Point, 4>;

Quad box_quad(Point centre, double width, double height, double angle);
Quad box_quad(const Box& box);
// True when the interiors of two convex quads overlap (separating-axis test); touching is not
// overlapping.
bool quads_overlap(const Quad& a, const Quad& b);
// True when a label box comes within `clearance` px of a closed outline's line (crosses it, or
// touches its stroke), whether the box lies inside or outside the outline.
bool quad_near_outline(const Quad& q, const std::vector<Point>& outline, double clearance);
// How far a label box keeps from a players' choice site's dashed outline, in cm-units (times
// px per cm): the 0.4-unit stroke's half and 1 mm to spare.
inline constexpr double kOutlineClearance = 0.3;

enum class LabelRole { sector_id, feature_name, zone, choice_caption };

struct PlacedLabel {
  LabelRole role = LabelRole::feature_name;
  std::string text;
  std::string owner;  // feature id, sector id or deployment side
  Point centre;       // px, centre of the text box
  double angle = 0;   // radians, cairo's sense; never upside down
  double font_px = 0;
  bool italic = false;
  bool bold = false;
  Rgb colour{0, 0, 0};
  Quad box{};           // px: the text and its halo
  bool leader = false;  // placed away from its feature: a thin line joins them
  Point leader_from, leader_to;
};

struct LabelPlan {
  std::vector<PlacedLabel> labels;
  std::vector<Quad> keep_clear;       // crossings and players' choice marks
  // Players' choice sites' dashed outlines (px, closed): no label box crosses one (GOK-T7: the
  // site's line must read as the place a player fills, not be hidden under a name).
  std::vector<std::vector<Point>> keep_off_outlines;
  std::vector<std::string> unplaced;  // owners of labels that found no free spot (drawn nowhere)
};

// Plans every label on the table. `measure` is any cairo context; only text extents are used.
LabelPlan plan_labels(cairo_t* measure, const Scenario& scenario, const MapLayout& layout);

void draw_labels(cairo_t* cr, const LabelPlan& plan, double s);

}  // namespace wargen::render
