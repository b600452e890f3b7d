#include "sight/zone_view.hpp"

#include <algorithm>

namespace wargen::sight {

ZoneView::ZoneView(SightLines& lines, const std::vector<Cell>& observers) : lines_(&lines) {
  for (Cell c : observers)
    if (lines.board().surface(c) != Surface::forbidden) eyes_.push_back(c);
}

bool ZoneView::sees(Cell target) {
  if (eyes_.empty()) return false;
  if (lines_->sees(eyes_[last_seer_], target)) return true;
  const auto first = blockers_.begin();
  for (std::size_t i = 0; i < eyes_.size(); ++i) {
    if (i == last_seer_) continue;
    std::size_t k = 0;
    while (k < blockers_known_ && !lines_->blocks(eyes_[i], target, blockers_[k])) ++k;
    if (k < blockers_known_) {  // a known blocker: the first now
      std::rotate(first, first + static_cast<std::ptrdiff_t>(k), first + static_cast<std::ptrdiff_t>(k) + 1);
      continue;
    }
    const auto blocker = lines_->blocker(eyes_[i], target);
    if (!blocker) {
      last_seer_ = i;
      return true;
    }
    blockers_known_ = std::min(blockers_known_ + 1, kRecentBlockers);
    std::rotate(first, first + static_cast<std::ptrdiff_t>(blockers_known_) - 1,
                first + static_cast<std::ptrdiff_t>(blockers_known_));
    blockers_[0] = *blocker;
  }
  return false;
}

}  // namespace wargen::sight
