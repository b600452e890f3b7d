#pragma once
// The cells a line of sight passes through: the straight segment from one cell's centre to
// another's, endpoints excluded (line_of_sight.hpp says why these are the cells "between").
#include <cstdint>

#include "sight/board.hpp"

namespace wargen::sight {

// The cells between (0, 0) and (nx, ny), nx, ny >= 0, one at a time from (0, 0) on. A caller turns
// the offsets to its own line's direction by their signs, as the cells crossed depend only on the
// line's extent; and as they are the segment's, the walk from the other end meets the same cells.
// Amanatides–Woo in integers: crossing the next vertical grid line before the next horizontal one
// is decided by (1 + 2 ix) ny vs (1 + 2 iy) nx (kept as their difference, updated step by step);
// a tie is a grid corner the segment passes through.
class CellsBetween {
 public:
  struct Next {
    Cell cell;    // the cell crossed, or at a corner the cell beside it towards +col
    Cell beside;  // at a corner, the other cell beside it (towards +row)
    bool corner = false;
    int along() const { return cell.col + cell.row; }  // grows by at least 1 from one to the next
  };

  CellsBetween(int nx, int ny) : nx_(nx), ny_(ny), decision_(std::int64_t{ny} - nx) {}

  // The next cell or corner; false when the walk has reached the far end.
  bool next(Next& out) {
    if (diagonal_pending_) {  // the cell past a corner
      diagonal_pending_ = false;
      out = {c_, {}, false};
      return true;
    }
    if (c_.col >= nx_ && c_.row >= ny_) return false;
    if (decision_ == 0) {
      out = {{c_.col + 1, c_.row}, {c_.col, c_.row + 1}, true};
      c_ = {c_.col + 1, c_.row + 1};
      decision_ += 2 * (std::int64_t{ny_} - nx_);
      diagonal_pending_ = !(c_ == Cell{nx_, ny_});
      return true;
    }
    if (decision_ < 0) {
      ++c_.col;
      decision_ += 2 * std::int64_t{ny_};
    } else {
      ++c_.row;
      decision_ -= 2 * std::int64_t{nx_};
    }
    if (c_ == Cell{nx_, ny_}) return false;
    out = {c_, {}, false};
    return true;
  }

 private:
  int nx_, ny_;
  std::int64_t decision_;  // (1 + 2 ix) ny - (1 + 2 iy) nx, where (ix, iy) = c_
  Cell c_{0, 0};
  bool diagonal_pending_ = false;
};

}  // namespace wargen::sight
