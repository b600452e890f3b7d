#include "render/png_encoder.hpp"

#include <libdeflate.h>

#include <algorithm>
#include <bit>
#include <cstring>
#include <memory>
#include <stdexcept>

// Why our own chunk writer rather than stb_image_write (measured on this project's 2-core
// machine, thread CPU time, maps of gok and npow seed 7 at 5 px/cm; bench/bench_png.cpp):
// - stb picks one of five filters per row; on these flat-colour maps that makes files larger
//   than no filter at all (npow 135 KB against 112 KB) and trying five filters costs time.
// - stb wants packed RGB, so the cairo pixels were copied to RGB and again into stb's filtered
//   buffer; here each row is converted straight into the buffer the deflater reads.
// - stb cannot write ancillary chunks, and every picture carries its scale (pHYs) and its table
//   frame (tEXt) so other tools can place it.
// - libdeflate at level 6 gives zlib level 6's size in half its time (npow 5.3 ms, 112 KB against
//   10.9 ms); stb itself with filter 0 and libdeflate still took 17.9 ms with its copies.
// With filter type 0 on every row the format needs nothing else: signature, IHDR, the chunks
// above, IDAT, IEND.

namespace wargen {

namespace {

// A level-6 deflate is the size/speed balance measured above; fixed, so bytes never depend on it.
constexpr int kDeflateLevel = 6;
// Scratch buffers above this are given back after use rather than kept for the next picture.
constexpr std::size_t kKeepScratchBytes = std::size_t{64} << 20;
// IDAT chunks are cut at this size (the format allows 2^31 - 1; a bound keeps lengths small).
constexpr std::size_t kMaxIdatBytes = std::size_t{1} << 30;

struct CompressorDeleter {
  void operator()(libdeflate_compressor* c) const { libdeflate_free_compressor(c); }
};

// Per-thread scratch: a map rendered again in the same process (a survey, a server, a benchmark)
// reuses pages already touched instead of faulting in fresh ones (≈ 10 µs per 4 KiB page here).
struct Scratch {
  std::unique_ptr<libdeflate_compressor, CompressorDeleter> compressor;
  std::vector<unsigned char> filtered;    // one filter-type byte, then the row's RGB, per row
  std::vector<unsigned char> compressed;  // zlib stream
};

Scratch& scratch() {
  thread_local Scratch s;
  if (!s.compressor) {
    s.compressor.reset(libdeflate_alloc_compressor(kDeflateLevel));
    if (!s.compressor) throw std::runtime_error("PNG encoding: out of memory for the compressor");
  }
  return s;
}

// At least `bytes` of scratch. Never shrunk while kept: a map after its smaller thumbnail would
// otherwise have its whole buffer zero-filled again by resize (a memset of the picture's size).
unsigned char* at_least(std::vector<unsigned char>& buffer, std::size_t bytes) {
  if (buffer.size() < bytes) buffer.resize(bytes);
  return buffer.data();
}

void release_if_large(std::vector<unsigned char>& buffer) {
  if (buffer.capacity() > kKeepScratchBytes) std::vector<unsigned char>().swap(buffer);
}

void put_u32(std::string& out, std::uint32_t v) {
  const char bytes[4] = {static_cast<char>(v >> 24), static_cast<char>(v >> 16), static_cast<char>(v >> 8),
                         static_cast<char>(v)};
  out.append(bytes, 4);
}

void put_chunk(std::string& out, const char type[4], const unsigned char* data, std::size_t size) {
  put_u32(out, static_cast<std::uint32_t>(size));
  const std::size_t start = out.size();
  out.append(type, 4);
  if (size > 0) out.append(reinterpret_cast<const char*>(data), size);
  put_u32(out, libdeflate_crc32(0, out.data() + start, size + 4));
}

void put_chunk(std::string& out, const char type[4], const std::string& data) {
  put_chunk(out, type, reinterpret_cast<const unsigned char*>(data.data()), data.size());
}

std::string be32(std::uint32_t v) {
  std::string s;
  put_u32(s, v);
  return s;
}

void check_text(const std::string& keyword, const std::string& text) {
  if (keyword.empty() || keyword.size() > 79 || keyword.find('\0') != std::string::npos ||
      text.find('\0') != std::string::npos)
    throw std::invalid_argument("PNG encoding: bad tEXt keyword '" + keyword + "'");
}

// std::byteswap is C++23; GCC and Clang turn this into one instruction.
constexpr std::uint32_t byte_swap(std::uint32_t v) {
  return (v >> 24) | ((v >> 8) & 0xFF00u) | ((v << 8) & 0xFF0000u) | (v << 24);
}

// True when every pixel of the row is opaque, as nearly every row of a map is: one AND over the
// row, which the compiler vectorises, spares a test per pixel in the copy below.
bool row_is_opaque(const unsigned char* row, int width) {
  std::uint32_t all = 0xFFFFFFFFu;
  for (int x = 0; x < width; ++x) {
    std::uint32_t px;
    std::memcpy(&px, row + static_cast<std::ptrdiff_t>(x) * 4, 4);  // native-endian, alignment-safe
    all &= px;
  }
  return (all >> 24) == 0xFFu;
}

// An opaque row's RGB bytes. Where the machine is little-endian, each pixel is one byte swap and
// one 4-byte store (its fourth byte, 0, is overwritten by the next pixel's) rather than three
// single-byte stores: a map's conversion 12.8 M -> 10.5 M instructions at 5 px/cm. The last pixel
// is stored byte by byte, so nothing is written past the row.
void copy_opaque_row(const unsigned char* row, int width, unsigned char* out) {
  int x = 0;
  if constexpr (std::endian::native == std::endian::little) {
    for (; x + 1 < width; ++x, out += 3) {
      std::uint32_t px;
      std::memcpy(&px, row + static_cast<std::ptrdiff_t>(x) * 4, 4);
      const std::uint32_t rgb0 = byte_swap(px) >> 8;  // 0xAARRGGBB -> bytes R, G, B, 0 in memory
      std::memcpy(out, &rgb0, 4);
    }
  }
  for (; x < width; ++x, out += 3) {
    std::uint32_t px;
    std::memcpy(&px, row + static_cast<std::ptrdiff_t>(x) * 4, 4);
    out[0] = static_cast<unsigned char>(px >> 16);
    out[1] = static_cast<unsigned char>(px >> 8);
    out[2] = static_cast<unsigned char>(px);
  }
}

// Converts one row of premultiplied ARGB32 to RGB over the background ("over": colour +
// (1 - alpha) * background, rounded). Opaque pixels are copied as they are.
void argb_row_to_rgb(const unsigned char* row, int width, const unsigned bg[3], unsigned char* out) {
  if (row_is_opaque(row, width)) {
    copy_opaque_row(row, width, out);
    return;
  }
  for (int x = 0; x < width; ++x) {
    std::uint32_t px;
    std::memcpy(&px, row + static_cast<std::ptrdiff_t>(x) * 4, 4);
    const unsigned a = px >> 24;
    const unsigned c[3] = {(px >> 16) & 0xFFu, (px >> 8) & 0xFFu, px & 0xFFu};
    if (a == 255u) {
      out[0] = static_cast<unsigned char>(c[0]);
      out[1] = static_cast<unsigned char>(c[1]);
      out[2] = static_cast<unsigned char>(c[2]);
    } else {
      for (int k = 0; k < 3; ++k) {
        const unsigned v = c[k] + ((255u - a) * bg[k] + 127u) / 255u;
        out[k] = static_cast<unsigned char>(v > 255u ? 255u : v);
      }
    }
    out += 3;
  }
}

void check_geometry(const unsigned char* pixels, int width, int height) {
  if (pixels == nullptr || width <= 0 || height <= 0) throw std::invalid_argument("PNG encoding: empty image");
  // Row bytes and the filtered buffer must fit size_t and the PNG's 31-bit dimensions.
  if (width > (1 << 24) || height > (1 << 24)) throw std::invalid_argument("PNG encoding: image too large");
}

// `fill_row(y, out)` writes row y's width * 3 RGB bytes.
template <typename FillRow>
std::string encode(int width, int height, const PngMetadata& metadata, FillRow fill_row) {
  for (const auto& [keyword, text] : metadata.texts) check_text(keyword, text);
  Scratch& s = scratch();
  const std::size_t row_bytes = static_cast<std::size_t>(width) * 3 + 1;
  const std::size_t filtered_size = row_bytes * static_cast<std::size_t>(height);
  unsigned char* const filtered = at_least(s.filtered, filtered_size);
  for (int y = 0; y < height; ++y) {
    unsigned char* row = filtered + row_bytes * static_cast<std::size_t>(y);
    row[0] = 0;  // filter type None: the smallest files on these maps (see the top of the file)
    fill_row(y, row + 1);
  }
  const std::size_t bound = libdeflate_zlib_compress_bound(s.compressor.get(), filtered_size);
  const std::size_t compressed_size =
      libdeflate_zlib_compress(s.compressor.get(), filtered, filtered_size, at_least(s.compressed, bound), bound);
  if (compressed_size == 0) throw std::runtime_error("PNG encoding: deflate failed");

  std::string png("\x89PNG\r\n\x1a\n", 8);
  png.reserve(compressed_size + 1024);
  // IHDR: width, height, bit depth 8, colour type 2 (RGB), deflate, adaptive filtering, no interlace.
  put_chunk(png, "IHDR",
            be32(static_cast<std::uint32_t>(width)) + be32(static_cast<std::uint32_t>(height)) +
                std::string("\x08\x02\x00\x00\x00", 5));
  if (metadata.px_per_cm > 0) {
    const auto per_metre = static_cast<std::uint32_t>(metadata.px_per_cm * 100.0 + 0.5);
    put_chunk(png, "pHYs", be32(per_metre) + be32(per_metre) + std::string(1, '\x01'));  // unit: metre
  }
  for (const auto& [keyword, text] : metadata.texts) put_chunk(png, "tEXt", keyword + std::string(1, '\0') + text);
  for (std::size_t at = 0; at < compressed_size; at += kMaxIdatBytes)
    put_chunk(png, "IDAT", s.compressed.data() + at, std::min(kMaxIdatBytes, compressed_size - at));
  put_chunk(png, "IEND", nullptr, 0);
  release_if_large(s.filtered);
  release_if_large(s.compressed);
  return png;
}

}  // namespace

std::string encode_png_argb32(const unsigned char* argb, int width, int height, int stride, const PngMetadata& metadata,
                              std::uint32_t background_rgb) {
  check_geometry(argb, width, height);
  if (stride < width * 4) throw std::invalid_argument("PNG encoding: stride shorter than a row");
  const unsigned bg[3] = {(background_rgb >> 16) & 0xFFu, (background_rgb >> 8) & 0xFFu, background_rgb & 0xFFu};
  return encode(width, height, metadata, [&](int y, unsigned char* out) {
    argb_row_to_rgb(argb + static_cast<std::ptrdiff_t>(y) * stride, width, bg, out);
  });
}

std::string encode_png_rgb(const unsigned char* rgb, int width, int height, const PngMetadata& metadata) {
  check_geometry(rgb, width, height);
  const std::size_t row = static_cast<std::size_t>(width) * 3;
  return encode(width, height, metadata,
                [&](int y, unsigned char* out) { std::memcpy(out, rgb + row * static_cast<std::size_t>(y), row); });
}

std::vector<unsigned char> argb32_premultiplied_to_rgb(const unsigned char* data, int width, int height, int stride,
                                                       std::uint32_t background_rgb) {
  if (data == nullptr || width <= 0 || height <= 0 || stride < width * 4)
    throw std::invalid_argument("argb32_premultiplied_to_rgb: bad image geometry");
  const unsigned bg[3] = {(background_rgb >> 16) & 0xFFu, (background_rgb >> 8) & 0xFFu, background_rgb & 0xFFu};
  std::vector<unsigned char> rgb(static_cast<std::size_t>(width) * static_cast<std::size_t>(height) * 3);
  for (int y = 0; y < height; ++y)
    argb_row_to_rgb(data + static_cast<std::ptrdiff_t>(y) * stride, width, bg,
                    rgb.data() + static_cast<std::size_t>(y) * static_cast<std::size_t>(width) * 3);
  return rgb;
}

}  // namespace wargen
