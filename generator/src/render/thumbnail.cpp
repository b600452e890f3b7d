#include "render/thumbnail.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <stdexcept>
#include <vector>

#include "render/map_layout.hpp"
#include "render/png_raster.hpp"

namespace wargen {

namespace {

constexpr std::int64_t kSubPx = 256;  // weights in 1/256 of a source pixel

// Which source pixels lie under each target pixel along one axis, and by how much.
struct Taps {
  std::vector<std::size_t> start;  // per target pixel, then one past the last: into source/weight
  std::vector<int> source;
  std::vector<std::uint32_t> weight;
  std::vector<std::uint32_t> total;  // per target pixel: its weights' sum
};

Taps make_taps(int source_px, int target_px, double factor) {
  // Target edge i lies at i * factor source pixels (the last one at the source's end).
  auto edge = [&](int i) {
    return std::min<std::int64_t>(std::int64_t{source_px} * kSubPx, std::llround(i * factor * kSubPx));
  };
  Taps t;
  for (int i = 0; i < target_px; ++i) {
    t.start.push_back(t.source.size());
    const std::int64_t lo = edge(i), hi = edge(i + 1);
    for (std::int64_t j = lo / kSubPx; j * kSubPx < hi; ++j) {
      const std::int64_t w = std::min(hi, (j + 1) * kSubPx) - std::max(lo, j * kSubPx);
      if (w <= 0) continue;
      t.source.push_back(static_cast<int>(j));
      t.weight.push_back(static_cast<std::uint32_t>(w));
    }
    t.total.push_back(static_cast<std::uint32_t>(hi - lo));
  }
  t.start.push_back(t.source.size());
  return t;
}

// One source row reduced across: weighted sums per target pixel and channel (not yet divided).
void reduce_row(const unsigned char* row, const Taps& across, std::vector<std::uint32_t>& out) {
  const std::size_t target = across.total.size();
  for (std::size_t i = 0; i < target; ++i) {
    std::uint32_t sum[3] = {0, 0, 0};
    for (std::size_t k = across.start[i]; k < across.start[i + 1]; ++k) {
      const unsigned char* px = row + static_cast<std::size_t>(across.source[k]) * 3;
      const std::uint32_t w = across.weight[k];
      sum[0] += w * px[0];
      sum[1] += w * px[1];
      sum[2] += w * px[2];
    }
    for (int c = 0; c < 3; ++c) out[i * 3 + static_cast<std::size_t>(c)] = sum[c];
  }
}

}  // namespace

RgbImage reduce_image(const RgbImage& image, double factor) {
  if (image.width <= 0 || image.height <= 0 ||
      image.rgb.size() != static_cast<std::size_t>(image.width) * static_cast<std::size_t>(image.height) * 3)
    throw std::invalid_argument("reduce_image: bad image");
  if (!(factor > 1)) return image;
  if (factor > 4096) throw std::invalid_argument("reduce_image: factor out of range");
  const int width = std::max(1, static_cast<int>(std::ceil(image.width / factor)));
  const int height = std::max(1, static_cast<int>(std::ceil(image.height / factor)));
  const Taps across = make_taps(image.width, width, factor), down = make_taps(image.height, height, factor);
  RgbImage out{width, height, std::vector<unsigned char>(static_cast<std::size_t>(width) * height * 3)};
  const std::size_t row_bytes = static_cast<std::size_t>(image.width) * 3;
  const std::size_t out_values = static_cast<std::size_t>(width) * 3;
  std::vector<std::uint32_t> reduced(out_values);
  std::vector<std::uint64_t> sums(out_values);
  for (int r = 0; r < height; ++r) {
    std::fill(sums.begin(), sums.end(), 0);
    for (std::size_t k = down.start[static_cast<std::size_t>(r)]; k < down.start[static_cast<std::size_t>(r) + 1];
         ++k) {
      reduce_row(image.rgb.data() + static_cast<std::size_t>(down.source[k]) * row_bytes, across, reduced);
      for (std::size_t v = 0; v < out_values; ++v) sums[v] += std::uint64_t{down.weight[k]} * reduced[v];
    }
    unsigned char* dest = out.rgb.data() + static_cast<std::size_t>(r) * out_values;
    for (std::size_t v = 0; v < out_values; ++v) {
      const std::uint64_t area = std::uint64_t{across.total[v / 3]} * down.total[static_cast<std::size_t>(r)];
      dest[v] = static_cast<unsigned char>((sums[v] + area / 2) / area);
    }
  }
  return out;
}

std::string map_thumbnail_png(const Scenario& scenario, const RenderOptions& map_options, const RgbImage& map_pixels,
                              double thumbnail_px_per_cm) {
  if (!(thumbnail_px_per_cm > 0)) throw std::invalid_argument("map_thumbnail_png: scale must be positive");
  const double factor = std::max(1.0, map_options.px_per_cm / thumbnail_px_per_cm);
  const RgbImage thumbnail = reduce_image(map_pixels, factor);
  // The table frame of the reduced picture: the map's, divided by the factor.
  render::MapLayout frame = render::measured_layout(scenario, map_options);
  frame.table_x /= factor;
  frame.table_y /= factor;
  frame.table_w /= factor;
  frame.table_h /= factor;
  frame.s /= factor;
  return encode_png_rgb(thumbnail.rgb.data(), thumbnail.width, thumbnail.height,
                        render::table_png_metadata(frame, scenario.table_width_cm));
}

RgbImage render_map_rgb(const Scenario& scenario, const RenderOptions& options) {
  const render::MapLayout L = render::measured_layout(scenario, options);
  return render::draw_to_rgb(static_cast<int>(std::ceil(L.width)), static_cast<int>(std::ceil(L.height)),
                             [&](cairo_t* cr) { draw_map(cr, scenario, options); });
}

}  // namespace wargen
