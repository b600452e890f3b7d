#pragma once
// A club's terrain box (docs/terrain-box.md): the pieces it owns, as the generators draw from them.
// A box is read once per run (terrain_box_file); while one table is made, a BoxStock counts what
// is left of it, so no piece is laid more often than the club owns it.
#include <string>
#include <string_view>
#include <vector>

#include "core/geometry.hpp"

namespace wargen {

// How a piece's ground is given: a rectangle or an ellipse of width x depth, an outline in cm, or
// a section of a linear piece (a river, stream or road section, a hedge) of a length and a width.
enum class PieceShape { rectangle, ellipse, outline, section };

struct BoxPiece {
  std::string id;       // unique in the box, e.g. "big-hill-2"; what a placed feature records
  std::string label;    // what the club calls it, e.g. "big hill 2"; the id when the file gives none
  std::string kind;     // a feature kind of the ruleset: hill, wood, stream, river, lake, marsh, ...
  std::string variant;  // e.g. "steep", "dense"; empty: the piece serves any variant of its kind
  PieceShape shape = PieceShape::rectangle;
  double width_cm = 0;   // areas: the long side (the outline's extent along x); sections: the width
  double depth_cm = 0;   // areas: the short side (the outline's extent along y); sections: 0
  Polygon outline{};     // shape == outline: counter-clockwise, about the origin
  double length_cm = 0;  // sections: the length along the centreline
  bool bend = false;     // sections: a curved section (it turns the course)
  int count = 1;         // how many of this piece the box holds
  int line = 0;          // its line in the file, for messages

  bool is_section() const { return shape == PieceShape::section; }
  // What the map's key and the placement sheet call it: "big hill 2, 40 × 25 cm",
  // "river section 30 cm".
  std::string description() const;
};

// An area piece's ground about the origin, counter-clockwise, its long side along x: a rectangle,
// an ellipse (32 points, by det_math so every machine draws the same), or the piece's own outline.
// Throws std::logic_error for a section.
Polygon piece_local_outline(const BoxPiece& piece);

struct TerrainBox {
  std::string source;  // the file it came from, for messages
  std::string name;    // the box's own name, when the file gives one
  std::vector<BoxPiece> pieces;
  std::string sha256{};  // hex of the file's bytes, which a scenario records; "" for a box made in code

  const BoxPiece* find(std::string_view id) const;
};

// What is left of a box while one table is made.
class BoxStock {
 public:
  explicit BoxStock(const TerrainBox& box);
  // The pieces of `kind` that serve `variant` (a piece with no variant serves every variant) with
  // at least one left, in the box's order.
  std::vector<const BoxPiece*> available(std::string_view kind, std::string_view variant) const;
  int left(const BoxPiece& piece) const;
  // Takes `count` of `piece`; throws std::logic_error when fewer are left (a generator's bug).
  void take(const BoxPiece& piece, int count = 1);
  void give_back(const BoxPiece& piece, int count = 1);

 private:
  const TerrainBox* box_;
  std::vector<int> left_;  // by index in box_->pieces
};

}  // namespace wargen
