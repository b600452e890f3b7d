#include "render/page_writer.hpp"

#include <algorithm>
#include <numeric>

#include "render/draw_util.hpp"
#include "render/umpire_watermark.hpp"
#include "scenario/copy_marking.hpp"

namespace wargen::render {

namespace {
constexpr double kPageMarginCm = 1.5;  // text pages are read, not trimmed: ordinary margins
constexpr double kCellPad = 2.5;       // pt inside table cells
constexpr double kFooterPt = 7.5;
}  // namespace

PageWriter::PageWriter(cairo_t* cr, PageSize page, bool dry_run, std::string footer, int first_page, int page_count,
                       bool umpire_copy)
    : cr_(cr),
      page_(page),
      dry_run_(dry_run),
      footer_(umpire_copy ? std::string(kUmpireFooter) + " \u00b7 " + footer : std::move(footer)),
      first_page_(first_page),
      page_count_(page_count),
      umpire_copy_(umpire_copy) {
  left_ = kPageMarginCm * kPtPerCm;
  right_ = page.width_pt - kPageMarginCm * kPtPerCm;
  top_ = kPageMarginCm * kPtPerCm;
  bottom_ = page.height_pt - kPageMarginCm * kPtPerCm;
  y_ = top_;
}

void PageWriter::draw_footer() {
  if (dry_run_) return;
  set_color(cr_, hex(0x666666));
  std::string text = footer_;
  if (page_count_ > 0)
    text += " \u00b7 page " + std::to_string(first_page_ + pages_ - 1) + " of " + std::to_string(page_count_);
  // A long title and label shrink the footer to a readable size, then take a second line.
  const FittedText footer = fit_text(cr_, text, width(), kFooterPt, kMinReadablePt, umpire_copy_);
  if (umpire_copy_) set_color(cr_, kUmpireInk);
  double y = bottom_ + (footer.lines.size() > 1 ? 0.3 : 0.6) * kPtPerCm;
  for (const std::string& line : footer.lines) {
    draw_text(cr_, line, {left_, y}, HAlign::left, VAlign::top);
    y += line_height(footer.size_px);
  }
  if (umpire_copy_) draw_umpire_marks();
}

// The banner in the top margin and the watermark over the page, drawn last so nothing covers it.
void PageWriter::draw_umpire_marks() {
  select_font_to_fit(cr_, kUmpireBanner, width(), kFooterPt + 1.5, true);
  set_color(cr_, kUmpireInk);
  draw_text(cr_, kUmpireBanner, {left_, top_ - 0.6 * kPtPerCm}, HAlign::left, VAlign::bottom);
  draw_umpire_watermark(cr_, Box{left_, top_, right_, bottom_});
}

void PageWriter::new_page() {
  draw_footer();
  if (!dry_run_) cairo_show_page(cr_);
  ++pages_;
  y_ = top_;
}

void PageWriter::ensure(double height_pt) {
  if (y_ + height_pt > bottom_ && y_ > top_) new_page();
}

double PageWriter::reserve(double height_pt) {
  ensure(height_pt);
  const double top = y_;
  y_ += height_pt;
  return top;
}

void PageWriter::page_break() {
  if (y_ > top_) new_page();
}

void PageWriter::space(double pt) { y_ = std::min(y_ + pt, bottom_); }

void PageWriter::heading(const std::string& text, double size_pt) {
  // Keep a heading with at least a few lines of what follows it.
  ensure(line_height(size_pt) + 4 * line_height(9));
  select_font(cr_, size_pt, false, true);
  // A long title wraps: a heading is never cut at the page's edge.
  for (const std::string& line : wrap_text(cr_, text, width())) {
    ensure(line_height(size_pt));
    if (!dry_run_) {
      select_font(cr_, size_pt, false, true);
      set_color(cr_, hex(0x1A1A1A));
      draw_text(cr_, line, {left_, y_}, HAlign::left, VAlign::top);
    }
    y_ += line_height(size_pt);
  }
  y_ += 2;
}

void PageWriter::paragraph(const std::string& text, double size_pt, bool bold) {
  select_font(cr_, size_pt, false, bold);
  for (const std::string& line : wrap_text(cr_, text, width())) {
    ensure(line_height(size_pt));
    if (!dry_run_) {
      select_font(cr_, size_pt, false, bold);
      set_color(cr_, hex(0x222222));
      draw_text(cr_, line, {left_, y_}, HAlign::left, VAlign::top);
    }
    y_ += line_height(size_pt);
  }
  y_ += size_pt * 0.5;
}

void PageWriter::bullet(const std::string& text, double size_pt) {
  const double indent = size_pt * 1.2;
  select_font(cr_, size_pt);
  const auto lines = wrap_text(cr_, text, width() - indent);
  for (std::size_t i = 0; i < lines.size(); ++i) {
    ensure(line_height(size_pt));
    if (!dry_run_) {
      select_font(cr_, size_pt);
      set_color(cr_, hex(0x222222));
      if (i == 0) draw_text(cr_, "\u2022", {left_, y_}, HAlign::left, VAlign::top);
      draw_text(cr_, lines[i], {left_ + indent, y_}, HAlign::left, VAlign::top);
    }
    y_ += line_height(size_pt);
  }
  y_ += size_pt * 0.25;
}

PageWriter::WrappedRow PageWriter::wrap_row(const std::vector<double>& widths, const std::vector<std::string>& cells,
                                             double size_pt, bool bold) {
  select_font(cr_, size_pt, false, bold);
  WrappedRow row;
  for (std::size_t i = 0; i < cells.size() && i < widths.size(); ++i)
    row.push_back(wrap_text(cr_, cells[i], widths[i] - 2 * kCellPad));
  return row;
}

double PageWriter::row_height(const WrappedRow& row, double size_pt) const {
  std::size_t most = 1;
  for (const auto& lines : row) most = std::max(most, lines.size());
  return static_cast<double>(most) * line_height(size_pt) + 2 * kCellPad;
}

void PageWriter::draw_row(const std::vector<double>& widths, const WrappedRow& row, double size_pt, bool bold,
                          bool shaded) {
  const double h = row_height(row, size_pt);
  if (!dry_run_) {
    if (shaded) {
      cairo_rectangle(cr_, left_, y_, width(), h);
      set_color(cr_, hex(0xE8E8E0));
      cairo_fill(cr_);
    }
    double x = left_;
    for (std::size_t i = 0; i < row.size(); ++i) {
      select_font(cr_, size_pt, false, bold);
      set_color(cr_, hex(0x1E1E1E));
      double ly = y_ + kCellPad;
      for (const std::string& line : row[i]) {
        draw_text(cr_, line, {x + kCellPad, ly}, HAlign::left, VAlign::top);
        ly += line_height(size_pt);
      }
      x += widths[i];
    }
    cairo_move_to(cr_, left_, y_ + h);
    cairo_line_to(cr_, left_ + width(), y_ + h);
    set_color(cr_, hex(0xBBBBBB));
    cairo_set_line_width(cr_, 0.4);
    cairo_stroke(cr_);
  }
  y_ += h;
}

void PageWriter::table(const std::vector<double>& fractions, const std::vector<std::string>& header,
                       const std::vector<std::vector<std::string>>& rows, double size_pt) {
  const double total = std::accumulate(fractions.begin(), fractions.end(), 0.0);
  std::vector<double> widths;
  for (double f : fractions) widths.push_back(width() * f / total);
  const WrappedRow head = wrap_row(widths, header, size_pt, true);
  WrappedRow next = rows.empty() ? WrappedRow{} : wrap_row(widths, rows.front(), size_pt, false);
  ensure(row_height(head, size_pt) + (rows.empty() ? 0 : row_height(next, size_pt)));
  draw_row(widths, head, size_pt, true, true);
  for (std::size_t r = 0; r < rows.size(); ++r) {
    if (r > 0) next = wrap_row(widths, rows[r], size_pt, false);
    if (y_ + row_height(next, size_pt) > bottom_) {
      new_page();
      draw_row(widths, head, size_pt, true, true);
    }
    draw_row(widths, next, size_pt, false, false);
  }
  y_ += size_pt;
}

int PageWriter::finish() {
  draw_footer();
  if (!dry_run_) cairo_show_page(cr_);
  return pages_;
}

}  // namespace wargen::render
