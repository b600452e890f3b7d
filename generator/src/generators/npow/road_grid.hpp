#pragma once
// The table as a grid of cells for routing roads (NPOW-L2, L3). A road may cross every element
// except a built-up area and may not run along water; it crosses a watercourse only by a "jump"
// from bank to bank - at a bridge or ford already there, or where a new one may stand (NPOW-L3:
// outside the 15 cm strips of NPOW-P3, not on another element, clear of the other crossings).
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "core/leg_runs.hpp"
#include "generators/npow/npow_params.hpp"
#include "generators/npow/table_bands.hpp"
#include "scenario/scenario.hpp"

namespace wargen {

class RoadGrid {
 public:
  struct Jump {
    int from = 0, to = 0;  // bank cells, both ways
    Point at;              // where the road meets the water: the crossing's point
    std::string water;     // feature id of the watercourse
    std::string crossing;  // the bridge or ford there, or "" for a new one (NPOW-L3)
    double cost_cm = 0;    // its length, plus new_crossing_cost_cm if new (searches charge at
                           // least the grid's steps between its banks)
  };

  RoadGrid(const NpowParams& params, const Scenario& scenario);

  int count() const { return columns_ * rows_; }
  int columns() const { return columns_; }
  int rows() const { return rows_; }
  Point centre(int cell) const { return centre(cell % columns_, cell / columns_); }
  Point centre(int column, int row) const { return {(column + 0.5) * cell_w_, (row + 0.5) * cell_h_}; }
  int cell_at(Point p) const;
  bool open(int cell) const { return kind_[static_cast<std::size_t>(cell)] == kOpen; }
  double cell_cm() const { return cell_w_; }  // a cell's width
  double cell_depth_cm() const { return cell_h_; }
  // A cell's diagonal; sqrt, not hypot: sqrt is correctly rounded everywhere, so every machine
  // marks the same cells.
  double diagonal_cm() const { return std::sqrt(cell_w_ * cell_w_ + cell_h_ * cell_h_); }
  // Cells next to a built-up area from which a road reaches it; -1 when none.
  const std::vector<int>& approaches(const std::string& feature_id) const;
  const std::vector<Jump>& jumps() const { return jumps_; }
  // The jumps with a bank at `cell`, in the order of jumps().
  std::span<const int> jumps_from(int cell) const {
    const auto c = static_cast<std::size_t>(cell);
    if ((has_jumps_[c / 64] >> (c % 64) & 1) == 0) return {};  // most cells: no bank of any jump
    const auto [first, last] = std::equal_range(bank_cells_.begin(), bank_cells_.end(), cell);
    return {bank_jumps_.data() + (first - bank_cells_.begin()), static_cast<std::size_t>(last - first)};
  }
  // Whether a straight road from `a` to `b` stays on open cells (no water, no built-up area).
  bool segment_clear(Point a, Point b) const;
  // A new crossing made at `jump` (NPOW-L3): later roads use it at no extra cost, and no other
  // new one may stand within `gap_cm` of it.
  void settle(int jump, const std::string& crossing_id, double penalty_cm, double gap_cm);
  bool usable(int jump) const { return jumps_[static_cast<std::size_t>(jump)].cost_cm >= 0; }
  // No new crossing may stand on `outline`, an element laid after the grid was built (NPOW-L3):
  // the grid is then as if built with it.
  void close_new_crossings_on(const Polygon& outline);
  // No road may cross `water_id` anywhere, until restore_jumps: the road on past a bridge or ford
  // leaves its far bank by land or over other water (NPOW-L3).
  void close_jumps_over(const std::string& water_id);
  // The jumps as jumps() gave them before some settle, close_new_crossings_on and
  // close_jumps_over calls.
  void restore_jumps(const std::vector<Jump>& jumps);
  // The eight steps to a neighbouring cell, in the order searches try them: four straight, then
  // four diagonal.
  static constexpr int kStepColumns[8] = {1, -1, 0, 0, 1, 1, -1, -1};
  static constexpr int kStepRows[8] = {0, 0, 1, -1, 1, -1, 1, -1};
  // Bit k set when step k from `cell` stays on the table onto an open cell, and, for a diagonal,
  // both cells beside it are open (no corner cutting). Worked out once: the searches ask it for
  // every cell they take, several times a table.
  unsigned open_steps(int cell) const { return open_steps_[static_cast<std::size_t>(cell)]; }

