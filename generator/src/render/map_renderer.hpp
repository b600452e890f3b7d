#pragma once
// The battlefield map: the table seen from above with north at the top, side A's edge at the
// bottom, every feature, crossing and deployment zone, a key, scale bars and a north arrow.
// Output is a pure function of the scenario and options (no time stamps, no randomness).
#include <functional>
#include <string>

#include "render/png_downsample.hpp"

#include "scenario/scenario.hpp"

struct _cairo;  // cairo_t, declared opaquely so callers need not include cairo.h

namespace wargen {

// Who the map is for. Both views come from the same drawing code; the umpire's also shows what
// the players must not know in advance (the weather still to come; hidden VP values, VPM-6).
enum class MapView { player, umpire };

// The grid drawn over the table: the generator's sectors, none, or a 10 cm measuring grid with
// its distances from the south-west corner along the edges.
enum class GridStyle { sectors, none, cm10 };

struct RenderOptions {
  double px_per_cm = 5.0;  // every line, font and symbol scales with it
  MapView view = MapView::player;
  GridStyle grid = GridStyle::sectors;
};

// Draws the whole map onto a cairo context whose user space is in pixels and covers at least
// map_canvas_size(); the same code serves image, SVG and PDF surfaces. Throws
// std::runtime_error when cairo reports an error and std::invalid_argument on bad input.
void draw_map(_cairo* cr, const Scenario& scenario, const RenderOptions& options);

// Canvas size in pixels for these options (table plus margins for title, key and scale bars).
struct CanvasSize {
  int width_px;
  int height_px;
};
CanvasSize map_canvas_size(const Scenario& scenario, const RenderOptions& options);

// Renders into an in-memory image surface and returns the encoded PNG file bytes. `seen`, when
// given, is shown the drawn pixels (render_png_from_larger makes a thumbnail of them).
std::string render_png(const Scenario& scenario, const RenderOptions& options,
                       const std::function<void(const render::RasterView&)>& seen = {});

// The PNG of the map at `options` (a smaller scale), averaged down from `larger`, the pixels of
// the same map drawn by render_png at a larger scale with otherwise the same options, instead of
// drawn again (render/png_downsample.hpp). The picture is the canvas map_canvas_size(options)
// gives, with that layout's scale and table frame in its metadata; lines thinner than a pixel come
// out lighter. Drawn as render_png draws it when `larger` is not larger.
std::string render_png_from_larger(const Scenario& scenario, const RenderOptions& options,
                                   const render::RasterView& larger);

// The same map as an SVG document (one user unit per pixel at options.px_per_cm). The bytes
// depend only on the scenario and options (svg_output.cpp explains how).
std::string render_svg(const Scenario& scenario, const RenderOptions& options);

}  // namespace wargen
