#pragma once
// A picture already drawn, made smaller: its pixels averaged down with a box filter (each new
// pixel is the mean of the old pixels it covers, weighted by how much of each it covers). Whole-
// number arithmetic throughout, so the result is the same on every machine and compiler.
// Averaging the pixels of a map just drawn costs a fraction of drawing it again at the small size.
#include <cstdint>
#include <vector>

namespace wargen::render {

// Opaque pixels as cairo's CAIRO_FORMAT_ARGB32 stores them: one native-endian uint32 each,
// `stride_px` of them from one row's start to the next. Only red, green and blue are read.
struct RasterView {
  const std::uint32_t* argb = nullptr;
  int width = 0;
  int height = 0;
  int stride_px = 0;
};

struct Raster {
  int width = 0;
  int height = 0;
  std::vector<std::uint32_t> argb;  // alpha 0xFF, rows with no padding
  RasterView view() const { return {argb.data(), width, height, width}; }
};

// `from` at width x height, each no larger than `from`'s and at least 1 (std::invalid_argument).
Raster box_downsample(const RasterView& from, int width, int height);

}  // namespace wargen::render
