#pragma once
// Terrain boxes built in code for the tests (docs/terrain-box.md): the pieces a box file would
// give, without a file. Each piece's label is its id.
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "terrain_box/terrain_box.hpp"

namespace wargen::test {

// An area piece: a footprint of `width_cm` x `depth_cm` (the long side first), `count` of them.
inline BoxPiece area_piece(const std::string& id, const std::string& kind, const std::string& variant, PieceShape shape,
                           double width_cm, double depth_cm, int count) {
  BoxPiece piece;
  piece.id = piece.label = id;
  piece.kind = kind;
  piece.variant = variant;
  piece.shape = shape;
  piece.width_cm = width_cm;
  piece.depth_cm = depth_cm;
  piece.count = count;
  return piece;
}

// A section of a linear piece (a river, stream or road section, a hedge), serving every variant.
inline BoxPiece section_piece(const std::string& id, const std::string& kind, double length_cm, double width_cm,
                              int count) {
  BoxPiece piece = area_piece(id, kind, "", PieceShape::section, width_cm, 0, count);
  piece.length_cm = length_cm;
  return piece;
}

// A box named `name`, read (as messages say) from "<name>.yaml".
inline std::shared_ptr<const TerrainBox> make_box(std::string name, std::vector<BoxPiece> pieces) {
  auto box = std::make_shared<TerrainBox>();
  box->source = name + ".yaml";
  box->name = std::move(name);
  box->pieces = std::move(pieces);
  return box;
}

}  // namespace wargen::test
