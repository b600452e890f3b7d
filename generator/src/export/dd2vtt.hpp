#pragma once
// `--format dd2vtt`: Universal VTT (format 0.3, as Dungeondraft writes it and Foundry's, Roll20's
// and Fantasy Grounds' importers read it). One JSON file: the map-png picture in base64, the grid
// (one square = kVttSquareCm of table, pixels_per_grid = that at px_per_cm), line_of_sight walls
// from wood and built-up outlines with a road-wide gap where a road crosses one, and no portals.
// Coordinates are in grid squares from the picture's top-left corner (the table's north-west
// corner), y down.
#include <string>

#include "render/map_renderer.hpp"
#include "scenario/scenario.hpp"

namespace wargen {

// A square of 10 cm: a common measuring step at the table and, at the default 5 px/cm, the
// 50 px square Foundry accepts as its smallest grid.
inline constexpr double kVttSquareCm = 10.0;
// wargen's layout in the file (docs/exports.md), its `wargen_format` key beside UVTT's `format`.
inline constexpr const char* kDd2vttFormat = "wargen-dd2vtt/1";

std::string write_dd2vtt(const Scenario& scenario, const RenderOptions& options);

// Standard base64 (RFC 4648, with padding), as the image field holds it.
std::string base64(const std::string& bytes);

}  // namespace wargen
