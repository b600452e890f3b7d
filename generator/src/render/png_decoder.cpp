#include "render/png_decoder.hpp"

#include <libdeflate.h>

#include <algorithm>
#include <cstdint>
#include <memory>
#include <stdexcept>

namespace wargen {

namespace {

// Width and height are capped like the encoder's, so the row buffer's size cannot overflow.
constexpr std::uint32_t kMaxSidePx = 1u << 24;

[[noreturn]] void refuse(const std::string& why) { throw std::runtime_error("PNG reading: " + why); }

std::uint32_t get_u32(const std::string& bytes, std::size_t at) {
  if (at + 4 > bytes.size()) refuse("file cut short");
  return std::uint32_t{static_cast<unsigned char>(bytes[at])} << 24 |
         std::uint32_t{static_cast<unsigned char>(bytes[at + 1])} << 16 |
         std::uint32_t{static_cast<unsigned char>(bytes[at + 2])} << 8 |
         std::uint32_t{static_cast<unsigned char>(bytes[at + 3])};
}

struct DecompressorDeleter {
  void operator()(libdeflate_decompressor* d) const { libdeflate_free_decompressor(d); }
};

}  // namespace

RgbImage decode_own_png(const std::string& png) {
  if (png.compare(0, 8, std::string("\x89PNG\r\n\x1a\n", 8)) != 0) refuse("no PNG signature");
  RgbImage image;
  std::string zlib_stream;
  bool ended = false;
  for (std::size_t at = 8; at < png.size() && !ended;) {
    const std::uint32_t length = get_u32(png, at);
    if (length > png.size() || at + 12 + length > png.size()) refuse("chunk runs past the end");
    const std::string type = png.substr(at + 4, 4);
    const auto* typed = reinterpret_cast<const unsigned char*>(png.data() + at + 4);
    if (libdeflate_crc32(0, typed, length + 4) != get_u32(png, at + 8 + length)) refuse("bad CRC in " + type);
    const std::size_t data = at + 8;
    if (type == "IHDR") {
      image.width = static_cast<int>(get_u32(png, data));
      image.height = static_cast<int>(get_u32(png, data + 4));
      // 8-bit RGB, deflate, adaptive filtering, no interlace: what the encoder writes.
      if (length != 13 || png.compare(data + 8, 5, std::string("\x08\x02\x00\x00\x00", 5)) != 0)
        refuse("not an 8-bit RGB picture without interlace");
      if (image.width <= 0 || image.height <= 0 || get_u32(png, data) > kMaxSidePx ||
          get_u32(png, data + 4) > kMaxSidePx)
        refuse("bad picture size");
    } else if (type == "IDAT") {
      zlib_stream.append(png, data, length);
    } else if (type == "IEND") {
      ended = true;
    }
    at += 12 + std::size_t{length};
  }
  if (!ended || image.width == 0) refuse("no header or no end");
  const std::size_t row_bytes = static_cast<std::size_t>(image.width) * 3;
  std::vector<unsigned char> filtered((row_bytes + 1) * static_cast<std::size_t>(image.height));
  std::unique_ptr<libdeflate_decompressor, DecompressorDeleter> inflater(libdeflate_alloc_decompressor());
  if (!inflater) throw std::runtime_error("PNG reading: out of memory for the decompressor");
  if (libdeflate_zlib_decompress(inflater.get(), zlib_stream.data(), zlib_stream.size(), filtered.data(),
                                 filtered.size(), nullptr) != LIBDEFLATE_SUCCESS)
    refuse("bad or short image data");
  image.rgb.resize(row_bytes * static_cast<std::size_t>(image.height));
  for (std::size_t y = 0; y < static_cast<std::size_t>(image.height); ++y) {
    const unsigned char* row = filtered.data() + y * (row_bytes + 1);
    if (row[0] != 0) refuse("a row filter other than None");
    std::copy(row + 1, row + 1 + row_bytes, image.rgb.data() + y * row_bytes);
  }
  return image;
}

}  // namespace wargen
