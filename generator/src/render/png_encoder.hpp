#pragma once
// PNG encoding of raw pixels. Kept free of cairo so any raster source can use it.
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace wargen {

// Ancillary chunks that tell another tool how to place the picture.
struct PngMetadata {
  double px_per_cm = 0;  // written as pHYs (pixels per metre, rounded); 0 = no pHYs chunk
  // tEXt chunks in this order: Latin-1 keyword (1-79 characters, no NUL) and text (no NUL).
  std::vector<std::pair<std::string, std::string>> texts;
};

// Encodes premultiplied ARGB32 pixels (one native-endian uint32 per pixel, as cairo's
// CAIRO_FORMAT_ARGB32 stores them; `stride` bytes per row) as an 8-bit RGB PNG composited over
// an opaque background colour given as 0xRRGGBB. The bytes depend only on the pixels and the
// metadata (no time stamps). Safe to call from several threads (scratch buffers are per thread).
std::string encode_png_argb32(const unsigned char* argb, int width, int height, int stride, const PngMetadata& metadata,
                              std::uint32_t background_rgb = 0xFFFFFF);

// The same for packed 8-bit RGB rows (width * 3 bytes each, no padding).
std::string encode_png_rgb(const unsigned char* rgb, int width, int height, const PngMetadata& metadata = {});

// Converts premultiplied ARGB32 pixels to packed RGB composited over `background_rgb` – the
// pixels encode_png_argb32 writes, for callers that want them uncompressed.
std::vector<unsigned char> argb32_premultiplied_to_rgb(const unsigned char* data, int width, int height, int stride,
                                                       std::uint32_t background_rgb = 0xFFFFFF);

}  // namespace wargen
