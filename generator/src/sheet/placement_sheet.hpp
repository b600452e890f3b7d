#pragma once
// The placement sheet: what a club organiser needs to set the table up with a tape measure –
// every terrain piece with its name, kind, size, centre, rotation and the box it spans; where
// each river, stream and road meets the edges and runs between; bridges and fords; deployment;
// objectives with their points. Every position is measured from the nearest table corner, the
// way one measures on a real table. A pure function of the scenario; sheet_markdown.cpp writes
// it as Markdown and render/sheet_pages.cpp as PDF pages, from the same rows and texts.
#include <optional>
#include <string>
#include <vector>

#include "render/map_renderer.hpp"
#include "scenario/scenario.hpp"

namespace wargen {

// A point measured from the nearest corner: `along_cm` from the west or east short edge,
// `across_cm` from the south or north long edge.
struct TablePosition {
  char along_edge = 'W';  // 'W' | 'E'
  double along_cm = 0;
  char across_edge = 'S';  // 'S' | 'N'
  double across_cm = 0;
};
TablePosition measure_from_corner(Point p, double table_width_cm, double table_depth_cm);
// "W 34.5 · S 20.1"
std::string position_text(const TablePosition& position);
// Back to table coordinates (x east, y north): the tests' way to check a sheet against its YAML.
Point table_point(const TablePosition& position, double table_width_cm, double table_depth_cm);

// What a feature is called on the map and the sheet: its place name, or for a piece nobody names
// (roads, supply lines, NPOW obstacles, players' choice sites) a description that tells it from
// the others: "Side A's supply line", "road 2", "obstacle in C1", "site for A's choice in B2".
// Never the scenario's internal id: players set the table up from these words.
std::string feature_label(const Scenario& scenario, const Feature& feature);

// Lengths as the sheet prints them: one decimal, so "20.0", never "-0.0".
std::string cm_text(double cm);

struct AreaRow {
  std::string id, name, kind;  // name: feature_label()  // kind as people say it: "steep hill", "walled town"
  double length_cm = 0, depth_cm = 0;
  TablePosition centre;
  double rotation_deg = 0;  // long side, anticlockwise from the long edges, 0..179
  // The box the piece spans, measured from the same edges as its centre: along from/to, across from/to.
  double along_from_cm = 0, along_to_cm = 0, across_from_cm = 0, across_to_cm = 0;
  std::vector<TablePosition> corners;  // for pieces with few corners (buildings, towns); else empty
  std::string notes;                   // objective points and the like
};

struct LineEnd {
  std::string where;  // "south edge", "rises here", "joins Lauter", "ends here"
  TablePosition at;
};

struct LineRow {
  std::string id, name, kind;  // name: feature_label()
  double min_width_cm = 0, max_width_cm = 0;
  double length_cm = 0;
  LineEnd start, end;
  std::vector<TablePosition> course;  // points every kCourseStepCm along it, for laying it out
  std::vector<std::string> sections;  // "1: 0–60 cm, river, fordable, 4.0 cm wide" (NPOW-S6)
  std::string notes;
};

struct CrossingRow {
  std::string id, kind, on;  // on: the watercourse's feature_label()
  TablePosition at;
  std::string notes;
};

struct ObjectiveRow {
  std::string what;  // "Eichberg (steep hill)", "bridge over Lauter", "VP marker 3"
  TablePosition at;
  std::string points;  // "A 15 · B 10", "20 %", "hidden"
};

// GOK-A1, A2, V1: one side's army as the players set it out, unit by unit.
struct RosterRow {
  std::string id, type, name, rating;
  int points = 0;
};
struct ArmyRoster {
  std::string heading;  // "Side A: Prussia, 20 units, 310 points"
  std::string summary;  // the break point (GOK-V1) in one sentence
  std::vector<RosterRow> units;
};

// One turn of weather as the umpire reads it out (GOK-W1..W3).
struct WeatherRow {
  int turn = 1;
  std::string state;    // "light rain", "fair (extreme heat)"
  std::string effects;  // "movement -50 %; fire -1 per die; visibility 30 cm" or "none"
};

struct PlacementSheet {
  std::string title;     // "gok-12 (seed 12)"
  std::string subtitle;  // the table and sides in one line
  bool umpire = false;   // the umpire's copy: marked UMPIRE at the head and foot (copy_marking.hpp)
  double table_width_cm = 0, table_depth_cm = 0;
  std::vector<std::string> how_to_measure;  // the sheet's conventions, one paragraph per entry
  std::vector<AreaRow> areas;
  std::vector<LineRow> lines;
  std::vector<CrossingRow> crossings;
  std::vector<std::string> deployment;  // one sentence per side
  std::vector<ObjectiveRow> objectives;
  std::vector<ArmyRoster> armies;  // the roster, on a page of its own in the PDF
  // The umpire's page (umpire view only): every turn's weather, which the players learn turn by
  // turn (GOK-W2); empty on a player's sheet.
  std::vector<WeatherRow> weather;
};

inline constexpr double kCourseStepCm = 15;

// Hidden VP values (VPM-6) appear only in the umpire's view.
PlacementSheet make_placement_sheet(const Scenario& scenario, MapView view);

}  // namespace wargen
