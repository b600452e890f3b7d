// catalogue.pdf: the contact sheet an organiser prints to choose maps at a glance – six maps to a
// page (two across, three down) on the batch's paper, each thumbnail with its table, label, id,
// seed, balance and feature counts. The thumbnails are the batch's own thumbs/*.png, the captions
// those the batch wrote to disk as its maps finished (batch/catalogue.hpp), read back page by page.
#include <algorithm>
#include <array>

#include "batch/catalogue.hpp"
#include "batch/streamed_pdf.hpp"
#include "core/error.hpp"
#include "render/cairo_handles.hpp"
#include "render/draw_util.hpp"
#include "render/map_layout.hpp"
#include "render/png_decoder.hpp"
#include "render/print_layout.hpp"

namespace wargen {

namespace {

using render::HAlign;
using render::VAlign;

constexpr int kColumns = 2, kRows = 3;
constexpr double kMarginPt = 36, kGapPt = 14, kHeaderPt = 30;
constexpr double kCaptionLinePt = 11;
constexpr std::size_t kCaptionLines = 4;

// Draws the PNG at `path` scaled to fit the box (keeping its shape), top-centred; a grey box with
// a note when the file cannot be read.
void draw_thumbnail(cairo_t* cr, const std::filesystem::path& path, double x, double y, double w, double h) {
  render::SurfacePtr image = render::read_encoded_png(path);
  if (!image) image.reset(cairo_image_surface_create_from_png(path.c_str()));
  if (cairo_surface_status(image.get()) != CAIRO_STATUS_SUCCESS) {
    cairo_rectangle(cr, x, y, w, h);
    render::set_color(cr, render::hex(0xDDDDDD));
    cairo_fill(cr);
    render::set_color(cr, render::hex(0x1A1A1A));
    render::select_font(cr, 8);
    render::draw_text(cr, "thumbnail missing", {x + w / 2, y + h / 2}, HAlign::centre, VAlign::middle);
    return;
  }
  const double iw = cairo_image_surface_get_width(image.get()), ih = cairo_image_surface_get_height(image.get());
  const double k = std::min(w / iw, h / ih);
  cairo_save(cr);
  cairo_translate(cr, x + (w - iw * k) / 2, y);
  cairo_scale(cr, k, k);
  cairo_set_source_surface(cr, image.get(), 0, 0);
  cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD);
  cairo_paint(cr);
  cairo_restore(cr);
}

// A map's cell as catalogue_pdf reads it back from the file contact_cell's records make.
struct ContactCell {
  std::string thumbnail;  // relative to the batch directory
  std::array<std::string, kCaptionLines> lines;
};

// Each text of a record as "<bytes>:<text>", so any text (a label with a newline) reads back whole.
bool read_field(CatalogueSpool& in, std::string& text) {
  std::size_t size = 0;
  char c = 0;
  while (in.read(&c, 1) == 1 && c >= '0' && c <= '9') size = 10 * size + static_cast<std::size_t>(c - '0');
  if (c != ':') return false;
  text.resize(size);
  return in.read(text.data(), size) == size;
}

bool read_cell(CatalogueSpool& in, ContactCell& cell) {
  if (!read_field(in, cell.thumbnail)) return false;
  for (auto& line : cell.lines)
    if (!read_field(in, line)) return false;
  return true;
}

void draw_cell(cairo_t* cr, const ContactCell& cell, const std::filesystem::path& dir, double x, double y, double w,
               double h) {
  const double caption_h = kCaptionLinePt * kCaptionLines;
  draw_thumbnail(cr, dir / cell.thumbnail, x, y, w, h - caption_h - 4);
  double line_y = y + h - caption_h;
  render::set_color(cr, render::hex(0x1A1A1A));
  render::select_font(cr, 9.5, false, true);
  for (std::size_t i = 0; i < cell.lines.size(); ++i) {
    if (i == 1) render::select_font(cr, 8.5);
    render::draw_text(cr, cell.lines[i], {x, line_y}, HAlign::left, VAlign::top);
    line_y += kCaptionLinePt;
  }
}

void draw_header(cairo_t* cr, const std::string& title, int page, int pages, double width_pt) {
  render::set_color(cr, render::hex(0x1A1A1A));
  render::select_font(cr, 12, false, true);
  render::draw_text(cr, title, {kMarginPt, kMarginPt}, HAlign::left, VAlign::top);
  render::select_font(cr, 8.5);
  render::draw_text(cr, "page " + std::to_string(page) + " of " + std::to_string(pages), {width_pt - kMarginPt, kMarginPt},
                    HAlign::right, VAlign::top);
}

}  // namespace

std::string contact_cell(const MapRecord& m) {
  const std::string table = (m.round ? "Round " + std::to_string(m.round) + " \u00b7 " : "") + "Table " + std::to_string(m.table);
  std::string second = m.id + " \u00b7 seed " + std::to_string(m.seed);
  if (m.fairness) second += " \u00b7 balance " + balance_text(m);
  const std::string texts[] = {m.thumbnail, m.label.empty() ? table : m.label, second,
                               std::to_string(m.figures.features) + " features \u00b7 " +
                                   std::to_string(m.figures.crossings) + " crossings \u00b7 " +
                                   std::to_string(m.figures.objectives) + " objectives",
                               figures_text(m.figures)};
  std::string record;
  for (const auto& text : texts) record += std::to_string(text.size()) + ":" + text;
  return record;
}

FileContent catalogue_pdf(const BatchRequest& request, const BatchOutcome& outcome, CatalogueSpool& cells,
                          StagedFile& file) {
  const render::PageSize page = render::paper_size(request.output.paper, false);
  const std::string title = catalogue_title(request, outcome);
  const int per_page = kColumns * kRows;
  const int pages = std::max(1, static_cast<int>((outcome.maps.size() + per_page - 1) / per_page));
  const double cell_w = (page.width_pt - 2 * kMarginPt - (kColumns - 1) * kGapPt) / kColumns;
  const double cell_h = (page.height_pt - 2 * kMarginPt - kHeaderPt - (kRows - 1) * kGapPt) / kRows;

  cells.rewind();
  ContactCell cell;
  StreamedPdf pdf(file, page.width_pt, page.height_pt, "the catalogue PDF");
  cairo_t* cr = pdf.context();
  for (int p = 0; p < pages; ++p) {
    draw_header(cr, title, p + 1, pages, page.width_pt);
    for (int i = 0; i < per_page; ++i) {
      const std::size_t index = static_cast<std::size_t>(p * per_page + i);
      if (index >= outcome.maps.size()) break;
      if (!read_cell(cells, cell))
        throw InputError((request.output.out_dir / "catalogue.pdf").string() + ": cannot read back map " +
                         std::to_string(index + 1) + "'s caption; no catalogue was written");
      const double x = kMarginPt + (i % kColumns) * (cell_w + kGapPt);
      const double y = kMarginPt + kHeaderPt + (i / kColumns) * (cell_h + kGapPt);
      draw_cell(cr, cell, request.output.out_dir, x, y, cell_w, cell_h);
    }
    cairo_show_page(cr);
  }
  return pdf.finish(title);
}

}  // namespace wargen
