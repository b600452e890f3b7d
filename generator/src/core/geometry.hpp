#pragma once
// Plane geometry in table centimetres: origin at the south-west corner seen from side A,
// x east along the long edge, y north.
#include <algorithm>
#include <cmath>
#include <cstddef>
#include <limits>
#include <optional>
#include <vector>

namespace wargen {

struct Point {
  double x = 0;  // cm
  double y = 0;  // cm
  bool operator==(const Point&) const = default;
};

// A closed polygon; the closing edge from back() to front() is implied.
using Polygon = std::vector<Point>;
// An open centreline.
using Polyline = std::vector<Point>;

struct Box {
  double min_x, min_y, max_x, max_y;
  bool overlaps(const Box& other, double margin = 0) const {
    return min_x - margin <= other.max_x && other.min_x <= max_x + margin && min_y - margin <= other.max_y &&
           other.min_y <= max_y + margin;
  }
  // `p` inside, edges included.
  bool holds(Point p) const { return p.x >= min_x && p.x <= max_x && p.y >= min_y && p.y <= max_y; }
  // Wholly inside `outer`, edges included (so is any shape whose bounding box this is).
  bool within(const Box& outer) const {
    return min_x >= outer.min_x && max_x <= outer.max_x && min_y >= outer.min_y && max_y <= outer.max_y;
  }
};

// The few measures below are inline: placement, roads and validation call them millions of times.
// The vertex after `i` on a closed ring of `n`: i + 1, or 0 after the last. A compare, where
// `(i + 1) % n` is a division (tens of cycles) in the distance tests' inner loops.
inline std::size_t next_vertex(std::size_t i, std::size_t n) { return i + 1 < n ? i + 1 : 0; }
inline double distance(Point a, Point b) { return std::sqrt((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)); }
double signed_area(const Polygon& polygon);  // > 0 when counter-clockwise
double polyline_length(const Polyline& line);
Point centroid(const Polygon& polygon);
Box bounding_box(const std::vector<Point>& points);
// bounding_box a point at a time, for a caller making the points: the same box. x and y side by
// side in one two-lane vector (GCC's and Clang's vector extension), so each point is one packed
// min and max. Lane by lane, `q < lo ? q : lo` is std::min(lo, q) and `hi < q ? q : hi`
// std::max(hi, q), NaN and signed zeros included: the box four scalar std::min/max would give,
// in a third of the instructions.
class BoxGrowth {
 public:
  void add(Point p) {
    const Lanes q = {p.x, p.y};
    lo_ = q < lo_ ? q : lo_;
    hi_ = hi_ < q ? q : hi_;
  }
  Box box() const { return {lo_[0], lo_[1], hi_[0], hi_[1]}; }

 private:
  using Lanes = double __attribute__((vector_size(16)));
  Lanes lo_ = {std::numeric_limits<double>::max(), std::numeric_limits<double>::max()};
  Lanes hi_ = {std::numeric_limits<double>::lowest(), std::numeric_limits<double>::lowest()};
};
// An outline's edge as a polyline: its points, then the first again (`outline` not empty).
// Returned, or written into `ring` (not `outline` itself), whose memory a caller keeps.
Polyline closed_ring(const Polygon& outline);
void closed_ring(const Polygon& outline, Polyline& ring);
// bounding_box({a, b}) without building a vector.
inline Box segment_box(Point a, Point b) {
  return {std::min(a.x, b.x), std::min(a.y, b.y), std::max(a.x, b.x), std::max(a.y, b.y)};
}
// The box as a counter-clockwise outline, from its south-west corner: written into `outline`,
// whose memory a caller testing many boxes keeps, or returned.
inline void box_outline(const Box& b, Polygon& outline) {
  outline.assign({{b.min_x, b.min_y}, {b.max_x, b.min_y}, {b.max_x, b.max_y}, {b.min_x, b.max_y}});
}
inline Polygon box_outline(const Box& b) {
  Polygon outline;
  box_outline(b, outline);
  return outline;
}

bool point_in_polygon(Point p, const Polygon& polygon);
// Points point_in_polygon puts outside a polygon, known from the polygon's box. A point below or
// above the box crosses no edge's span of y; beyond its left or right side, by more than the
// rounding in the crossing's x, it is left of every crossing or right of all, and a ring is crossed
// an even number of times. Checking this first skips the edges, not any answer.
class OutsideBox {
 public:
  explicit OutsideBox(const Box& box) : box_(box), margin_cm_(1e-9 * (1 + std::abs(box.min_x) + std::abs(box.max_x))) {}
  double margin_cm() const { return margin_cm_; }
  bool operator()(Point q) const {
    return q.y < box_.min_y || q.y >= box_.max_y || q.x > box_.max_x + margin_cm_ || q.x < box_.min_x - margin_cm_;
  }

