#include "generators/npow/linear_element_lines.hpp"

#include <algorithm>
#include <cmath>

#include "core/det_math.hpp"
#include "core/grid_point.hpp"
#include "symmetry/half_turn.hpp"

namespace wargen {

std::vector<Polyline> random_linear_pieces(const ElementSpec& spec, const Box& sector, TableSize table, bool split,
                                           Pcg32& rng) {
  const double step = spec.section_length_cm;
  Point a{rng.uniform(std::max(kLinearMarginCm, sector.min_x - step / 2),
                      std::min(table.width_cm - kLinearMarginCm, sector.max_x + step / 2)),
          rng.uniform(std::max(kLinearMarginCm, sector.min_y - step / 2),
                      std::min(table.depth_cm - kLinearMarginCm, sector.max_y + step / 2))};
  const double heading = rng.between(0, 359) * kPi / 180;
  auto ahead = [&](Point from, double angle) {
    return quantize_point({from.x + step * det_cos(angle), from.y + step * det_sin(angle)});
  };
  a = quantize_point(a);
  if (split) {
    const Point b = ahead(a, heading);
    const double gap = rng.uniform(3, 8);
    const double side = heading + rng.uniform(-1, 1);
    const Point c = quantize_point({b.x + gap * det_cos(side), b.y + gap * det_sin(side)});
    return {{a, b}, {c, ahead(c, heading + rng.uniform(-0.8, 0.8))}};
  }
  Polyline line{a};
  for (int k = 0; k < spec.sections; ++k)
    line.push_back(ahead(line.back(), heading + (k ? rng.uniform(-0.6, 0.6) : 0)));
  return {line};
}

Polyline centre_line(const ElementSpec& spec, Point centre, double turn_deg, TableSize table) {
  const int n = spec.sections;
  const double a = turn_deg * kPi / 180, step = spec.section_length_cm;
  Polyline line(static_cast<std::size_t>(n + 1));
  for (int k = 0; 2 * k < n; ++k)
    line[static_cast<std::size_t>(k)] =
        quantize_point({centre.x + (k - n / 2.0) * step * det_cos(a), centre.y + (k - n / 2.0) * step * det_sin(a)});
  if (n % 2 == 0) line[static_cast<std::size_t>(n / 2)] = centre;
  for (int k = n / 2 + 1; k <= n; ++k)
    line[static_cast<std::size_t>(k)] = half_turn(line[static_cast<std::size_t>(n - k)], table);
  return line;
}

Polygon piece_outline(Point a, Point b, double width_cm) {
  double dx = b.x - a.x, dy = b.y - a.y, length = std::sqrt(dx * dx + dy * dy);
  double ux = dx / length * width_cm / 2, uy = dy / length * width_cm / 2;  // half a width along it …
  double nx = -uy, ny = ux;                                                 // … and across it
  // Square ends half a width past each end, so the outline holds the round-ended band the
  // validator measures.
  a = {a.x - ux, a.y - uy};
  b = {b.x + ux, b.y + uy};
  return {{a.x - nx, a.y - ny}, {b.x - nx, b.y - ny}, {b.x + nx, b.y + ny}, {a.x + nx, a.y + ny}};
}

}  // namespace wargen
