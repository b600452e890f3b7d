#pragma once
// The table cut into square cells, each labelled with the terrain at its centre: the board grid
// the Tiled export lays as its tile layer.
#include <string>
#include <vector>

#include "scenario/scenario.hpp"

namespace wargen {

struct BoardCell {
  std::string terrain = "open";  // a feature kind, or "open"
  std::string feature;           // id of that feature; empty when open
};

struct Board {
  double cell_cm = 0;
  int columns = 0, rows = 0;     // cells west to east, north to south; the last ones may overhang
  std::vector<BoardCell> cells;  // row by row from the north-west corner
};

// When features overlap at a cell's centre, the one that matters most for movement and sight
// names the cell: water, then built-up ground, woods, marsh, hills, obstacles, going, fields,
// roads.
Board board_cells(const Scenario& scenario, double cell_cm);

}  // namespace wargen
