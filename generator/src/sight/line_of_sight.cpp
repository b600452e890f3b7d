#include "sight/line_of_sight.hpp"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <optional>
#include <stdexcept>

namespace wargen::sight {

namespace {

std::int64_t squared_distance(Cell a, Cell b) {
  const std::int64_t dc = a.col - b.col, dr = a.row - b.row;
  return dc * dc + dr * dr;
}

// A cell's top in half levels: its ground plus, for cover, the cover's height.
int top_half_levels(const Board& board, Cell c, const SightRule& rule) {
  return 2 * board.level(c) + (board.surface(c) == Surface::cover ? rule.cover_half_levels : 0);
}

// FOS-B4 for one cell between the ends `a` and `b`: why it blocks, or nothing.
std::optional<BlockReason> blocks_fos(const Board& board, Cell a, Cell b, Cell c, const SightRule& rule) {
  const int la = board.level(a), lb = board.level(b);
  const bool cover = board.surface(c) == Surface::cover;
  // Same height: "aucun terrain plus élevé ou abris" – no higher ground, no cover at all.
  if (la == lb) {
    if (board.level(c) > la) return BlockReason::higher_ground;
    if (cover) return BlockReason::cover_between;
    return std::nullopt;
  }
  // Different heights: nothing as high as the higher end; obstacles (cover, half a level above its
  // ground) only nearer the higher end. A cover cell at the midpoint is not nearer: it blocks.
  // Linear obstacles are no obstacles here: "ne constituent pas des obstacles à la vision".
  const Cell high = la > lb ? a : b, low = la > lb ? b : a;
  if (top_half_levels(board, c, rule) >= 2 * std::max(la, lb)) return BlockReason::as_high_as_higher_end;
  if (cover && squared_distance(c, high) >= squared_distance(c, low)) return BlockReason::cover_not_nearer_higher_end;
  return std::nullopt;
}

// Profile: the cell's top reaches the eye-to-eye line at the centre's projection on it.
// With t = dot / length2, the line's height there is ha + t (hb - ha); compared times length2.
std::optional<BlockReason> blocks_profile(const Board& board, Cell a, Cell b, Cell c, const SightRule& rule) {
  const std::int64_t ha = 2 * board.level(a) + rule.eye_half_levels;
  const std::int64_t hb = 2 * board.level(b) + rule.eye_half_levels;
  const std::int64_t dx = b.col - a.col, dy = b.row - a.row;
  const std::int64_t length2 = dx * dx + dy * dy;
  const std::int64_t dot = std::clamp<std::int64_t>((c.col - a.col) * dx + (c.row - a.row) * dy, 0, length2);
  if (top_half_levels(board, c, rule) * length2 >= ha * length2 + dot * (hb - ha)) return BlockReason::above_sight_line;
  return std::nullopt;
}

std::optional<BlockReason> blocks(const Board& board, Cell a, Cell b, Cell c, const SightRule& rule) {
  return rule.model == SightModel::fos_b4 ? blocks_fos(board, a, b, c, rule) : blocks_profile(board, a, b, c, rule);
}

// The walk both line_of_sight and trace_sight take; no allocation, as the board exports and the
// fairness measures call it for every pair of cells they look at.
struct SightStop {
  bool blocked = false;
  Blocker first;
  std::optional<Blocker> beside;  // the second cell beside a corner
};

SightStop first_sight_stop(const Board& board, Cell a, Cell b, const SightRule& rule) {
  if (!board.contains(a) || !board.contains(b)) throw std::out_of_range("line_of_sight: cell off the board");
  if (cell_distance(a, b) <= 1) return {};
  // Walk the cells the segment crosses (Amanatides–Woo in integers): crossing the next vertical
  // grid line before the next horizontal one is decided by (1 + 2 ix) ny vs (1 + 2 iy) nx.
  const int nx = std::abs(b.col - a.col), ny = std::abs(b.row - a.row);
  const int sx = b.col > a.col ? 1 : -1, sy = b.row > a.row ? 1 : -1;
  Cell c = a;
  for (int ix = 0, iy = 0; ix < nx || iy < ny;) {
    const std::int64_t decision = std::int64_t{1 + 2 * ix} * ny - std::int64_t{1 + 2 * iy} * nx;
    if (decision == 0) {  // exactly through a corner: the two cells beside it block together
      const Cell beside_x{c.col + sx, c.row}, beside_y{c.col, c.row + sy};
      const auto why_x = blocks(board, a, b, beside_x, rule);
      const auto why_y = why_x ? blocks(board, a, b, beside_y, rule) : std::nullopt;
      if (why_x && why_y) return {true, {beside_x, *why_x}, Blocker{beside_y, *why_y}};
      c = {c.col + sx, c.row + sy};
      ++ix;
      ++iy;
    } else if (decision < 0) {
      c.col += sx;
      ++ix;
    } else {
      c.row += sy;
      ++iy;
    }
    if (c == b) continue;
    if (const auto why = blocks(board, a, b, c, rule)) return {true, {c, *why}, std::nullopt};
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
