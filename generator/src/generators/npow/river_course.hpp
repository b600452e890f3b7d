#pragma once
// The course of an NPOW watercourse: it is laid as 60 cm sections (NPOW-S3), so its drawn length
// is fixed, and it must run between two given points (a table edge, a hill, a marsh, another
// watercourse: NPOW-S4). The straight line between them is bent into a C or an S and given a
// small wander; the bend's depth is then solved by bisection so the length comes out exact.
#include <optional>

#include "core/geometry.hpp"
#include "core/rng.hpp"

namespace wargen {

// Where a course may run: on a table `width_cm` by `depth_cm`, and no nearer its edges than
// `edge_clear_cm` except within twice that, walked, of either end (where it leaves an edge).
struct CourseRoom {
  double width_cm = 0, depth_cm = 0, edge_clear_cm = 0;
};

// Whether `path` keeps to `room` and never crosses itself.
bool course_fits(const Polyline& path, const CourseRoom& room);

// A course of `length_cm` (to within 0.05 cm before the 0.01 cm grid) from `start` to `end` that
// fits `room`, or nothing when the points are too far apart for that length or the course would
// leave the room. Points lie on the 0.01 cm grid; the ends are exactly `start` and `end`.
// `wander_cm` is the amplitude of the small wander. The course is found by the bisection for the
// bend's depth with its shortcuts: the verdicts of the steps far from the depth sought certified
// beforehand, a stop as soon as the remaining steps cannot change the result, and no course
// finished once it surely leaves the room. Bisection::plain measures every step to the last and
// asks course_fits only of the finished course; the two give the same answer, and tests hold the
// first to the second.
enum class Bisection { shortcut, plain };
std::optional<Polyline> river_course(Point start, Point end, double length_cm, double wander_cm, const CourseRoom& room,
                                     Pcg32& rng, Bisection bisection = Bisection::shortcut);

// Whether two legs of `path` that do not follow each other meet (segments_intersect).
bool crosses_itself(const Polyline& path);

}  // namespace wargen
