#include "generators/npow/river_course.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

#include "core/det_math.hpp"
#include "core/grid_point.hpp"

namespace wargen {

namespace {
constexpr double kPointSpacingCm = 2.0;  // about one point every 2 cm: smooth at map scale
constexpr int kBisections = 48;
constexpr double kLengthToleranceCm = 0.05;
// From this width of the depth's range on, the bisection asks whether it may stop (see settled).
constexpr double kSettleWidthCm = 1e-4;
// More than the rounding in a course's length and points (about 1e-12 cm): see settled.
constexpr double kLengthHairCm = 1e-9;
// Once Newton's steps, certifying the bisection's verdicts, have narrowed the depths it may end at
// to this, whether the course surely leaves its room is asked (Tracer::surely_leaves), once.
// Asked of wider ranges it refused few more courses than it cost; asked again of narrower ones,
// few more than that cost either.
constexpr double kRoomCheckWidthCm = 1;
// How far a point of the finished course may lie from the same point worked out at a depth in the
// last range, beyond what the range lets it move: rounding to the 0.01 cm grid moves it up to
// 0.0071 cm, and the course's first and last points too, from which its walk is measured.
constexpr double kGridSlackCm = 0.02;

struct Shape {
  std::vector<double> bend;    // per point: the bend's offset for a depth of 1
  std::vector<double> wander;  // per point: the wander's offset in cm
};

// The sines make_shape weighs, per point: they depend on the number of points alone, and a table
// lays a course of the same few lengths again and again, so they are worked out once per thread.
struct Waves {
  int points = 0;
  std::vector<double> half, whole;  // det_sin(pi t), det_sin(2 pi t)
  std::vector<double> ripple[3];    // det_sin((k + 3) pi t)
};

const Waves& waves_for(int points) {
  thread_local std::vector<Waves> known;
  for (const auto& w : known)
    if (w.points == points) return w;
  Waves w;
  w.points = points;
  for (int i = 0; i <= points; ++i) {
    double t = static_cast<double>(i) / points;
    w.half.push_back(det_sin(kPi * t));
    w.whole.push_back(det_sin(2 * kPi * t));
    for (int k = 0; k < 3; ++k) w.ripple[k].push_back(det_sin((k + 3) * kPi * t));
  }
  known.push_back(std::move(w));
  return known.back();
}

// Offsets vanish at both ends (sines of whole half-waves), so the ends stay put.
Shape make_shape(int points, double wander_cm, Pcg32& rng) {
  double c = rng.uniform(-1, 1), s = rng.uniform(-1, 1);  // C-bend and S-bend weights
  if (std::abs(c) + std::abs(s) < 0.3) c = c < 0 ? -0.6 : 0.6;
  double wave[3];
  for (double& w : wave) w = rng.uniform(-1, 1);
  const Waves& sines = waves_for(points);
  Shape shape;
  shape.bend.reserve(static_cast<std::size_t>(points) + 1);
  shape.wander.reserve(static_cast<std::size_t>(points) + 1);
  double biggest = 0;
  for (std::size_t i = 0; i <= static_cast<std::size_t>(points); ++i) {
    double b = c * sines.half[i] + s * sines.whole[i];
    biggest = std::max(biggest, std::abs(b));
    shape.bend.push_back(b);
    double w = 0;
    for (std::size_t k = 0; k < 3; ++k) w += wave[k] * sines.ripple[k][i] / static_cast<double>(k + 1);
    shape.wander.push_back(w * wander_cm);
  }
  for (double& b : shape.bend) b /= biggest;  // a depth of h moves the furthest point by h
  return shape;
}

// The course from `start` to `end` for a bend of `depth`, point by point.
class Tracer {
 public:
  Tracer(Point start, Point end, const Shape& shape) : start_(start), end_(end), shape_(shape) {
    dx_ = end.x - start.x;
    dy_ = end.y - start.y;
    double length = std::sqrt(dx_ * dx_ + dy_ * dy_);
    nx_ = -dy_ / length;
    ny_ = dx_ / length;
    n_ = shape.bend.size() - 1;
    // The bend with its ends held at 0, as the length's slope takes it (the ends stay put).
    pinned_bend_.assign(shape.bend.begin(), shape.bend.end());
    pinned_bend_.front() = 0;
    pinned_bend_.back() = 0;
    // The straight line's points, which every depth tried shares (sized once, written in place).
    base_.resize(n_ + 1);
    for (std::size_t i = 0; i <= n_; ++i) {
      double t = static_cast<double>(i) / static_cast<double>(n_);
      base_[i] = {start_.x + t * dx_, start_.y + t * dy_};
    }
  }
  std::size_t last() const { return n_; }
  // How fast the length can change with the depth, at most: a leg's length changes no faster
  // than its two points move apart, |bend[i] - bend[i - 1]| per unit of depth (the ends stay put).
  double length_change_bound() const {
    double bound = 0, previous = 0;
    for (std::size_t i = 1; i <= n_; ++i) {
      double bend = i == n_ ? 0 : shape_.bend[i];
      bound += std::abs(bend - previous);
      previous = bend;
    }
    return bound;
  }
  // Whether every depth between `lo` and `hi` gives the same course once its points are rounded
  // to the 0.01 cm grid, and the same verdict on its length: then the bisection may stop, and the
  // course it gives is the one it would give after all its steps (whose depth lies between them).
  // Each coordinate of a point is a chain of rounded products and sums of the depth, each
  // monotonic in it, and so is quantize_cm: when a coordinate rounds alike at both ends of the
  // range, it does at every depth between. The length at the range's middle, against
  // `change_bound` times the range's width, tells whether the length anywhere in the range is
  // surely within or surely beyond the tolerance.
  bool settled(double lo, double hi, double length_cm, double change_bound) const {
    for (std::size_t i = 1; i < n_; ++i) {
      if (!(quantize_point(at(lo, i)) == quantize_point(at(hi, i)))) return false;
    }
    double miss = std::abs(length((lo + hi) / 2) - length_cm);
    double slack = change_bound * (hi - lo) + kLengthHairCm;
    return miss <= kLengthToleranceCm - slack || miss > kLengthToleranceCm + slack;
  }
  // Whether the course at every depth from `lo` to `hi`, once on the grid, fails course_fits: a
  // point of it at the range's middle lies off the table, or lies further than twice the
  // clearance from both ends and nearer an edge than the clearance, each by more than the point
  // can move over the range (|bend| per unit of depth) and in rounding. Its walk from an end is
  // no shorter than the straight line from that end.
  bool surely_leaves(const CourseRoom& room, double lo, double hi) const {
    const double middle = (lo + hi) / 2, clear = room.edge_clear_cm;
    for (std::size_t i = 1; i < n_; ++i) {
      const double margin = (hi - lo) / 2 * std::abs(shape_.bend[i]) + kGridSlackCm;
      const Point p = at(middle, i);
      if (p.x < -margin || p.y < -margin || p.x > room.width_cm + margin || p.y > room.depth_cm + margin) return true;
      const bool off_clear = p.x < clear - margin || p.y < clear - margin || p.x > room.width_cm - clear + margin ||
                             p.y > room.depth_cm - clear + margin;
      if (off_clear && distance(p, start_) >= 2 * clear + margin && distance(p, end_) >= 2 * clear + margin)
        return true;
    }
    return false;
  }
  Point at(double depth, std::size_t i) const {
    if (i == 0) return start_;
    if (i == n_) return end_;
    double off = depth * shape_.bend[i] + shape_.wander[i];
    return {base_[i].x + off * nx_, base_[i].y + off * ny_};
  }
  Polyline line(double depth) const {
    Polyline out;
    out.reserve(n_ + 1);
    for (std::size_t i = 0; i <= n_; ++i) out.push_back(at(depth, i));
    return out;
  }
  // polyline_length(line(depth)), leg by leg in the same order, without building the line.
  double length(double depth) const {
    double total = 0;
    walk_legs(depth, [&](std::size_t, std::size_t count, const double*, const double*, const double* leg) {
      for (std::size_t j = 0; j < count; ++j) total += leg[j];
      return true;
    });
    return total;
  }
  // Depths whose verdict on the length the bisection may take without measuring: every depth
  // from 0 to `shorter_to` measures shorter than `length_cm`, every depth from `longer_from` on
  // measures no shorter. Each leg's length is convex in the depth (the length of a vector
  // affine in it), so the course's length is too, and two facts follow for exact lengths:
  // between two depths the length is at most the larger of theirs, and past a depth whose
  // length exceeds that of a smaller depth it only grows. Depth 0 is shorter, so a shorter
  // depth certifies every depth below it, and a longer one every depth beyond. A measured length
  // is within kLengthHairCm of the exact one, so each of these depths measured at least twice
  // that hair on its side of `length_cm`.
  // They are found by Newton's steps from the long side, which converge on the depth of the
  // right length far faster than halving does, then a depth a hair either side of that one.
  // While it steps, it also asks whether the course surely leaves `room` at every depth the
  // bisection may end at (see depths_left): then there is no course to certify.
  struct Certified {
    double shorter_to = -1, longer_from = std::numeric_limits<double>::infinity();
    bool leaves_room = false;
  };
  // `straight_cm`: length(0), which the caller has.
  Certified certify(double length_cm, double longest_depth, double straight_cm, const CourseRoom& room) const {
    constexpr int kSteps = 12;
    constexpr double kWidthCm = 1e-7;  // far inside the width at which the bisection may stop
    const double margin = 2 * kLengthHairCm;
    Certified c;
    bool room_asked = false;
    double left = 0;
    if (!(straight_cm < length_cm - margin)) return c;
    double right = longest_depth, slope = 0, right_cm = length_and_slope(right, slope);
    if (!(right_cm >= length_cm + margin)) return c;
    // The tangent lies below the length, so each step stays on the long side, ever nearer;
    // rounding aside, which the measuring settles.
    double estimate = right;
    for (int k = 0; k < kSteps && slope > 0; ++k) {
      const double depth = right - (right_cm - length_cm) / slope;
      if (!(depth > left && depth < right)) break;
      double depth_slope = 0;
      const double cm = length_and_slope(depth, depth_slope);
      estimate = depth;
      if (cm < length_cm - margin) {
        left = depth;
        break;
      }
      if (cm < length_cm + margin) break;  // as near as measuring can tell
      const bool close = right - depth < kWidthCm / 4;
      right = depth, right_cm = cm, slope = depth_slope;
      const Depths left_to_end = depths_left(length_cm, straight_cm, right, right_cm);
      if (!room_asked && left_to_end.hi - left_to_end.lo <= kRoomCheckWidthCm) {
        room_asked = true;
        if (surely_leaves(room, left_to_end.lo, left_to_end.hi)) {
          c.leaves_room = true;
          return c;
        }
      }
      if (close) break;
    }
    // Then a depth a little either side of the estimate, measured.
    const double short_side = estimate - kWidthCm / 2, long_side = estimate + kWidthCm / 2;
    if (short_side > left && short_side < right && length(short_side) < length_cm - margin) left = short_side;
    if (long_side > left && long_side < right && length(long_side) >= length_cm + margin) right = long_side;
    c.shorter_to = left;
    c.longer_from = right;
    return c;
  }
  // The depths the bisection may end at, given a depth `right` that measured `right_cm`, no
  // shorter than `length_cm`: it ends within half its last range (kSettleWidthCm) of a depth
  // that measured shorter, which lies below `right`, and of one that measured no shorter. The
  // length being convex, it lies below the chord from depth 0 to `right`, so a depth that
  // measured no shorter lies no nearer 0 than where that chord reaches `length_cm` (each
  // length measured within kLengthHairCm, and the division's rounding covered).
  struct Depths {
    double lo, hi;
  };
  Depths depths_left(double length_cm, double straight_cm, double right, double right_cm) const {
    const double chord =
        right * (length_cm - straight_cm - 2 * kLengthHairCm) / (right_cm - straight_cm + 2 * kLengthHairCm);
    return {std::max(0.0, chord * (1 - 1e-12)) - kSettleWidthCm, right + kSettleWidthCm};
  }
  // length(depth), and how fast it grows with the depth there.
  double length_and_slope(double depth, double& slope) const {
    double total = 0;
    slope = 0;
    walk_legs(depth, [&](std::size_t first, std::size_t count, const double* x, const double* y, const double* leg) {
      // The leg's two ends move apart at (bend - previous bend) along the normal; the ends stay
      // put. Worked out for a whole block (a leg of no length gives a term that is not added).
      const double* bend = &pinned_bend_[first - 1];
      double term[kBlock];
      for (std::size_t j = 0; j < count; ++j)
        term[j] = ((x[j + 1] - x[j]) * nx_ + (y[j + 1] - y[j]) * ny_) * (bend[j + 1] - bend[j]) / leg[j];
      for (std::size_t j = 0; j < count; ++j) {
        total += leg[j];
        if (leg[j] > 0) slope += term[j];
      }
      return true;
    });
    return total;
  }
  // length(depth) < limit_cm, summed the same way; the bisection below asks it dozens of times
  // per course. The legs are never negative, so once the running sum reaches the limit the
  // whole sum does too and the rest need not be measured.
  bool shorter_than(double depth, double limit_cm) const {
    double total = 0;
    bool shorter = true;
    walk_legs(depth, [&](std::size_t, std::size_t count, const double*, const double*, const double* leg) {
      for (std::size_t j = 0; j < count && shorter; ++j) {
        total += leg[j];
        shorter = total < limit_cm;
      }
      return shorter;
    });
    return shorter;
  }

