#pragma once
// A scenario laid on a board of square cells (FOS-B1, B2), for the sight rules and the Fields of
// Strategy export. The board covers the whole table: cols = ceil(width / cell), rows likewise, so
// the last column and row may be cut short by the table edge.
//
// What each cell gets, decided at the cell's centre unless said otherwise:
// - level: the number of hills whose outline holds the centre (a hill on a hill is two levels);
//   an NPOW elevation is a hill too (NPOW-S5 takes its objective status, not its height);
// - cover: a wood, built-up area or building holds the centre;
// - forbidden (water, wins over cover): a lake or marsh holds the centre, or a river passes
//   through the cell or within half its width of the centre; except the river cells whose centre
//   lies within half the river's width plus 3/4 of a cell of a bridge or ford on it;
// - edge obstacles: a stream (or a river section of the quality "stream"), an obstacle (walls,
//   hedges) or an earthwork crosses the segment between the two cells' centres; a stream's edge
//   within 3/4 of a cell of a bridge or ford on it stays open;
// - road: a road's centreline passes through the cell;
// - a hill, cover or water area that holds no cell centre marks the cell of its centroid;
// - deployment: the zone holds the centre; objectives: an area objective's outline holds the
//   centre (the cell of its centroid when no centre falls inside), a point objective's cell.
#include <cstdint>
#include <string>
#include <vector>

#include "scenario/scenario.hpp"
#include "sight/board.hpp"
#include "sight/objective_sites.hpp"

namespace wargen::sight {

struct CrossingCell {
  std::string id;
  std::string kind;  // bridge | ford
  Cell cell;
};

struct DeploymentCells {
  std::string side;  // A | B
  std::string edge;  // south | north
  std::vector<Cell> cells;
};

struct ObjectiveCells {
  ObjectiveSite site;
  Cell cell;                // the cell of site.at
  std::vector<Cell> cells;  // every cell of the objective (at least `cell`)
};

struct ScenarioBoard {
  Board board;
  std::vector<std::uint8_t> road;  // row-major, 1 where a road passes
  std::vector<CrossingCell> crossings;
  std::vector<DeploymentCells> deployment;
  std::vector<ObjectiveCells> objectives;
  bool has_road(Cell c) const { return road[static_cast<std::size_t>(c.row * board.cols() + c.col)] != 0; }
};

// Throws InputError when cell_cm is outside [1, 100] cm.
ScenarioBoard board_from_scenario(const Scenario& scenario, double cell_cm);

// What an area piece of `kind` gives the cells it marks (FOS-B1): a hill level, cover, water.
enum class AreaRole { none, level, cover, water };
AreaRole area_role(const std::string& kind);

// The cells an area piece marks on `board`: those whose centre its outline holds, or the cell of
// its centroid when it holds none (the rule board_from_scenario lays every piece by).
std::vector<Cell> area_cells(const Polygon& outline, const Board& board);

}  // namespace wargen::sight
