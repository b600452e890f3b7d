#include "terrain/path_shaping.hpp"

#include <algorithm>
#include <cmath>

#include "core/det_math.hpp"
#include "core/grid_point.hpp"

namespace wargen {

namespace {
Polyline chaikin(const Polyline& line) {
  if (line.size() < 3) return line;
  Polyline out;
  out.reserve(2 * line.size() - 2);  // the two ends, and two points for each of the n - 2 corners cut
  out.push_back(line.front());
  for (std::size_t i = 0; i + 1 < line.size(); ++i) {
    Point a = line[i], b = line[i + 1];
    Point q{0.75 * a.x + 0.25 * b.x, 0.75 * a.y + 0.25 * b.y};
    Point r{0.25 * a.x + 0.75 * b.x, 0.25 * a.y + 0.75 * b.y};
    if (i > 0) out.push_back(q);
    if (i + 2 < line.size()) out.push_back(r);
  }
  out.push_back(line.back());
  return out;
}
}  // namespace

Polyline meander(const Polyline& waypoints, double meander_cm, double step_cm, Pcg32& rng) {
  Polyline dense;
  // Each leg gives at most its length in steps, or one point: room for all of them at once.
  dense.reserve(static_cast<std::size_t>(polyline_length(waypoints) / step_cm) + waypoints.size() + 1);
  dense.push_back(waypoints.front());
  for (std::size_t i = 1; i < waypoints.size(); ++i) {
    Point a = waypoints[i - 1], b = waypoints[i];
    double length = distance(a, b);
    int pieces = std::max(1, static_cast<int>(std::floor(length / step_cm)));
    double nx = length > 0 ? -(b.y - a.y) / length : 0, ny = length > 0 ? (b.x - a.x) / length : 0;
    for (int k = 1; k < pieces; ++k) {
      double t = static_cast<double>(k) / pieces;
      // Taper: full wander mid-leg, none at the waypoints.
      double envelope = det_sin(kPi * t);
      double offset = rng.uniform(-meander_cm, meander_cm) * envelope;
      dense.push_back({a.x + t * (b.x - a.x) + offset * nx, a.y + t * (b.y - a.y) + offset * ny});
    }
    dense.push_back(b);
  }
  return chaikin(chaikin(dense));
}

Polyline settle_on_table(const Polyline& path, double table_width_cm, double table_depth_cm) {
  Polyline out;
  out.reserve(path.size());
  for (auto p : path) {
    const Point q = quantize_point({std::clamp(p.x, 0.0, table_width_cm), std::clamp(p.y, 0.0, table_depth_cm)});
    if (out.empty() || !(out.back() == q)) out.push_back(q);
  }
  return out;
}

}  // namespace wargen
