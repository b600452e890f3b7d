#include "render/sheet_pages.hpp"

#include <algorithm>

#include "render/draw_util.hpp"
#include "render/page_writer.hpp"

namespace wargen::render {

namespace {

constexpr double kTitlePt = 15, kHeadPt = 11.5, kBodyPt = 8.5, kTablePt = 7.5;

// The table seen from above with its corners and edges named and one example position drawn as
// two measured distances, so "W 34.5 · S 20.1" needs no further explanation.
void draw_measuring_diagram(PageWriter& w, const PlacementSheet& sheet) {
  const double diagram_w = std::min(w.width() * 0.55, 11 * kPtPerCm);
  const double diagram_h = diagram_w * sheet.table_depth_cm / sheet.table_width_cm;
  const double top = w.reserve(diagram_h + 2.4 * kPtPerCm) + 0.7 * kPtPerCm;
  if (w.dry_run()) return;
  cairo_t* cr = w.context();
  const double x0 = w.left() + (w.width() - diagram_w) / 2, y0 = top;
  cairo_save(cr);
  cairo_rectangle(cr, x0, y0, diagram_w, diagram_h);
  set_color(cr, kCloth);
  cairo_fill_preserve(cr);
  set_color(cr, hex(0x2E2E2E));
  cairo_set_line_width(cr, 1.2);
  cairo_stroke(cr);
  select_font(cr, 7.5, false, true);
  set_color(cr, hex(0x333333));
  draw_text(cr, "NW", {x0 - 3, y0}, HAlign::right, VAlign::middle);
  draw_text(cr, "NE", {x0 + diagram_w + 3, y0}, HAlign::left, VAlign::middle);
  draw_text(cr, "SW", {x0 - 3, y0 + diagram_h}, HAlign::right, VAlign::middle);
  draw_text(cr, "SE", {x0 + diagram_w + 3, y0 + diagram_h}, HAlign::left, VAlign::middle);
  select_font(cr, 7.5);
  draw_text(cr, "north edge", {x0 + diagram_w / 2, y0 - 3}, HAlign::centre, VAlign::bottom);
  draw_text(cr, "south edge", {x0 + diagram_w / 2, y0 + diagram_h + 3}, HAlign::centre, VAlign::top);
  draw_text(cr, "west", {x0 - 3, y0 + diagram_h / 2}, HAlign::right, VAlign::middle);
  draw_text(cr, "east", {x0 + diagram_w + 3, y0 + diagram_h / 2}, HAlign::left, VAlign::middle);
  // The example: a point a quarter along and a third up, measured from the SW corner.
  const double px = x0 + diagram_w * 0.22, py = y0 + diagram_h * 0.62;
  set_color(cr, hex(0xA3245E));
  cairo_set_line_width(cr, 0.8);
  const double dash[] = {2.5, 1.5};
  cairo_set_dash(cr, dash, 2, 0);
  cairo_move_to(cr, x0, py);
  cairo_line_to(cr, px, py);
  cairo_move_to(cr, px, py);
  cairo_line_to(cr, px, y0 + diagram_h);
  cairo_stroke(cr);
  cairo_set_dash(cr, nullptr, 0, 0);
  cairo_arc(cr, px, py, 2.2, 0, kTwoPi);
  cairo_fill(cr);
  select_font(cr, 7.5, false, true);
  draw_text(cr, "W 34.5", {(x0 + px) / 2, py - 2}, HAlign::centre, VAlign::bottom);
  draw_text(cr, "S 20.1", {px + 3, (py + y0 + diagram_h) / 2}, HAlign::left, VAlign::middle);
  draw_text(cr, "W 34.5 \u00b7 S 20.1", {px + 4, py - 4}, HAlign::left, VAlign::bottom);
  cairo_restore(cr);
}

std::string rotation_text(double deg) { return std::to_string(static_cast<int>(deg)) + "\u00b0"; }

}  // namespace

int write_sheet_pages(cairo_t* cr, const PlacementSheet& sheet, Paper paper, bool dry_run, int first_page,
                      int page_count) {
  PageWriter w(cr, paper_size(paper, false), dry_run, "Placement sheet " + sheet.title, first_page, page_count,
               sheet.umpire);
  w.heading("Placement sheet: " + sheet.title, kTitlePt);
  w.paragraph(sheet.subtitle, kBodyPt, true);
  for (const auto& paragraph : sheet.how_to_measure) w.paragraph(paragraph, kBodyPt);
  draw_measuring_diagram(w, sheet);

  w.heading("Terrain pieces", kHeadPt);
  std::vector<std::vector<std::string>> rows;
  for (const AreaRow& a : sheet.areas) {
    std::string spans = std::string(1, a.centre.along_edge) + " " + cm_text(a.along_from_cm) + "\u2013" +
                        cm_text(a.along_to_cm) + " \u00b7 " + std::string(1, a.centre.across_edge) + " " +
                        cm_text(a.across_from_cm) + "\u2013" + cm_text(a.across_to_cm);
    std::string notes = a.notes;
    if (!a.corners.empty()) {
      notes += notes.empty() ? "corners: " : "; corners: ";
      for (std::size_t i = 0; i < a.corners.size(); ++i) notes += (i ? "; " : "") + position_text(a.corners[i]);
    }
    rows.push_back({a.name, a.kind, cm_text(a.length_cm) + " \u00d7 " + cm_text(a.depth_cm),
                    position_text(a.centre), rotation_text(a.rotation_deg), spans, notes});
  }
  if (rows.empty())
    w.paragraph("None.", kBodyPt);
  else
    w.table({2.0, 2.3, 1.5, 1.9, 1.1, 3.0, 3.0}, {"Name", "Kind", "Size (cm)", "Centre", "Turned", "Spans", "Notes"},
            rows, kTablePt);

  w.heading("Rivers, streams and roads", kHeadPt);
  rows.clear();
  for (const LineRow& l : sheet.lines) {
    std::string course = position_text(l.start.at);
    for (const auto& p : l.course) course += " \u2192 " + position_text(p);
    course += " \u2192 " + position_text(l.end.at);
    std::string notes = l.notes;
    for (const auto& section : l.sections) notes += (notes.empty() ? "section " : "; section ") + section;
    const std::string width = l.min_width_cm == l.max_width_cm
                                  ? cm_text(l.min_width_cm)
                                  : cm_text(l.min_width_cm) + "\u2013" + cm_text(l.max_width_cm);
    rows.push_back({l.name,
                    l.kind + ", " + width + " cm wide, " + cm_text(l.length_cm) + " cm long",
                    l.start.where + " at " + position_text(l.start.at), l.end.where + " at " + position_text(l.end.at),
                    course + (notes.empty() ? "" : " (" + notes + ")")});
  }
  if (rows.empty())
    w.paragraph("None.", kBodyPt);
  else
    w.table({1.8, 2.6, 2.2, 2.2, 5.8}, {"Name", "Kind", "Starts", "Ends", "Course, every 15 cm"}, rows, kTablePt);

  w.heading("Bridges and fords", kHeadPt);
  rows.clear();
  for (const CrossingRow& c : sheet.crossings) rows.push_back({c.kind, c.on, position_text(c.at), c.notes});
  if (rows.empty())
    w.paragraph("None.", kBodyPt);
  else
    w.table({1.5, 2.5, 2.5, 5}, {"Crossing", "Over", "At", "Notes"}, rows, kTablePt);

  w.heading("Deployment", kHeadPt);
  if (sheet.deployment.empty()) w.paragraph("No deployment zones.", kBodyPt);
  for (const auto& sentence : sheet.deployment) w.bullet(sentence, kBodyPt);

  if (!sheet.objectives.empty()) {
    w.heading("Objectives", kHeadPt);
    rows.clear();
    for (const ObjectiveRow& o : sheet.objectives) rows.push_back({o.what, position_text(o.at), o.points});
    w.table({5, 2.5, 3}, {"Objective", "At", "Points"}, rows, kTablePt);
  }

  // The roster on a page of its own: it goes to the players' side of the table.
  if (!sheet.armies.empty()) {
    w.page_break();
    w.heading("Armies", kTitlePt);
    for (const ArmyRoster& army : sheet.armies) {
      w.heading(army.heading, kHeadPt);
      w.paragraph(army.summary, kBodyPt);
      rows.clear();
      for (const RosterRow& u : army.units) rows.push_back({u.id, u.type, u.name, u.rating, std::to_string(u.points)});
      w.table({0.8, 1.8, 4.5, 1.5, 1.0}, {"Unit", "Type", "Name", "Rating", "Points"}, rows, kTablePt);
    }
  }

  if (!sheet.weather.empty()) {
    w.page_break();
    w.heading("Umpire only: weather by turn", kTitlePt);
    w.paragraph("Read each turn's weather out as the turn begins; the players know only the weather at the start.",
                kBodyPt);
    rows.clear();
    for (const WeatherRow& t : sheet.weather) rows.push_back({std::to_string(t.turn), t.state, t.effects});
    w.table({0.8, 2.5, 6}, {"Turn", "Weather", "Effects"}, rows, kTablePt);
  }
  return w.finish();
}

}  // namespace wargen::render
