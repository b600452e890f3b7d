#pragma once
// What one run may ask to be made, checked before anything is rendered: a huge table at a high
// --px-per-cm, or a 10 m table printed at 1:1, is bad input with a clear message and exit 2, not a
// cairo failure, an allocation of gigabytes or an hour of drawing.
#include <string>

#include "scenario/scenario.hpp"

namespace wargen {

struct OutputRequest;

// The renderer draws at most 30000 px a side (render/map_layout.cpp, under cairo's 32767); the
// pixel cap keeps a PNG's ARGB canvas and its RGB copy under 1 GiB together. The page cap is a
// tiled PDF no club would print.
inline constexpr double kMaxCanvasSidePx = 30000;
inline constexpr double kMaxCanvasPixels = 150e6;
inline constexpr int kMaxPdfPages = 500;

// Throws InputError naming the format, the size it would have and the flag that helps.
void check_output_limits(const Scenario& scenario, const std::string& format, const OutputRequest& request);

}  // namespace wargen
