#pragma once
// Print geometry for the PDF: paper sizes, the one-page reduced map ("fit"), and the tiling of the
// table over pages at 1:N (1:1 is true size, to lay on or beside the table). Pure arithmetic, so
// tests can check scale and coverage without drawing anything.
//
// Tiles: every page prints a window of the table in its "frame". Neighbouring windows overlap by
// at least kOverlapCm of paper (the windows are spread evenly, so no page is a narrow sliver), so a page whose left (or top) margin is trimmed along its crop marks can
// be laid over its neighbour's overlap band and taped; registration marks on both make them
// line up. Rows run from the north edge down, columns from the west edge across, so the pages lie
// out as the map reads.
#include <string>
#include <vector>

#include "core/geometry.hpp"
#include "render/map_renderer.hpp"

namespace wargen::render {

inline constexpr double kPtPerCm = 72.0 / 2.54;  // PDF user space is in points

enum class Paper { a4, letter, a3 };

struct PrintOptions {
  Paper paper = Paper::a4;
  int scale = 1;      // print at 1:scale; 0 = "fit": the whole map on one page at a round scale
  RenderOptions map;  // view and grid; px_per_cm is ignored (print works in points)
};

struct PageSize {
  double width_pt = 0;
  double height_pt = 0;
};
PageSize paper_size(Paper paper, bool landscape);
std::string paper_name(Paper paper);  // "A4", "Letter", "A3"

// Page furniture around the frame, in cm of paper.
inline constexpr double kMarginCm = 0.6;   // unprinted edge, within every printer's reach
inline constexpr double kLineCm = 0.5;     // one line of small text (page index, ruler)
inline constexpr double kCropGapCm = 0.5;  // room for the crop marks round the frame
inline constexpr double kOverlapCm = 1.0;  // paper shared by neighbouring tiles

// One page of the tiling: the window of the table it prints, in table cm (x east from the west
// edge, y north from the south edge).
struct Tile {
  int row = 0;  // 0 = the northern row
  int col = 0;  // 0 = the western column
  double x0_cm = 0, x1_cm = 0, y0_cm = 0, y1_cm = 0;
};

struct TilePlan {
  Paper paper = Paper::a4;
  bool landscape = false;
  PageSize page;
  int scale = 1;
  double table_width_cm = 0, table_depth_cm = 0;
  double frame_x_pt = 0, frame_y_pt = 0;  // top-left of the frame on the page
  double frame_w_cm = 0, frame_h_cm = 0;  // the frame, in table cm
  double step_x_cm = 0, step_y_cm = 0;    // table cm from one tile's window to the next
  int rows = 0, cols = 0;
  int head_lines = 1;       // lines of page index above the frame
  std::vector<Tile> tiles;  // row by row from the north-west

  double pt_per_table_cm() const { return kPtPerCm / scale; }
  // A table point (cm) on the page of `tile` (points, y down).
  Point to_page(const Tile& tile, Point table_cm) const;
};

// The orientation that needs fewer pages (landscape on a tie). Throws std::invalid_argument for a
// scale below 1 or a table that is not positive. `head_lines` lines of page index are kept above
// the frame (a long title takes a second one, print_pages.hpp).
TilePlan plan_tiles(double table_width_cm, double table_depth_cm, Paper paper, int scale, int head_lines = 1);

// The one-page map: the smallest round 1:N (2, 3, 4, 5, 6, 8, 10, …) at which the whole map with
// its key fits the page, in whichever orientation allows the larger scale.
struct FitPlan {
  Paper paper = Paper::a4;
  bool landscape = true;
  PageSize page;
  int scale = 1;
  double map_x_pt = 0, map_y_pt = 0;  // top-left of the map canvas on the page
  double statement_y_pt = 0;          // top of the first line of notes under the map
  double pt_per_table_cm() const { return kPtPerCm / scale; }
};
// Room is kept under the map for `text_lines` lines of notes (the scale statement, instructions),
// and for a line at the head and at the foot of the page (an umpire's page says UMPIRE there).
FitPlan plan_fit(const Scenario& scenario, const RenderOptions& map, Paper paper, int text_lines = 1);

// "Scale 1:8 – 1 cm on this page is 8 cm on the table (1 in is 8 in)".
std::string scale_statement(int scale);

}  // namespace wargen::render
