#pragma once
// Where a linear element (hedge, wall, fence …) may run, drawn at random (NPOW-P5): in one piece of
// `sections` straight sections bent at the joints, or as two separate sections. The checks against
// what is down already are the placer's (element_placement.cpp).
#include <vector>

#include "core/geometry.hpp"
#include "core/rng.hpp"
#include "generators/npow/npow_params.hpp"
#include "ruleset/table_size.hpp"

namespace wargen {

inline constexpr double kLinearMarginCm = 1;  // linear elements keep this off the table edge

// One try for an element targeting `sector`: its first point within half a section of the sector,
// each piece a polyline of section_length_cm steps; two pieces of one section each when `split`.
std::vector<Polyline> random_linear_pieces(const ElementSpec& spec, const Box& sector, TableSize table, bool split,
                                           Pcg32& rng);

// The symmetric table's centre element when it is linear: `sections` straight sections through
// `centre`, turned `turn_deg`, the second half the first turned half about the centre.
Polyline centre_line(const ElementSpec& spec, Point centre, double turn_deg, TableSize table);

// The ground a straight piece `a`-`b` of a linear element `width_cm` wide covers, as an outline
// (counter-clockwise) reaching half a width past each end.
Polygon piece_outline(Point a, Point b, double width_cm);

}  // namespace wargen
