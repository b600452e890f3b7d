#include "terrain/path_shaping.hpp"

#include <algorithm>
#include <cmath>
#include <vector>

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

// The taper of a leg cut into `pieces`: det_sin(kPi * t) at each t = k / pieces, k < pieces. The
// same for every leg of that many pieces, so kept per thread once worked out (the same calls on
// the same numbers, hence the same bits): each sine is a chain of eleven divisions, which cost
// more than the rest of the meander. Legs of more pieces than are kept (a vast table) are worked
// out each time.
const std::vector<double>& taper(int pieces) {
  constexpr int kKeptPieces = 256;
  thread_local std::vector<std::vector<double>> kept(kKeptPieces + 1);
  thread_local std::vector<double> unkept;
  std::vector<double>& out = pieces <= kKeptPieces ? kept[static_cast<std::size_t>(pieces)] : unkept;
  if (!out.empty() && pieces <= kKeptPieces) return out;
  out.assign(static_cast<std::size_t>(pieces), 0.0);
  for (int k = 1; k < pieces; ++k) {
    double t = static_cast<double>(k) / pieces;
    out[static_cast<std::size_t>(k)] = det_sin(kPi * t);
  }
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
    // Taper: full wander mid-leg, none at the waypoints.
    const std::vector<double>& envelope = taper(pieces);
    for (int k = 1; k < pieces; ++k) {
      double t = static_cast<double>(k) / pieces;
      double offset = rng.uniform(-meander_cm, meander_cm) * envelope[static_cast<std::size_t>(k)];
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
