#pragma once
// Reading a club's terrain box file (docs/terrain-box.md, schema/terrain-box.strict.schema.json):
// a YAML list of the pieces the club owns. The file may come from a web upload, so it is treated
// as hostile: every count, size and list is bounded, and every mistake is refused with one line
// naming the file, the line and the key ("box.yaml:12: key 'pieces[3].kind' ..."), before any work.
#include <cstddef>
#include <string>
#include <string_view>

#include "terrain_box/terrain_box.hpp"

namespace wargen {

// The file's format id, its optional `format` key (a file without one is version 1).
inline constexpr const char* kTerrainBoxFormat = "wargen-terrain-box/1";

// Bounds: a club's box holds tens of pieces; these leave room for any real one while keeping a
// hostile file's cost small.
inline constexpr std::size_t kMaxBoxPieces = 500;       // entries under `pieces`
inline constexpr int kMaxPieceCount = 999;              // `count` of one piece
inline constexpr std::size_t kMaxOutlinePoints = 256;   // points of one outline
inline constexpr double kMinPieceSideCm = 0.5;          // no piece is thinner than a hedge's 5 mm
inline constexpr double kMaxPieceSideCm = 1000;         // no piece is longer than the largest table
inline constexpr std::size_t kMaxPieceIdChars = 64;     // ids and variants
inline constexpr std::size_t kMaxPieceLabelChars = 120;

// Reads `text` as the box file `file`. Throws InputError "file:line: key 'k' ..." for anything
// wrong. The box's sha256 is that of `text`.
TerrainBox read_terrain_box_text(std::string_view text, const std::string& file);
// Reads the file at `path` (a regular file, at most kMaxSettingsBytes).
TerrainBox load_terrain_box(const std::string& path);

}  // namespace wargen
