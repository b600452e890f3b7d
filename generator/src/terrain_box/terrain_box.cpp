#include "terrain_box/terrain_box.hpp"

#include <stdexcept>

#include "core/det_math.hpp"
#include "core/number_text.hpp"

namespace wargen {

std::string BoxPiece::description() const {
  if (is_section()) return label + ", " + (bend ? "bend " : "") + format_number(length_cm) + " cm";
  return label + ", " + format_number(width_cm) + " × " + format_number(depth_cm) + " cm";
}

Polygon piece_local_outline(const BoxPiece& piece) {
  constexpr int kEllipseVertices = 32;  // enough that the drawn ellipse and the measured one agree to a mm
  const double hx = piece.width_cm / 2, hy = piece.depth_cm / 2;
  switch (piece.shape) {
    case PieceShape::rectangle:
      return {{-hx, -hy}, {hx, -hy}, {hx, hy}, {-hx, hy}};
    case PieceShape::ellipse: {
      Polygon out;
      for (int k = 0; k < kEllipseVertices; ++k) {
        const double angle = 2 * kPi * k / kEllipseVertices;
        out.push_back({hx * det_cos(angle), hy * det_sin(angle)});
      }
      return out;
    }
    case PieceShape::outline:
      return piece.outline;
    case PieceShape::section:
      break;
  }
  throw std::logic_error("piece_local_outline: " + piece.id + " is a section, not an area");
}

const BoxPiece* TerrainBox::find(std::string_view id) const {
  for (const BoxPiece& piece : pieces)
    if (piece.id == id) return &piece;
  return nullptr;
}

BoxStock::BoxStock(const TerrainBox& box) : box_(&box) {
  left_.reserve(box.pieces.size());
  for (const BoxPiece& piece : box.pieces) left_.push_back(piece.count);
}

std::vector<const BoxPiece*> BoxStock::available(std::string_view kind, std::string_view variant) const {
  std::vector<const BoxPiece*> found;
  for (std::size_t i = 0; i < box_->pieces.size(); ++i) {
    const BoxPiece& piece = box_->pieces[i];
    if (left_[i] > 0 && piece.kind == kind && (piece.variant.empty() || piece.variant == variant))
      found.push_back(&piece);
  }
  return found;
}

static std::size_t stock_index(const TerrainBox& box, const BoxPiece& piece) {
  const auto index = static_cast<std::size_t>(&piece - box.pieces.data());
  if (index >= box.pieces.size()) throw std::logic_error("box piece " + piece.id + " is not in this box");
  return index;
}

int BoxStock::left(const BoxPiece& piece) const { return left_[stock_index(*box_, piece)]; }

void BoxStock::take(const BoxPiece& piece, int count) {
  int& left = left_[stock_index(*box_, piece)];
  if (count > left) throw std::logic_error("box piece " + piece.id + " taken more often than the box holds it");
  left -= count;
}

void BoxStock::give_back(const BoxPiece& piece, int count) { left_[stock_index(*box_, piece)] += count; }

}  // namespace wargen
