#include "core/shape_measure.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

namespace wargen {

namespace {
// One Sutherland-Hodgman pass into `out`: keeps the side of the line where `inside` holds. When
// every point is on that side the pass would copy its input unchanged, so it leaves `out` alone
// and says so: a shape clipped to a box it mostly lies in needs one or two passes of four.
template <typename Inside, typename Cut>
bool clip_pass(const Polygon& in, Inside inside, Cut cut, Polygon& out) {
  if (std::all_of(in.begin(), in.end(), inside)) return false;
  out.clear();
  if (in.empty()) return true;
  Point previous = in.back();
  bool previous_in = inside(previous);
  for (Point current : in) {
    bool current_in = inside(current);
    if (current_in != previous_in) out.push_back(cut(previous, current));
    if (current_in) out.push_back(current);
    previous = current;
    previous_in = current_in;
  }
  return true;
}

Point cut_at_x(Point a, Point b, double x) {
  double t = (x - a.x) / (b.x - a.x);
  return {x, a.y + t * (b.y - a.y)};
}

Point cut_at_y(Point a, Point b, double y) {
  double t = (y - a.y) / (b.y - a.y);
  return {a.x + t * (b.x - a.x), y};
}

// `polygon` clipped to `box`: `polygon` itself when it lies inside, else one of the two buffers.
const Polygon& clip_into(const Polygon& polygon, const Box& box, Polygon& one, Polygon& other) {
  const Polygon* p = &polygon;
  auto pass = [&](auto inside, auto cut) {
    Polygon& out = p == &one ? other : one;
    if (clip_pass(*p, inside, cut, out)) p = &out;
  };
  pass([&](Point q) { return q.x >= box.min_x; }, [&](Point a, Point b) { return cut_at_x(a, b, box.min_x); });
  pass([&](Point q) { return q.x <= box.max_x; }, [&](Point a, Point b) { return cut_at_x(a, b, box.max_x); });
  pass([&](Point q) { return q.y >= box.min_y; }, [&](Point a, Point b) { return cut_at_y(a, b, box.min_y); });
  pass([&](Point q) { return q.y <= box.max_y; }, [&](Point a, Point b) { return cut_at_y(a, b, box.max_y); });
  return *p;
}
}  // namespace

Polygon clip_to_box(const Polygon& polygon, const Box& box) {
  Polygon one, other;
  return clip_into(polygon, box, one, other);
}

double area_in_box(const Polygon& polygon, const Box& box) {
  // Placement asks this for thousands of spots per table: the clipping buffers are kept.
  thread_local Polygon one, other;
  const Polygon& clipped = clip_into(polygon, box, one, other);
  return clipped.size() < 3 ? 0.0 : std::abs(signed_area(clipped));
}

double length_in_box(const Polyline& line, const Box& box) {
  double total = 0;
  for (std::size_t i = 1; i < line.size(); ++i) {
    Point a = line[i - 1], b = line[i];
    double dx = b.x - a.x, dy = b.y - a.y;
    double t0 = 0, t1 = 1;
    // Liang-Barsky: each box side narrows [t0, t1].
    auto narrow = [&](double p, double q) {
      if (p == 0) return q >= 0;
      double r = q / p;
      if (p < 0) {
        if (r > t1) return false;
        t0 = std::max(t0, r);
      } else {
        if (r < t0) return false;
        t1 = std::min(t1, r);
      }
      return true;
    };
    if (narrow(-dx, a.x - box.min_x) && narrow(dx, box.max_x - a.x) && narrow(-dy, a.y - box.min_y) &&
        narrow(dy, box.max_y - a.y) && t1 > t0)
      total += (t1 - t0) * std::sqrt(dx * dx + dy * dy);
  }
  return total;
}

Polyline sub_polyline(const Polyline& line, double from_cm, double to_cm) {
  return sub_polyline(PathWalk(line), from_cm, to_cm);
}

Polyline sub_polyline(const PathWalk& walk, double from_cm, double to_cm) {
  Polyline out;
  const Polyline& line = walk.line();
  if (line.empty()) return out;
  // PathWalk's sums are polyline_length's and point_at's, bit for bit.
  double length = walk.length_cm();
  from_cm = std::clamp(from_cm, 0.0, length);
  to_cm = std::clamp(to_cm, from_cm, length);
  // The points strictly between the two ends: from the first past `from_cm` to the first not
  // short of `to_cm` (the sums never decrease), and the two ends.
  const std::size_t first = walk.first_point_past(from_cm);
  std::size_t last = first;
  while (last < line.size() && walk.arc_to(last) < to_cm) ++last;
  out.reserve(last - first + 2);
  out.push_back(walk.point_at(from_cm));
  out.insert(out.end(), line.begin() + static_cast<std::ptrdiff_t>(first), line.begin() + static_cast<std::ptrdiff_t>(last));
  out.push_back(walk.point_at(to_cm));
  return out;
}

double arc_position(const Polyline& line, Point p) {
  // The answer is the first leg that comes nearest p, and it comes no further than p's nearest
  // point of the line. A leg with both ends beyond that distance on the same side of p (in x or
  // in y) cannot come nearer, so it is passed over without the division and the square roots of
  // measuring it. `slack` covers the rounding in measuring a leg and a point (a few ulps of the
  // largest coordinate); a line too small for it, or with a coordinate that is not a number, is
  // measured whole. The arc to the winning leg is summed afterwards, leg by leg from the start.
  double nearest2 = std::numeric_limits<double>::infinity(), largest = std::max(std::abs(p.x), std::abs(p.y));
  bool numbers = !std::isnan(p.x) && !std::isnan(p.y);
  for (Point q : line) {
    nearest2 = std::min(nearest2, (q.x - p.x) * (q.x - p.x) + (q.y - p.y) * (q.y - p.y));
    largest = std::max({largest, std::abs(q.x), std::abs(q.y)});
    numbers = numbers && !std::isnan(q.x) && !std::isnan(q.y);
  }
  const double slack = numbers && largest >= 1e-100 ? 1e-12 * largest : std::numeric_limits<double>::infinity();
  const double reach = std::sqrt(nearest2) + slack;
  // Which of the four sides beyond `reach` a point lies on, one bit each.
  auto beyond = [&](Point q) {
    return static_cast<unsigned>(q.x < p.x - reach) | static_cast<unsigned>(q.x > p.x + reach) << 1 |
           static_cast<unsigned>(q.y < p.y - reach) << 2 | static_cast<unsigned>(q.y > p.y + reach) << 3;
  };
  double best_distance = std::numeric_limits<double>::max();
  std::size_t best_leg = 0;
  Point best_point;
  unsigned side = line.empty() ? 0 : beyond(line[0]);
  for (std::size_t i = 1; i < line.size(); ++i) {
    const unsigned previous_side = side;
    side = beyond(line[i]);
    if ((side & previous_side) != 0) continue;
    const Point q = nearest_on_segment(p, line[i - 1], line[i]);
    const double d = distance(p, q);
    if (d < best_distance) {
      best_distance = d;
      best_leg = i;
      best_point = q;
    }
  }
  if (best_leg == 0) return 0;
  double walked = 0;
  for (std::size_t i = 1; i < best_leg; ++i) walked += distance(line[i - 1], line[i]);
  return walked + distance(line[best_leg - 1], best_point);
}

void MeetingCount::leg(Point c, Point d) {
  constexpr double kSamePointCm = 0.05;
  Point a = a_, b = b_;
  // Segments that meet share a point, which lies in both their boxes.
  if (!box_.overlaps(segment_box(c, d)) || !segments_intersect(a, b, c, d)) return;
  // Where they meet: the end of one on the other, or the crossing of the two lines.
  double den = (b.x - a.x) * (d.y - c.y) - (b.y - a.y) * (d.x - c.x);
  Point at = nearest_on_segment(c, a, b);
  if (den != 0) {
    double t = ((c.x - a.x) * (d.y - c.y) - (c.y - a.y) * (d.x - c.x)) / den;
    at = {a.x + t * (b.x - a.x), a.y + t * (b.y - a.y)};
  }
  bool seen = false;
  for (int k = 0; k < std::min(count_, kInPlace); ++k) seen = seen || distance(in_place_[k], at) < kSamePointCm;
  for (Point q : more_) seen = seen || distance(q, at) < kSamePointCm;
  if (seen) return;
  if (count_ < kInPlace)
    in_place_[count_] = at;
  else
    more_.push_back(at);
  ++count_;
}

int meeting_points(Point a, Point b, const Polyline& line) {
  MeetingCount count(a, b);
  for (std::size_t i = 1; i < line.size(); ++i) count.leg(line[i - 1], line[i]);
  return count.count();
}

Point direction_at(const Polyline& line, double s_cm) {
  double walked = 0;
  for (std::size_t i = 1; i < line.size(); ++i) {
    double leg = distance(line[i - 1], line[i]);
    if ((walked + leg >= s_cm || i + 1 == line.size()) && leg > 0)
      return {(line[i].x - line[i - 1].x) / leg, (line[i].y - line[i - 1].y) / leg};
    walked += leg;
  }
  return {1, 0};
}

}  // namespace wargen
