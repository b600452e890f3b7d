#include "sight/board.hpp"

#include <stdexcept>

namespace wargen::sight {

Board::Board(int cols, int rows, double cell_cm) : cols_(cols), rows_(rows), cell_cm_(cell_cm) {
  if (cols <= 0 || rows <= 0 || !(cell_cm > 0)) throw std::invalid_argument("Board: empty board or cell size");
  const auto n = static_cast<std::size_t>(cols) * static_cast<std::size_t>(rows);
  surface_.assign(n, Surface::normal);
  level_.assign(n, 0);
  east_.assign(n, EdgeObstacle::none);
  north_.assign(n, EdgeObstacle::none);
}

}  // namespace wargen::sight
