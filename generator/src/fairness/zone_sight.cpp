#include "fairness/zone_sight.hpp"

#include <algorithm>
#include <array>

namespace wargen {

double visible_share(sight::SightLines& lines, const std::vector<sight::Cell>& observers,
                     const std::vector<sight::Cell>& targets) {
  if (targets.empty()) return 0;
  std::vector<sight::Cell> eyes;
  for (sight::Cell c : observers)
    if (lines.board().surface(c) != sight::Surface::forbidden) eyes.push_back(c);
  if (eyes.empty()) return 0;
  // The order eyes are tried in changes only the speed: a target's answer is known at the first
  // eye that sees it. The eye that saw the last target is tried first (the targets come row by
  // row, so it likely sees the next one too), then the zone's eyes row by row. And a hidden
  // target costs a line from every eye: the cells found blocking the last lines, tried first on
  // the next one, spare most of those walks, as neighbouring lines mostly pass the same wood.
  constexpr std::size_t kRecentBlockers = 4;
  std::array<sight::Cell, kRecentBlockers> blockers{};  // the last one to block first
  std::size_t known = 0;
  auto sees = [&](sight::Cell eye, sight::Cell target) {
    for (std::size_t k = 0; k < known; ++k)
      if (lines.blocks(eye, target, blockers[k])) {
        std::rotate(blockers.begin(), blockers.begin() + static_cast<std::ptrdiff_t>(k),
                    blockers.begin() + static_cast<std::ptrdiff_t>(k) + 1);
        return false;
      }
    const auto blocker = lines.blocker(eye, target);
    if (!blocker) return true;
    known = std::min(known + 1, kRecentBlockers);
    std::rotate(blockers.begin(), blockers.begin() + static_cast<std::ptrdiff_t>(known) - 1,
                blockers.begin() + static_cast<std::ptrdiff_t>(known));
    blockers[0] = *blocker;
    return false;
  };
  std::size_t seen = 0, last = 0;
  for (sight::Cell t : targets) {
    if (lines.sees(eyes[last], t)) {
      ++seen;
      continue;
    }
    for (std::size_t i = 0; i < eyes.size(); ++i)
      if (i != last && sees(eyes[i], t)) {
        last = i;
        ++seen;
        break;
      }
  }
  return static_cast<double>(seen) / static_cast<double>(targets.size());
}

}  // namespace wargen
