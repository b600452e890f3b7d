#include "symmetry/half_turn.hpp"

#include "core/det_math.hpp"
#include "core/grid_point.hpp"

namespace wargen {

Point half_turn(Point p, TableSize table) { return quantize_point({table.width_cm - p.x, table.depth_cm - p.y}); }

std::vector<Point> half_turn(const std::vector<Point>& points, TableSize table) {
  std::vector<Point> out;
  out.reserve(points.size());
  for (Point p : points) out.push_back(half_turn(p, table));
  return out;
}

std::string turned_edge(const std::string& edge) {
  if (edge == "south") return "north";
  if (edge == "north") return "south";
  if (edge == "east") return "west";
  if (edge == "west") return "east";
  return edge;
}

Polygon point_symmetric_outline(Polygon outline, TableSize table) {
  if (outline.size() % 2 == 1) outline.pop_back();
  const std::size_t half = outline.size() / 2;
  outline.resize(half);
  for (std::size_t i = 0; i < half; ++i) outline.push_back(half_turn(outline[i], table));
  return outline;
}

Point table_centre(TableSize table) { return {quantize_cm(table.width_cm / 2), quantize_cm(table.depth_cm / 2)}; }

}  // namespace wargen
