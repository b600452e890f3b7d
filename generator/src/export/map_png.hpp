#pragma once
// `--format map-png`: the table alone as a PNG, for tools that place the picture themselves
// (virtual tabletops, Tiled, image editors). No margins, title, key or scale bars: pixel (0, 0)
// is the table's north-west corner and the image is the table at px_per_cm, rounded up to whole
// pixels. Like every PNG of ours it carries pHYs and the table-frame tEXt chunk
// (docs/exports.md, "map-png").
#include <string>

#include "render/map_renderer.hpp"
#include "scenario/scenario.hpp"

namespace wargen {

// Image size in pixels of the table-only picture.
CanvasSize table_image_size(const Scenario& scenario, const RenderOptions& options);

std::string render_table_png(const Scenario& scenario, const RenderOptions& options);

// The same drawing on a canvas of at least the table's size (white past the table's south and
// east edges): Tiled cuts its tiles from whole cells.
std::string render_table_png_on_canvas(const Scenario& scenario, const RenderOptions& options, CanvasSize canvas);

}  // namespace wargen
