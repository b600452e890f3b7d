// fos_board_yaml: the board as text a person can read row by row and a program can load. Grids
// are strings, one per row, NORTH row first so the text looks like the map; every [col, row]
// elsewhere counts row 0 from the SOUTH edge, like table centimetres (docs/exports.md "fos").
#include <sstream>

#include "core/number_text.hpp"
#include "fos/fos_board.hpp"
#include "scenario/scenario_writer.hpp"
#include "sight/line_of_sight.hpp"

namespace wargen {

namespace {

using sight::Cell;

const char* edge_kind(sight::EdgeObstacle o) {
  switch (o) {
    case sight::EdgeObstacle::stream:
      return "stream";
    case sight::EdgeObstacle::obstacle:
      return "obstacle";
    case sight::EdgeObstacle::earthwork:
      return "earthwork";
    case sight::EdgeObstacle::none:
      break;
  }
  return "none";
}

std::string cell_text(Cell c) { return "[" + std::to_string(c.col) + ", " + std::to_string(c.row) + "]"; }

// One string per row, north first; `glyph` gives each cell's character.
template <class Glyph>
void grid(std::ostringstream& out, const char* key, const sight::Board& board, Glyph glyph) {
  out << key << ":\n";
  for (int row = board.rows() - 1; row >= 0; --row) {
    std::string line;
    for (int col = 0; col < board.cols(); ++col) line += glyph(Cell{col, row});
    out << "  - \"" << line << "\"\n";
  }
}

char surface_glyph(sight::Surface s) {
  return s == sight::Surface::cover ? '#' : s == sight::Surface::forbidden ? '~' : '.';
}

}  // namespace

std::string fos_board_yaml(const Scenario& scenario, const FosBoard& fos) {
  const sight::ScenarioBoard& sb = fos.cells;
  const sight::Board& board = sb.board;
  std::ostringstream out;
  out << "format: wargen-fos-board/1\n";
  out << "scenario: " << yaml_string(scenario.id) << "\n";
  out << "seed: " << scenario.seed << "\n";
  out << "table: {width_cm: " << format_number(scenario.table_width_cm)
      << ", depth_cm: " << format_number(scenario.table_depth_cm) << "}\n";
  out << "cell_cm: " << format_number(board.cell_cm()) << "\n";
  out << "cols: " << board.cols() << "\n";
  out << "rows: " << board.rows() << "\n";
  out << "legend:\n"
      << "  terrain: {\".\": normal, \"#\": cover, \"~\": forbidden}\n"
      << "  roads: {\"=\": road, \".\": none}\n"
      << "  deployment: {A: side A, B: side B, \".\": none}\n"
      << "  seen_from: {A: side A only, B: side B only, \"+\": both, \".\": neither}\n";
  grid(out, "terrain", board, [&](Cell c) { return surface_glyph(board.surface(c)); });
  out << "heights:\n";
  for (int row = board.rows() - 1; row >= 0; --row) {
    out << "  - [";
    for (int col = 0; col < board.cols(); ++col) out << (col ? ", " : "") << board.level({col, row});
    out << "]\n";
  }
  bool any_edge = false;
  std::ostringstream edges;
  for (int row = 0; row < board.rows(); ++row)
    for (int col = 0; col < board.cols(); ++col) {
      const Cell c{col, row};
      for (auto [side, kind] : {std::pair{"east", board.east_edge(c)}, std::pair{"north", board.north_edge(c)}}) {
        if (kind == sight::EdgeObstacle::none) continue;
        any_edge = true;
        edges << "  - {cell: " << cell_text(c) << ", side: " << side << ", kind: " << edge_kind(kind) << "}\n";
      }
    }
  out << "edges:" << (any_edge ? "\n" + edges.str() : std::string(" []\n"));
  grid(out, "roads", board, [&](Cell c) { return sb.has_road(c) ? '=' : '.'; });
  out << "crossings:" << (sb.crossings.empty() ? " []" : "") << "\n";
  for (const auto& x : sb.crossings)
    out << "  - {id: " << yaml_string(x.id) << ", kind: " << yaml_string(x.kind) << ", cell: " << cell_text(x.cell)
        << "}\n";
  out << "objectives:" << (sb.objectives.empty() ? " []" : "") << "\n";
  for (const auto& o : sb.objectives) {
    out << "  - {id: " << yaml_string(o.site.id) << ", kind: " << yaml_string(o.site.kind)
        << ", cell: " << cell_text(o.cell) << ", points: {";
    bool first = true;
    for (const auto& [side, points] : o.site.points) {
      out << (first ? "" : ", ") << yaml_string(side) << ": " << points;
      first = false;
    }
    out << "}, cells: [";
    for (std::size_t i = 0; i < o.cells.size(); ++i) out << (i ? ", " : "") << cell_text(o.cells[i]);
    out << "]}\n";
  }
  std::vector<char> zone(static_cast<std::size_t>(board.cols() * board.rows()), '.');
  for (const auto& z : sb.deployment)
    for (Cell c : z.cells) zone[static_cast<std::size_t>(c.row * board.cols() + c.col)] = z.side == "B" ? 'B' : 'A';
  grid(out, "deployment", board, [&](Cell c) { return zone[static_cast<std::size_t>(c.row * board.cols() + c.col)]; });
  const sight::SightRule unit = sight::fos_b4_rule(), leader = sight::fos_b4_rule(sight::Observer::leader);
  out << "sight:\n"
      << "  rule: FOS-B4\n"
      << "  detect_cells: " << unit.detect_cells << "\n"
      << "  identify_cells: " << unit.identify_cells << "\n"
      << "  cover_seen_cells: " << unit.cover_seen_cells << "\n"
      << "  leader: {detect_cells: " << leader.detect_cells << ", cover_seen_cells: " << leader.cover_seen_cells
      << "}\n";
  const char seen_glyph[] = {'.', 'A', 'B', '+'};
  grid(out, "seen_from", board, [&](Cell c) { return seen_glyph[fos.seen_bits(c) & 3]; });
  return out.str();
}

}  // namespace wargen
