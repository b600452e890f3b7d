#pragma once
// NPOW with the club's terrain box (docs/rules.md NPOW-B1): which owned pieces serve a pool
// element - an area's footprint, a linear element's sections (NPOW-P5), a watercourse's sections
// (NPOW-S3) - first while the defender's dice are rolled (StockPoolBox sets them aside, so a
// nature the box cannot serve is rolled again), then while one placement pass lays the table
// (its own BoxStock, PlacementState::box_stock). Which piece: the first in the box's order that
// serves the element and has enough left; nothing random, nothing to log.
#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "core/rng.hpp"
#include "generators/npow/npow_params.hpp"
#include "generators/npow/table_layout.hpp"
#include "generators/npow/terrain_pool.hpp"
#include "terrain_box/terrain_box.hpp"

namespace wargen {

struct PlacementState;

// The pieces that serve an area element with `copies` left (two: an element and its half-turn
// twin are one piece each, WARGEN-SYM), in the box's order.
std::vector<const BoxPiece*> area_pieces_for(const BoxStock& stock, const ElementSpec& spec, int copies);
// The section pieces of a linear element's kind with its NPOW-P5 sections (times `copies`) left;
// an element is laid from one piece id.
std::vector<const BoxPiece*> section_pieces_for(const BoxStock& stock, const ElementSpec& spec, int copies);
// The pieces an element takes from the box: areas' or sections' (empty for a watercourse).
std::vector<const BoxPiece*> element_pieces_for(const BoxStock& stock, const ElementSpec& spec, int copies);
// How many of the piece an element takes: 1 for an area, its NPOW-P5 sections for a linear one.
int pieces_per_element(const ElementSpec& spec);

// The catalogue entry laid with `piece`: an area the piece's footprint (W x D, the long side
// along x), a linear element sections of the piece's length and width.
ElementSpec spec_laid_with(const ElementSpec& spec, const BoxPiece& piece);

// NPOW-B1 2., 3.: the box's pieces that may lay pool element `e` with `copies` left (2: it and its
// twin), in the box's order; without a box (state.box_stock empty) one null piece, the catalogue's
// size. Throws PlacementFailure naming NPOW-B1 when the pass's stock has none left.
std::vector<const BoxPiece*> pieces_for(const PlacementState& state, const PoolElement& e, int copies);

// An element as laid with a piece of the box (NPOW-B1 2., 3.), or with none: the catalogue's own.
class ElementPiece {
 public:
  ElementPiece() = default;
  ElementPiece(const ElementSpec& catalogue, const BoxPiece* piece);
  // The catalogue entry it is laid as: sized by the piece, or the catalogue's own.
  const ElementSpec& spec() const { return box_spec_ ? *box_spec_ : *catalogue_; }
  // Its ground about the origin, long side along x: the piece's footprint, else the catalogue's
  // shape at its size, drawn from `rng`.
  Polygon local_outline(Pcg32& rng) const;
  // Records the piece in `placed` (which keeps the sized entry that placed.spec points to).
  void record(PlacedElement& placed) const;
  // Records it and takes the piece from the pass's stock for `copies` elements (2: it and its twin).
  void take(PlacedElement& placed, PlacementState& state, int copies) const;

 private:
  const ElementSpec* catalogue_ = nullptr;
  const BoxPiece* piece_ = nullptr;
  std::shared_ptr<const ElementSpec> box_spec_;  // the catalogue entry sized by piece_; null without one
};

// The generator's PoolBox: the box itself, each element's pieces set aside in a BoxStock of its
// own while the pool is rolled.
class StockPoolBox final : public PoolBox {
 public:
  StockPoolBox(const NpowParams& params, const TerrainBox& box) : p_(params), stock_(box) {}
  bool reserve(const PoolElement& e, int copies) override;
  void release(const PoolElement& e) override;
  // The pool with every river section as wide as the box's water sections set aside for it
  // (NPOW-B1: the width is the pieces'; NPOW-S6's quality still says bridge or ford).
  TerrainPool with_box_water_width(TerrainPool pool) const;

 private:
  const NpowParams& p_;
  BoxStock stock_;
  std::map<int, std::vector<std::pair<const BoxPiece*, int>>> set_aside_;  // by pool element
  double water_width_cm_ = 0;                                              // 0 until a river is set aside
};

// After the rivers are laid in a pass: each takes owned water sections of its width summing to
// at least its length (the last may overhang the table edge), recorded in LaidRiver::box_pieces.
// Throws PlacementFailure naming NPOW-B1 when the pass's stock has too few.
void take_river_pieces(PlacementState& state);

}  // namespace wargen
