#include "sheet/sheet_markdown.hpp"

#include "scenario/copy_marking.hpp"

namespace wargen {

namespace {

// A table cell: a `|` in a hand-written name would end the cell early.
std::string cell(const std::string& text) {
  std::string out;
  for (char c : text) {
    if (c == '|') out += '\\';
    out += c;
  }
  return out.empty() ? "\u2014" : out;
}

std::string row(std::initializer_list<std::string> cells) {
  std::string out = "|";
  for (const auto& c : cells) out += " " + cell(c) + " |";
  return out + "\n";
}

std::string header(std::initializer_list<std::string> cells) {
  std::string out = row(cells) + "|";
  for (std::size_t i = 0; i < cells.size(); ++i) out += "---|";
  return out + "\n";
}

std::string span_text(char edge, double from, double to) {
  return std::string(1, edge) + " " + cm_text(from) + "\u2013" + cm_text(to);
}

std::string line_end_text(const LineEnd& end) { return end.where + " at " + position_text(end.at); }

}  // namespace

std::string placement_sheet_markdown(const PlacementSheet& sheet) {
  // The umpire's sheet says so before anything else and again at its end, however it is printed.
  const std::string umpire_line = sheet.umpire ? std::string("**") + kUmpireBanner + "**\n" : "";
  std::string md =
      umpire_line + (sheet.umpire ? "\n" : "") + "# Placement sheet: " + sheet.title + "\n\n" + sheet.subtitle + "\n\n";
  for (const auto& paragraph : sheet.how_to_measure) md += paragraph + "\n\n";

  md += "## Terrain pieces\n\n";
  if (sheet.areas.empty())
    md += "None.\n\n";
  else {
    md += header({"Name", "Kind", "Size (cm)", "Centre", "Turned", "Spans", "Notes"});
    for (const AreaRow& a : sheet.areas)
      md += row({a.name, a.kind, cm_text(a.length_cm) + " \u00d7 " + cm_text(a.depth_cm),
                 position_text(a.centre), std::to_string(static_cast<int>(a.rotation_deg)) + "\u00b0",
                 span_text(a.centre.along_edge, a.along_from_cm, a.along_to_cm) + " \u00b7 " +
                     span_text(a.centre.across_edge, a.across_from_cm, a.across_to_cm),
                 a.notes});
    md += "\n";
    bool any_corners = false;
    for (const AreaRow& a : sheet.areas) {
      if (a.corners.empty()) continue;
      if (!any_corners) md += "Corners of the pieces with straight sides, in order round each piece:\n\n";
      any_corners = true;
      md += "- **" + cell(a.name) + "**: ";
      for (std::size_t i = 0; i < a.corners.size(); ++i) md += (i ? "; " : "") + position_text(a.corners[i]);
      md += "\n";
    }
    if (any_corners) md += "\n";
  }

  md += "## Rivers, streams and roads\n\n";
  if (sheet.lines.empty())
    md += "None.\n\n";
  else {
    md += header({"Name", "Kind", "Width (cm)", "Starts", "Ends", "Length (cm)", "Notes"});
    for (const LineRow& l : sheet.lines)
      md += row({l.name, l.kind,
                 l.min_width_cm == l.max_width_cm ? cm_text(l.min_width_cm)
                                                  : cm_text(l.min_width_cm) + "\u2013" + cm_text(l.max_width_cm),
                 line_end_text(l.start), line_end_text(l.end), cm_text(l.length_cm), l.notes});
    md += "\n";
    for (const LineRow& l : sheet.lines) {
      md += "Course of **" + cell(l.name) + "**: " + position_text(l.start.at);
      for (const auto& p : l.course) md += " \u2192 " + position_text(p);
      md += " \u2192 " + position_text(l.end.at) + "\n\n";
      for (const auto& section : l.sections) md += "- section " + section + "\n";
      if (!l.sections.empty()) md += "\n";
    }
  }

  md += "## Bridges and fords\n\n";
  if (sheet.crossings.empty())
    md += "None.\n\n";
  else {
    md += header({"Crossing", "Over", "At", "Notes"});
    for (const CrossingRow& c : sheet.crossings) md += row({c.kind, c.on, position_text(c.at), c.notes});
    md += "\n";
  }

  md += "## Deployment\n\n";
  if (sheet.deployment.empty()) md += "No deployment zones.\n\n";
  for (const auto& sentence : sheet.deployment) md += "- " + sentence + "\n";
  if (!sheet.deployment.empty()) md += "\n";

  if (!sheet.objectives.empty()) {
    md += "## Objectives\n\n";
    md += header({"Objective", "At", "Points"});
    for (const ObjectiveRow& o : sheet.objectives) md += row({o.what, position_text(o.at), o.points});
    md += "\n";
  }

  if (!sheet.armies.empty()) {
    md += "## Armies\n\n";
    for (const ArmyRoster& army : sheet.armies) {
      md += "### " + army.heading + "\n\n" + army.summary + "\n\n";
      md += header({"Unit", "Type", "Name", "Rating", "Points"});
      for (const RosterRow& u : army.units) md += row({u.id, u.type, u.name, u.rating, std::to_string(u.points)});
      md += "\n";
    }
  }

  if (!sheet.weather.empty()) {
    md += "## Umpire only: weather by turn\n\n";
    md += header({"Turn", "Weather", "Effects"});
    for (const WeatherRow& t : sheet.weather) md += row({std::to_string(t.turn), t.state, t.effects});
    md += "\n";
  }
  return md + umpire_line;
}

}  // namespace wargen
