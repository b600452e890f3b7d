#pragma once
// Drawing into pixels and encoding them as PNG, with the picture's transform written into it:
// pHYs holds the true scale and a tEXt chunk the table frame (docs/exports.md, "PNG transform").
#include <cairo.h>

#include <functional>
#include <string>

#include "render/map_layout.hpp"
#include "render/png_downsample.hpp"
#include "render/png_encoder.hpp"

namespace wargen::render {

// The tEXt keyword of the table frame.
inline constexpr const char* kTableFrameKeyword = "wargen-table-frame";

// "x_px=20 y_px=92 width_px=900 height_px=600 px_per_cm=5 table_width_cm=180 table_depth_cm=120
// origin=south-west x=east y=north": where the table lies in a picture drawn with `layout`.
std::string table_frame_text(const MapLayout& layout, double table_width_cm);

// pHYs at the layout's scale plus the table frame.
PngMetadata table_png_metadata(const MapLayout& layout, double table_width_cm);

// Runs `draw` on a transparent width_px x height_px canvas (user space in pixels) and returns
// the PNG of it over white. `seen`, when given, is shown the drawn pixels first (opaque: draw
// paints its background). Throws std::runtime_error when cairo reports an error.
std::string draw_to_png(int width_px, int height_px, const std::function<void(cairo_t*)>& draw,
                        const PngMetadata& metadata, const std::function<void(const RasterView&)>& seen = {});

}  // namespace wargen::render
