#include "render/png_downsample.hpp"

#include <algorithm>
#include <stdexcept>

namespace wargen::render {

namespace {

// One axis: which old pixels each new one covers, and how much of each. In units where an old
// pixel is `to` long and a new one `from` long, both span from * to, so every overlap is a whole
// number and each new pixel's weights sum to `from`.
struct AxisSpan {
  int first = 0;   // the first old pixel the new one covers
  int count = 0;   // how many it covers
  std::size_t weight_at = 0;  // its weights' place in the axis's weights
};
struct Axis {
  std::vector<AxisSpan> spans;
  std::vector<std::uint32_t> weights;
};
Axis axis(int from, int to) {
  Axis a;
  a.spans.resize(static_cast<std::size_t>(to));
  for (int j = 0; j < to; ++j) {
    const std::int64_t lo = static_cast<std::int64_t>(j) * from, hi = lo + from;
    AxisSpan& span = a.spans[static_cast<std::size_t>(j)];
    span.first = static_cast<int>(lo / to);
    span.weight_at = a.weights.size();
    for (std::int64_t i = span.first; i * to < hi; ++i, ++span.count)
      a.weights.push_back(static_cast<std::uint32_t>(std::min(hi, (i + 1) * to) - std::max(lo, i * to)));
  }
  return a;
}

}  // namespace

Raster box_downsample(const RasterView& from, int width, int height) {
  if (width < 1 || height < 1 || width > from.width || height > from.height)
    throw std::invalid_argument("box_downsample: the new size must be at least 1 and no larger than the old");
  const Axis columns = axis(from.width, width);
  const Axis rows = axis(from.height, height);
  const std::size_t w = static_cast<std::size_t>(width);
  // Each old row is summed across once, into `width` pixels of weight from.width (at most
  // 255 * 30 000 a channel), and added with its weight into the one or two new rows it lies in.
  std::vector<std::uint32_t> across(w * 3);
  std::vector<std::uint64_t> down(w * 3 * static_cast<std::size_t>(height));
  int previous_last_row = -1;
  for (int y = 0; y < height; ++y) {
    const AxisSpan& row_span = rows.spans[static_cast<std::size_t>(y)];
    for (int k = 0; k < row_span.count; ++k) {
      const int old_row = row_span.first + k;
      // Summed when first met: a new row's first old row may be the last new row's last.
      const bool met = k == 0 && y > 0 && previous_last_row == old_row;
      if (!met) {
        const std::uint32_t* row = from.argb + static_cast<std::ptrdiff_t>(old_row) * from.stride_px;
        std::uint32_t* sum = across.data();
        for (const AxisSpan& span : columns.spans) {
          std::uint32_t r = 0, g = 0, b = 0;
          const std::uint32_t* pixel = row + span.first;
          const std::uint32_t* weight = columns.weights.data() + span.weight_at;
          for (int i = 0; i < span.count; ++i) {
            r += ((pixel[i] >> 16) & 0xFF) * weight[i];
            g += ((pixel[i] >> 8) & 0xFF) * weight[i];
            b += (pixel[i] & 0xFF) * weight[i];
          }
          *sum++ = r, *sum++ = g, *sum++ = b;
        }
      }
      previous_last_row = old_row;
      const std::uint64_t row_weight = rows.weights[row_span.weight_at + static_cast<std::size_t>(k)];
      std::uint64_t* into = down.data() + static_cast<std::size_t>(y) * w * 3;
      for (std::size_t i = 0; i < w * 3; ++i) into[i] += across[i] * row_weight;
    }
  }
  Raster to;
  to.width = width;
  to.height = height;
  to.argb.resize(w * static_cast<std::size_t>(height));
  const std::uint64_t total = static_cast<std::uint64_t>(from.width) * static_cast<std::uint64_t>(from.height);
  for (std::size_t p = 0; p < to.argb.size(); ++p)
    to.argb[p] = 0xFF000000u | static_cast<std::uint32_t>((down[3 * p] + total / 2) / total) << 16 |
                 static_cast<std::uint32_t>((down[3 * p + 1] + total / 2) / total) << 8 |
                 static_cast<std::uint32_t>((down[3 * p + 2] + total / 2) / total);
  return to;
}

}  // namespace wargen::render
