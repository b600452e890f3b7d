#pragma once
// What one run may ask to be made, checked before anything is rendered: a huge table at a high
// --px-per-cm, or a 10 m table printed at 1:1, is bad input with a clear message and exit 2, not a
// cairo failure, an allocation of gigabytes or an hour of drawing.
#include <string>

#include "scenario/scenario.hpp"

namespace wargen {

struct OutputRequest;

// The budgets (docs/exports.md, "Budgets"). The renderer draws at most 30000 px a side
// (render/map_layout.cpp, under cairo's 32767). A raster's peak memory is about 10.5 bytes a pixel
// (cairo's ARGB canvas, its RGB copy and the PNG's rows: 1.34 GB for the 128 million px of a
// 365.76 cm table's map at --px-per-cm 40), so 50 million px keep a run near half a gigabyte.
// The page cap is a tiled PDF no club would print. A Fields of Strategy board works out the line
// of sight from each deployment cell to every cell, which grows with the square of the cells:
// 16 700 cells took 1.1 s of CPU and 66 900 took 30.7 s, so 20 000 is its budget.
inline constexpr double kMaxCanvasSidePx = 30000;
inline constexpr double kMaxCanvasPixels = 50e6;
inline constexpr int kMaxPdfPages = 500;
inline constexpr double kMaxFosCells = 20000;

// Throws InputError naming the format, the size it would have and the flag that helps.
void check_output_limits(const Scenario& scenario, const std::string& format, const OutputRequest& request);

}  // namespace wargen
