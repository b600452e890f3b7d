// The catalogue reads the thumbnails back with our own PNG reader (render/png_decoder.hpp): it
// gives the pixels cairo's loader gives for the PNGs our encoder writes, and declines any other
// PNG so that cairo's loader reads it.
#include <cairo.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#include <zlib.h>

#include <catch2/catch.hpp>
#include <cstdint>
#include <cstring>
#include <fstream>
#include <string>
#include <vector>

#include "render/cairo_handles.hpp"
#include "render/png_decoder.hpp"
#include "render/png_encoder.hpp"
#include "support.hpp"

// AddressSanitizer's shadow memory needs more address space than the test below allows.
#if defined(__SANITIZE_ADDRESS__)
#define WARGEN_TEST_UNDER_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define WARGEN_TEST_UNDER_ASAN 1
#endif
#endif

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

TEST_CASE("a PNG whose header promises more rows than its data can hold is declined unread", "[render]") {
  // A 4 x 4 picture whose header says 30 000 x 30 000 (2.7 GB of rows from 60 bytes of data),
  // its header's CRC made good: refused before the rows' memory is asked for.
  TempDir dir("png-decoder-huge");
  std::vector<unsigned char> rgb(4 * 4 * 3, 0x80);
  std::string png = encode_png_rgb(rgb.data(), 4, 4);
  REQUIRE(png.compare(12, 4, "IHDR") == 0);
  const char huge[] = {0, 0, 0x75, 0x30};  // 30 000, big-endian
  png.replace(16, 4, huge, 4);
  png.replace(20, 4, huge, 4);
  const auto crc = crc32(0, reinterpret_cast<const Bytef*>(png.data() + 12), 4 + 13);
  const char crc_bytes[] = {static_cast<char>(crc >> 24), static_cast<char>(crc >> 16), static_cast<char>(crc >> 8),
                            static_cast<char>(crc)};
  png.replace(12 + 4 + 13, 4, crc_bytes, 4);
  const std::filesystem::path path = dir.path() / "huge.png";
  write(path, png);
  CHECK_FALSE(render::read_encoded_png(path));
#ifndef WARGEN_TEST_UNDER_ASAN
  // In a child held to 1 GB of address space, asking for the promised rows would fail with
  // bad_alloc (exit 3).
  const pid_t child = fork();
  REQUIRE(child >= 0);
  if (child == 0) {
    const rlimit limit{1u << 30, 1u << 30};
    ::setrlimit(RLIMIT_AS, &limit);
    try {
      _exit(render::read_encoded_png(path) ? 2 : 0);
    } catch (...) {
      _exit(3);
    }
  }
  int status = 0;
  REQUIRE(::waitpid(child, &status, 0) == child);
  CHECK(WIFEXITED(status));
  CHECK(WEXITSTATUS(status) == 0);
#endif
}

}  // namespace WARGEN_TEST_FILE