 private:
  enum Kind : unsigned char { kOpen = 0, kWater = 1, kBlocked = 2 };
  // A cell near an area's edge, and the point of the edge nearest its centre.
  struct NearCell {
    int cell;
    Point edge;
  };
  void mark_near(const Polyline& line, double reach_cm, Kind kind);
  // Blocks the cells within `reach_cm` of the area; returns the cells beyond that but near it.
  std::vector<NearCell> mark_area(const Feature& f, double reach_cm);
  // Jumps over the watercourse scenario.features[water].
  void add_jumps(const NpowParams& params, const Scenario& scenario, const TableBands& bands, std::size_t water);
  bool passes_blocked(Point a, Point b) const;  // over a cell next to or in a built-up area
  void find_open_steps();
  void index_jump_banks();
  // Whether `counts` picks the cell (-1 off the table) of any point along the segment from `a`
  // to `b`, a third of a cell apart. Those points all lie within the box of cells between the
  // ends' (cell_at only grows with x and y): when both ends are on the table and that box is
  // small, a box with no cell picked answers without the points.
  template <typename Counts>
  bool any_cell_along(Point a, Point b, Counts counts) const;
  static constexpr int kMostCellsLooked = 64;

  double width_cm_, depth_cm_, cell_w_, cell_h_;
  int columns_, rows_;
  std::vector<unsigned char> kind_;
  std::vector<unsigned char> open_steps_;  // per cell, see open_steps
  std::vector<char> water_;  // per scenario feature: a watercourse
  std::vector<Box> boxes_;   // per scenario feature: its outline's or path's box
  std::vector<LegRuns> runs_;  // per scenario feature: its path's legs, for the meeting tests
  std::vector<std::pair<std::string, std::vector<int>>> approaches_;
  std::vector<Jump> jumps_;
  // Each jump's two banks, by cell and then by jump: bank_cells_[k] is a bank of jump
  // bank_jumps_[k]. A table has a few dozen jumps and a few thousand cells: a list per cell made a
  // block of memory for each bank, and a table of empty lists for the rest. has_jumps_ has the bit
  // of each cell that is a bank, so a search asks the lists only for those.
  std::vector<int> bank_cells_, bank_jumps_;
  std::vector<std::uint64_t> has_jumps_;
};

template <typename Counts>
bool RoadGrid::any_cell_along(Point a, Point b, Counts counts) const {
  const int from = cell_at(a), to = cell_at(b);
  if (from >= 0 && to >= 0) {
    const int c0 = std::min(from % columns_, to % columns_), c1 = std::max(from % columns_, to % columns_);
    const int r0 = std::min(from / columns_, to / columns_), r1 = std::max(from / columns_, to / columns_);
    if ((c1 - c0 + 1) * (r1 - r0 + 1) <= kMostCellsLooked) {
      bool any = false;
      for (int r = r0; r <= r1 && !any; ++r)
        for (int c = c0; c <= c1 && !any; ++c) any = counts(r * columns_ + c);
      if (!any) return false;
    }
  }
  const double length = distance(a, b);
  const int steps = std::max(1, static_cast<int>(std::ceil(length / (std::min(cell_w_, cell_h_) / 3))));
  for (int i = 0; i <= steps; ++i) {
    const double t = static_cast<double>(i) / steps;
    if (counts(cell_at({a.x + t * (b.x - a.x), a.y + t * (b.y - a.y)}))) return true;
  }
  return false;
}

}  // namespace wargen
