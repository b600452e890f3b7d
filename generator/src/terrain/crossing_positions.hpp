#pragma once
// Where bridges and fords go along a watercourse.
#include <vector>

#include "core/geometry.hpp"
#include "core/rng.hpp"

namespace wargen {

// `count` points on `path`, chosen at random among positions that keep `end_margin_cm` from
// both ends (the table edge or a junction) and `avoid_cm` from the `avoid` lines, at least
// `gap_cm` apart along the course. On a short course the gap shrinks rather than fail.
std::vector<Point> crossing_points(const Polyline& path, int count, double gap_cm, double end_margin_cm,
                                   const std::vector<const Polyline*>& avoid, double avoid_cm, Pcg32& rng);

}  // namespace wargen