 private:
  static constexpr std::size_t kBlock = 16;
  // The course's legs at `depth`, in order, a block of up to kBlock at a time: take(first, count,
  // x, y, leg) gets points first - 1 .. first - 1 + count at x[0..count], y[0..count] and the legs
  // between them, leg[j] from x[j], y[j] to the next, and answers whether to go on. The points and
  // legs of a block are worked out apart from whatever the caller sums, in loops the compiler can
  // vectorise: each is the same correctly rounded number as at() and distance() give one at a
  // time, and the callers keep the order of their sums.
  template <typename Take>
  void walk_legs(double depth, Take take) const {
    double x[kBlock + 1], y[kBlock + 1], leg[kBlock];
    x[0] = start_.x;
    y[0] = start_.y;
    for (std::size_t first = 1; first <= n_; first += kBlock) {
      const std::size_t count = std::min(kBlock, n_ + 1 - first);
      const double* bend = &shape_.bend[first];
      const double* wander = &shape_.wander[first];
      const Point* base = &base_[first];
      for (std::size_t j = 0; j < count; ++j) {
        const double off = depth * bend[j] + wander[j];
        x[j + 1] = base[j].x + off * nx_;
        y[j + 1] = base[j].y + off * ny_;
      }
      if (first + count == n_ + 1) {  // the last point is the end itself, as at() gives it
        x[count] = end_.x;
        y[count] = end_.y;
      }
      for (std::size_t j = 0; j < count; ++j)
        leg[j] = std::sqrt((x[j] - x[j + 1]) * (x[j] - x[j + 1]) + (y[j] - y[j + 1]) * (y[j] - y[j + 1]));
      if (!take(first, count, x, y, leg)) return;
      x[0] = x[count];
      y[0] = y[count];
    }
  }

