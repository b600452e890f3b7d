#pragma once
// The battlefield map: the table seen from above with north at the top, side A's edge at the
// bottom, every feature, crossing and deployment zone, a key, scale bars and a north arrow.
// Output is a pure function of the scenario and options (no time stamps, no randomness).
#include <string>

#include "scenario/scenario.hpp"

struct _cairo;  // cairo_t, declared opaquely so callers need not include cairo.h

namespace wargen {

struct RenderOptions {
  double px_per_cm = 5.0;  // every line, font and symbol scales with it
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

// Renders into an in-memory image surface and returns the encoded PNG file bytes.
std::string render_png(const Scenario& scenario, const RenderOptions& options);

}  // namespace wargen
