#pragma once
// The Fields of Strategy board (`--format fos`, docs/exports.md "fos"): the scenario laid on
// square cells (FOS-B1, B2; sight/board_from_scenario.hpp says what each cell gets), plus what
// FOS-B4 line of sight shows from each deployment zone, computed by the same sight module the
// fairness measures use. Written as YAML (fos_board_yaml) and as a picture (fos_board_png).
#include <cstdint>
#include <string>
#include <vector>

#include "scenario/scenario.hpp"
#include "sight/board_from_scenario.hpp"

namespace wargen {

struct FosBoard {
  sight::ScenarioBoard cells;
  // Per cell (row-major): bit 1 when a cell of A's deployment zone has a FOS-B4 line of sight to
  // it, bit 2 for B's. At any range: where each side could ever look from where it deploys.
  std::vector<std::uint8_t> seen_from;
  std::uint8_t seen_bits(sight::Cell c) const {
    return seen_from[static_cast<std::size_t>(c.row * cells.board.cols() + c.col)];
  }
};

// Throws InputError when cell_cm is outside 1 … 100 cm.
FosBoard make_fos_board(const Scenario& scenario, double cell_cm);

// The board as YAML, format `wargen-fos-board/1`.
std::string fos_board_yaml(const Scenario& scenario, const FosBoard& board);

// The board as a PNG: cells, heights, edge obstacles, roads, crossings, objectives and
// deployment zones, `px_per_cm` pixels to the table centimetre (at least 12 pixels a cell).
std::string fos_board_png(const Scenario& scenario, const FosBoard& board, double px_per_cm);

}  // namespace wargen
