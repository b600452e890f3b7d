#pragma once
// The board the line-of-sight rules work on: square cells over the table, each with a surface
// (normal, cover or forbidden, FOS-B1) and a ground height in whole hill levels, and linear
// obstacles on the edges between cells (FOS-B2). Cell (col, row) counts from the south-west
// corner, col east and row north, the same axes as table centimetres (core/geometry.hpp).
// Plain data: board_from_scenario.hpp fills it from a scenario, tests fill it by hand.
#include <compare>
#include <cstdint>
#include <vector>

namespace wargen::sight {

// FOS-B1: normal ground, cover (woods, built-up areas) or forbidden (water).
enum class Surface : std::uint8_t { normal, cover, forbidden };

// FOS-B2: what lies on the edge between two cells.
enum class EdgeObstacle : std::uint8_t { none, stream, obstacle, earthwork };

struct Cell {
  int col = 0;
  int row = 0;
  bool operator==(const Cell&) const = default;
  auto operator<=>(const Cell&) const = default;
};

class Board {
 public:
  Board() = default;
  Board(int cols, int rows, double cell_cm);

  int cols() const { return cols_; }
  int rows() const { return rows_; }
  double cell_cm() const { return cell_cm_; }
  bool contains(Cell c) const { return c.col >= 0 && c.row >= 0 && c.col < cols_ && c.row < rows_; }

  Surface surface(Cell c) const { return surface_[index(c)]; }
  void set_surface(Cell c, Surface s) { surface_[index(c)] = s; }
  int level(Cell c) const { return level_[index(c)]; }
  void set_level(Cell c, int hill_levels) { level_[index(c)] = hill_levels; }

  // The edge between `c` and its east (col + 1) or north (row + 1) neighbour.
  EdgeObstacle east_edge(Cell c) const { return east_[index(c)]; }
  EdgeObstacle north_edge(Cell c) const { return north_[index(c)]; }
  void set_east_edge(Cell c, EdgeObstacle o) { east_[index(c)] = o; }
  void set_north_edge(Cell c, EdgeObstacle o) { north_[index(c)] = o; }

 private:
  std::size_t index(Cell c) const {
    return static_cast<std::size_t>(c.row) * static_cast<std::size_t>(cols_) + static_cast<std::size_t>(c.col);
  }
  int cols_ = 0;
  int rows_ = 0;
  double cell_cm_ = 0;
  std::vector<Surface> surface_;
  std::vector<int> level_;
  std::vector<EdgeObstacle> east_;
  std::vector<EdgeObstacle> north_;
};

}  // namespace wargen::sight
