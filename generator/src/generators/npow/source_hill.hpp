#pragma once
// The hill a watercourse rises at (NPOW-S4) touches its source and keeps the water off it
// (NPOW-P4): turned as drawn, it is backed away from the source against the flow until the source
// is neither inside it nor nearer its edge than a few millimetres, the distance found by bisection.
#include "core/geometry.hpp"

namespace wargen {

// How far to back the outline `local`, turned by `rotation_deg`, from `source` against `flow` (a
// unit vector), placed at {source.x - flow.x * back, source.y - flow.y * back}: the last upper
// end of a bisection over back from 0 to `length_cm` that keeps, at every step, the side of the
// backs where the source touches the hill placed there.
//
// HillBacking::plain places the outline at every step and measures it. The shortcut gives the
// same number with less work: a step whose verdict the outline placed once at the origin settles
// (its edge lies within 0.02 cm of the placed one's, the grid's rounding, so a source clearly in
// or clearly apart says so, and so do the backs around it, up to its margin) is not placed; near
// the end, where the steps move the hill by less than the grid, only the points that differ
// between the outlines at the two ends are placed, and a step that places the outline of one end
// takes its verdict. Tests hold the shortcut to the plain bisection.
enum class HillBacking { shortcut, plain };
double hill_back_cm(const Polygon& local, double rotation_deg, Point source, Point flow, double length_cm,
                    HillBacking how = HillBacking::shortcut);

}  // namespace wargen
