#include "sight/sight_lines.hpp"

#include <algorithm>
#include <cstdlib>
#include <stdexcept>

#include "sight/cells_between.hpp"

namespace wargen::sight {

SightLines::SightLines(const Board& board, const SightRule& rule)
    : board_(&board), rule_(rule), cols_(board.cols()), rows_(board.rows()) {
  const auto cells = static_cast<std::size_t>(cols_) * static_cast<std::size_t>(rows_);
  level_.resize(cells);
  cover_.resize(cells);
  rank_.resize(cells);
  for (int row = 0; row < rows_; ++row)
    for (int col = 0; col < cols_; ++col) {
      const Cell c{col, row};
      const std::size_t i = index(c);
      level_[i] = board.level(c);
      cover_[i] = board.surface(c) == Surface::cover;
      rank_[i] = block_rank(level_[i], cover_[i] != 0, rule);
    }
}

const SightLines::Reaching& SightLines::reaching(int rank) {
  for (const Reaching& r : reaching_)
    if (r.rank == rank) return r;
  Reaching r{rank, std::vector<int>(static_cast<std::size_t>(cols_ + 1) * static_cast<std::size_t>(rows_ + 1), 0)};
  const auto stride = static_cast<std::size_t>(cols_ + 1);
  for (int row = 0; row < rows_; ++row)
    for (int col = 0; col < cols_; ++col) {
      const auto at = static_cast<std::size_t>(row + 1) * stride + static_cast<std::size_t>(col + 1);
      r.count[at] = r.count[at - 1] + r.count[at - stride] - r.count[at - stride - 1] +
                    (rank_[index({col, row})] >= rank ? 1 : 0);
    }
  reaching_.push_back(std::move(r));
  return reaching_.back();
}

int SightLines::count_in(const Reaching& r, int c0, int r0, int c1, int r1) const {
  const auto stride = static_cast<std::size_t>(cols_ + 1);
  auto at = [&](int col, int row) {
    return r.count[static_cast<std::size_t>(row) * stride + static_cast<std::size_t>(col)];
  };
  return at(c1 + 1, r1 + 1) - at(c0, r1 + 1) - at(c1 + 1, r0) + at(c0, r0);
}

std::optional<Cell> SightLines::blocker(Cell a, Cell b) {
  if (!board_->contains(a) || !board_->contains(b)) throw std::out_of_range("line_of_sight: cell off the board");
  const int nx = std::abs(b.col - a.col), ny = std::abs(b.row - a.row);
  if (nx <= 1 && ny <= 1) return std::nullopt;  // touching cells always see each other
  const std::size_t ia = index(a), ib = index(b);
  const LineEnds ends{level_[ia], level_[ib], std::int64_t{nx} * nx + std::int64_t{ny} * ny};
  const int least = least_blocking_rank(rule_, ends.level_a, ends.level_b);
  // Every cell between lies in the line's bounding box: none there that could block, none blocks.
  const int could_block = count_in(reaching(least), std::min(a.col, b.col), std::min(a.row, b.row),
                                   std::max(a.col, b.col), std::max(a.row, b.row)) -
                          (rank_[ia] >= least) - (rank_[ib] >= least);
  if (could_block == 0) return std::nullopt;
  // The cells from both ends in turn, until the two walks meet; `along` counts col + row from a.
  const int sx = b.col > a.col ? 1 : -1, sy = b.row > a.row ? 1 : -1;
  const std::ptrdiff_t col_step = sx, row_step = sy * static_cast<std::ptrdiff_t>(cols_);
  CellsBetween from_a(nx, ny), from_b(nx, ny);
  int reached_from_a = 0, reached_from_b = nx + ny;  // every cell up to these has been looked at
  std::optional<Cell> found;
  // One more cell from one end (`sign` 1 from a, -1 from b); false when the walks have met or `c`
  // blocks (then in `found`).
  auto look = [&](CellsBetween& walk, Cell end, int sign) {
    CellsBetween::Next n;
    if (!walk.next(n)) return false;
    const int along = sign > 0 ? n.along() : nx + ny - n.along();
    if (sign > 0 ? along >= reached_from_b : along <= reached_from_a) return false;
    (sign > 0 ? reached_from_a : reached_from_b) = along;
    const auto i = static_cast<std::ptrdiff_t>(index(end)) + sign * (n.cell.col * col_step + n.cell.row * row_step);
    if (rank_[static_cast<std::size_t>(i)] < least) return true;  // most cells: passed by one comparison
    auto at = [&](Cell offset) { return Cell{end.col + sign * sx * offset.col, end.row + sign * sy * offset.row}; };
    const Cell c = at(n.cell);
    if (cell_blocks_line(a, b, c, ends, least) && (!n.corner || cell_blocks_line(a, b, at(n.beside), ends, least))) {
      found = c;
      return false;
    }
    return true;
  };
  while (look(from_a, a, 1) && look(from_b, b, -1)) {
  }
  return found;
}

}  // namespace wargen::sight
