#include "generators/npow/road_across_town.hpp"

#include <algorithm>
#include <cmath>

namespace wargen {

namespace {

// The stretches [from, to] of arc length along `walk`'s line where its points may lie in `box`,
// in order along the line: on each leg, the part the box grown by a margin clips. The margin,
// OutsideBox's (`outside_margin_cm`) with a millionth of a cm and a billionth of the sizes on top,
// is far above the rounding in where PathWalk puts a position on its leg and in the clipping, so
// a position outside every stretch is at a point OutsideBox finds outside `box`.
void stretches_in_box(const PathWalk& walk, const Box& box, double outside_margin_cm,
                      std::vector<std::pair<double, double>>& out) {
  out.clear();
  const Polyline& line = walk.line();
  const double box_sizes = std::abs(box.min_x) + std::abs(box.max_x) + std::abs(box.min_y) + std::abs(box.max_y);
  for (std::size_t i = 1; i < line.size(); ++i) {
    const Point a = line[i - 1], b = line[i];
    const double walked = walk.arc_to(i - 1), leg = walk.arc_to(i) - walked;
    const double margin_cm =
        outside_margin_cm + 1e-6 +
        1e-9 * (box_sizes + std::abs(a.x) + std::abs(a.y) + std::abs(b.x) + std::abs(b.y) + leg + walk.length_cm());
    // The leg's points a + t (b - a), t in [t0, t1], within the grown box (slab by slab).
    double t0 = 0, t1 = 1;
    auto clip = [&](double from, double delta, double low, double high) {
      if (delta == 0) {
        if (from < low || from > high) t1 = -1;
        return;
      }
      double ta = (low - from) / delta, tb = (high - from) / delta;
      if (delta < 0) std::swap(ta, tb);
      t0 = std::max(t0, ta);
      t1 = std::min(t1, tb);
    };
    clip(a.x, b.x - a.x, box.min_x - margin_cm, box.max_x + margin_cm);
    clip(a.y, b.y - a.y, box.min_y - margin_cm, box.max_y + margin_cm);
    if (t0 <= t1) out.push_back({walked + t0 * leg - margin_cm, walked + t1 * leg + margin_cm});
  }
}

}  // namespace

bool road_runs_across(const PathWalk& walk, const Polygon& town, std::vector<std::pair<double, double>>& stretches) {
  const Box town_box = bounding_box(town);
  const OutsideBox outside(town_box);
  stretches_in_box(walk, town_box, outside.margin_cm(), stretches);
  std::size_t bookmark = 0;  // the positions come in increasing order
  auto crosses_at = [&](double at) {
    const Point q = walk.point_at_onward(at, bookmark);
    return !outside(q) && point_in_polygon(q, town) && !point_polyline_within(q, closed_ring(town), 0.1);
  };
  // Position step * 0.25 is exactly 0.25 added step times: the start, then the steps within the
  // stretches, each once and in increasing order.
  bool crosses = crosses_at(0);
  const double last = std::floor(4 * walk.length_cm());
  double step = 1;
  for (const auto& [from, to] : stretches)
    for (step = std::max(step, std::ceil(4 * from)); !crosses && step <= std::min(last, std::floor(4 * to)); ++step)
      crosses = crosses_at(step * 0.25);
  return crosses;
}

}  // namespace wargen
