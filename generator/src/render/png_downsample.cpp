#include "render/png_downsample.hpp"

#include <algorithm>
#include <stdexcept>

namespace wargen::render {

namespace {

// One axis in units where an old pixel is `to` long and a new one `from` long, so both span
// from * to and every overlap is a whole number. A new pixel is at least as long as an old one,
// so old pixel i lies in new pixel `into[i]` (weight `near[i]`) and, past that one's end, in the
// next (weight to - near[i], 0 when it lies in one alone).
struct AxisSplit {
  std::uint32_t to = 0;
  std::vector<std::uint32_t> into;
  std::vector<std::uint32_t> near;
};
AxisSplit split(int from, int to) {
  AxisSplit a;
  a.to = static_cast<std::uint32_t>(to);
  a.into.resize(static_cast<std::size_t>(from));
  a.near.resize(static_cast<std::size_t>(from));
  for (int i = 0; i < from; ++i) {
    const std::int64_t lo = static_cast<std::int64_t>(i) * to, hi = lo + to;
    const std::int64_t j = lo / from, end = (j + 1) * from;
    a.into[static_cast<std::size_t>(i)] = static_cast<std::uint32_t>(j);
    a.near[static_cast<std::size_t>(i)] = static_cast<std::uint32_t>(std::min(hi, end) - lo);
  }
  return a;
}

// The old columns new pixel x covers: `first` with weight `first_weight`, then whole ones
// (weight `to`) up to `last`, which has weight `last_weight` (0 when the run ends on a boundary).
struct ColumnRun {
  std::uint32_t first = 0, last = 0;
  std::uint64_t first_weight = 0, last_weight = 0;
};
std::vector<ColumnRun> column_runs(const AxisSplit& columns, std::size_t width) {
  std::vector<ColumnRun> runs(width);
  const std::size_t n = columns.into.size();
  std::size_t i = 0;
  for (std::size_t x = 0; x < width; ++x) {
    ColumnRun& run = runs[x];
    // Its first column: the last one's far part when that straddled into x, else the next one.
    if (i > 0 && columns.into[i - 1] + 1 == x && columns.near[i - 1] < columns.to) {
      run.first = static_cast<std::uint32_t>(i - 1);
      run.first_weight = columns.to - columns.near[i - 1];
    } else {
      run.first = static_cast<std::uint32_t>(i);
      run.first_weight = columns.near[i];
      ++i;
    }
    while (i < n && columns.into[i] == x) ++i;  // every column starting in x
    run.last = static_cast<std::uint32_t>(i - 1);
    run.last_weight = run.last == run.first ? 0 : columns.near[i - 1];
  }
  return runs;
}

// A new row's sums down its old rows, one per old column and channel: at most 255 * from.height.
struct ColumnSums {
  std::vector<std::uint32_t> r, g, b;
  bool empty = true;  // no old row added yet: the next one is stored, not added
  explicit ColumnSums(std::size_t n) : r(n), g(n), b(n) {}
};

// Adds one old row, each channel times `weight`, into `sums`. Plain loops over the row so the
// compiler vectorises them: this is where most of the time goes.
void add_row(const std::uint32_t* row, std::size_t n, std::uint32_t weight, ColumnSums& sums) {
  std::uint32_t* r = sums.r.data();
  std::uint32_t* g = sums.g.data();
  std::uint32_t* b = sums.b.data();
  if (sums.empty) {
    for (std::size_t x = 0; x < n; ++x) {
      const std::uint32_t px = row[x];
      r[x] = ((px >> 16) & 0xFFu) * weight;
      g[x] = ((px >> 8) & 0xFFu) * weight;
      b[x] = (px & 0xFFu) * weight;
    }
    sums.empty = false;
    return;
  }
  for (std::size_t x = 0; x < n; ++x) {
    const std::uint32_t px = row[x];
    r[x] += ((px >> 16) & 0xFFu) * weight;
    g[x] += ((px >> 8) & 0xFFu) * weight;
    b[x] += (px & 0xFFu) * weight;
  }
}

// A new row's pixels from its column sums, each rounded to the nearest level: the sum across
// (at most 255 * from.width * from.height) divided by from.width * from.height, halves up. The
// three channels of a column are read together and whole columns are only added, so a pixel
// costs a few instructions per column it covers.
void finish_row(ColumnSums& sums, const std::vector<ColumnRun>& runs, std::uint64_t to, std::uint64_t total,
                std::uint32_t* out) {
  const std::uint32_t* r = sums.r.data();
  const std::uint32_t* g = sums.g.data();
  const std::uint32_t* b = sums.b.data();
  const std::uint64_t half = total / 2;
  for (const ColumnRun& run : runs) {
    std::uint64_t whole_r = 0, whole_g = 0, whole_b = 0;
    for (std::uint32_t i = run.first + 1; i < run.last; ++i) whole_r += r[i], whole_g += g[i], whole_b += b[i];
    const std::uint32_t f = run.first, l = run.last;
    const std::uint64_t sum_r = run.first_weight * r[f] + to * whole_r + run.last_weight * r[l];
    const std::uint64_t sum_g = run.first_weight * g[f] + to * whole_g + run.last_weight * g[l];
    const std::uint64_t sum_b = run.first_weight * b[f] + to * whole_b + run.last_weight * b[l];
    *out++ = 0xFF000000u | static_cast<std::uint32_t>((sum_r + half) / total) << 16 |
             static_cast<std::uint32_t>((sum_g + half) / total) << 8 | static_cast<std::uint32_t>((sum_b + half) / total);
  }
  sums.empty = true;
}

}  // namespace

// Old rows are read once, in order: each is added into the new row it lies in and, when it
// straddles the boundary, into the next, so two new rows are open at a time. Exact sums, so the
// result does not depend on the order of the additions.
Raster box_downsample(const RasterView& from, int width, int height) {
  if (width < 1 || height < 1 || width > from.width || height > from.height)
    throw std::invalid_argument("box_downsample: the new size must be at least 1 and no larger than the old");
  const AxisSplit columns = split(from.width, width);
  const AxisSplit rows = split(from.height, height);
  const std::size_t old_w = static_cast<std::size_t>(from.width), w = static_cast<std::size_t>(width);
  const std::vector<ColumnRun> runs = column_runs(columns, w);
  const std::uint64_t total = static_cast<std::uint64_t>(from.width) * static_cast<std::uint64_t>(from.height);
  Raster to;
  to.width = width;
  to.height = height;
  to.argb.resize(w * static_cast<std::size_t>(height));
  ColumnSums open(old_w), next(old_w);
  std::uint32_t open_row = 0;
  for (int y = 0; y < from.height; ++y) {
    const std::size_t i = static_cast<std::size_t>(y);
    const std::uint32_t* row = from.argb + static_cast<std::ptrdiff_t>(y) * from.stride_px;
    if (rows.into[i] != open_row) {  // the open row has all its old rows
      finish_row(open, runs, columns.to, total, to.argb.data() + open_row * w);
      std::swap(open, next);
      open_row = rows.into[i];
    }
    add_row(row, old_w, rows.near[i], open);
    if (rows.near[i] < rows.to) add_row(row, old_w, rows.to - rows.near[i], next);
  }
  finish_row(open, runs, columns.to, total, to.argb.data() + open_row * w);
  return to;
}

}  // namespace wargen::render
