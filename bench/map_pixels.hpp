// The map's own pixels, as a PNG of it holds them (RGB, top row first): what the PNG benchmarks
// encode, drawn once outside what they time or count.
#pragma once
#include <cairo.h>

#include <vector>

#include "render/map_renderer.hpp"
#include "render/png_encoder.hpp"

namespace wargen {

inline std::vector<unsigned char> map_rgb(const Scenario& s, const RenderOptions& options) {
  const CanvasSize size = map_canvas_size(s, options);
  cairo_surface_t* surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, size.width_px, size.height_px);
  cairo_t* cr = cairo_create(surface);
  draw_map(cr, s, options);
  cairo_destroy(cr);
  cairo_surface_flush(surface);
  std::vector<unsigned char> rgb = argb32_premultiplied_to_rgb(cairo_image_surface_get_data(surface), size.width_px,
                                                               size.height_px, cairo_image_surface_get_stride(surface));
  cairo_surface_destroy(surface);
  return rgb;
}

}  // namespace wargen
