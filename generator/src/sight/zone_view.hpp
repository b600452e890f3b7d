#pragma once
// What a zone sees: whether at least one of its cells has a line of sight to a target cell, the
// question the fairness measures (docs/fairness.md, "Sight") and the Fields of Strategy board ask
// for many targets in turn. The same answer as line_of_sight tried from every eye, for less work:
//
//   sight::SightLines lines(board, rule);
//   sight::ZoneView view(lines, zone.cells);
//   for (Cell t : targets) seen += view.sees(t);
//
// The order eyes are tried in changes only the speed, as a target's answer is known at the first
// eye that sees it. The eye that saw the last target is tried first (targets come row by row, so
// it likely sees the next one too), then the zone's eyes in their order. A hidden target costs a
// line from every eye: the last cells found blocking are tried on each line before walking it,
// as neighbouring lines to a hidden target mostly pass the same wood.
#include <array>
#include <cstddef>
#include <vector>

#include "sight/sight_lines.hpp"

namespace wargen::sight {

class ZoneView {
 public:
  // The eyes are `observers` but those on forbidden cells (water): no unit stands there.
  // `lines` must outlive this object.
  ZoneView(SightLines& lines, const std::vector<Cell>& observers);

  bool has_eyes() const { return !eyes_.empty(); }
  // True when at least one eye sees `target` (false when there are no eyes).
  bool sees(Cell target);

 private:
  // Blockers tried before a walk: 8 rather than 4 spare 3 % of the instructions per NPOW table, 16
  // only 1 % more, and a line that must be walked tries them all first.
  static constexpr std::size_t kRecentBlockers = 8;
  SightLines* lines_;
  std::vector<Cell> eyes_;
  std::size_t last_seer_ = 0;
  std::array<Cell, kRecentBlockers> blockers_{};  // the last one to block first
  std::size_t blockers_known_ = 0;
};

}  // namespace wargen::sight
