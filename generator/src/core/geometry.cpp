#include "core/geometry.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

namespace wargen {

namespace {
double cross(Point o, Point a, Point b) { return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x); }
bool on_segment(Point a, Point b, Point p) {
  return std::min(a.x, b.x) <= p.x && p.x <= std::max(a.x, b.x) && std::min(a.y, b.y) <= p.y &&
         p.y <= std::max(a.y, b.y);
}
}  // namespace

double signed_area(const Polygon& polygon) {
  double twice = 0;
  for (std::size_t i = 0; i < polygon.size(); ++i) {
    const Point& a = polygon[i];
    const Point& b = polygon[next_vertex(i, polygon.size())];
    twice += a.x * b.y - b.x * a.y;
  }
  return twice / 2;
}

double polyline_length(const Polyline& line) {
  double total = 0;
  for (std::size_t i = 1; i < line.size(); ++i) total += distance(line[i - 1], line[i]);
  return total;
}

Point centroid(const Polygon& polygon) {
  // One pass: the area's sum is signed_area's, term for term in the same order (the same bits),
  // taken beside the moments' sums that use the same terms.
  double twice = 0, cx = 0, cy = 0;
  for (std::size_t i = 0; i < polygon.size(); ++i) {
    const Point& a = polygon[i];
    const Point& b = polygon[next_vertex(i, polygon.size())];
    double f = a.x * b.y - b.x * a.y;
    twice += f;
    cx += (a.x + b.x) * f;
    cy += (a.y + b.y) * f;
  }
  const double area = twice / 2;
  if (std::abs(area) < 1e-12) {
    Point sum;
    for (auto p : polygon) sum = {sum.x + p.x, sum.y + p.y};
    return {sum.x / static_cast<double>(polygon.size()), sum.y / static_cast<double>(polygon.size())};
  }
  return {cx / (6 * area), cy / (6 * area)};
}

Polyline closed_ring(const Polygon& outline) {
  Polyline ring;
  closed_ring(outline, ring);
  return ring;
}

void closed_ring(const Polygon& outline, Polyline& ring) {
  ring.reserve(outline.size() + 1);
  ring.assign(outline.begin(), outline.end());
  ring.push_back(outline.front());
}

Box bounding_box(const std::vector<Point>& points) {
  BoxGrowth growth;  // validation boxes every outline
  for (auto p : points) growth.add(p);
  return growth.box();
}

