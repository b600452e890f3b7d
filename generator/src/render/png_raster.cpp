#include "render/png_raster.hpp"

#include <cstring>
#include <stdexcept>
#include <vector>

#include "core/number_text.hpp"
#include "render/cairo_handles.hpp"
#include "render/draw_util.hpp"

namespace wargen::render {

namespace {

// Canvases above this are allocated for the one picture and given back; smaller ones are kept
// per thread, so the next map drawn in this process touches no fresh pages (≈ 10 µs per 4 KiB
// page on our machines, a quarter of the whole PNG's time when paid on every map).
constexpr std::size_t kKeepCanvasBytes = std::size_t{64} << 20;

}  // namespace

std::string table_frame_text(const MapLayout& L, double table_width_cm) {
  return "x_px=" + format_number(L.table_x) + " y_px=" + format_number(L.table_y) +
         " width_px=" + format_number(L.table_w) + " height_px=" + format_number(L.table_h) +
         " px_per_cm=" + format_number(L.s) + " table_width_cm=" + format_number(table_width_cm) +
         " table_depth_cm=" + format_number(L.depth_cm) + " origin=south-west x=east y=north";
}

PngMetadata table_png_metadata(const MapLayout& L, double table_width_cm) {
  PngMetadata metadata;
  metadata.px_per_cm = L.s;
  metadata.texts.emplace_back(kTableFrameKeyword, table_frame_text(L, table_width_cm));
  return metadata;
}

std::string draw_to_png(int width_px, int height_px, const std::function<void(cairo_t*)>& draw,
                        const PngMetadata& metadata, const std::function<void(const RasterView&)>& seen) {
  if (width_px <= 0 || height_px <= 0) throw std::invalid_argument("draw_to_png: empty canvas");
  const int stride = cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, width_px);
  if (stride <= 0) throw std::invalid_argument("draw_to_png: canvas too wide");
  const std::size_t bytes = static_cast<std::size_t>(stride) * static_cast<std::size_t>(height_px);
  thread_local std::vector<unsigned char> kept;
  std::vector<unsigned char> own;
  std::vector<unsigned char>& pixels = bytes <= kKeepCanvasBytes ? kept : own;
  pixels.resize(bytes);
  // Transparent to start, whatever the last picture left: "over white" on encoding.
  std::memset(pixels.data(), 0, bytes);
  SurfacePtr surface(
      cairo_image_surface_create_for_data(pixels.data(), CAIRO_FORMAT_ARGB32, width_px, height_px, stride));
  check_surface(surface.get(), "creating the image");
  {
    ContextPtr cr = make_context(surface.get(), "creating the image");
    draw(cr.get());
    check_status(cr.get(), "drawing the image");
  }
  cairo_surface_flush(surface.get());
  check_surface(surface.get(), "drawing the image");
  if (seen) seen({reinterpret_cast<const std::uint32_t*>(pixels.data()), width_px, height_px, stride / 4});
  return encode_png_argb32(pixels.data(), width_px, height_px, stride, metadata);
}

}  // namespace wargen::render
