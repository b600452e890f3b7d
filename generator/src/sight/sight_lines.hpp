#pragma once
// Many lines of sight on one board under one rule, for the callers that ask thousands of them
// (what a deployment zone sees, for the fairness measures): the same answers as line_of_sight,
// decided cell by cell by the same rule (sight/cell_blocks.hpp), for a fraction of the work.
//
//   sight::SightLines lines(board, sight::tabletop_rule());
//   bool seen = lines.sees(eye, target);   // == line_of_sight(board, eye, target, rule)
//
// Where the work goes: each cell's ground and rank (cell_blocks.hpp) are read from arrays laid
// once; a cell whose rank stays under what could block a line between its two ends is passed by
// one comparison; a line whose bounding box holds no such cell is seen without a walk (a count
// over the box, from prefix sums); and a walk takes the cells from both ends in turn, as a
// blocker lies near one end (a target in a wood, an eye behind one) as often as in the middle.
// `blocks` lets a caller try a blocker found for one line on the next before walking it.
#include <cstdint>
#include <cstdlib>
#include <optional>
#include <vector>

#include "sight/board.hpp"
#include "sight/cell_blocks.hpp"
#include "sight/line_of_sight.hpp"

namespace wargen::sight {

class SightLines {
 public:
  // `board` must outlive this object and not change while it is used.
  SightLines(const Board& board, const SightRule& rule);

  const Board& board() const { return *board_; }
  // line_of_sight(board, a, b, rule); throws std::out_of_range for a cell off the board as it does.
  bool sees(Cell a, Cell b) { return !blocker(a, b); }
  // Nothing when a sees b; else a cell between them that blocks the line (one of the two where
  // only a corner's two cells together do).
  std::optional<Cell> blocker(Cell a, Cell b);
  // True when `c` lies between a and b (the segment passes through its square, not only through a
  // corner of it) and blocks that line by itself: a blocker found for one line, tried on another.
  // a and b must be on the board. Inline: callers try it for most lines, and most of its answers
  // take a few comparisons.
  bool blocks(Cell a, Cell b, Cell c) const {
    const std::int64_t dx = b.col - a.col, dy = b.row - a.row, pc = c.col - a.col, pr = c.row - a.row;
    // c in the box of the two end cells (pc between 0 and dx, pr between 0 and dy), neither end.
    if (pc * (pc - dx) > 0 || pr * (pr - dy) > 0 || (pc == 0 && pr == 0) || (pc == dx && pr == dy)) return false;
    // The line meets the open square of c (side 1, centre p from a) when |d × p| < (|dx| + |dy|) / 2;
    // within the box, so does the segment: c is one of the cells between.
    if (2 * std::abs(dx * pr - dy * pc) >= std::abs(dx) + std::abs(dy)) return false;
    const LineEnds ends{level_[index(a)], level_[index(b)], dx * dx + dy * dy};
    return cell_blocks_line(a, b, c, ends, least_blocking_rank(rule_, ends.level_a, ends.level_b));
  }

 private:
  // Prefix sums of the cells whose rank reaches `rank`: count[row * (cols + 1) + col] holds those
  // with a smaller col and row.
  struct Reaching {
    int rank = 0;
    std::vector<int> count;
  };

  std::size_t index(Cell c) const {
    return static_cast<std::size_t>(c.row) * static_cast<std::size_t>(cols_) + static_cast<std::size_t>(c.col);
  }
  // Whether c, between a and b, blocks the line with `ends` and least blocking rank `least`.
  bool cell_blocks_line(Cell a, Cell b, Cell c, const LineEnds& ends, int least) const {
    const std::size_t i = index(c);
    if (rank_[i] < least) return false;
    const std::int64_t pc = c.col - a.col, pr = c.row - a.row, qc = c.col - b.col, qr = c.row - b.row;
    const std::int64_t dot = pc * (b.col - a.col) + pr * (b.row - a.row);
    return cell_blocks(rule_, ends, {level_[i], cover_[i] != 0, dot, pc * pc + pr * pr, qc * qc + qr * qr}).has_value();
  }
  const Reaching& reaching(int rank);
  // Cells in cols c0..c1, rows r0..r1 (inclusive) whose rank reaches `r.rank`.
  int count_in(const Reaching& r, int c0, int r0, int c1, int r1) const;

  const Board* board_;
  SightRule rule_;
  int cols_ = 0, rows_ = 0;
  std::vector<int> level_;           // per cell, row-major
  std::vector<std::uint8_t> cover_;  // 1 for cover
  std::vector<int> rank_;            // block_rank
  std::vector<Reaching> reaching_;   // one per rank asked for
};

}  // namespace wargen::sight
