#include "generators/npow/box_elements.hpp"

#include <cmath>

#include "generators/npow/placement_state.hpp"
#include "terrain/outline_shapes.hpp"
#include "terrain_box/course_sections.hpp"

namespace wargen {

std::vector<const BoxPiece*> area_pieces_for(const BoxStock& stock, const ElementSpec& spec, int copies) {
  std::vector<const BoxPiece*> out;
  for (const BoxPiece* piece : stock.available(spec.kind, spec.variant))
    if (!piece->is_section() && stock.left(*piece) >= copies) out.push_back(piece);
  return out;
}

std::vector<const BoxPiece*> section_pieces_for(const BoxStock& stock, const ElementSpec& spec, int copies) {
  std::vector<const BoxPiece*> out;
  for (const BoxPiece* piece : stock.available(spec.kind, spec.variant))
    if (piece->is_section() && stock.left(*piece) >= spec.sections * copies) out.push_back(piece);
  return out;
}

std::vector<const BoxPiece*> element_pieces_for(const BoxStock& stock, const ElementSpec& spec, int copies) {
  if (spec.watercourse) return {};
  return spec.is_linear() ? section_pieces_for(stock, spec, copies) : area_pieces_for(stock, spec, copies);
}

int pieces_per_element(const ElementSpec& spec) { return spec.is_linear() ? spec.sections : 1; }

ElementSpec spec_laid_with(const ElementSpec& spec, const BoxPiece& piece) {
  ElementSpec laid = spec;
  if (spec.is_linear()) {
    laid.section_length_cm = piece.length_cm;
    laid.width_cm = piece.width_cm;
  } else {
    laid.length_cm = piece.width_cm;  // the piece's long side
    laid.depth_cm = piece.depth_cm;
  }
  return laid;
}

std::vector<const BoxPiece*> pieces_for(const PlacementState& state, const PoolElement& e, int copies) {
  if (!state.box_stock) return {nullptr};
  const ElementSpec& spec = state.params.element(e.element);
  const auto pieces = element_pieces_for(*state.box_stock, spec, copies);
  if (pieces.empty())
    throw PlacementFailure("NPOW-B1", "the box has no " + e.element + " left for element " + std::to_string(e.index),
                           {LackedKind::of(spec.kind, spec.variant)});
  return pieces;
}

ElementPiece::ElementPiece(const ElementSpec& catalogue, const BoxPiece* piece)
    : catalogue_(&catalogue),
      piece_(piece),
      box_spec_(piece ? std::make_shared<const ElementSpec>(spec_laid_with(catalogue, *piece)) : nullptr) {}

Polygon ElementPiece::local_outline(Pcg32& rng) const {
  if (piece_) return piece_local_outline(*piece_);
  const ElementSpec& laid = spec();
  return make_local_outline(laid.shape, laid.length_cm, laid.depth_cm, rng);
}

void ElementPiece::record(PlacedElement& placed) const {
  placed.box_piece = piece_;
  placed.box_spec = box_spec_;
}

void ElementPiece::take(PlacedElement& placed, PlacementState& state, int copies) const {
  record(placed);
  if (piece_) state.box_stock->take(*piece_, copies * pieces_per_element(spec()));
}

bool StockPoolBox::reserve(const PoolElement& e, int copies) {
  const ElementSpec& spec = p_.element(e.element);
  std::vector<std::pair<const BoxPiece*, int>> taken;
  if (spec.watercourse) {
    // NPOW-S3: each course its sections' 60 cm (and the tolerance a laid course may run over); a
    // second 0's sections extend the river or make its tributary, so they match its width.
    const double length_cm = e.river_sections * p_.section_length_cm + p_.length_tolerance_cm;
    for (int copy = 0; copy < copies; ++copy) {
      const auto water = sections_covering(stock_, spec.kind, spec.variant, length_cm, water_width_cm_, 1);
      if (!water) {
        for (const auto& [piece, n] : taken) stock_.give_back(*piece, n);
        return false;
      }
      for (const auto& [piece, n] : water->uses) stock_.take(*piece, n), taken.push_back({piece, n});
      water_width_cm_ = water->width_cm;
    }
  } else {
    const auto pieces = element_pieces_for(stock_, spec, copies);
    if (pieces.empty()) return false;
    const int n = pieces_per_element(spec) * copies;
    stock_.take(*pieces.front(), n);
    taken.push_back({pieces.front(), n});
  }
  set_aside_[e.index] = std::move(taken);
  return true;
}

void StockPoolBox::release(const PoolElement& e) {
  auto it = set_aside_.find(e.index);
  if (it == set_aside_.end()) return;
  for (const auto& [piece, n] : it->second) stock_.give_back(*piece, n);
  set_aside_.erase(it);
  bool water_left = false;
  for (const auto& [index, uses] : set_aside_)
    for (const auto& use : uses) water_left = water_left || use.first->kind == p_.watercourse().kind;
  if (!water_left) water_width_cm_ = 0;
}

TerrainPool StockPoolBox::with_box_water_width(TerrainPool pool) const {
  if (water_width_cm_ > 0)
    for (auto& quality : pool.section_quality) quality.width_cm = water_width_cm_;
  return pool;
}

void take_river_pieces(PlacementState& state) {
  // The hills and marshes the rivers rise at (river_layout.cpp chose their pieces), twins included.
  for (const PlacedElement& e : state.layout.elements)
    if (e.box_piece) {
      if (state.box_stock->left(*e.box_piece) == 0)
        throw PlacementFailure("NPOW-B1",
                               "the box has no " + e.box_piece->id + " left for element " + std::to_string(e.index),
                               {{e.box_piece->kind, e.box_piece->variant}});
      state.box_stock->take(*e.box_piece);
    }
  for (LaidRiver& river : state.layout.rivers) {
    const double length_cm = polyline_length(river.path);
    const ElementSpec& watercourse = state.params.watercourse();
    const auto water =
        sections_covering(*state.box_stock, watercourse.kind, watercourse.variant, length_cm, river.width_cm(), 1);
    if (!water)
      throw PlacementFailure("NPOW-B1", "the box has too few " + watercourse.kind + " sections " + "for a course of " +
                                            std::to_string(static_cast<int>(std::ceil(length_cm))) + " cm");
    for (const auto& [piece, n] : water->uses) {
      state.box_stock->take(*piece, n);
      river.box_pieces.push_back({piece->id, n});
    }
  }
}

}  // namespace wargen
