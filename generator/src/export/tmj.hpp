#pragma once
// `--format tmj`: the table as a Tiled map (JSON, Tiled 1.8 and later). A tile layer "board" of
// kTiledCellCm cells whose tiles are cut from a picture of the table written beside it
// (<stem>-board.png, the map-png drawing padded to whole cells), each tile carrying the terrain
// at its cell's centre as properties; object layers with the features (polygons and polylines
// with name, kind and properties), crossings (points) and deployment zones. Coordinates in
// pixels from the table's north-west corner, y down, at px_per_cm (a map property).
#include <string>

#include "render/map_renderer.hpp"
#include "scenario/scenario.hpp"

namespace wargen {

// A 5 cm cell: a common base width at the table, fine enough to follow rivers and roads.
inline constexpr double kTiledCellCm = 5.0;
// The layout's own format id (docs/exports.md), the map's `wargen_format` property.
inline constexpr const char* kTmjFormat = "wargen-tmj/1";

// `board_image` is the file name of the board picture, relative to the .tmj.
std::string write_tmj(const Scenario& scenario, const RenderOptions& options, const std::string& board_image);

// The board picture the tile layer is cut from.
std::string render_tmj_board_png(const Scenario& scenario, const RenderOptions& options);

}  // namespace wargen