 private:
  Box box_;
  double margin_cm_;
};

// Where the horizontal line through `p` leaves `polygon` on either side of `p`: the nearest points
// west and east of it where the line meets the outline. Those points move with the polygon, so a
// polygon moved east by less than p.x - west, or west by less than east - p.x, still holds `p`.
// Nothing when `p` does not lie inside with more than `hair` to both; `hair` is to exceed the
// rounding in where the line meets the outline.
struct Chord {
  double west, east;
};
std::optional<Chord> chord_through(const Polygon& polygon, Point p, double hair);
// True when no two non-adjacent edges touch.
bool is_simple(const Polygon& polygon);

bool segments_intersect(Point a1, Point a2, Point b1, Point b2);
// Calls met(j) for each leg path[j - 1] to path[j] that segment [a, b] meets (segments_intersect),
// in the path's order. Legs whose boxes are apart do not meet: four compares spare the orientation
// tests for all but the few legs near [a, b].
template <class Met>
void for_each_leg_met(Point a, Point b, const Polyline& path, Met&& met) {
  const Box box = segment_box(a, b);
  for (std::size_t j = 1; j < path.size(); ++j)
    if (box.overlaps(segment_box(path[j - 1], path[j])) && segments_intersect(a, b, path[j - 1], path[j])) met(j);
}
// The point of segment [a, b] nearest p.
inline Point nearest_on_segment(Point p, Point a, Point b) {
  double dx = b.x - a.x, dy = b.y - a.y;
  double length2 = dx * dx + dy * dy;
  if (length2 == 0) return a;
  double t = std::clamp(((p.x - a.x) * dx + (p.y - a.y) * dy) / length2, 0.0, 1.0);
  return {a.x + t * dx, a.y + t * dy};
}
inline double point_segment_distance(Point p, Point a, Point b) { return distance(p, nearest_on_segment(p, a, b)); }
// nearest_on_segment(p, a, b) for many points p, written with selects where it branches: the same
// operations on the same numbers, so the same point. The branches, taken one way or the other
// from point to point, cost more than the arithmetic in a loop over many points (the NPOW road
// graph measures a watercourse's points against a chord of them this way).
class NearestOnSegment {
 public:
  NearestOnSegment(Point a, Point b) : a_(a), dx_(b.x - a.x), dy_(b.y - a.y), length2_(dx_ * dx_ + dy_ * dy_) {}
  Point nearest(Point p) const {
    double t = length2_ == 0 ? 0.0 : ((p.x - a_.x) * dx_ + (p.y - a_.y) * dy_) / length2_;
    t = t < 0.0 ? 0.0 : t;  // std::clamp(t, 0.0, 1.0) exactly, -0.0 kept as -0.0
    t = 1.0 < t ? 1.0 : t;
    return {length2_ == 0 ? a_.x : a_.x + t * dx_, length2_ == 0 ? a_.y : a_.y + t * dy_};
  }

