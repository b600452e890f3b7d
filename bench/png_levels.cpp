// PNG deflate levels compared, for choosing the encoder's level (render/png_encoder.cpp keeps 6).
// For NPOW maps drawn as `wargen generate` draws them (5 and 10 px/cm), the bytes the encoder
// deflates (filter byte 0, then the row's RGB, per row) are compressed with libdeflate at one
// level; it prints the PNG's size at that level (today's PNG with its IDAT swapped for this one:
// the other chunks do not depend on the level) and runs the deflate in deflate_at_level(), which
// bench/png-levels.sh counts the instructions of under callgrind. A benchmark: asserts nothing.
//   build/bench/png_levels LEVEL PX_PER_CM SEEDS   e.g. png_levels 9 5 10
#include <cairo.h>
#include <libdeflate.h>

#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "app/pipeline.hpp"
#include "render/map_renderer.hpp"
#include "render/png_encoder.hpp"
#include "map_pixels.hpp"

namespace {
using namespace wargen;

// The encoder's input: each row's filter byte (0) and RGB, as render/png_encoder.cpp builds it.
std::vector<unsigned char> filtered_rows(const Scenario& s, const RenderOptions& options) {
  const CanvasSize size = map_canvas_size(s, options);
  const std::vector<unsigned char> rgb = map_rgb(s, options);
  const std::size_t row = static_cast<std::size_t>(size.width_px) * 3;
  std::vector<unsigned char> out;
  out.reserve((row + 1) * static_cast<std::size_t>(size.height_px));
  for (int y = 0; y < size.height_px; ++y) {
    out.push_back(0);
    out.insert(out.end(), rgb.begin() + static_cast<std::ptrdiff_t>(row * static_cast<std::size_t>(y)),
               rgb.begin() + static_cast<std::ptrdiff_t>(row * static_cast<std::size_t>(y + 1)));
  }
  return out;
}

// What callgrind counts (--toggle-collect=deflate_at_level): the compressor's set-up and the deflate.
[[gnu::noinline]] std::size_t deflate_at_level(int level, const std::vector<unsigned char>& in,
                                               std::vector<unsigned char>& out) {
  libdeflate_compressor* c = libdeflate_alloc_compressor(level);
  out.resize(libdeflate_zlib_compress_bound(c, in.size()));
  const std::size_t n = libdeflate_zlib_compress(c, in.data(), in.size(), out.data(), out.size());
  libdeflate_free_compressor(c);
  return n;
}

// Today's IDAT (level 6), to swap out of today's PNG; apart so callgrind does not count it.
[[gnu::noinline]] std::size_t today_idat_bytes(const std::vector<unsigned char>& in) {
  libdeflate_compressor* c = libdeflate_alloc_compressor(6);
  std::vector<unsigned char> out(libdeflate_zlib_compress_bound(c, in.size()));
  const std::size_t n = libdeflate_zlib_compress(c, in.data(), in.size(), out.data(), out.size());
  libdeflate_free_compressor(c);
  return n;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 4) {
    std::fprintf(stderr, "usage: png_levels LEVEL PX_PER_CM SEEDS\n");
    return 2;
  }
  const int level = std::atoi(argv[1]);
  const double px_per_cm = std::atof(argv[2]);
  const int seeds = std::atoi(argv[3]);
  const Ruleset ruleset = load_ruleset("npow");
  std::size_t png_bytes = 0;
  for (int seed = 1; seed <= seeds; ++seed) {
    GenerateRequest request;
    request.seed = static_cast<std::uint64_t>(seed);
    const Scenario s = generate_scenario(ruleset, request);
    RenderOptions options;
    options.px_per_cm = px_per_cm;
    const std::vector<unsigned char> rows = filtered_rows(s, options);
    std::vector<unsigned char> out;
    const std::size_t at_level = deflate_at_level(level, rows, out);
    png_bytes += render_png(s, options).size() - today_idat_bytes(rows) + at_level;
  }
  std::printf("level %d  %g px/cm  %d maps  mean PNG %.1f KB\n", level, px_per_cm, seeds,
              static_cast<double>(png_bytes) / seeds / 1000.0);
  return 0;
}
