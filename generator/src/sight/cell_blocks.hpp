#pragma once
// Whether one cell between the two ends of a line blocks sight, under either rule of
// line_of_sight.hpp, from only what the rules look at: the ends' ground levels, the cell's ground
// and cover, and where the cell stands along the line. The one-line walk (line_of_sight.cpp) and
// the many-line one (sight_lines.cpp) both decide by it, so they give the same answers.
#include <algorithm>
#include <climits>
#include <cstdint>
#include <optional>

#include "sight/line_of_sight.hpp"

namespace wargen::sight {

// The ends of a line a → b.
struct LineEnds {
  int level_a = 0;
  int level_b = 0;
  std::int64_t length2 = 0;  // |b - a|², in cells²
};

// A cell c between them.
struct CellOnLine {
  int level = 0;
  bool cover = false;
  std::int64_t dot = 0;    // (c - a)·(b - a): where c's centre projects on the line, times |b - a|
  std::int64_t to_a2 = 0;  // |c - a|²
  std::int64_t to_b2 = 0;  // |c - b|²
};

// A cell's top in half levels: its ground plus, for cover, the cover's height.
inline int top_half_levels(int level, bool cover, const SightRule& rule) {
  return 2 * level + (cover ? rule.cover_half_levels : 0);
}

inline std::optional<BlockReason> cell_blocks(const SightRule& rule, const LineEnds& ends, const CellOnLine& c) {
  const int la = ends.level_a, lb = ends.level_b;
  const int top = top_half_levels(c.level, c.cover, rule);
  if (rule.model == SightModel::profile) {
    // The cell's top reaches the eye-to-eye line at the centre's projection on it. With
    // t = dot / length2, the line's height there is ha + t (hb - ha); compared times length2.
    const std::int64_t ha = 2 * la + rule.eye_half_levels;
    const std::int64_t hb = 2 * lb + rule.eye_half_levels;
    const std::int64_t dot = std::clamp<std::int64_t>(c.dot, 0, ends.length2);
    if (top * ends.length2 >= ha * ends.length2 + dot * (hb - ha)) return BlockReason::above_sight_line;
    return std::nullopt;
  }
  // FOS-B4, same height: "aucun terrain plus élevé ou abris" – no higher ground, no cover at all.
  if (la == lb) {
    if (c.level > la) return BlockReason::higher_ground;
    if (c.cover) return BlockReason::cover_between;
    return std::nullopt;
  }
  // Different heights: nothing as high as the higher end; obstacles (cover, half a level above its
  // ground) only nearer the higher end. A cover cell at the midpoint is not nearer: it blocks.
  // Linear obstacles are no obstacles here: "ne constituent pas des obstacles à la vision".
  if (top >= 2 * std::max(la, lb)) return BlockReason::as_high_as_higher_end;
  const std::int64_t to_high2 = la > lb ? c.to_a2 : c.to_b2, to_low2 = la > lb ? c.to_b2 : c.to_a2;
  if (c.cover && to_high2 >= to_low2) return BlockReason::cover_not_nearer_higher_end;
  return std::nullopt;
}

// A quick bound for walks over many cells: a cell blocks a line only when its rank reaches the
// line's least blocking rank, whatever its place on the line. Profile: the cell's top against the
// lower eye (the eye-to-eye line is nowhere lower). FOS-B4: cover may always block; bare ground
// only above the lower end (higher ground at the same height, as high as the higher end else).
inline int block_rank(int level, bool cover, const SightRule& rule) {
  if (rule.model == SightModel::profile) return top_half_levels(level, cover, rule);
  return cover ? INT_MAX : 2 * level;
}
inline int least_blocking_rank(const SightRule& rule, int level_a, int level_b) {
  const int low = std::min(level_a, level_b);
  return rule.model == SightModel::profile ? 2 * low + rule.eye_half_levels : 2 * low + 1;
}

}  // namespace wargen::sight
