#pragma once
// The placement sheet as PDF pages (portrait, the chosen paper), from the same rows and texts as
// the Markdown sheet, with a small diagram of how positions are measured.
#include <cairo.h>

#include "render/print_layout.hpp"
#include "sheet/placement_sheet.hpp"

namespace wargen::render {

// Draws the sheet from the current page on; returns the number of pages it took. A dry run
// draws nothing and only counts. Pages are numbered from `first_page` of `page_count`.
int write_sheet_pages(cairo_t* cr, const PlacementSheet& sheet, Paper paper, bool dry_run, int first_page,
                      int page_count);

}  // namespace wargen::render
