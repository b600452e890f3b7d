// A batch map's thumbnail is its map's pixels averaged down (render/png_downsample.hpp), not a
// second drawing: known answers for the box filter, and a thumbnail that has the drawn thumbnail's size,
// transform and look.
#include <algorithm>
#include <array>
#include <catch2/catch.hpp>
#include <cstdlib>

#include "png_reader.hpp"
#include "render/map_renderer.hpp"
#include "render/png_downsample.hpp"
#include "support.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;
using namespace wargen::test;
using render::box_downsample;
using render::Raster;

namespace {

Raster grey_row(std::vector<std::uint32_t> levels) {
  Raster r;
  r.width = static_cast<int>(levels.size());
  r.height = 1;
  for (std::uint32_t v : levels) r.argb.push_back(0xFF000000u | v << 16 | v << 8 | v);
  return r;
}

std::uint32_t level(const Raster& r, int x) { return r.argb.at(static_cast<std::size_t>(x)) & 0xFF; }

}  // namespace

TEST_CASE("the box filter weighs each old pixel by how much of the new one it covers", "[render]") {
  // Three pixels into two: each new pixel covers one and a half old ones,
  // (0·1 + 90·0.5) / 1.5 = 30 and (90·0.5 + 180·1) / 1.5 = 150.
  const Raster two = box_downsample(grey_row({0, 90, 180}).view(), 2, 1);
  CHECK(level(two, 0) == 30);
  CHECK(level(two, 1) == 150);
  // Halves round up: (1 + 2) / 2 = 1.5 -> 2; every pixel stays opaque.
  const Raster one = box_downsample(grey_row({1, 2}).view(), 1, 1);
  CHECK(level(one, 0) == 2);
  CHECK((one.argb[0] >> 24) == 0xFF);
  // The same size is the same picture; colours keep their channels apart.
  Raster colours = grey_row({0, 0});
  colours.argb = {0xFF102030u, 0xFF405060u};
  CHECK(box_downsample(colours.view(), 2, 1).argb == colours.argb);
  CHECK(box_downsample(colours.view(), 1, 1).argb == std::vector<std::uint32_t>{0xFF283848u});
  CHECK_THROWS_AS(box_downsample(colours.view(), 3, 1), std::invalid_argument);
  CHECK_THROWS_AS(box_downsample(colours.view(), 0, 1), std::invalid_argument);
  // Rows further apart than the width (cairo's stride): only each row's pixels are read.
  Raster padded = grey_row({10, 20, 99, 30, 40, 99});
  CHECK(box_downsample({padded.argb.data(), 2, 2, 3}, 1, 1).argb == std::vector<std::uint32_t>{0xFF191919u});
}

// The box filter's definition written out plainly: every old pixel's overlap with the new one,
// in units where an old pixel is `to` long and a new one `from` long.
std::uint32_t reference_pixel(const Raster& old, int width, int height, int nx, int ny) {
  auto overlap = [](std::int64_t i, std::int64_t j, std::int64_t from, std::int64_t to) {
    return std::max<std::int64_t>(0, std::min((i + 1) * to, (j + 1) * from) - std::max(i * to, j * from));
  };
  std::uint64_t sums[3] = {0, 0, 0};
  for (int y = 0; y < old.height; ++y)
    for (int x = 0; x < old.width; ++x) {
      const auto weight = static_cast<std::uint64_t>(overlap(x, nx, old.width, width) * overlap(y, ny, old.height, height));
      const std::uint32_t px = old.argb[static_cast<std::size_t>(y * old.width + x)];
      for (int c = 0; c < 3; ++c) sums[c] += weight * ((px >> (16 - 8 * c)) & 0xFFu);
    }
  const std::uint64_t total = static_cast<std::uint64_t>(old.width) * static_cast<std::uint64_t>(old.height);
  std::uint32_t out = 0xFF000000u;
  for (int c = 0; c < 3; ++c) out |= static_cast<std::uint32_t>((sums[c] + total / 2) / total) << (16 - 8 * c);
  return out;
}

TEST_CASE("the box filter gives its definition's levels at any ratio", "[render]") {
  // Sizes with a ratio of 2.5 (5 to 2 px/cm, a batch's default), close to 1, whole, and to 1 x 1.
  const std::vector<std::array<int, 4>> sizes = {{50, 40, 20, 16}, {13, 9, 12, 8}, {37, 23, 11, 7}, {30, 12, 10, 4},
                                                 {17, 5, 17, 5},   {9, 14, 1, 1}};
  std::uint32_t state = 12345;
  for (const auto& [old_w, old_h, new_w, new_h] : sizes) {
    Raster old;
    old.width = old_w;
    old.height = old_h;
    for (int i = 0; i < old_w * old_h; ++i) {
      state = state * 1664525u + 1013904223u;  // any levels will do; these are the same every run
      old.argb.push_back(0xFF000000u | state >> 8);
    }
    const Raster small = box_downsample(old.view(), new_w, new_h);
    REQUIRE(small.argb.size() == static_cast<std::size_t>(new_w * new_h));
    for (int y = 0; y < new_h; ++y)
      for (int x = 0; x < new_w; ++x) {
        INFO(old_w << "x" << old_h << " to " << new_w << "x" << new_h << " at " << x << "," << y);
        CHECK(small.argb[static_cast<std::size_t>(y * new_w + x)] == reference_pixel(old, new_w, new_h, x, y));
      }
  }
}

TEST_CASE("a thumbnail averaged from the map has the drawn thumbnail's size, transform and look", "[render]") {
  GenerateRequest npow_request;
  npow_request.seed = 2;
  for (const Scenario& scenario : {gok_scenario(7), generate_scenario(load_ruleset("npow"), npow_request)}) {
    RenderOptions big, small;
    big.px_per_cm = 5;
    small.px_per_cm = 2;
    const std::string drawn = render_png(scenario, small);
    Raster pixels;
    const std::string map = render_png(scenario, big, [&](const render::RasterView& seen) {
      pixels.width = seen.width, pixels.height = seen.height;
      for (int y = 0; y < seen.height; ++y)
        pixels.argb.insert(pixels.argb.end(), seen.argb + y * seen.stride_px, seen.argb + y * seen.stride_px + seen.width);
    });
    CHECK(map == render_png(scenario, big));  // looking at the pixels changes nothing
    const std::string averaged = render_png_from_larger(scenario, small, pixels.view());
    const RgbImage a = decode_rgb_png(averaged), d = decode_rgb_png(drawn);
    REQUIRE(a.width == d.width);
    REQUIRE(a.height == d.height);
    CHECK(png_table_frame(averaged) == png_table_frame(drawn));
    // The same picture to within anti-aliasing: the mean difference per channel is a few levels
    // (a map with its features moved or its key missing differs by tens).
    double difference = 0;
    for (std::size_t i = 0; i < a.rgb.size(); ++i) difference += std::abs(int{a.rgb[i]} - int{d.rgb[i]});
    difference /= static_cast<double>(a.rgb.size());
    INFO(scenario.id << ": mean difference " << difference);
    CHECK(difference < 6);
    // Not larger than the map: drawn as render_png draws it.
    const Raster tiny = box_downsample(pixels.view(), 10, 10);
    CHECK(render_png_from_larger(scenario, small, tiny.view()) == drawn);
  }
}

}  // namespace WARGEN_TEST_FILE
