#pragma once
// Reading back the PNGs png_encoder writes (8-bit RGB, no interlace, filter type 0 on every row),
// so a picture already encoded can be reused – the batch's thumbnails are reduced from the map's
// own PNG instead of drawing the map a second time. Not a general PNG reader: anything else is
// refused.
#include <string>
#include <vector>

namespace wargen {

// Packed 8-bit RGB, width * 3 bytes a row, no padding.
struct RgbImage {
  int width = 0, height = 0;
  std::vector<unsigned char> rgb;
};

// The pixels of a PNG written by encode_png_argb32 or encode_png_rgb. Throws std::runtime_error
// for any other PNG or a damaged one (bad signature, CRC, header or deflate stream).
RgbImage decode_own_png(const std::string& png);

}  // namespace wargen
