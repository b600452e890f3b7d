#pragma once
// The ground an element covers, as NPOW-P1 ("in every sector"), P2 ("most of its area in the
// central zone"), P3 and T4 measure it: an area's outline, or a linear element's centreline
// pieces with their widths (a watercourse's width changes section by section, NPOW-S6).
#include <algorithm>
#include <vector>

#include "core/geometry.hpp"
#include "scenario/scenario.hpp"

namespace wargen {

struct Band {
  Polyline line;
  double width_cm = 0;
};

struct Footprint {
  Polygon outline;          // an area
  std::vector<Band> bands;  // a linear element: one band per piece or section

  double area() const;
  double area_in(const Box& box) const;
  Box bounds() const;  // including half the widths
};

Footprint area_footprint(const Polygon& outline);
Footprint line_footprint(const std::vector<Polyline>& pieces, double width_cm);
// A watercourse, section by section when it has sections (else one band of `width_cm`).
Footprint water_footprint(const Polyline& path, double width_cm, const std::vector<WaterSection>& sections);

// How far the water of `water` keeps from `outline`: the least of each section's distance less its
// half width; negative when it lies over it.
double water_clearance(const Feature& water, const Polygon& outline);

// The width of watercourse `water` where `at` lies on it: its section's width (NPOW-S6).
double water_width_at(const Feature& water, Point at);
// The same for the point at arc length `arc_cm` along its course (arc_position of `at`), for a
// caller that has measured it already: the arc is the long part of the measuring.
double water_width_at_arc(const Feature& water, double arc_cm);
// The widest it is anywhere: no water_width_at answers more.
double widest_water_cm(const Feature& water);

// A bridge or ford, "3 x river width" (catalogue): measured as a square of half-side
// crossing_radius() around its point.
// Inline: out of line, GCC packed the point's two halves into one register through memory, and
// read them back as one 16-byte word before both stores had landed (perf put nine tenths of the
// call on that wait); in its callers the point is in registers already.
inline double crossing_radius(double river_width_cm) { return std::max(1.5, river_width_cm / 2); }
inline Box crossing_bounds(Point at, double river_width_cm) {
  const double r = crossing_radius(river_width_cm);
  return {at.x - r, at.y - r, at.x + r, at.y + r};
}

}  // namespace wargen
