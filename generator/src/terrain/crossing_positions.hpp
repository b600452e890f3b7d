#pragma once
// Where bridges and fords go along a watercourse.
#include <functional>
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

// The positions (arc lengths along `path`, 0.5 cm apart) that keep the margins above and that
// `accept` takes, for a caller that chooses among them itself.
std::vector<double> crossing_candidates(const Polyline& path, double end_margin_cm, const std::vector<const Polyline*>& avoid,
                                        double avoid_cm, const std::function<bool(Point)>& accept);

}  // namespace wargen
