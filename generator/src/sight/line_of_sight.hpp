#pragma once
// Line of sight between two cells of a Board, under one of two rules that share this module:
//
// - `fos_b4_rule()`: Fields of Strategy, FOS-B4 as its source words it. Same height: no higher
//   ground and no cover between. Different heights: nothing between as high as the higher end,
//   and every cover cell ("obstacle", counted half a level above its ground) strictly nearer the
//   higher end than the lower one. Linear obstacles on cell edges do not block sight (the source:
//   "Les obstacles linéaires ne constituent pas des obstacles à la vision"). Detection: 8 cells,
//   identified up to 6; a unit in cover is seen only from 1 cell; a leader sees 9 and 2.
// - `tabletop_rule()`: the profile a tabletop player judges by eye. Woods and built-up areas stand
//   one hill level above their ground, an eye stands half a level above its cell, and a cell
//   between blocks when its top reaches the straight line from eye to eye. A hill therefore lets
//   its holder see over a wood that is nearer to him than to the target.
//
// "Between" is every cell the straight segment from centre to centre passes through, endpoints
// excluded. Where the segment passes exactly through a cell corner, the two cells beside that
// corner block only if both do (sight slips between two open cells, not between two woods).
// Two touching cells always see each other. Every decision is exact integer arithmetic on cell
// indices and half levels, so every compiler gives the same answer, and sight is symmetric.
#include <cstdint>
#include <vector>

#include "sight/board.hpp"

namespace wargen::sight {

enum class SightModel {
  fos_b4,   // the stepped rule above
  profile,  // the straight eye-to-eye line above
};

struct SightRule {
  SightModel model = SightModel::fos_b4;
  int cover_half_levels = 1;  // how far cover stands above its ground, in half hill levels
  int eye_half_levels = 0;    // profile: how far an eye stands above its cell
  // Detection ranges in cells counted as moves in 8 directions (FOS-B3); 0 = unlimited.
  int identify_cells = 0;    // seen and identified up to here
  int detect_cells = 0;      // seen (detected) up to here
  int cover_seen_cells = 0;  // a target in cover is seen only up to here
};

enum class Observer { unit, leader };

SightRule fos_b4_rule(Observer observer = Observer::unit);
SightRule tabletop_rule();

// Cells counted as moves in 8 directions: max(|dcol|, |drow|).
int cell_distance(Cell a, Cell b);

// Why a cell between the two ends blocks sight.
enum class BlockReason : std::uint8_t {
  higher_ground,                // FOS-B4, same height: ground higher than both ends
  cover_between,                // FOS-B4, same height: cover, whatever its ground
  as_high_as_higher_end,        // FOS-B4, different heights: ground, or cover's top, as high as the higher end
  cover_not_nearer_higher_end,  // FOS-B4, different heights: cover halfway or nearer the lower end
  above_sight_line,             // profile: the cell's top reaches the eye-to-eye line
};

struct Blocker {
  Cell cell;
  BlockReason reason = BlockReason::higher_ground;
};

// Where sight stops: nothing when it does not; else the first blocking cell from `a`, or the two
// cells beside a corner the line passes exactly through (both block).
struct SightTrace {
  bool visible = true;
  std::vector<Blocker> blockers;
};

// True when nothing between `a` and `b` blocks sight under `rule` (ranges are not applied).
bool line_of_sight(const Board& board, Cell a, Cell b, const SightRule& rule);
// The same walk, saying where and why sight stops (for people and tools asking one line at a time).
SightTrace trace_sight(const Board& board, Cell a, Cell b, const SightRule& rule);

enum class Detection {
  hidden,      // out of range or no line of sight
  detected,    // seen, type and strength unknown (FOS-B4: 7–8 cells)
  identified,  // seen and known
};

// Why a unit is hidden, or not identified.
enum class DetectionLimit : std::uint8_t {
  none,              // identified
  identify_range,    // detected: beyond identify_cells (FOS-B4: 7–8 cells, a leader's 7–9)
  cover_range,       // hidden: in cover beyond cover_seen_cells (1, a leader's 2)
  detect_range,      // hidden: beyond detect_cells (8, a leader's 9)
  no_line_of_sight,  // hidden: in range, but sight is blocked
};

struct DetectionResult {
  Detection detection = Detection::hidden;
  DetectionLimit limit = DetectionLimit::none;
};

// What an observer in `observer` learns of a unit in `target` (FOS-B4 fog of war).
Detection detect(const Board& board, Cell observer, Cell target, const SightRule& rule);
// The same, with the limit that decided it.
DetectionResult explain_detection(const Board& board, Cell observer, Cell target, const SightRule& rule);

}  // namespace wargen::sight
