#include "fairness/zone_sight.hpp"

#include <algorithm>
#include <cstdint>

namespace wargen {

double visible_share(const sight::Board& board, const std::vector<sight::Cell>& observers,
                     const std::vector<sight::Cell>& targets, const sight::SightRule& rule) {
  if (targets.empty()) return 0;
  std::vector<sight::Cell> eyes;
  for (sight::Cell c : observers)
    if (board.surface(c) != sight::Surface::forbidden) eyes.push_back(c);
  if (eyes.empty()) return 0;
  // Try the observers nearest the targets first: they are the likeliest to see, and the answer
  // for a target is known at the first observer that sees it. The order changes only the speed.
  std::int64_t sum_col = 0, sum_row = 0;
  for (sight::Cell t : targets) {
    sum_col += t.col;
    sum_row += t.row;
  }
  const auto n = static_cast<std::int64_t>(targets.size());
  auto far = [&](sight::Cell c) {
    const std::int64_t dc = c.col * n - sum_col, dr = c.row * n - sum_row;
    return dc * dc + dr * dr;
  };
  std::stable_sort(eyes.begin(), eyes.end(), [&](sight::Cell x, sight::Cell y) { return far(x) < far(y); });
  std::size_t seen = 0;
  for (sight::Cell t : targets)
    if (std::any_of(eyes.begin(), eyes.end(), [&](sight::Cell e) { return sight::line_of_sight(board, e, t, rule); }))
      ++seen;
  return static_cast<double>(seen) / static_cast<double>(targets.size());
}

}  // namespace wargen
