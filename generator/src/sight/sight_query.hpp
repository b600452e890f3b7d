#pragma once
// One question asked of a scenario's table: does the point `from` see the point `to`, and what
// would a unit (or a leader) standing at `from` learn of a unit at `to` – under FOS-B4 on a board
// of square cells (board_from_scenario.hpp). The answer says where sight stops, why, and which
// pieces of terrain make that cell what it is, so an umpire can check it on the table.
//
// Only the terrain is read (features: hills, woods, built-up areas, buildings): a player's copy
// gives the same answers as the umpire's, and an answer names nothing a player may not know.
#include <string>
#include <vector>

#include "scenario/scenario.hpp"
#include "sight/board_from_scenario.hpp"
#include "sight/line_of_sight.hpp"

namespace wargen::sight {

// A terrain piece that gives a cell its level or its cover.
struct PieceAt {
  std::string id;
  std::string kind;
  std::string name;
};

struct CellFacts {
  Cell cell;
  Point centre_cm;
  int level = 0;
  Surface surface = Surface::normal;
  std::vector<PieceAt> pieces;  // the hills and cover that mark this cell, in file order
};

struct SightEnd {
  Point at_cm;
  CellFacts facts;
};

struct BlockedAt {
  CellFacts facts;
  BlockReason reason = BlockReason::higher_ground;
};

struct SightAnswer {
  SightEnd from, to;
  int distance_cells = 0;          // moves in 8 directions (FOS-B3)
  bool visible = true;             // FOS-B4 line of sight, ranges not applied
  std::vector<BlockedAt> blocked;  // where it stops: one cell, or the two beside a corner
  DetectionResult unit;            // what a unit at `from` learns of a unit at `to`
  DetectionResult leader;          // the same for a leader (FOS-B4's 9 cells and 2)
};

class SightQuery {
 public:
  // Lays the board once (InputError for a cell size outside 1 … 100 cm). `scenario` must outlive
  // the query, which names its pieces.
  SightQuery(const Scenario& scenario, double cell_cm);

  // InputError when a point is off the table; `what` names it in the message ("--from").
  Cell cell_at(Point at_cm, const std::string& what) const;
  SightAnswer ask(Point from_cm, Point to_cm) const;

  double cell_cm() const { return board_.board.cell_cm(); }

 private:
  CellFacts facts(Cell c) const;
  const Scenario& scenario_;
  ScenarioBoard board_;
  std::vector<std::vector<std::size_t>> pieces_by_cell_;  // row-major: indices into scenario_.features
};

}  // namespace wargen::sight
