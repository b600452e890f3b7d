#pragma once
// The map pages of the PDF: one page of the table tiled at 1:N, the overview that shows how the
// tiles go together, and the one-page reduced map. Each draws onto a context whose user space is
// the page in points; the caller starts and ends pages.
#include <cairo.h>

#include "render/print_layout.hpp"

namespace wargen::render {

struct PageNumbers {
  int page = 1;                         // this page
  int count = 1;                        // pages in the document
  int first_tile = 1;                   // page of the first tile
  int first_sheet = 0, last_sheet = 0;  // the placement sheet's pages; 0 = none
};

// One tile: the table window at true scale, crop marks, overlap band and guide lines,
// registration marks, the page index ("row 2, col 3 of 3 × 5") and a 10 cm check bar.
void draw_tile_page(cairo_t* cr, const Scenario& scenario, const RenderOptions& map, const TilePlan& plan,
                    const Tile& tile, const PageNumbers& numbers);

// How many lines the tile pages' index needs: 1, or 2 when with a long title and label it would
// not fit one line at a readable size (kMinReadablePt). Plan the tiles with this many.
int tile_head_lines(const Scenario& scenario, const RenderOptions& map, const TilePlan& plan, int page_count);

// The whole map reduced, the tiles' cut lines over it with each tile's row, column and page, and
// how to print and assemble the tiles.
void draw_overview_page(cairo_t* cr, const Scenario& scenario, const RenderOptions& map, const FitPlan& fit,
                        const TilePlan& tiles, const PageNumbers& numbers);
inline constexpr int kOverviewNoteLines = 9;  // room for the notes, wrapped

// The whole map at a round reduced scale, with the scale statement.
void draw_fit_page(cairo_t* cr, const Scenario& scenario, const RenderOptions& map, const FitPlan& fit,
                   const PageNumbers& numbers);

}  // namespace wargen::render
