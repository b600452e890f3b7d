#include "batch/round_print.hpp"

#include <cairo-pdf.h>

#include "render/cairo_handles.hpp"
#include "render/map_layout.hpp"
#include "render/pdf_output.hpp"

namespace wargen {

namespace {
constexpr const char* kRoundCreateDate = "2000-01-01T00:00:00Z";  // a time stamp would change every run
}  // namespace

std::string round_pdf_name(int round) { return "round-" + std::to_string(round) + ".pdf"; }

std::string round_pdf(const std::vector<OutputCopy>& tables, const std::string& title) {
  std::string bytes;
  {
    render::SurfacePtr surface(cairo_pdf_surface_create_for_stream(render::append_to_string, &bytes, 595, 842));
    render::check_surface(surface.get(), "creating a round's PDF");
    cairo_pdf_surface_set_metadata(surface.get(), CAIRO_PDF_METADATA_CREATE_DATE, kRoundCreateDate);
    cairo_pdf_surface_set_metadata(surface.get(), CAIRO_PDF_METADATA_TITLE, title.c_str());
    cairo_pdf_surface_set_metadata(surface.get(), CAIRO_PDF_METADATA_CREATOR, "wargen " WARGEN_VERSION);
    render::ContextPtr cr = render::make_context(surface.get(), "creating a round's PDF");
    render::apply_font_options(cr.get());
    for (const OutputCopy& table : tables)
      draw_pdf_pages(surface.get(), cr.get(), table.scenario,
                     render::PrintOptions{table.output.paper, table.output.print_scale, map_render_options(table.output)});
    render::check_status(cr.get(), "writing a round's PDF");
    cr.reset();
    cairo_surface_finish(surface.get());
    render::check_surface(surface.get(), "writing a round's PDF");
  }
  return bytes;
}

}  // namespace wargen