bool point_in_polygon(Point p, const Polygon& polygon) {
  bool inside = false;
  for (std::size_t i = 0, j = polygon.size() - 1; i < polygon.size(); j = i++) {
    const Point& a = polygon[i];
    const Point& b = polygon[j];
    if ((a.y > p.y) != (b.y > p.y) && p.x < (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

// The same crossings as point_in_polygon counts, on both sides of `p`.
std::optional<Chord> chord_through(const Polygon& polygon, Point p, double hair) {
  Chord chord{-std::numeric_limits<double>::infinity(), std::numeric_limits<double>::infinity()};
  bool inside = false;
  for (std::size_t i = 0, j = polygon.size() - 1; i < polygon.size(); j = i++) {
    const Point& a = polygon[i];
    const Point& b = polygon[j];
    if ((a.y > p.y) == (b.y > p.y)) continue;
    const double x = (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x;
    if (p.x < x) {
      inside = !inside;
      chord.east = std::min(chord.east, x);
    } else {
      chord.west = std::max(chord.west, x);
    }
  }
  if (!inside || !(p.x - chord.west > hair) || !(chord.east - p.x > hair)) return std::nullopt;
  return chord;
}

bool segments_intersect(Point a1, Point a2, Point b1, Point b2) {
  double d1 = cross(b1, b2, a1);
  double d2 = cross(b1, b2, a2);
  double d3 = cross(a1, a2, b1);
  double d4 = cross(a1, a2, b2);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
  if (d1 == 0 && on_segment(b1, b2, a1)) return true;
  if (d2 == 0 && on_segment(b1, b2, a2)) return true;
  if (d3 == 0 && on_segment(a1, a2, b1)) return true;
  if (d4 == 0 && on_segment(a1, a2, b2)) return true;
  return false;
}

namespace {
// Whether, seen from `centre`, each vertex lies further round than the one before by less than
// half a turn, always the same way, and the ring goes round exactly once. Then each edge keeps
// inside its own wedge of directions from the centre, the wedges of edges that share no vertex
// are apart, and so no two such edges meet: the polygon is simple. (The converse fails: a simple
// polygon need not be star-shaped about this point, so a false here decides nothing.)
// A turn counts only when its cross product clears the rounding in working it out by far, so the
// answer holds for the exact coordinates.
bool turns_once_around(const Polygon& polygon, Point centre) {
  const std::size_t n = polygon.size();
  Point a{polygon[n - 1].x - centre.x, polygon[n - 1].y - centre.y};
  int turns_up = 0, turns_down = 0;  // times a counter-clockwise (clockwise) ring passes +x of the centre
  bool counter_clockwise = false;
  for (std::size_t i = 0; i < n; ++i) {
    const Point b{polygon[i].x - centre.x, polygon[i].y - centre.y};
    const double p = a.x * b.y, q = a.y * b.x, turn = p - q, rounding = 1e-12 * (std::fabs(p) + std::fabs(q));
    if (i == 0) counter_clockwise = turn > 0;
    if (counter_clockwise ? !(turn > rounding) : !(-turn > rounding)) return false;  // also when NaN
    turns_up += a.y < 0 && b.y >= 0;
    turns_down += a.y >= 0 && b.y < 0;
    a = b;
  }
  return (counter_clockwise ? turns_up : turns_down) == 1;
}
}  // namespace

bool is_simple(const Polygon& polygon) {
  std::size_t n = polygon.size();
  if (n < 3) return false;
  // The outlines wargen draws are mostly star-shaped about their vertices' mean: that answers
  // without the sweep.
  Point mean{0, 0};
  for (const Point& p : polygon) mean = {mean.x + p.x, mean.y + p.y};
  if (turns_once_around(polygon, {mean.x / static_cast<double>(n), mean.y / static_cast<double>(n)})) return true;
  // A sweep along x: edges in order of their left ends, each tested only against the edges whose
  // x-range starts before its own ends and whose y-range meets its own. Two edges with disjoint
  // boxes share no point, so the answer is the all-pairs one, in O(n log n) for the outlines
  // wargen draws instead of O(n²) – which a hostile file with a 100 000-point outline would make hours.
  // Only the left ends are sorted (small entries, any order among equal ones: every pair whose
  // boxes meet is still tested), the boxes stay in ring order; the buffers are kept per thread,
  // as validation asks this of every outline of every table.
  struct LeftEnd {
    double min_x;
    std::size_t edge;
  };
  thread_local std::vector<Box> boxes;
  thread_local std::vector<LeftEnd> order;
  boxes.resize(n);
  order.resize(n);
  for (std::size_t i = 0; i < n; ++i) {
    boxes[i] = segment_box(polygon[i], polygon[next_vertex(i, n)]);
    order[i] = {boxes[i].min_x, i};
  }
  std::sort(order.begin(), order.end(), [](const LeftEnd& a, const LeftEnd& b) { return a.min_x < b.min_x; });
  for (std::size_t k = 0; k < n; ++k) {
    const Box& e = boxes[order[k].edge];
    for (std::size_t m = k + 1; m < n && order[m].min_x <= e.max_x; ++m) {
      const Box& f = boxes[order[m].edge];
      if (f.min_y > e.max_y || f.max_y < e.min_y) continue;
      std::size_t i = std::min(order[k].edge, order[m].edge), j = std::max(order[k].edge, order[m].edge);
      bool adjacent = j == i + 1 || (i == 0 && j == n - 1);
      if (adjacent) continue;
      if (segments_intersect(polygon[i], polygon[next_vertex(i, n)], polygon[j], polygon[next_vertex(j, n)])) return false;
    }
  }
  return true;
}

double segment_distance(Point a1, Point a2, Point b1, Point b2) {
  if (segments_intersect(a1, a2, b1, b2)) return 0;
  return std::min({point_segment_distance(a1, b1, b2), point_segment_distance(a2, b1, b2),
                   point_segment_distance(b1, a1, a2), point_segment_distance(b2, a1, a2)});
}

namespace {
// A lower bound on the distance between two segments: the gap between their boxes. A pair whose
// bound is already above the best distance found cannot lower it, so skipping it leaves the
// minimum exactly as it was (the margin covers rounding in segment_distance).
bool cannot_beat(Point a1, Point a2, Point b1, Point b2, double best) {
  double gap_x = std::max(std::min(a1.x, a2.x) - std::max(b1.x, b2.x), std::min(b1.x, b2.x) - std::max(a1.x, a2.x));
  double gap_y = std::max(std::min(a1.y, a2.y) - std::max(b1.y, b2.y), std::min(b1.y, b2.y) - std::max(a1.y, a2.y));
  return std::max(gap_x, gap_y) > best + 1e-9;
}

// A segment's box grown by `gap` and a margin for rounding: a segment or box lying beyond it is
// further than `gap` from the segment, so the closer-than tests skip it and give exactly the
// distance's answer. Built once per segment, then four compares per segment tested against it.
struct SegmentReach {
  Box box;
  SegmentReach(Point a1, Point a2, double gap) {
    const double reach = gap + 1e-9;
    box = {std::min(a1.x, a2.x) - reach, std::min(a1.y, a2.y) - reach, std::max(a1.x, a2.x) + reach,
           std::max(a1.y, a2.y) + reach};
  }
  bool beyond(const Box& b) const {
    return b.max_x < box.min_x || b.min_x > box.max_x || b.max_y < box.min_y || b.min_y > box.max_y;
  }
  bool beyond(Point b1, Point b2) const {
    return std::max(b1.x, b2.x) < box.min_x || std::min(b1.x, b2.x) > box.max_x || std::max(b1.y, b2.y) < box.min_y ||
           std::min(b1.y, b2.y) > box.max_y;
  }
};
}  // namespace

double polygon_distance(const Polygon& a, const Polygon& b) {
  if (point_in_polygon(a.front(), b) || point_in_polygon(b.front(), a)) return 0;
  double best = std::numeric_limits<double>::max();
  for (std::size_t i = 0; i < a.size(); ++i)
    for (std::size_t j = 0; j < b.size(); ++j) {
      Point a1 = a[i], a2 = a[next_vertex(i, a.size())], b1 = b[j], b2 = b[next_vertex(j, b.size())];
      if (!cannot_beat(a1, a2, b1, b2, best)) best = std::min(best, segment_distance(a1, a2, b1, b2));
    }
  return best;
}

bool polygons_closer_than(const Polygon& a, const Polygon& b, double gap) {
  return polygons_closer_than(a, bounding_box(a), b, bounding_box(b), gap);
}

bool polygons_closer_than(const Polygon& a, const Box& a_box, const Polygon& b, const Box& b_box, double gap,
                          EdgePair* close_edges) {
  // A point beyond a polygon's box is outside it; the margin covers rounding in point_in_polygon.
  auto may_be_in = [](Point p, const Box& box) {
    return p.x >= box.min_x - 1e-9 && p.x <= box.max_x + 1e-9 && p.y >= box.min_y - 1e-9 && p.y <= box.max_y + 1e-9;
  };
  if ((may_be_in(a.front(), b_box) && point_in_polygon(a.front(), b)) ||
      (may_be_in(b.front(), a_box) && point_in_polygon(b.front(), a)))
    return 0 < gap;
  for (std::size_t i = 0; i < a.size(); ++i) {
    Point a1 = a[i], a2 = a[next_vertex(i, a.size())];
    const SegmentReach edge(a1, a2, gap);
    // An edge beyond reach of the whole of `b`'s box is beyond reach of each of its edges.
    if (edge.beyond(b_box)) continue;
    for (std::size_t j = 0; j < b.size(); ++j) {
      Point b1 = b[j], b2 = b[next_vertex(j, b.size())];
      if (!edge.beyond(b1, b2) && segment_distance(a1, a2, b1, b2) < gap) {
        if (close_edges) *close_edges = {i, j};
        return true;
      }
    }
  }
  return false;
}

double polyline_polygon_distance(const Polyline& line, const Polygon& polygon) {
  if (point_in_polygon(line.front(), polygon)) return 0;
  double best = std::numeric_limits<double>::max();
  for (std::size_t i = 1; i < line.size(); ++i)
    for (std::size_t j = 0; j < polygon.size(); ++j) {
      Point b1 = polygon[j], b2 = polygon[next_vertex(j, polygon.size())];
      if (!cannot_beat(line[i - 1], line[i], b1, b2, best)) best = std::min(best, segment_distance(line[i - 1], line[i], b1, b2));
    }
  return best;
}

bool polyline_polygon_closer_than(const Polyline& line, const Polygon& polygon, double gap) {
  if (point_in_polygon(line.front(), polygon)) return 0 < gap;
  if (line.size() < 2 || polygon.empty()) return std::numeric_limits<double>::max() < gap;  // nothing measured
  return legs_polygon_closer_than(line, 1, line.size(), polygon, bounding_box(polygon), gap);
}

bool legs_polygon_closer_than(const Polyline& line, std::size_t first_leg, std::size_t end_leg, const Polygon& polygon,
                              const Box& polygon_box, double gap) {
  for (std::size_t i = first_leg; i < end_leg; ++i) {
    const SegmentReach leg(line[i - 1], line[i], gap);
    // A leg whose box is beyond reach of the whole outline's skips every edge at once.
    if (leg.beyond(polygon_box)) continue;
    for (std::size_t j = 0; j < polygon.size(); ++j) {
      Point b1 = polygon[j], b2 = polygon[next_vertex(j, polygon.size())];
      if (!leg.beyond(b1, b2) && segment_distance(line[i - 1], line[i], b1, b2) < gap) return true;
    }
  }
  return false;
}

bool polylines_closer_than(const Polyline& a, const Polyline& b, double gap) {
  if (a.size() < 2 || b.size() < 2) return std::numeric_limits<double>::max() < gap;  // as polyline_distance
  const Box around = bounding_box(b);
  for (std::size_t i = 1; i < a.size(); ++i)
    if (!SegmentReach(a[i - 1], a[i], gap).beyond(around) &&
        segment_legs_closer_than(a[i - 1], a[i], b, 1, b.size(), gap))
      return true;
  return false;
}

bool segment_legs_closer_than(Point a1, Point a2, const Polyline& line, std::size_t first_leg, std::size_t end_leg,
                              double gap) {
  const SegmentReach leg(a1, a2, gap);
  for (std::size_t j = first_leg; j < end_leg; ++j)
    if (!leg.beyond(line[j - 1], line[j]) && segment_distance(a1, a2, line[j - 1], line[j]) < gap) return true;
  return false;
}

double box_gap(Point p, const Box& box) {
  return std::max({box.min_x - p.x, p.x - box.max_x, box.min_y - p.y, p.y - box.max_y, 0.0});
}

double polyline_distance(const Polyline& a, const Polyline& b) {
  double best = std::numeric_limits<double>::max();
  for (std::size_t i = 1; i < a.size(); ++i)
    for (std::size_t j = 1; j < b.size(); ++j)
      if (!cannot_beat(a[i - 1], a[i], b[j - 1], b[j], best)) best = std::min(best, segment_distance(a[i - 1], a[i], b[j - 1], b[j]));
  return best;
}

// The least squared distance, rooted once: the square root is correctly rounded and never
// decreasing, so this is the least of the legs' distances, bit for bit, without a root per leg.
double point_polyline_distance(Point p, const Polyline& line) {
  double least = std::numeric_limits<double>::max();
  for (std::size_t i = 1; i < line.size(); ++i) {
    Point q = nearest_on_segment(p, line[i - 1], line[i]);
    least = std::min(least, (p.x - q.x) * (p.x - q.x) + (p.y - q.y) * (p.y - q.y));
  }
  return least == std::numeric_limits<double>::max() ? distance(p, line.front()) : std::sqrt(least);
}

bool point_polyline_closer_than(Point p, const Polyline& line, double gap) {
  if (line.size() < 2) return point_polyline_distance(p, line) < gap;
  // Some leg's distance is below the gap exactly when the least one is (the root never
  // decreases); a leg beyond the gap's reach cannot be that leg.
  return legs_point_closer_than(line, 1, line.size(), p, gap);
}

bool legs_point_closer_than(const Polyline& line, std::size_t first_leg, std::size_t end_leg, Point p, double gap) {
  for (std::size_t i = first_leg; i < end_leg; ++i) {
    const Point a = line[i - 1], b = line[i];
    if (!SegmentReach(a, b, gap).beyond(p, p) && distance(p, nearest_on_segment(p, a, b)) < gap) return true;
  }
  return false;
}

Point nearest_on_polyline(Point p, const Polyline& line) {
  if (line.size() == 1) return line.front();
  Point best = line.front();
  double best_distance = std::numeric_limits<double>::max();
  for (std::size_t i = 1; i < line.size(); ++i) {
    Point candidate = nearest_on_segment(p, line[i - 1], line[i]);
    double d = distance(p, candidate);
    if (d < best_distance) {
      best_distance = d;
      best = candidate;
    }
  }
  return best;
}

Point point_at(const Polyline& path, double s_cm) {
  double walked = 0;
  for (std::size_t i = 1; i < path.size(); ++i) {
    double leg = distance(path[i - 1], path[i]);
    if (walked + leg >= s_cm && leg > 0) {
      double t = (s_cm - walked) / leg;
      return {path[i - 1].x + t * (path[i].x - path[i - 1].x), path[i - 1].y + t * (path[i].y - path[i - 1].y)};
    }
    walked += leg;
  }
  return path.back();
}

Polyline trim_end(const Polyline& line, double cm) {
  double keep = polyline_length(line) - cm;
  if (keep <= 0) return {};
  Polyline out{line.front()};
  double walked = 0;
  for (std::size_t i = 1; i < line.size(); ++i) {
    double leg = distance(line[i - 1], line[i]);
    if (walked + leg >= keep) {
      out.push_back(point_at(line, keep));
      break;
    }
    out.push_back(line[i]);
    walked += leg;
  }
  return out;
}

}  // namespace wargen
