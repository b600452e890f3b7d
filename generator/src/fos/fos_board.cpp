#include "fos/fos_board.hpp"

#include "sight/zone_view.hpp"

namespace wargen {

FosBoard make_fos_board(const Scenario& scenario, double cell_cm) {
  FosBoard out{sight::board_from_scenario(scenario, cell_cm), {}};
  const sight::Board& board = out.cells.board;
  out.seen_from.assign(static_cast<std::size_t>(board.cols() * board.rows()), 0);
  sight::SightLines lines(board, sight::fos_b4_rule());
  for (const auto& zone : out.cells.deployment) {
    const std::uint8_t bit = zone.side == "A" ? 1 : zone.side == "B" ? 2 : 0;
    if (!bit) continue;
    sight::ZoneView view(lines, zone.cells);  // eyes on water left out: no unit stands there
    for (int row = 0; row < board.rows(); ++row)
      for (int col = 0; col < board.cols(); ++col)
        if (view.sees({col, row})) out.seen_from[static_cast<std::size_t>(row * board.cols() + col)] |= bit;
  }
  return out;
}

}  // namespace wargen
