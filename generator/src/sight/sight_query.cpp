#include "sight/sight_query.hpp"

#include <algorithm>

#include "core/error.hpp"
#include "core/number_text.hpp"
#include "sight/exact_raster.hpp"

namespace wargen::sight {

namespace {
std::size_t cell_index(const Board& b, Cell c) {
  return static_cast<std::size_t>(c.row) * static_cast<std::size_t>(b.cols()) + static_cast<std::size_t>(c.col);
}
}  // namespace

SightQuery::SightQuery(const Scenario& scenario, double cell_cm)
    : scenario_(scenario), board_(board_from_scenario(scenario, cell_cm)) {
  const Board& b = board_.board;
  pieces_by_cell_.resize(static_cast<std::size_t>(b.cols()) * static_cast<std::size_t>(b.rows()));
  for (std::size_t i = 0; i < scenario.features.size(); ++i) {
    const Feature& piece = scenario.features[i];
    const AreaRole role = area_role(piece.kind);
    if (!piece.is_area() || (role != AreaRole::level && role != AreaRole::cover)) continue;
    for (Cell c : area_cells(piece.outline, b)) pieces_by_cell_[cell_index(b, c)].push_back(i);
  }
}

Cell SightQuery::cell_at(Point at_cm, const std::string& what) const {
  const double w = scenario_.table_width_cm, d = scenario_.table_depth_cm;
  if (!(at_cm.x >= 0 && at_cm.x <= w && at_cm.y >= 0 && at_cm.y <= d))
    throw InputError(what + ": " + format_number(at_cm.x) + "," + format_number(at_cm.y) + " is off the table (x 0 … " +
                     format_number(w) + ", y 0 … " + format_number(d) + " cm)");
  // The cell the board puts the point in, by the board's own exact grid; the far edges belong to
  // the last column and row.
  const Board& b = board_.board;
  const Cell c = TickGrid{to_ticks(b.cell_cm())}.cell_of(to_ticks(at_cm));
  return {std::clamp(c.col, 0, b.cols() - 1), std::clamp(c.row, 0, b.rows() - 1)};
}

CellFacts SightQuery::facts(Cell c) const {
  const Board& b = board_.board;
  // In ticks first, so the centre prints as the exact decimal it is ("62.5", "1.165").
  const Tick centre = TickGrid{to_ticks(b.cell_cm())}.centre(c);
  const double per_cm = static_cast<double>(kTicksPerCm);
  CellFacts f{c,
              {static_cast<double>(centre.x) / per_cm, static_cast<double>(centre.y) / per_cm},
              b.level(c),
              b.surface(c),
              {}};
  for (std::size_t i : pieces_by_cell_[cell_index(b, c)]) {
    const Feature& piece = scenario_.features[i];
    f.pieces.push_back({piece.id, piece.kind, piece.name});
  }
  return f;
}

SightAnswer SightQuery::ask(Point from_cm, Point to_cm) const {
  const Cell a = cell_at(from_cm, "from"), z = cell_at(to_cm, "to");
  const Board& b = board_.board;
  const SightRule unit = fos_b4_rule(Observer::unit), leader = fos_b4_rule(Observer::leader);
  SightAnswer answer;
  answer.from = {from_cm, facts(a)};
  answer.to = {to_cm, facts(z)};
  answer.distance_cells = cell_distance(a, z);
  const SightTrace trace = trace_sight(b, a, z, unit);
  answer.visible = trace.visible;
  for (const Blocker& blocker : trace.blockers) answer.blocked.push_back({facts(blocker.cell), blocker.reason});
  answer.unit = explain_detection(b, a, z, unit);
  answer.leader = explain_detection(b, a, z, leader);
  return answer;
}

}  // namespace wargen::sight
