#pragma once
// Hand-made boards for the line-of-sight tests, drawn as text: one string per row, the NORTH row
// first (as on the map), one character per cell:
//   .  open ground, level 0       1–9  open ground at that hill level
//   c  cover (wood, town), level 0     C  cover on level 1     D  cover on level 2
//   ~  forbidden water, level 0
#include <stdexcept>
#include <string>
#include <vector>

#include "sight/board.hpp"

namespace wargen::test {

inline sight::Board board_from_text(const std::vector<std::string>& rows_north_first, double cell_cm = 5) {
  const int rows = static_cast<int>(rows_north_first.size());
  const int cols = static_cast<int>(rows_north_first.front().size());
  sight::Board board(cols, rows, cell_cm);
  for (int i = 0; i < rows; ++i) {
    const std::string& text = rows_north_first[static_cast<std::size_t>(i)];
    if (static_cast<int>(text.size()) != cols) throw std::invalid_argument("board_from_text: ragged rows");
    for (int col = 0; col < cols; ++col) {
      const sight::Cell c{col, rows - 1 - i};
      const char k = text[static_cast<std::size_t>(col)];
      if (k >= '1' && k <= '9') board.set_level(c, k - '0');
      if (k == 'c' || k == 'C' || k == 'D') board.set_surface(c, sight::Surface::cover);
      if (k == 'C') board.set_level(c, 1);
      if (k == 'D') board.set_level(c, 2);
      if (k == '~') board.set_surface(c, sight::Surface::forbidden);
    }
  }
  return board;
}

}  // namespace wargen::test
