#include "render/png_decoder.hpp"

#include <libdeflate.h>

#include <cstdint>
#include <cstring>
#include <memory>
#include <string>
#include <string_view>

#include "core/atomic_file.hpp"

namespace wargen::render {

namespace {

struct DecompressorDeleter {
  void operator()(libdeflate_decompressor* d) const { libdeflate_free_decompressor(d); }
};

std::uint32_t be32_at(const std::string& bytes, std::size_t at) {
  const auto byte = [&](std::size_t i) {
    return static_cast<std::uint32_t>(static_cast<unsigned char>(bytes[at + i]));
  };
  return byte(0) << 24 | byte(1) << 16 | byte(2) << 8 | byte(3);
}

// What the chunks hold: the header's size and every IDAT's bytes in order; false for a file that
// is not a PNG of 8-bit RGB rows, not interlaced, with sound chunk CRCs.
bool read_chunks(const std::string& file, int& width, int& height, std::string& zlib) {
  static constexpr char kSignature[] = "\x89PNG\r\n\x1a\n";
  if (file.size() < 8 || file.compare(0, 8, kSignature, 8) != 0) return false;
  bool header = false;
  for (std::size_t at = 8; at + 12 <= file.size();) {
    const std::size_t size = be32_at(file, at);
    if (size > file.size() - at - 12) return false;
    const std::string_view type(file.data() + at + 4, 4);
    const char* data = file.data() + at + 8;
    if (libdeflate_crc32(0, file.data() + at + 4, size + 4) != be32_at(file, at + 8 + size)) return false;
    if (type == "IHDR") {
      // Bit depth 8, colour type 2 (RGB), deflate, adaptive filtering, no interlace.
      if (size != 13 || std::memcmp(data + 8, "\x08\x02\x00\x00\x00", 5) != 0) return false;
      const std::uint32_t w = be32_at(file, at + 8), h = be32_at(file, at + 12);
      if (w == 0 || h == 0 || w > 32767 || h > 32767) return false;  // cairo's image limit
      width = static_cast<int>(w);
      height = static_cast<int>(h);
      header = true;
    } else if (type == "IDAT") {
      zlib.append(data, size);
    } else if (type == "IEND") {
      return header && !zlib.empty();
    } else if (!(type[0] & 0x20)) {
      return false;  // a critical chunk this reader does not know (a palette, say)
    }
    at += size + 12;
  }
  return false;
}

}  // namespace

SurfacePtr read_encoded_png(const std::filesystem::path& path) {
  const std::string file = file_bytes(path);  // "" when missing: no signature, declined
  int width = 0, height = 0;
  std::string zlib;
  if (!read_chunks(file, width, height, zlib)) return nullptr;
  const std::size_t row_bytes = 1 + 3 * static_cast<std::size_t>(width);
  const std::size_t rows_size = row_bytes * static_cast<std::size_t>(height);
  // Deflate packs at most about 1 032 bytes into one: a header promising more rows than its data
  // can hold is not one of ours, and is refused before its rows' memory is asked for.
  constexpr std::size_t kDeflateMostRatio = 1032;
  if (rows_size / kDeflateMostRatio > zlib.size()) return nullptr;
  const std::unique_ptr<unsigned char[]> rows(new unsigned char[rows_size]);  // every byte inflated into
  const std::unique_ptr<libdeflate_decompressor, DecompressorDeleter> inflater(libdeflate_alloc_decompressor());
  // Exactly the rows' size, or it is not one of ours.
  if (!inflater || libdeflate_zlib_decompress(inflater.get(), zlib.data(), zlib.size(), rows.get(), rows_size,
                                              nullptr) != LIBDEFLATE_SUCCESS)
    return nullptr;
  SurfacePtr surface(cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height));
  if (cairo_surface_status(surface.get()) != CAIRO_STATUS_SUCCESS) return nullptr;
  cairo_surface_flush(surface.get());
  unsigned char* pixels = cairo_image_surface_get_data(surface.get());
  const std::ptrdiff_t stride = cairo_image_surface_get_stride(surface.get());
  for (int y = 0; y < height; ++y) {
    const unsigned char* row = rows.get() + row_bytes * static_cast<std::size_t>(y);
    if (row[0] != 0) return nullptr;  // a filter other than None: cairo's loader undoes it
    auto* out = reinterpret_cast<std::uint32_t*>(pixels + stride * y);
    for (int x = 0; x < width; ++x, row += 3)
      out[x] = 0xFF000000u | static_cast<std::uint32_t>(row[1]) << 16 | static_cast<std::uint32_t>(row[2]) << 8 |
               static_cast<std::uint32_t>(row[3]);
  }
  cairo_surface_mark_dirty(surface.get());
  return surface;
}

}  // namespace wargen::render
