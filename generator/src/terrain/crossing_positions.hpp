#pragma once
// Where bridges and fords go along a watercourse.
#include <vector>

#include "core/geometry.hpp"
#include "core/rng.hpp"

namespace wargen {

// Up to `count` points on `path`, chosen at random among positions that keep `end_margin_cm`
// from both ends (the table edge or a junction) and `avoid_cm` from the `avoid` lines, every two
// at least `gap_cm` apart (straight-line distance, which is what a player measures). The gap is
// never shrunk: a course with room for fewer gets fewer, and the caller says why.
std::vector<Point> crossing_points(const Polyline& path, int count, double gap_cm, double end_margin_cm,
                                   const std::vector<const Polyline*>& avoid, double avoid_cm, Pcg32& rng);

// The points 0.5 cm apart along `path` (as point_at gives them) that keep the margins above, in
// order, into `points` (cleared first: a caller asking for many courses keeps it between them).
void crossing_candidates(const Polyline& path, double end_margin_cm, const std::vector<const Polyline*>& avoid,
                         double avoid_cm, std::vector<Point>& points);

}  // namespace wargen
