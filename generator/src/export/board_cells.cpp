#include "export/board_cells.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <stdexcept>
#include <string_view>

namespace wargen {

namespace {

constexpr std::array<std::string_view, 17> kPriority = {
    "river",    "stream", "lake", "built_up",       "building",   "wood", "marsh",       "hill",          "earthwork",
    "obstacle", "rough",  "sand", "enclosed_field", "open_field", "road", "supply_line", "players_choice"};

std::size_t rank(const std::string& kind) {
  const auto it = std::find(kPriority.begin(), kPriority.end(), kind);
  return static_cast<std::size_t>(it - kPriority.begin());  // unknown kinds rank last
}

bool covers(const Feature& f, Point p) {
  if (f.is_area()) return point_in_polygon(p, f.outline);
  return f.path.size() >= 2 && point_polyline_within(p, f.path, f.width_cm / 2);
}

}  // namespace

Board board_cells(const Scenario& scenario, double cell_cm) {
  if (!(cell_cm > 0)) throw std::invalid_argument("board_cells: the cell size must be positive");
  Board board;
  board.cell_cm = cell_cm;
  board.columns = static_cast<int>(std::ceil(scenario.table_width_cm / cell_cm - 1e-9));
  board.rows = static_cast<int>(std::ceil(scenario.table_depth_cm / cell_cm - 1e-9));
  board.cells.resize(static_cast<std::size_t>(board.columns) * static_cast<std::size_t>(board.rows));
  for (int row = 0; row < board.rows; ++row)
    for (int col = 0; col < board.columns; ++col) {
      const Point centre{(col + 0.5) * cell_cm, scenario.table_depth_cm - (row + 0.5) * cell_cm};
      BoardCell& cell = board.cells[static_cast<std::size_t>(row) * board.columns + col];
      std::size_t best = kPriority.size() + 1;
      for (const Feature& f : scenario.features)
        if (rank(f.kind) < best && covers(f, centre)) {
          best = rank(f.kind);
          cell = {f.kind, f.id};
        }
    }
  return board;
}

}  // namespace wargen
