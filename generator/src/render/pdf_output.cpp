#include "render/pdf_output.hpp"

#include <cairo-pdf.h>

#include "render/cairo_handles.hpp"
#include "render/map_layout.hpp"
#include "render/print_pages.hpp"
#include "render/sheet_pages.hpp"
#include "scenario/copy_marking.hpp"

namespace wargen {

namespace {

using render::PageNumbers;

// A fixed creation date: a time stamp would make every run's bytes differ.
constexpr const char* kFixedCreateDate = "2000-01-01T00:00:00Z";

void start_page(cairo_surface_t* surface, render::PageSize size) {
  cairo_pdf_surface_set_size(surface, size.width_pt, size.height_pt);
}

// Counts the placement sheet's pages without drawing them.
int sheet_page_count(const PlacementSheet& sheet, render::Paper paper) {
  render::SurfacePtr scratch(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1));
  render::ContextPtr cr = render::make_context(scratch.get(), "measuring the placement sheet");
  render::apply_font_options(cr.get());
  return render::write_sheet_pages(cr.get(), sheet, paper, true, 0, 0);
}

}  // namespace

void draw_pdf_pages(cairo_surface_t* surface, cairo_t* cr, const Scenario& scenario,
                    const render::PrintOptions& options) {
  const RenderOptions& map = options.map;
  const PlacementSheet sheet = make_placement_sheet(scenario, map.view);
  const int sheet_pages = sheet_page_count(sheet, options.paper);
  const bool tiled = options.scale >= 1;
  PageNumbers numbers;
  if (tiled) {
    render::TilePlan tiles =
        render::plan_tiles(scenario.table_width_cm, scenario.table_depth_cm, options.paper, options.scale);
    // A title that does not fit the tiles' index line at a readable size gets a line of its own.
    const int head_lines =
        render::tile_head_lines(scenario, map, tiles, 1 + sheet_pages + static_cast<int>(tiles.tiles.size()));
    if (head_lines > 1)
      tiles = render::plan_tiles(scenario.table_width_cm, scenario.table_depth_cm, options.paper, options.scale,
                                 head_lines);
    // No grid on the overview: the tiles' cut lines are the grid that matters there.
    RenderOptions overview_map = map;
    overview_map.grid = GridStyle::none;
    const render::FitPlan overview =
        render::plan_fit(scenario, overview_map, options.paper, render::kOverviewNoteLines);
    numbers.count = 1 + sheet_pages + static_cast<int>(tiles.tiles.size());
    numbers.first_sheet = 2;
    numbers.last_sheet = 1 + sheet_pages;
    numbers.first_tile = 2 + sheet_pages;
    start_page(surface, overview.page);
    render::draw_overview_page(cr, scenario, overview_map, overview, tiles, numbers);
    cairo_show_page(cr);
    start_page(surface, render::paper_size(options.paper, false));
    render::write_sheet_pages(cr, sheet, options.paper, false, numbers.first_sheet, numbers.count);
    start_page(surface, tiles.page);
    for (std::size_t i = 0; i < tiles.tiles.size(); ++i) {
      numbers.page = numbers.first_tile + static_cast<int>(i);
      render::draw_tile_page(cr, scenario, map, tiles, tiles.tiles[i], numbers);
      cairo_show_page(cr);
    }
  } else {
    const render::FitPlan fit = render::plan_fit(scenario, map, options.paper);
    numbers.count = 1 + sheet_pages;
    numbers.first_sheet = 2;
    numbers.last_sheet = 1 + sheet_pages;
    start_page(surface, fit.page);
    render::draw_fit_page(cr, scenario, map, fit, numbers);
    cairo_show_page(cr);
    start_page(surface, render::paper_size(options.paper, false));
    render::write_sheet_pages(cr, sheet, options.paper, false, numbers.first_sheet, numbers.count);
  }
}

std::string render_pdf(const Scenario& scenario, const render::PrintOptions& options) {
  const RenderOptions& map = options.map;
  std::string bytes;
  {
    render::SurfacePtr surface(cairo_pdf_surface_create_for_stream(render::append_to_string, &bytes, 595, 842));
    render::check_surface(surface.get(), "creating the PDF");
    cairo_pdf_surface_set_metadata(surface.get(), CAIRO_PDF_METADATA_CREATE_DATE, kFixedCreateDate);
    // The title a viewer shows in its window and tab says whose copy it is.
    const std::string copy = map.view == MapView::umpire ? std::string(kUmpireFooter) : "player's copy";
    cairo_pdf_surface_set_metadata(
        surface.get(), CAIRO_PDF_METADATA_TITLE,
        ((scenario.title.empty() ? "" : scenario.title + " \u2014 ") + scenario.id + " battlefield map \u2014 " + copy)
            .c_str());
    cairo_pdf_surface_set_metadata(surface.get(), CAIRO_PDF_METADATA_CREATOR, "wargen " WARGEN_VERSION);
    render::ContextPtr cr = render::make_context(surface.get(), "creating the PDF");
    render::apply_font_options(cr.get());

    draw_pdf_pages(surface.get(), cr.get(), scenario, options);
    render::check_status(cr.get(), "writing the PDF");
    cr.reset();
    cairo_surface_finish(surface.get());
    render::check_surface(surface.get(), "writing the PDF");
  }
  return bytes;
}

}  // namespace wargen
