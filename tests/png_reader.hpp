#pragma once
// Reads back the PNGs we write: chunks (CRC checked), the table-frame text and the pixels of an
// 8-bit RGB image whose rows all use filter type 0, inflated by zlib.
#include <zlib.h>

#include <cstdint>
#include <map>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace wargen::test {

struct PngChunk {
  std::string type;
  std::string data;
};

inline std::uint32_t png_u32(const std::string& bytes, std::size_t at) {
  return std::uint32_t{static_cast<unsigned char>(bytes.at(at))} << 24 |
         std::uint32_t{static_cast<unsigned char>(bytes.at(at + 1))} << 16 |
         std::uint32_t{static_cast<unsigned char>(bytes.at(at + 2))} << 8 |
         std::uint32_t{static_cast<unsigned char>(bytes.at(at + 3))};
}

inline std::vector<PngChunk> png_chunks(const std::string& png) {
  if (png.compare(0, 8, std::string("\x89PNG\r\n\x1a\n", 8)) != 0) throw std::runtime_error("no PNG signature");
  std::vector<PngChunk> chunks;
  for (std::size_t at = 8; at < png.size();) {
    const std::uint32_t length = png_u32(png, at);
    PngChunk chunk{png.substr(at + 4, 4), png.substr(at + 8, length)};
    const std::string typed = chunk.type + chunk.data;
    const auto crc = static_cast<std::uint32_t>(
        crc32(0, reinterpret_cast<const Bytef*>(typed.data()), static_cast<uInt>(typed.size())));
    if (crc != png_u32(png, at + 8 + length)) throw std::runtime_error("bad CRC in " + chunk.type);
    chunks.push_back(std::move(chunk));
    at += 12 + length;
  }
  return chunks;
}

// "x_px=20 y_px=88 ..." from the wargen-table-frame tEXt chunk, as numbers and words.
inline std::map<std::string, std::string> png_table_frame(const std::string& png) {
  for (const PngChunk& chunk : png_chunks(png))
    if (chunk.type == "tEXt" && chunk.data.rfind(std::string("wargen-table-frame\0", 19), 0) == 0) {
      std::map<std::string, std::string> frame;
      std::istringstream words(chunk.data.substr(19));
      for (std::string word; words >> word;) frame[word.substr(0, word.find('='))] = word.substr(word.find('=') + 1);
      return frame;
    }
  throw std::runtime_error("no table-frame text");
}

struct RgbImage {
  int width = 0, height = 0;
  std::vector<unsigned char> rgb;
  std::uint32_t at(int x, int y) const {
    const unsigned char* p = &rgb.at((static_cast<std::size_t>(y) * width + x) * 3);
    return std::uint32_t{p[0]} << 16 | std::uint32_t{p[1]} << 8 | p[2];
  }
};

inline RgbImage decode_rgb_png(const std::string& png) {
  RgbImage image;
  std::string idat;
  for (const PngChunk& chunk : png_chunks(png)) {
    if (chunk.type == "IHDR") {
      image.width = static_cast<int>(png_u32(chunk.data, 0));
      image.height = static_cast<int>(png_u32(chunk.data, 4));
      if (chunk.data.substr(8) != std::string("\x08\x02\x00\x00\x00", 5)) throw std::runtime_error("not 8-bit RGB");
    }
    if (chunk.type == "IDAT") idat += chunk.data;
  }
  const std::size_t row = static_cast<std::size_t>(image.width) * 3 + 1;
  std::vector<unsigned char> raw(row * static_cast<std::size_t>(image.height));
  uLongf size = raw.size();
  if (uncompress(raw.data(), &size, reinterpret_cast<const Bytef*>(idat.data()), idat.size()) != Z_OK ||
      size != raw.size())
    throw std::runtime_error("IDAT does not inflate to the image");
  for (int y = 0; y < image.height; ++y) {
    if (raw[row * y] != 0) throw std::runtime_error("a row with a filter");
    image.rgb.insert(image.rgb.end(), raw.begin() + static_cast<std::ptrdiff_t>(row * y + 1),
                     raw.begin() + static_cast<std::ptrdiff_t>(row * (y + 1)));
  }
  return image;
}

}  // namespace wargen::test
