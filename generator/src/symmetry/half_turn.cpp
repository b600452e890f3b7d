#include "symmetry/half_turn.hpp"

#include "core/det_math.hpp"

namespace wargen {

Point half_turn(Point p, TableSize table) {
  return {quantize_cm(table.width_cm - p.x), quantize_cm(table.depth_cm - p.y)};
}

std::vector<Point> half_turn(const std::vector<Point>& points, TableSize table) {
  std::vector<Point> out;
  out.reserve(points.size());
  for (Point p : points) out.push_back(half_turn(p, table));
  return out;
}

Point table_centre(TableSize table) { return {quantize_cm(table.width_cm / 2), quantize_cm(table.depth_cm / 2)}; }

}  // namespace wargen