  Point start_, end_;
  const Shape& shape_;
  double dx_, dy_, nx_, ny_;
  std::size_t n_;
  std::vector<Point> base_;  // base_[i]: start + t (end - start) for t = i / n
  std::vector<double> pinned_bend_;
};
}  // namespace

std::optional<Polyline> river_course(Point start, Point end, double length_cm, double wander_cm, const CourseRoom& room,
                                     Pcg32& rng, Bisection bisection) {
  double straight = distance(start, end);
  if (straight >= length_cm - kLengthToleranceCm || straight < 1) return std::nullopt;
  int points = std::max(12, static_cast<int>(std::ceil(length_cm / kPointSpacingCm)));
  Shape shape = make_shape(points, wander_cm, rng);
  // The wander alone may already be too long on a nearly straight course: calm it.
  Tracer tracer(start, end, shape);
  for (int calm = 0; tracer.length(0) > length_cm && calm < 8; ++calm)
    for (double& w : shape.wander) w /= 2;
  const double straight_cm = tracer.length(0);  // with no bend
  if (straight_cm > length_cm) return std::nullopt;
  // Length grows with the depth of the bend: bisect for the depth that gives `length_cm`.
  // Its last steps move the points by far less than the 0.01 cm grid they are rounded to: it
  // stops as soon as they no longer change the rounded course. Its other steps are far from the
  // depth it seeks (all but a few, since that depth is certified to within 1e-7 cm beforehand):
  // their verdicts are known without measuring.
  double lo = 0, hi = length_cm;
  const double change_bound = tracer.length_change_bound();
  const bool shortcut = bisection == Bisection::shortcut;
  const Tracer::Certified certified = shortcut ? tracer.certify(length_cm, hi, straight_cm, room) : Tracer::Certified{};
  if (certified.leaves_room) return std::nullopt;
  for (int i = 0; i < kBisections; ++i) {
    double mid = (lo + hi) / 2;
    const bool shorter = mid <= certified.shorter_to    ? true
                         : mid >= certified.longer_from ? false
                                                        : tracer.shorter_than(mid, length_cm);
    (shorter ? lo : hi) = mid;
    if (shortcut && hi - lo <= kSettleWidthCm && i % 2 == 0 && tracer.settled(lo, hi, length_cm, change_bound)) break;
  }
  Polyline line = tracer.line((lo + hi) / 2);
  if (std::abs(polyline_length(line) - length_cm) > kLengthToleranceCm) return std::nullopt;
  Polyline out;
  for (Point p : line) {
    const Point q = quantize_point(p);
    if (out.empty() || !(out.back() == q)) out.push_back(q);
  }
  if (!course_fits(out, room)) return std::nullopt;
  return out;
}

bool course_fits(const Polyline& path, const CourseRoom& room) {
  const double clear = room.edge_clear_cm;
  double length = polyline_length(path), walked = 0;
  for (std::size_t i = 0; i < path.size(); ++i) {
    if (i > 0) walked += distance(path[i - 1], path[i]);
    Point q = path[i];
    if (q.x < 0 || q.y < 0 || q.x > room.width_cm || q.y > room.depth_cm) return false;
    bool near_end = walked < 2 * clear || walked > length - 2 * clear;
    if (!near_end && (q.x < clear || q.y < clear || q.x > room.width_cm - clear || q.y > room.depth_cm - clear))
      return false;
  }
  return !crosses_itself(path);
}

bool crosses_itself(const Polyline& path) {
  // When its points run strictly one way in x, or in y (as a river's course mostly does: its points
  // step along the line between its ends), no two legs but neighbours have boxes that meet, and
  // the sweep below would measure no pair of them.
  auto runs_one_way = [&](double Point::*axis) {
    bool up = true, down = true;
    for (std::size_t i = 1; i < path.size() && (up || down); ++i) {
      up = up && path[i - 1].*axis < path[i].*axis;
      down = down && path[i - 1].*axis > path[i].*axis;
    }
    return up || down;
  };
  if (runs_one_way(&Point::x) || runs_one_way(&Point::y)) return false;
  // Legs whose boxes do not meet cannot cross. Sorted by their left sides, each leg needs
  // comparing only with the legs that start (in x) before it ends: a sweep instead of every pair.
  const std::size_t legs = path.size() < 2 ? 0 : path.size() - 1;
  std::vector<Box> boxes;
  boxes.reserve(legs);
  for (std::size_t i = 1; i < path.size(); ++i)
    boxes.push_back(segment_box(path[i - 1], path[i]));
  std::vector<std::size_t> order(legs);
  for (std::size_t k = 0; k < legs; ++k) order[k] = k;
  std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return boxes[a].min_x < boxes[b].min_x; });
  for (std::size_t u = 0; u < legs; ++u)
    for (std::size_t v = u + 1; v < legs && boxes[order[v]].min_x <= boxes[order[u]].max_x; ++v) {
      // Leg k runs from point k to point k + 1; neighbours share a point and do not count.
      std::size_t a = std::min(order[u], order[v]), b = std::max(order[u], order[v]);
      if (b < a + 2 || !boxes[a].overlaps(boxes[b])) continue;
      if (segments_intersect(path[a], path[a + 1], path[b], path[b + 1])) return true;
    }
  return false;
}

}  // namespace wargen
