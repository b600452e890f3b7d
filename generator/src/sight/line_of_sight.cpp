#include "sight/line_of_sight.hpp"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <optional>
#include <stdexcept>

#include "sight/cell_blocks.hpp"
#include "sight/cells_between.hpp"

namespace wargen::sight {

namespace {

std::int64_t squared_distance(Cell a, Cell b) {
  const std::int64_t dc = a.col - b.col, dr = a.row - b.row;
  return dc * dc + dr * dr;
}

std::optional<BlockReason> blocks(const Board& board, Cell a, Cell b, Cell c, const SightRule& rule) {
  const LineEnds ends{board.level(a), board.level(b), squared_distance(a, b)};
  const std::int64_t dot =
      std::int64_t{c.col - a.col} * (b.col - a.col) + std::int64_t{c.row - a.row} * (b.row - a.row);
  return cell_blocks(
      rule, ends,
      {board.level(c), board.surface(c) == Surface::cover, dot, squared_distance(c, a), squared_distance(c, b)});
}

// The walk both line_of_sight and trace_sight take, one line at a time (the callers asking many
// lines from one zone use SightLines, which decides each cell by the same cell_blocks).
struct SightStop {
  bool blocked = false;
  Blocker first;
  std::optional<Blocker> beside;  // the second cell beside a corner
};

SightStop first_sight_stop(const Board& board, Cell a, Cell b, const SightRule& rule) {
  if (!board.contains(a) || !board.contains(b)) throw std::out_of_range("line_of_sight: cell off the board");
  if (cell_distance(a, b) <= 1) return {};
  const int sx = b.col > a.col ? 1 : -1, sy = b.row > a.row ? 1 : -1;
  auto at = [&](Cell offset) { return Cell{a.col + sx * offset.col, a.row + sy * offset.row}; };
  CellsBetween walk(std::abs(b.col - a.col), std::abs(b.row - a.row));
  for (CellsBetween::Next n; walk.next(n);) {
    const Cell c = at(n.cell);
    const auto why = blocks(board, a, b, c, rule);
    if (!n.corner) {
      if (why) return {true, {c, *why}, std::nullopt};
      continue;
    }
    // exactly through a corner: the two cells beside it block together
    const Cell beside = at(n.beside);
    const auto why_beside = why ? blocks(board, a, b, beside, rule) : std::nullopt;
    if (why_beside) return {true, {c, *why}, Blocker{beside, *why_beside}};
  }
  return {};
}

}  // namespace

SightRule fos_b4_rule(Observer observer) {
  SightRule rule;
  rule.model = SightModel::fos_b4;
  rule.cover_half_levels = 1;  // "une hauteur égale à un demi niveau d'élévation"
  rule.eye_half_levels = 0;
  rule.identify_cells = 6;  // "à 7 ou 8 cases, l'unité est détectée mais non identifiée"
  rule.detect_cells = observer == Observer::leader ? 9 : 8;
  rule.cover_seen_cells = observer == Observer::leader ? 2 : 1;
  return rule;
}

SightRule tabletop_rule() {
  SightRule rule;
  rule.model = SightModel::profile;
  rule.cover_half_levels = 2;  // a wood or a town is as tall as a hill level
  rule.eye_half_levels = 1;    // a figure stands below the treetops and below a hill's crest
  return rule;
}

int cell_distance(Cell a, Cell b) { return std::max(std::abs(a.col - b.col), std::abs(a.row - b.row)); }

bool line_of_sight(const Board& board, Cell a, Cell b, const SightRule& rule) {
  return !first_sight_stop(board, a, b, rule).blocked;
}

SightTrace trace_sight(const Board& board, Cell a, Cell b, const SightRule& rule) {
  const SightStop stop = first_sight_stop(board, a, b, rule);
  SightTrace trace;
  trace.visible = !stop.blocked;
  if (stop.blocked) trace.blockers.push_back(stop.first);
  if (stop.beside) trace.blockers.push_back(*stop.beside);
  return trace;
}

DetectionResult explain_detection(const Board& board, Cell observer, Cell target, const SightRule& rule) {
  const int d = cell_distance(observer, target);
  const bool in_cover = board.surface(target) == Surface::cover;
  if (in_cover && rule.cover_seen_cells > 0 && d > rule.cover_seen_cells)
    return {Detection::hidden, DetectionLimit::cover_range};
  if (rule.detect_cells > 0 && d > rule.detect_cells) return {Detection::hidden, DetectionLimit::detect_range};
  if (!line_of_sight(board, observer, target, rule)) return {Detection::hidden, DetectionLimit::no_line_of_sight};
  if (rule.identify_cells > 0 && d > rule.identify_cells) return {Detection::detected, DetectionLimit::identify_range};
  return {Detection::identified, DetectionLimit::none};
}

Detection detect(const Board& board, Cell observer, Cell target, const SightRule& rule) {
  return explain_detection(board, observer, target, rule).detection;
}

}  // namespace wargen::sight
