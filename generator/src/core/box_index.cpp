#include "core/box_index.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

namespace wargen {

namespace {
// A box crossing more cells than this is kept aside and tested on every query: a river across the
// table would otherwise sit in a whole row of cells, and a hundred of them would fill the grid.
constexpr double kMaxCellsPerBox = 64;
// Fewer boxes than this are tested one by one on each query rather than gridded: for the two
// dozen features of a generated table the grid costs more to build and to ask (and its answers
// to sort) than it saves. near() answers the same either way: every usable box within the
// query, and every unusable one.
constexpr std::size_t kGridFromBoxes = 32;

// Both with `&`, not `&&`: every comparison made, no branch on each (see near()). The tests of
// usable() are whole numbers, which Clang wants for `&` on the answers of calls.
bool usable(const Box& b) {
  const auto finite = [](double v) { return static_cast<unsigned>(std::isfinite(v)); };
  return (finite(b.min_x) & finite(b.min_y) & finite(b.max_x) & finite(b.max_y) &
          static_cast<unsigned>(b.min_x <= b.max_x) & static_cast<unsigned>(b.min_y <= b.max_y)) != 0;
}

bool within(const Box& a, const Box& b) {
  return (a.min_x <= b.max_x) & (b.min_x <= a.max_x) & (a.min_y <= b.max_y) & (b.min_y <= a.max_y);
}

constexpr double kInfinity = std::numeric_limits<double>::infinity();
constexpr Box kWholePlane{-kInfinity, -kInfinity, kInfinity, kInfinity};  // within() of any usable box
}  // namespace

BoxIndex::BoxIndex(std::vector<Box> boxes) : boxes_(std::move(boxes)) {
  if (boxes_.size() >= kGridFromBoxes) {
    build_grid();
  } else {
    for (std::size_t i = 0; i < boxes_.size(); ++i) everywhere_.push_back(i);
  }
  everywhere_tested_.reserve(everywhere_.size());
  for (std::size_t i : everywhere_) everywhere_tested_.push_back(usable(boxes_[i]) ? boxes_[i] : kWholePlane);
}

void BoxIndex::build_grid() {
  std::vector<std::size_t> placed;
  std::vector<double> sizes;
  Box extent{0, 0, 0, 0};
  for (std::size_t i = 0; i < boxes_.size(); ++i) {
    const Box& b = boxes_[i];
    if (!usable(b)) {
      everywhere_.push_back(i);
      continue;
    }
    extent = placed.empty() ? b
                            : Box{std::min(extent.min_x, b.min_x), std::min(extent.min_y, b.min_y),
                                  std::max(extent.max_x, b.max_x), std::max(extent.max_y, b.max_y)};
    placed.push_back(i);
    sizes.push_back(std::max(b.max_x - b.min_x, b.max_y - b.min_y));
  }
  if (placed.empty()) return;
  // Cells about the size of a typical box (the median), and not more cells than a few per box:
  // then a box sits in a handful of cells and a query looks at a handful of neighbours.
  const double n = static_cast<double>(placed.size());
  const double width = extent.max_x - extent.min_x, depth = extent.max_y - extent.min_y;
  auto middle = sizes.begin() + static_cast<std::ptrdiff_t>(sizes.size() / 2);
  std::nth_element(sizes.begin(), middle, sizes.end());
  double cell = std::max({*middle, std::sqrt(width * depth / n), std::max(width, depth) / n, 1e-9});
  while ((std::floor(width / cell) + 1) * (std::floor(depth / cell) + 1) > 4 * n + 16) cell *= 2;
  origin_x_ = extent.min_x;
  origin_y_ = extent.min_y;
  cell_cm_ = cell;
  columns_ = static_cast<std::size_t>(std::floor(width / cell)) + 1;
  rows_ = static_cast<std::size_t>(std::floor(depth / cell)) + 1;

  // Counting sort of (cell, entry) pairs: entries stay ascending within each cell.
  std::vector<std::size_t> count(columns_ * rows_ + 1, 0);
  std::vector<std::size_t> gridded;
  for (std::size_t i : placed) {
    const Box& b = boxes_[i];
    std::size_t c0 = column_of(b.min_x), c1 = column_of(b.max_x), r0 = row_of(b.min_y), r1 = row_of(b.max_y);
    if (static_cast<double>(c1 - c0 + 1) * static_cast<double>(r1 - r0 + 1) > kMaxCellsPerBox) {
      everywhere_.push_back(i);  // tested box by box on each query
      continue;
    }
    gridded.push_back(i);
    for (std::size_t r = r0; r <= r1; ++r)
      for (std::size_t c = c0; c <= c1; ++c) ++count[r * columns_ + c + 1];
  }
  std::sort(everywhere_.begin(), everywhere_.end());
  for (std::size_t k = 1; k < count.size(); ++k) count[k] += count[k - 1];
  cell_start_ = count;
  cell_entries_.resize(count.back());
  for (std::size_t i : gridded) {
    const Box& b = boxes_[i];
    std::size_t c0 = column_of(b.min_x), c1 = column_of(b.max_x), r0 = row_of(b.min_y), r1 = row_of(b.max_y);
    for (std::size_t r = r0; r <= r1; ++r)
      for (std::size_t c = c0; c <= c1; ++c) cell_entries_[count[r * columns_ + c]++] = i;
  }
}

std::size_t BoxIndex::column_of(double x) const {
  double t = (x - origin_x_) / cell_cm_;
  if (!(t > 0)) return 0;
  if (t >= static_cast<double>(columns_ - 1)) return columns_ - 1;
  return static_cast<std::size_t>(t);
}

std::size_t BoxIndex::row_of(double y) const {
  double t = (y - origin_y_) / cell_cm_;
  if (!(t > 0)) return 0;
  if (t >= static_cast<double>(rows_ - 1)) return rows_ - 1;
  return static_cast<std::size_t>(t);
}

void BoxIndex::near(const Box& query, double margin_cm, std::vector<std::size_t>& out) const {
  out.clear();
  const Box q = grown(query, margin_cm + kIndexSlackCm);
  if (!usable(q)) {  // a query we cannot place: every entry is a candidate
    for (std::size_t i = 0; i < boxes_.size(); ++i) out.push_back(i);
    return;
  }
  // Each box set aside written down, and kept by a count that grows only when it is an answer:
  // which boxes a query meets follows no pattern a predictor learns, and with a branch on each
  // answer perf put most of the time here on those jumps.
  std::size_t found = out.size();
  out.resize(found + everywhere_.size());
  for (std::size_t k = 0; k < everywhere_.size(); ++k) {
    out[found] = everywhere_[k];
    found += static_cast<std::size_t>(within(everywhere_tested_[k], q));
  }
  out.resize(found);
  if (columns_ > 0) {
    std::size_t c0 = column_of(q.min_x), c1 = column_of(q.max_x), r0 = row_of(q.min_y), r1 = row_of(q.max_y);
    for (std::size_t r = r0; r <= r1; ++r)
      for (std::size_t k = cell_start_[r * columns_ + c0]; k < cell_start_[r * columns_ + c1 + 1]; ++k) {
        std::size_t i = cell_entries_[k];
        if (within(boxes_[i], q)) out.push_back(i);
      }
  }
  if (columns_ == 0) return;  // everywhere_ alone: ascending already, each entry once
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
}

void BoxIndex::visit_near(const Box& query, double margin_cm, std::size_t first,
                          const std::function<bool(std::size_t)>& visit) const {
  const Box q = grown(query, margin_cm + kIndexSlackCm);
  if (!usable(q)) {
    for (std::size_t i = first; i < boxes_.size(); ++i)
      if (!visit(i)) return;
    return;
  }
  // everywhere_ and each cell's entries are ascending: the search starts at `first`.
  for (auto it = std::lower_bound(everywhere_.begin(), everywhere_.end(), first); it != everywhere_.end(); ++it)
    if (within(everywhere_tested_[static_cast<std::size_t>(it - everywhere_.begin())], q) && !visit(*it)) return;
  if (columns_ == 0) return;
  const std::size_t c0 = column_of(q.min_x), c1 = column_of(q.max_x), r0 = row_of(q.min_y), r1 = row_of(q.max_y);
  for (std::size_t r = r0; r <= r1; ++r)
    for (std::size_t c = c0; c <= c1; ++c) {
      const auto begin = cell_entries_.begin() + static_cast<std::ptrdiff_t>(cell_start_[r * columns_ + c]);
      const auto end = cell_entries_.begin() + static_cast<std::ptrdiff_t>(cell_start_[r * columns_ + c + 1]);
      for (auto it = std::lower_bound(begin, end, first); it != end; ++it) {
        const Box& b = boxes_[*it];
        // A box in several cells is visited in the first of them the query looks at.
        if (within(b, q) && std::max(column_of(b.min_x), c0) == c && std::max(row_of(b.min_y), r0) == r &&
            !visit(*it))
          return;
      }
    }
}

std::vector<std::size_t> BoxIndex::near(const Box& query, double margin_cm) const {
  // Room made once for what a query on a generated table finds (a few dozen at most), not grown
  // by doubling from one.
  constexpr std::size_t kFirstRoom = 32;
  std::vector<std::size_t> out;
  out.reserve(std::min(boxes_.size(), kFirstRoom));
  near(query, margin_cm, out);
  return out;
}

}  // namespace wargen
