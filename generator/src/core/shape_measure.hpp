#pragma once
// Measuring shapes against axis-aligned regions and along their length: how much of an outline
// lies in a sector or a zone, how much of a centreline, and the piece of a centreline between two
// distances along it. Used where a rule counts "most of its area" or "in every sector".
#include "core/geometry.hpp"
#include "core/path_walk.hpp"

namespace wargen {

// The part of `polygon` inside `box` (Sutherland-Hodgman); empty when they do not meet.
Polygon clip_to_box(const Polygon& polygon, const Box& box);

// Area of `polygon` inside `box`, in cm^2 (the polygon may wind either way).
double area_in_box(const Polygon& polygon, const Box& box);

// Length of `line` inside `box` (Liang-Barsky on each segment).
double length_in_box(const Polyline& line, const Box& box);

// The piece of `line` from arc length `from_cm` to `to_cm` (clamped to the line).
Polyline sub_polyline(const Polyline& line, double from_cm, double to_cm);
// The same piece of `walk`'s line, for callers cutting one line many times (a river's sections):
// the legs are measured once, and each piece costs its own points, not the whole line's.
Polyline sub_polyline(const PathWalk& walk, double from_cm, double to_cm);

// Arc length along `line` of the point of `line` nearest `p`.
double arc_position(const Polyline& line, Point p);

// How many distinct points the segment `a`-`b` shares with `line` (a touch at a vertex counts once).
int meeting_points(Point a, Point b, const Polyline& line);

// meeting_points counted one leg at a time, in the line's order: a caller that knows some legs
// cannot meet `a`-`b` (leg_runs.hpp) leaves them out and gets the same count.
class MeetingCount {
 public:
  MeetingCount(Point a, Point b) : a_(a), b_(b), box_(segment_box(a, b)) {}
  void leg(Point c, Point d);
  int count() const { return count_; }

 private:
  // The points found, in the order found: the first few in place (a segment meets a line once or
  // twice, nearly always; this is asked some twenty times a table), any more in `more_`.
  static constexpr int kInPlace = 4;
  Point a_, b_;
  Box box_;  // a_-b_'s
  int count_ = 0;
  Point in_place_[kInPlace];
  std::vector<Point> more_;
};

// Unit direction of `line` at arc length `s_cm`.
Point direction_at(const Polyline& line, double s_cm);

}  // namespace wargen
