#include "generators/npow/river_course.hpp"

#include <algorithm>
#include <cmath>
#include <vector>

#include "core/det_math.hpp"

namespace wargen {

namespace {
constexpr double kPointSpacingCm = 2.0;  // about one point every 2 cm: smooth at map scale
constexpr int kBisections = 48;
constexpr double kLengthToleranceCm = 0.05;

struct Shape {
  std::vector<double> bend;    // per point: the bend's offset for a depth of 1
  std::vector<double> wander;  // per point: the wander's offset in cm
};

// Offsets vanish at both ends (sines of whole half-waves), so the ends stay put.
Shape make_shape(int points, double wander_cm, Pcg32& rng) {
  double c = rng.uniform(-1, 1), s = rng.uniform(-1, 1);  // C-bend and S-bend weights
  if (std::abs(c) + std::abs(s) < 0.3) c = c < 0 ? -0.6 : 0.6;
  double wave[3];
  for (double& w : wave) w = rng.uniform(-1, 1);
  Shape shape;
  double biggest = 0;
  for (int i = 0; i <= points; ++i) {
    double t = static_cast<double>(i) / points;
    double b = c * det_sin(kPi * t) + s * det_sin(2 * kPi * t);
    biggest = std::max(biggest, std::abs(b));
    shape.bend.push_back(b);
    double w = 0;
    for (int k = 0; k < 3; ++k) w += wave[k] * det_sin((k + 3) * kPi * t) / (k + 1);
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
  }
  std::size_t last() const { return n_; }
  Point at(double depth, std::size_t i) const {
    if (i == 0) return start_;
    if (i == n_) return end_;
    double t = static_cast<double>(i) / static_cast<double>(n_);
    double off = depth * shape_.bend[i] + shape_.wander[i];
    return {start_.x + t * dx_ + off * nx_, start_.y + t * dy_ + off * ny_};
  }
  Polyline line(double depth) const {
    Polyline out;
    out.reserve(n_ + 1);
    for (std::size_t i = 0; i <= n_; ++i) out.push_back(at(depth, i));
    return out;
  }
  // polyline_length(line(depth)), leg by leg in the same order, without building the line: the
  // bisection below asks for it dozens of times per course.
  double length(double depth) const {
    double total = 0;
    Point previous = start_;
    for (std::size_t i = 1; i <= n_; ++i) {
      Point q = at(depth, i);
      total += distance(previous, q);
      previous = q;
    }
    return total;
  }

 private:
  Point start_, end_;
  const Shape& shape_;
  double dx_, dy_, nx_, ny_;
  std::size_t n_;
};
}  // namespace

std::optional<Polyline> river_course(Point start, Point end, double length_cm, double wander_cm, Pcg32& rng) {
  double straight = distance(start, end);
  if (straight >= length_cm - kLengthToleranceCm || straight < 1) return std::nullopt;
  int points = std::max(12, static_cast<int>(std::ceil(length_cm / kPointSpacingCm)));
  Shape shape = make_shape(points, wander_cm, rng);
  // The wander alone may already be too long on a nearly straight course: calm it.
  Tracer tracer(start, end, shape);
  for (int calm = 0; tracer.length(0) > length_cm && calm < 8; ++calm)
    for (double& w : shape.wander) w /= 2;
  if (tracer.length(0) > length_cm) return std::nullopt;
  // Length grows with the depth of the bend: bisect for the depth that gives `length_cm`.
  double lo = 0, hi = length_cm;
  for (int i = 0; i < kBisections; ++i) {
    double mid = (lo + hi) / 2;
    (tracer.length(mid) < length_cm ? lo : hi) = mid;
  }
  Polyline line = tracer.line((lo + hi) / 2);
  if (std::abs(polyline_length(line) - length_cm) > kLengthToleranceCm) return std::nullopt;
  Polyline out;
  for (Point p : line) {
    Point q{quantize_cm(p.x), quantize_cm(p.y)};
    if (out.empty() || !(out.back() == q)) out.push_back(q);
  }
  return out;
}

}  // namespace wargen
