// The catalogue reads the thumbnails back with our own PNG reader (render/png_decoder.hpp): it
// gives the pixels cairo's loader gives for the PNGs our encoder writes, and declines any other
// PNG so that cairo's loader reads it.
#include <catch2/catch.hpp>
#include <cairo.h>

#include <cstdint>
#include <cstring>
#include <fstream>
#include <string>
#include <vector>

#include "render/cairo_handles.hpp"
#include "render/png_decoder.hpp"
#include "render/png_encoder.hpp"
#include "support.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;
using namespace wargen::test;

namespace {

void write(const std::filesystem::path& path, const std::string& bytes) {
  std::ofstream(path, std::ios::binary) << bytes;
}

// Every pixel of an image surface, rows without padding.
std::vector<std::uint32_t> pixels_of(cairo_surface_t* surface) {
  cairo_surface_flush(surface);
  const int w = cairo_image_surface_get_width(surface), h = cairo_image_surface_get_height(surface);
  const int stride = cairo_image_surface_get_stride(surface);
  const unsigned char* data = cairo_image_surface_get_data(surface);
  std::vector<std::uint32_t> out;
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      std::uint32_t px;
      std::memcpy(&px, data + y * stride + 4 * x, 4);
      out.push_back(px);
    }
  return out;
}

}  // namespace

TEST_CASE("a PNG our encoder wrote reads back as cairo's loader reads it", "[render]") {
  TempDir dir("png-decoder");
  const int width = 37, height = 11;  // rows of an odd length
  std::vector<unsigned char> rgb;
  for (int i = 0; i < width * height * 3; ++i) rgb.push_back(static_cast<unsigned char>(i * 7 + i / 5));
  PngMetadata metadata;
  metadata.px_per_cm = 2;
  metadata.texts.emplace_back("wargen-table-frame", "x_px=1");
  const std::filesystem::path path = dir.path() / "ours.png";
  write(path, encode_png_rgb(rgb.data(), width, height, metadata));

  const render::SurfacePtr ours = render::read_encoded_png(path);
  const render::SurfacePtr cairos(cairo_image_surface_create_from_png(path.c_str()));
  REQUIRE(ours);
  REQUIRE(cairo_surface_status(cairos.get()) == CAIRO_STATUS_SUCCESS);
  CHECK(cairo_image_surface_get_format(ours.get()) == cairo_image_surface_get_format(cairos.get()));
  CHECK(cairo_image_surface_get_width(ours.get()) == width);
  CHECK(cairo_image_surface_get_height(ours.get()) == height);
  CHECK(pixels_of(ours.get()) == pixels_of(cairos.get()));
  CHECK(pixels_of(ours.get())[1] == (0xFF000000u | std::uint32_t{rgb[3]} << 16 | std::uint32_t{rgb[4]} << 8 | rgb[5]));
}

TEST_CASE("a PNG our encoder did not write is left to cairo's loader", "[render]") {
  TempDir dir("png-decoder-other");
  // cairo's own writer: RGB with alpha, and filters of its choosing.
  const render::SurfacePtr drawn(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 8, 8));
  const std::filesystem::path theirs = dir.path() / "theirs.png";
  REQUIRE(cairo_surface_write_to_png(drawn.get(), theirs.c_str()) == CAIRO_STATUS_SUCCESS);
  CHECK_FALSE(render::read_encoded_png(theirs));

  std::vector<unsigned char> rgb(4 * 4 * 3, 0x80);
  std::string ours = encode_png_rgb(rgb.data(), 4, 4);
  const std::filesystem::path damaged = dir.path() / "damaged.png";
  ours[ours.size() - 20] ^= 0x01;  // inside the IDAT chunk: its CRC no longer matches
  write(damaged, ours);
  CHECK_FALSE(render::read_encoded_png(damaged));
  CHECK_FALSE(render::read_encoded_png(dir.path() / "missing.png"));
}

}  // namespace WARGEN_TEST_FILE
