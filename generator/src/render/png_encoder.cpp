#include "render/png_encoder.hpp"

#include <zlib.h>

#include <cstdlib>
#include <cstring>
#include <stdexcept>

namespace {

// stb's own deflate is slower and ~1.7x larger than zlib's (docs: shared/toolchain.md), so stb
// is handed zlib through its STBIW_ZLIB_COMPRESS hook. stb frees the buffer with free().
// `quality` is stb's global compression level; a fixed level keeps the bytes independent of it.
unsigned char* wargen_zlib_compress(unsigned char* data, int data_len, int* out_len, int /*quality*/) {
  if (data_len < 0) return nullptr;
  uLongf bound = compressBound(static_cast<uLong>(data_len));
  auto* out = static_cast<unsigned char*>(std::malloc(bound));
  if (out == nullptr) return nullptr;
  if (compress2(out, &bound, data, static_cast<uLong>(data_len), 6) != Z_OK) {
    std::free(out);
    return nullptr;
  }
  *out_len = static_cast<int>(bound);
  return out;
}

}  // namespace

#define STBIW_ZLIB_COMPRESS wargen_zlib_compress
#define STBI_WRITE_NO_STDIO
#define STB_IMAGE_WRITE_STATIC
#define STB_IMAGE_WRITE_IMPLEMENTATION
#include <stb_image_write.h>

namespace wargen {

namespace {
void append_bytes(void* context, void* data, int size) {
  static_cast<std::string*>(context)->append(static_cast<const char*>(data), static_cast<std::size_t>(size));
}
}  // namespace

std::string encode_png_rgb(const unsigned char* rgb, int width, int height) {
  if (rgb == nullptr || width <= 0 || height <= 0) throw std::runtime_error("encode_png_rgb: empty image");
  std::string png;
  if (stbi_write_png_to_func(append_bytes, &png, width, height, 3, rgb, width * 3) == 0 || png.empty())
    throw std::runtime_error("encode_png_rgb: PNG encoding failed");
  return png;
}

std::vector<unsigned char> argb32_premultiplied_to_rgb(const unsigned char* data, int width, int height, int stride,
                                                       std::uint32_t background_rgb) {
  if (data == nullptr || width <= 0 || height <= 0 || stride < width * 4)
    throw std::runtime_error("argb32_premultiplied_to_rgb: bad image geometry");
  const unsigned bg[3] = {(background_rgb >> 16) & 0xFFu, (background_rgb >> 8) & 0xFFu, background_rgb & 0xFFu};
  std::vector<unsigned char> rgb(static_cast<std::size_t>(width) * static_cast<std::size_t>(height) * 3);
  unsigned char* out = rgb.data();
  for (int y = 0; y < height; ++y) {
    const unsigned char* row = data + static_cast<std::ptrdiff_t>(y) * stride;
    for (int x = 0; x < width; ++x) {
      std::uint32_t px;
      std::memcpy(&px, row + static_cast<std::ptrdiff_t>(x) * 4, 4);  // native-endian, alignment-safe
      const unsigned a = px >> 24;
      const unsigned c[3] = {(px >> 16) & 0xFFu, (px >> 8) & 0xFFu, px & 0xFFu};
      for (int k = 0; k < 3; ++k) {
        // Premultiplied "over": colour + (1 - alpha) * background, rounded.
        unsigned v = c[k] + ((255u - a) * bg[k] + 127u) / 255u;
        *out++ = static_cast<unsigned char>(v > 255u ? 255u : v);
      }
    }
  }
  return rgb;
}

}  // namespace wargen
