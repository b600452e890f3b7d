#pragma once
// The GOK-T2 sector grid (also NPOW-T2's). Ids read like a chessboard seen from side A: columns
// A, B, C … from west to east, rows 1, 2 … from south to north, so "A1" is side A's left-hand corner.
#include <string>
#include <vector>

#include "core/geometry.hpp"
#include "scenario/scenario.hpp"

namespace wargen {

enum class Heading { north = 0, east = 1, south = 2, west = 3 };
Heading turn_left(Heading h);
Heading turn_right(Heading h);
Heading opposite(Heading h);
const char* heading_name(Heading h);

class SectorGrid {
 public:
  // Equal sectors: the table divided into `columns` x `rows`.
  SectorGrid(double table_width_cm, double table_depth_cm, int columns, int rows);
  // Sectors of a fixed size; where the size does not divide the table, the last column or row is
  // the remainder (NPOW-T2), or the first one (west, south) when asked. A remainder narrower than
  // `join_remainder_under_cm` is no sector of its own: it widens the column or row beside it.
  static SectorGrid of_size(double table_width_cm, double table_depth_cm, double sector_width_cm,
                            double sector_depth_cm, bool remainder_west = false, bool remainder_south = false,
                            double join_remainder_under_cm = kRoundingSliverCm);
  // A remainder this thin is rounding, whatever a ruleset joins.
  static constexpr double kRoundingSliverCm = 0.01;

  int count() const { return columns_ * rows_; }
  int column(int index) const { return index % columns_; }
  int row(int index) const { return index / columns_; }
  std::string id(int index) const;
  int index_of(const std::string& id) const;
  // Ids compared without regard to case: files from wargen before ids were upper case, as the
  // format documents them ("A1"), hold "a1" and are still format 1.
  static bool same_id(const std::string& a, const std::string& b);
  // Whether a file's sectors are this grid's: ids by same_id, a tool's x- keys aside.
  bool matches(const std::vector<Sector>& file_sectors) const;  // -1 when unknown
  Box box(int index) const;
  // The neighbour in a direction, or -1 off the table.
  int neighbour(int index, Heading h) const;
  // The table edges the sector touches, long edges first.
  std::vector<Heading> table_edges(int index) const;
  // The part of the sector's side facing `h`, as its two end points.
  std::pair<Point, Point> side(int index, Heading h) const;
  std::vector<Sector> sectors() const;

 private:
  SectorGrid(std::vector<double> x_edges, std::vector<double> y_edges);
  int columns_, rows_;
  std::vector<double> x_edges_, y_edges_;  // columns_ + 1 and rows_ + 1 boundaries, on the 0.01 cm grid
};

}  // namespace wargen
