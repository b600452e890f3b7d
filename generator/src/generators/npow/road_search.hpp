#pragma once
// The cheapest route on the RoadGrid (NPOW-L2): from any of some cells to the first of some sets
// of cells it can reach. Costs are whole hundredths of a centimetre. A step costs its length; a
// jump over water the straight road from bank to bank, or the grid's steps between its banks
// when those cost more (see jump_cost), plus its new-crossing cost while no bridge or ford stands
// there. The search is A*: what it returns costs exactly what a full flood of the grid finds
// cheapest, and of the routes that cost that it takes the same one on every machine.
#include <cstdint>
#include <vector>

#include "generators/npow/road_grid.hpp"

namespace wargen {

class RoadSearch {
 public:
  using Cost = std::int64_t;  // hundredths of a centimetre
  // One step of a route: onto `cell`, by a plain step (jump -1) or over `jump`.
  struct Step {
    int cell;
    int jump;
  };
  struct Route {
    int goal = -1;            // which goal it reaches, or -1 when it reaches none
    Cost cost = 0;
    std::vector<Step> steps;  // from a source (its jump -1) to a cell of that goal
  };

  explicit RoadSearch(const RoadGrid& grid);

  static Cost cost_of(double cm);
  // What step k of RoadGrid::kStepColumns/kStepRows costs.
  Cost step_cost(int k) const { return step_costs_[k]; }
  // What taking `jump` costs (while the grid holds it usable).
  Cost jump_cost(const RoadGrid::Jump& jump) const;

  // The cheapest route from any of `sources` (each at no cost) to a cell of any of `goals`; a cell
  // in several goals counts for the first of them. The grid's jumps are read as they stand now.
  Route cheapest(const std::vector<int>& sources, const std::vector<const std::vector<int>*>& goals);

 private:
  struct CellBox {
    int column0, row0, column1, row1;
  };
  // What the grid's steps cost from one cell to another `columns` and `rows` away on an empty
  // table.
  Cost free_cost(int columns, int rows) const;
  Cost estimate(int cell) const;
  struct CellSearch;
  struct Queued;
  struct LaterOut;
  struct Scratch;
  static Scratch& scratch();
  void enqueue(Scratch& scratch, CellSearch& at, int from, int to, int jump, Cost d);

  const RoadGrid& grid_;
  Cost straight_w_, straight_h_, diagonal_;  // what a step costs: along a row, along a column, diagonally
  Cost step_costs_[8];
  int offsets_[8];  // the grid's steps as steps along the cells' order
  std::uint64_t search_ = 0;
  std::vector<CellBox> goals_;  // the goals' boxes of cells
  bool flood_ = false;          // a goal's box is the whole grid: every estimate is 0
};

}  // namespace wargen
