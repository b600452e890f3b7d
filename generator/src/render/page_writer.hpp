#pragma once
// Text flowing down PDF pages: headings, wrapped paragraphs and simple tables, starting a new
// page when one is full (a table repeats its header there). A dry run draws nothing and only
// counts pages, so a document can number its pages "page n of N" before drawing them.
#include <cairo.h>

#include <string>
#include <vector>

#include "render/draw_util.hpp"
#include "render/print_layout.hpp"

namespace wargen::render {

class PageWriter {
 public:
  // `footer` is printed at the foot of every page, followed by "page n of N" counted from
  // `first_page` of `page_count` (0 = unknown yet: no count). An umpire's copy says so at the head
  // and foot of every page and under a watermark (copy_marking.hpp).
  PageWriter(cairo_t* cr, PageSize page, bool dry_run, std::string footer, int first_page, int page_count,
             bool umpire_copy = false);

  void heading(const std::string& text, double size_pt);
  void paragraph(const std::string& text, double size_pt, bool bold = false);
  void bullet(const std::string& text, double size_pt);
  // Columns take `fractions` of the text width; cells wrap. The header row is bold and shaded.
  void table(const std::vector<double>& fractions, const std::vector<std::string>& header,
             const std::vector<std::vector<std::string>>& rows, double size_pt);
  void space(double pt);
  // Starts a new page unless the current one is still empty.
  void page_break();
  // Reserves `height_pt` (a new page when it does not fit) and returns the top of the room.
  double reserve(double height_pt);
  double left() const { return left_; }
  double width() const { return right_ - left_; }
  cairo_t* context() const { return cr_; }
  bool dry_run() const { return dry_run_; }

  // Ends the last page; returns the number of pages written.
  int finish();

 private:
  void ensure(double height_pt);
  void new_page();
  void draw_footer();
  void draw_umpire_marks();
  double line_height(double size_pt) const { return size_pt * 1.32; }
  // A table row's cells, each wrapped to its column: wrapped once, then measured and drawn.
  using WrappedRow = std::vector<std::vector<std::string>>;
  WrappedRow wrap_row(const std::vector<double>& widths, const std::vector<std::string>& cells, double size_pt,
                      bool bold);
  double row_height(const WrappedRow& row, double size_pt) const;
  void draw_row(const std::vector<double>& widths, const WrappedRow& row, double size_pt, bool bold, bool shaded);

  cairo_t* cr_;
  PageSize page_;
  bool dry_run_;
  std::string footer_;
  int first_page_, page_count_;
  bool umpire_copy_;
  int pages_ = 1;
  double left_, right_, top_, bottom_;
  double y_;
};

}  // namespace wargen::render
