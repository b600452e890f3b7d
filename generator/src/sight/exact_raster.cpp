#include "sight/exact_raster.hpp"

#include <algorithm>
#include <cmath>

namespace wargen::sight {

namespace {
// 128-bit products: a squared cross product of two table-sized vectors in ticks passes 2^63.
__extension__ typedef __int128 Wide;

std::int64_t cross(Tick o, Tick a, Tick b) { return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x); }
int sign(std::int64_t v) { return (v > 0) - (v < 0); }
bool in_box(Tick a, Tick b, Tick p) {
  return std::min(a.x, b.x) <= p.x && p.x <= std::max(a.x, b.x) && std::min(a.y, b.y) <= p.y &&
         p.y <= std::max(a.y, b.y);
}
std::int64_t floor_div(std::int64_t a, std::int64_t b) { return a / b - ((a % b != 0) && ((a < 0) != (b < 0))); }
}  // namespace

std::int64_t to_ticks(double cm) { return 2 * static_cast<std::int64_t>(std::llround(cm * 100.0)); }
Tick to_ticks(Point p_cm) { return {to_ticks(p_cm.x), to_ticks(p_cm.y)}; }
TickPath to_ticks(const std::vector<Point>& points_cm) {
  TickPath out;
  out.reserve(points_cm.size());
  for (Point p : points_cm) out.push_back(to_ticks(p));
  return out;
}

Tick TickGrid::centre(Cell c) const {
  return {cell_ticks * c.col + cell_ticks / 2, cell_ticks * c.row + cell_ticks / 2};
}

Cell TickGrid::cell_of(Tick p) const {
  return {static_cast<int>(floor_div(p.x, cell_ticks)), static_cast<int>(floor_div(p.y, cell_ticks))};
}

bool inside(Tick p, const TickPath& polygon) {
  bool in = false;
  for (std::size_t i = 0, j = polygon.size() - 1; i < polygon.size(); j = i++) {
    const Tick a = polygon[i], b = polygon[j];
    if ((a.y > p.y) == (b.y > p.y)) continue;
    // p.x < the edge's x at p.y, multiplied through by (b.y - a.y) with its sign.
    const std::int64_t lhs = (p.x - a.x) * (b.y - a.y), rhs = (p.y - a.y) * (b.x - a.x);
    if (b.y > a.y ? lhs < rhs : lhs > rhs) in = !in;
  }
  return in;
}

bool segments_meet(Tick a, Tick b, Tick c, Tick d) {
  const int d1 = sign(cross(c, d, a)), d2 = sign(cross(c, d, b));
  const int d3 = sign(cross(a, b, c)), d4 = sign(cross(a, b, d));
  if (d1 * d2 < 0 && d3 * d4 < 0) return true;
  return (d1 == 0 && in_box(c, d, a)) || (d2 == 0 && in_box(c, d, b)) || (d3 == 0 && in_box(a, b, c)) ||
         (d4 == 0 && in_box(a, b, d));
}

bool segment_meets_cell(Tick a, Tick b, const TickGrid& grid, Cell c) {
  const std::int64_t x0 = grid.cell_ticks * c.col, y0 = grid.cell_ticks * c.row;
  const std::int64_t x1 = x0 + grid.cell_ticks, y1 = y0 + grid.cell_ticks;
  if (std::max(a.x, b.x) < x0 || std::min(a.x, b.x) > x1 || std::max(a.y, b.y) < y0 || std::min(a.y, b.y) > y1)
    return false;
  // Inside the bounding box: the segment meets the square unless all four corners lie strictly on
  // one side of its line.
  const Tick corners[4] = {{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}};
  int pos = 0, neg = 0;
  for (Tick k : corners) {
    const int s = sign(cross(a, b, k));
    pos += s > 0;
    neg += s < 0;
  }
  return !(pos == 4 || neg == 4);
}

bool within(Tick p, Tick a, Tick b, std::int64_t radius) {
  const Wide r2 = Wide{radius} * radius;
  const std::int64_t dx = b.x - a.x, dy = b.y - a.y;
  const std::int64_t px = p.x - a.x, py = p.y - a.y;
  const Wide length2 = Wide{dx} * dx + Wide{dy} * dy;
  const Wide dot = Wide{px} * dx + Wide{py} * dy;
  if (length2 == 0 || dot <= 0) return Wide{px} * px + Wide{py} * py <= r2;
  if (dot >= length2) {
    const std::int64_t qx = p.x - b.x, qy = p.y - b.y;
    return Wide{qx} * qx + Wide{qy} * qy <= r2;
  }
  const Wide c = Wide{px} * dy - Wide{py} * dx;  // distance = |c| / sqrt(length2)
  return c * c <= r2 * length2;
}

}  // namespace wargen::sight
