#include "batch/streamed_pdf.hpp"

#include <cairo-pdf.h>

#include "render/draw_util.hpp"
#include "render/map_layout.hpp"

namespace wargen {

namespace {

constexpr const char* kFixedCreateDate = "2000-01-01T00:00:00Z";  // a time stamp would change every run

cairo_status_t write_to_staged_file(void* closure, const unsigned char* data, unsigned int length) {
  static_cast<StagedFile*>(closure)->write(data, length);  // a failure is reported by finish()
  return CAIRO_STATUS_SUCCESS;
}

}  // namespace

StreamedPdf::StreamedPdf(StagedFile& file, double width_pt, double height_pt, const std::string& what)
    : what_(what), file_(file) {
  const std::string creating = "creating " + what_;
  surface_.reset(cairo_pdf_surface_create_for_stream(write_to_staged_file, &file_, width_pt, height_pt));
  render::check_surface(surface_.get(), creating.c_str());
  cairo_pdf_surface_set_metadata(surface_.get(), CAIRO_PDF_METADATA_CREATE_DATE, kFixedCreateDate);
  cairo_pdf_surface_set_metadata(surface_.get(), CAIRO_PDF_METADATA_CREATOR, "wargen " WARGEN_VERSION);
  context_ = render::make_context(surface_.get(), creating.c_str());
  render::apply_font_options(context_.get());
}

FileContent StreamedPdf::finish(const std::string& title) {
  const std::string writing = "writing " + what_;
  cairo_pdf_surface_set_metadata(surface_.get(), CAIRO_PDF_METADATA_TITLE, title.c_str());
  render::check_status(context_.get(), writing.c_str());
  context_.reset();
  cairo_surface_finish(surface_.get());
  render::check_surface(surface_.get(), writing.c_str());
  return file_.finish();
}

}  // namespace wargen
