#pragma once
// PNG encoding of raw pixels. Kept free of cairo so any raster source can use it.
#include <cstdint>
#include <string>
#include <vector>

namespace wargen {

// Encodes packed 8-bit RGB rows (width * 3 bytes each, no padding) as PNG file bytes.
// The output depends only on the pixels: no time stamps or text chunks are written.
// Not safe to call from several threads at once (stb keeps its settings in globals).
std::string encode_png_rgb(const unsigned char* rgb, int width, int height);

// Converts premultiplied ARGB32 pixels (one native-endian uint32 per pixel, as cairo's
// CAIRO_FORMAT_ARGB32 stores them; `stride` bytes per row) to packed RGB composited over an
// opaque background colour given as 0xRRGGBB.
std::vector<unsigned char> argb32_premultiplied_to_rgb(const unsigned char* data, int width, int height, int stride,
                                                       std::uint32_t background_rgb = 0xFFFFFF);

}  // namespace wargen
