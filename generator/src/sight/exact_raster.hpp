#pragma once
// Exact tests between board cells and the scenario's shapes. Scenario coordinates lie on the
// 0.01 cm grid (core/det_math.hpp), so they are integers in hundredths; cell corners are too
// (the cell size is rounded to 0.01 cm). A cell centre falls on a half hundredth, so every test
// works in half hundredths ("ticks"). A cell that touches a shape exactly on its boundary counts
// the same on every compiler: no floating point decides which cell gets what.
#include <cstdint>

#include "core/geometry.hpp"
#include "sight/board.hpp"

namespace wargen::sight {

struct Tick {
  std::int64_t x = 0;
  std::int64_t y = 0;
  bool operator==(const Tick&) const = default;
};
using TickPath = std::vector<Tick>;

// Ticks per cm: two per hundredth.
inline constexpr std::int64_t kTicksPerCm = 200;

Tick to_ticks(Point p_cm);
TickPath to_ticks(const std::vector<Point>& points_cm);
std::int64_t to_ticks(double cm);

// The cell grid in ticks: cell (col, row) spans [col, col + 1) * cell_ticks by [row, row + 1) * cell_ticks.
struct TickGrid {
  std::int64_t cell_ticks = 0;
  Tick centre(Cell c) const;
  // The cell that holds `p` (a point on a shared edge belongs to the cell east or north of it).
  Cell cell_of(Tick p) const;
};

// Crossing-number test of a point against a closed polygon (points on the boundary may go either
// way, but always the same way).
bool inside(Tick p, const TickPath& polygon);

// True when the closed segments [a, b] and [c, d] share a point.
bool segments_meet(Tick a, Tick b, Tick c, Tick d);

// True when segment [a, b] meets the closed square of cell `c`.
bool segment_meets_cell(Tick a, Tick b, const TickGrid& grid, Cell c);

// True when `p` is within `radius` of segment [a, b] (the boundary included).
bool within(Tick p, Tick a, Tick b, std::int64_t radius);

}  // namespace wargen::sight
