#pragma once
// A batch's own PDFs (catalogue.pdf, round-K.pdf) go to disk page by page as cairo makes them
// (core/staged_file.hpp), so a batch of 10 000 maps holds one page at a time, not a 600 MB file.
// Their metadata are fixed, so a rerun writes the same bytes.
//
//   StagedFile file(dir / "catalogue.pdf");   // kept until the file is published
//   StreamedPdf pdf(file, width_pt, height_pt, "the catalogue PDF");
//   ... draw on pdf.context(), cairo_show_page ...
//   write_files_atomically({pdf.finish(title)});
#include <string>

#include "core/staged_file.hpp"
#include "render/cairo_handles.hpp"

namespace wargen {

class StreamedPdf {
 public:
  // `what` names the file in an error ("the catalogue PDF"). Throws std::runtime_error when
  // cairo fails, InputError (from finish) when the disk does.
  StreamedPdf(StagedFile& file, double width_pt, double height_pt, const std::string& what);
  cairo_surface_t* surface() const { return surface_.get(); }
  cairo_t* context() const { return context_.get(); }
  // Sets the title the viewer shows (written with the document's info at the end), writes the
  // rest of the file and closes it.
  FileContent finish(const std::string& title);

 private:
  std::string what_;
  StagedFile& file_;  // outlives the surface, which writes to it until it is finished
  render::SurfacePtr surface_;
  render::ContextPtr context_;
};

}  // namespace wargen