 private:
  Point a_;
  double dx_, dy_, length2_;
};
double segment_distance(Point a1, Point a2, Point b1, Point b2);

// 0 when the polygons overlap or one contains the other.
double polygon_distance(const Polygon& a, const Polygon& b);
// polygon_distance(a, b) < gap, exactly, answered as soon as it is known (placement and
// validation ask this a lot).
bool polygons_closer_than(const Polygon& a, const Polygon& b, double gap);
// The same, for a caller that keeps the outlines' bounding boxes (`a_box`, `b_box`) at hand.
// When given `close_edges`, a true answer found from a pair of edges closer than the gap puts
// their first points' indices there (else it is left alone): one such pair alone proves the
// answer true, as segment_distance(...) < gap, which a caller trying many outlines near one
// another may ask first.
struct EdgePair {
  std::size_t a = 0, b = 0;
};
bool polygons_closer_than(const Polygon& a, const Box& a_box, const Polygon& b, const Box& b_box, double gap,
                          EdgePair* close_edges = nullptr);
// 0 when the line crosses or lies inside the polygon.
double polyline_polygon_distance(const Polyline& line, const Polygon& polygon);
// polyline_polygon_distance(line, polygon) < gap, exactly, answered as soon as it is known.
bool polyline_polygon_closer_than(const Polyline& line, const Polygon& polygon, double gap);
// polyline_polygon_distance(line, polygon) <= tolerance, exactly (as point_polyline_within).
inline bool polyline_polygon_within(const Polyline& line, const Polygon& polygon, double tolerance) {
  return polyline_polygon_closer_than(line, polygon,
                                      std::nextafter(tolerance, std::numeric_limits<double>::infinity()));
}
// Whether any of the legs first_leg .. end_leg - 1 of `line` (leg i joins points i - 1 and i)
// comes within `gap` of the polygon's edges, whose box is `polygon_box`: the part of
// polyline_polygon_closer_than that measures, for a caller that knows which legs can.
bool legs_polygon_closer_than(const Polyline& line, std::size_t first_leg, std::size_t end_leg, const Polygon& polygon,
                              const Box& polygon_box, double gap);
// Whether any of the legs first_leg .. end_leg - 1 of `line` comes within `gap` of `p`: the part
// of point_polyline_closer_than that measures, for a caller that knows which legs can.
bool legs_point_closer_than(const Polyline& line, std::size_t first_leg, std::size_t end_leg, Point p, double gap);
// The gap between `p` and `box` (0 inside): never more than p's distance to anything in the box.
double box_gap(Point p, const Box& box);
double polyline_distance(const Polyline& a, const Polyline& b);
// polyline_distance(a, b) < gap, exactly, answered as soon as it is known.
bool polylines_closer_than(const Polyline& a, const Polyline& b, double gap);
// Whether the segment from a1 to a2 comes within `gap` of any of the legs first_leg .. end_leg - 1
// of `line`: the part of polylines_closer_than that measures, for a caller that knows which legs
// can.
bool segment_legs_closer_than(Point a1, Point a2, const Polyline& line, std::size_t first_leg, std::size_t end_leg,
                              double gap);
double point_polyline_distance(Point p, const Polyline& line);
// point_polyline_distance(p, line) < gap, exactly, without measuring the legs whose boxes lie
// further than the gap.
bool point_polyline_closer_than(Point p, const Polyline& line, double gap);
// point_polyline_distance(p, line) <= tolerance, exactly, the same way: a distance is at most the
// tolerance when it is below the next number above it. For the checks that allow a touch.
inline bool point_polyline_within(Point p, const Polyline& line, double tolerance) {
  return point_polyline_closer_than(p, line, std::nextafter(tolerance, std::numeric_limits<double>::infinity()));
}
Point nearest_on_polyline(Point p, const Polyline& line);
// The point at arc length `s_cm` along `line` (its end when s_cm is past it).
Point point_at(const Polyline& line, double s_cm);
// `line` without its last `cm` of length (empty when that is all of it).
Polyline trim_end(const Polyline& line, double cm);

}  // namespace wargen
