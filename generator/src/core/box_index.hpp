#pragma once
// A uniform grid over axis-aligned boxes, so that "which shapes may lie within d of this one?"
// looks only at the few shapes near it instead of every shape on the table: the validators ask
// that for every pair of features, and a hand-made file may hold 100 000 of them.
//
// The answer is conservative: every box within the margin is returned (a few further ones may be
// too), so a check that runs its exact measure on the candidates finds exactly what a check over
// all pairs finds. Boxes that are not finite or are empty are candidates for every query.
#include <cstddef>
#include <functional>
#include <vector>

#include "core/geometry.hpp"

namespace wargen {

// Added to every query's margin: rounding in the exact measures is far below it, so a pair the
// exact measure would flag is never culled by a box test that disagrees in the last bit.
inline constexpr double kIndexSlackCm = 1e-6;

class BoxIndex {
 public:
  BoxIndex() = default;
  // boxes[i] is entry i.
  explicit BoxIndex(std::vector<Box> boxes);

  // Entries whose box comes within `margin_cm` of `query` (plus kIndexSlackCm), ascending, each once.
  // `out` is cleared first; passing the same vector again saves allocations.
  void near(const Box& query, double margin_cm, std::vector<std::size_t>& out) const;
  std::vector<std::size_t> near(const Box& query, double margin_cm) const;
  // The same entries, those from `first` on only, each once but in no set order, handed to `visit`
  // until it returns false: a check asking only whether a later entry answers stops at the first
  // one, without collecting and sorting the thousands a stack of copies in one place would return.
  void visit_near(const Box& query, double margin_cm, std::size_t first,
                  const std::function<bool(std::size_t)>& visit) const;

  std::size_t size() const { return boxes_.size(); }
  const Box& box(std::size_t entry) const { return boxes_[entry]; }

 private:
  void build_grid();  // for many boxes: the grid, and everywhere_ its unusable and largest boxes
  std::size_t column_of(double x) const;
  std::size_t row_of(double y) const;

  std::vector<Box> boxes_;
  std::vector<std::size_t> everywhere_;  // entries tested on every query (all, on a small table)
  // everywhere_[k]'s box as near() tests it: an unusable one (not finite, or empty) as the whole
  // plane, which every query meets. Worked out once, not for each entry of every query.
  std::vector<Box> everywhere_tested_;
  double origin_x_ = 0, origin_y_ = 0, cell_cm_ = 1;
  std::size_t columns_ = 0, rows_ = 0;
  std::vector<std::size_t> cell_start_;  // entries of cell c: cell_entries_[cell_start_[c] .. cell_start_[c + 1])
  std::vector<std::size_t> cell_entries_;
};

// A point as a box of no size.
inline Box point_box(Point p) { return {p.x, p.y, p.x, p.y}; }
// `box` grown by `margin_cm` on every side.
inline Box grown(Box box, double margin_cm) {
  return {box.min_x - margin_cm, box.min_y - margin_cm, box.max_x + margin_cm, box.max_y + margin_cm};
}

}  // namespace wargen
