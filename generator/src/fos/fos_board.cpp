#include "fos/fos_board.hpp"

#include <algorithm>

#include "sight/line_of_sight.hpp"

namespace wargen {

FosBoard make_fos_board(const Scenario& scenario, double cell_cm) {
  FosBoard out{sight::board_from_scenario(scenario, cell_cm), {}};
  const sight::Board& board = out.cells.board;
  out.seen_from.assign(static_cast<std::size_t>(board.cols() * board.rows()), 0);
  const sight::SightRule rule = sight::fos_b4_rule();
  for (const auto& zone : out.cells.deployment) {
    const std::uint8_t bit = zone.side == "A" ? 1 : zone.side == "B" ? 2 : 0;
    if (!bit) continue;
    std::vector<sight::Cell> eyes;
    for (sight::Cell c : zone.cells)
      if (board.surface(c) != sight::Surface::forbidden) eyes.push_back(c);
    for (int row = 0; row < board.rows(); ++row)
      for (int col = 0; col < board.cols(); ++col) {
        const sight::Cell target{col, row};
        if (std::any_of(eyes.begin(), eyes.end(),
                        [&](sight::Cell e) { return sight::line_of_sight(board, e, target, rule); }))
          out.seen_from[static_cast<std::size_t>(row * board.cols() + col)] |= bit;
      }
  }
  return out;
}

}  // namespace wargen
