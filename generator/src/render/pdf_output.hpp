#pragma once
// The printable PDF (`--format pdf`). At `--print-scale 1:N` the table is tiled over pages at that
// scale (1:1 = true size), after an overview page that shows how the tiles fit together; at
// `fit` the whole map is one page at a round reduced scale ("1 cm on this page is 8 cm on the
// table"). The placement sheet follows the map pages in both.
//
// Reproducible bytes: the same scenario and options give the same file. cairo stamps a PDF with
// the time it was made, so the creation date is set to a fixed value instead; nothing else cairo
// writes depends on the clock or the process.
#include <cairo.h>

#include <string>

#include "render/print_layout.hpp"

namespace wargen {

std::string render_pdf(const Scenario& scenario, const render::PrintOptions& options);

// Draws the pages render_pdf makes for `scenario` onto `cr`, a context on a cairo PDF `surface`,
// after any pages already there: several maps' pages make one print job (a batch round's
// round-K.pdf), each map numbering its own pages as in its own PDF.
void draw_pdf_pages(cairo_surface_t* surface, cairo_t* cr, const Scenario& scenario,
                    const render::PrintOptions& options);

}  // namespace wargen
