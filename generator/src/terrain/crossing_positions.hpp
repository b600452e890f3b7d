#pragma once
// Where bridges and fords go along a watercourse.
#include <functional>
#include <vector>

#include "core/geometry.hpp"
#include "core/rng.hpp"

namespace wargen {

// `count` points on `path`, chosen at random among positions that keep `end_margin_cm` from
// both ends (the table edge or a junction) and `avoid_cm` from the `avoid` lines, at least
// `gap_cm` apart along the course. On a short course the gap shrinks rather than fail.
std::vector<Point> crossing_points(const Polyline& path, int count, double gap_cm, double end_margin_cm,
                                   const std::vector<const Polyline*>& avoid, double avoid_cm, Pcg32& rng);

// The positions (arc lengths along `path`, 0.5 cm apart) crossing_points_where chooses from.
std::vector<double> crossing_candidates(const Polyline& path, double end_margin_cm, const std::vector<const Polyline*>& avoid,
                                        double avoid_cm, const std::function<bool(Point)>& accept);

// The same, keeping only positions that `accept` also takes; where none is left it returns no
// points at all instead of falling back to the middle (the caller decides what that means).
std::vector<Point> crossing_points_where(const Polyline& path, int count, double gap_cm, double end_margin_cm,
                                         const std::vector<const Polyline*>& avoid, double avoid_cm,
                                         const std::function<bool(Point)>& accept, Pcg32& rng);

}  // namespace wargen
