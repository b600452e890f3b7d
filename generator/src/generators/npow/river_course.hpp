#pragma once
// The course of an NPOW watercourse: it is laid as 60 cm sections (NPOW-S3), so its drawn length
// is fixed, and it must run between two given points (a table edge, a hill, a marsh, another
// watercourse: NPOW-S4). The straight line between them is bent into a C or an S and given a
// small wander; the bend's depth is then solved by bisection so the length comes out exact.
#include <optional>

#include "core/geometry.hpp"
#include "core/rng.hpp"

namespace wargen {

// A course of `length_cm` (to within 0.05 cm before the 0.01 cm grid) from `start` to `end`, or
// nothing when the points are too far apart for that length. Points lie on the 0.01 cm grid;
// the ends are exactly `start` and `end`. `wander_cm` is the amplitude of the small wander.
std::optional<Polyline> river_course(Point start, Point end, double length_cm, double wander_cm, Pcg32& rng);
// The same course, found by the bisection for the bend's depth with its shortcuts (what
// river_course does: the verdicts of the steps far from the depth sought certified beforehand,
// and a stop as soon as the remaining steps cannot change the result), or plainly: every step
// measured, to the last. The two give the same course, and tests hold the first to the second.
enum class Bisection { shortcut, plain };
std::optional<Polyline> river_course(Point start, Point end, double length_cm, double wander_cm, Pcg32& rng,
                                     Bisection bisection);

// Whether two legs of `path` that do not follow each other meet (segments_intersect).
bool crosses_itself(const Polyline& path);

}  // namespace wargen
