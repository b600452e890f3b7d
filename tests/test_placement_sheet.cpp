// The placement sheet round trip: the numbers a club organiser reads off the Markdown sheet put
// every piece, river end, course point, crossing and deployment line where the YAML has it, to
// within 0.1 cm – parsed back from the text, not taken from the sheet's data structure.
#include <catch2/catch.hpp>
#include <cctype>
#include <cstdlib>
#include <sstream>

#include "scenario/scenario_reader.hpp"
#include "scenario/scenario_writer.hpp"
#include "sheet/placement_sheet.hpp"
#include "sheet/sheet_markdown.hpp"
#include "support.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;
using namespace wargen::test;

namespace {

constexpr double kTolerance = 0.1;  // cm

struct Parsed {
  std::map<std::string, std::vector<std::vector<std::string>>> tables;  // section -> rows of cells
  std::map<std::string, std::string> corners;                           // piece -> its corner list
  std::map<std::string, std::string> courses;                           // line -> its course
  std::vector<std::string> deployment;
};

std::vector<std::string> cells_of(const std::string& line) {
  std::vector<std::string> cells;
  std::string cell;
  for (std::size_t i = 1; i < line.size(); ++i) {
    if (line[i] == '|' && line[i - 1] != '\\') {
      cells.push_back(cell.substr(1, cell.size() - 2));  // the spaces round a cell
      cell.clear();
    } else {
      cell += line[i];
    }
  }
  return cells;
}

Parsed parse(const std::string& md) {
  Parsed out;
  std::istringstream in(md);
  std::string section, line;
  bool header_seen = false;
  while (std::getline(in, line)) {
    if (line.rfind("## ", 0) == 0) {
      section = line.substr(3);
      header_seen = false;
    } else if (line.rfind("|---", 0) == 0) {
      continue;
    } else if (line.rfind("| ", 0) == 0) {
      if (header_seen) out.tables[section].push_back(cells_of(line));
      header_seen = true;
    } else if (line.rfind("- **", 0) == 0) {
      const auto end = line.find("**: ");
      out.corners[line.substr(4, end - 4)] = line.substr(end + 4);
    } else if (line.rfind("Course of **", 0) == 0) {
      const auto end = line.find("**: ");
      out.courses[line.substr(12, end - 12)] = line.substr(end + 4);
    } else if (line.rfind("- Side ", 0) == 0) {
      out.deployment.push_back(line);
    }
  }
  return out;
}

// A small reader for the sheet's texts (std::regex is avoided: GCC 12 warns inside <regex> under
// the sanitizers, and CI builds those with -Werror).
class Reader {
 public:
  explicit Reader(const std::string& text, std::size_t at = 0) : text_(text), at_(at) {}
  bool literal(const std::string& expected) {
    if (text_.compare(at_, expected.size(), expected) != 0) return false;
    at_ += expected.size();
    return true;
  }
  bool one_of(const char* letters, char& out) {
    if (at_ >= text_.size() || std::string(letters).find(text_[at_]) == std::string::npos) return false;
    out = text_[at_++];
    return true;
  }
  bool number(double& out) {
    const char* start = text_.c_str() + at_;
    char* end = nullptr;
    out = std::strtod(start, &end);
    if (end == start) return false;
    at_ += static_cast<std::size_t>(end - start);
    return true;
  }
  bool done() const { return at_ == text_.size(); }

 private:
  const std::string& text_;
  std::size_t at_;
};

const std::string kDot = " \u00b7 ", kDash = "\u2013";

// Every "W 12.3 · S 4.5" in the text, as table points.
std::vector<Point> positions(const std::string& text, const Scenario& s) {
  std::vector<Point> out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (i > 0 && std::isalpha(static_cast<unsigned char>(text[i - 1]))) continue;  // inside a word
    Reader r(text, i);
    TablePosition t;
    if (r.one_of("WE", t.along_edge) && r.literal(" ") && r.number(t.along_cm) && r.literal(kDot) &&
        r.one_of("SN", t.across_edge) && r.literal(" ") && r.number(t.across_cm))
      out.push_back(table_point(t, s.table_width_cm, s.table_depth_cm));
  }
  return out;
}

// "W 71.8–82.8 · S 1.2–12.2" as the box in table coordinates.
Box spans(const std::string& text, const Scenario& s) {
  Reader r(text);
  char along = 0, across = 0;
  double a0 = 0, a1 = 0, c0 = 0, c1 = 0;
  REQUIRE((r.one_of("WE", along) && r.literal(" ") && r.number(a0) && r.literal(kDash) && r.number(a1) &&
           r.literal(kDot) && r.one_of("SN", across) && r.literal(" ") && r.number(c0) && r.literal(kDash) &&
           r.number(c1) && r.done()));
  const bool west = along == 'W', south = across == 'S';
  return {west ? a0 : s.table_width_cm - a1, south ? c0 : s.table_depth_cm - c1, west ? a1 : s.table_width_cm - a0,
          south ? c1 : s.table_depth_cm - c0};
}

double number_attribute(const Feature& f, const char* key) { return std::stod(f.attributes.at(key)); }

void check_point(Point sheet, Point yaml, const std::string& what) {
  INFO(what << ": sheet (" << sheet.x << ", " << sheet.y << ") yaml (" << yaml.x << ", " << yaml.y << ")");
  CHECK(std::abs(sheet.x - yaml.x) <= kTolerance);
  CHECK(std::abs(sheet.y - yaml.y) <= kTolerance);
}

void check_sheet(const Scenario& s) {
  const std::string md = placement_sheet_markdown(make_placement_sheet(s, MapView::player));
  const Parsed p = parse(md);
  std::size_t area = 0, line = 0;
  const auto& areas =
      p.tables.count("Terrain pieces") ? p.tables.at("Terrain pieces") : decltype(p.tables)::mapped_type{};
  const auto& lines = p.tables.count("Rivers, streams and roads") ? p.tables.at("Rivers, streams and roads")
                                                                  : decltype(p.tables)::mapped_type{};
  for (const Feature& f : s.features) {
    const std::string label = feature_label(s, f);
    INFO(s.id << " " << f.id << " " << label);
    if (f.is_area()) {
      REQUIRE(area < areas.size());
      const auto& row = areas[area++];
      CHECK(row[0] == label);
      const auto centre = positions(row[3], s);
      REQUIRE(centre.size() == 1);
      check_point(centre[0], centroid(f.outline), "centre");
      double length = 0, depth = 0;
      REQUIRE(std::sscanf(row[2].c_str(), "%lf \u00d7 %lf", &length, &depth) == 2);
      CHECK(std::abs(length - number_attribute(f, "length_cm")) <= kTolerance);
      CHECK(std::abs(depth - number_attribute(f, "depth_cm")) <= kTolerance);
      CHECK(std::stoi(row[4]) == static_cast<int>(number_attribute(f, "rotation_deg")));
      const Box sheet_box = spans(row[5], s), yaml_box = bounding_box(f.outline);
      check_point({sheet_box.min_x, sheet_box.min_y}, {yaml_box.min_x, yaml_box.min_y}, "spans from");
      check_point({sheet_box.max_x, sheet_box.max_y}, {yaml_box.max_x, yaml_box.max_y}, "spans to");
      if (f.outline.size() <= 8) {
        REQUIRE(p.corners.count(label));
        const auto corners = positions(p.corners.at(label), s);
        REQUIRE(corners.size() == f.outline.size());
        for (std::size_t i = 0; i < corners.size(); ++i) check_point(corners[i], f.outline[i], "corner");
      }
    } else {
      REQUIRE(line < lines.size());
      const auto& row = lines[line++];
      CHECK(row[0] == label);
      check_point(positions(row[3], s).at(0), f.path.front(), "start");
      check_point(positions(row[4], s).at(0), f.path.back(), "end");
      if (f.path.front().y == 0) CHECK_THAT(row[3], Catch::StartsWith("south edge"));
      if (f.path.back().y == s.table_depth_cm) CHECK_THAT(row[4], Catch::StartsWith("north edge"));
      CHECK(std::abs(std::stod(row[2]) - f.width_cm) <= kTolerance);
      // The course: start, a point every 15 cm along the path, end.
      const auto course = positions(p.courses.at(label), s);
      REQUIRE(course.size() >= 2);
      for (std::size_t i = 1; i + 1 < course.size(); ++i)
        check_point(course[i], point_at(f.path, kCourseStepCm * static_cast<double>(i)), "course point");
    }
  }
  CHECK(area == areas.size());
  CHECK(line == lines.size());
  const auto crossings =
      p.tables.count("Bridges and fords") ? p.tables.at("Bridges and fords") : decltype(p.tables)::mapped_type{};
  REQUIRE(crossings.size() == s.crossings.size());
  for (std::size_t i = 0; i < crossings.size(); ++i) {
    CHECK(crossings[i][0] == s.crossings[i].kind);
    check_point(positions(crossings[i][2], s).at(0), s.crossings[i].at, "crossing");
  }
  REQUIRE(p.deployment.size() == s.deployment.size());
  for (std::size_t i = 0; i < s.deployment.size(); ++i) {
    const Box zone = bounding_box(s.deployment[i].polygon);
    const double depth = zone.max_y - zone.min_y;
    CHECK_THAT(p.deployment[i], Catch::Contains("within " + cm_text(depth) + " cm of the " + s.deployment[i].edge));
  }
}

}  // namespace

TEST_CASE("the Markdown placement sheet round-trips to the YAML within 0.1 cm on 300 seeds") {
  std::size_t rivers = 0, pieces = 0;
  for (std::uint64_t seed = 0; seed < 300; ++seed) {
    // Through the YAML text, as a club would: the sheet must agree with the file they have.
    const Scenario generated = gok_scenario(seed);
    const Scenario s = read_scenario_yaml(write_scenario_yaml(generated), "seed.yaml");
    check_sheet(s);
    for (const Feature& f : s.features) (f.is_area() ? pieces : rivers) += 1;
  }
  CHECK(pieces > 1000);
  CHECK(rivers > 100);
}

TEST_CASE("positions are measured from the nearest corner") {
  const TablePosition sw = measure_from_corner({10, 5}, 180, 120);
  CHECK(sw.along_edge == 'W');
  CHECK(sw.across_edge == 'S');
  CHECK(position_text(sw) == "W 10.0 \u00b7 S 5.0");
  const TablePosition ne = measure_from_corner({175.25, 100}, 180, 120);
  CHECK(position_text(ne) == "E 4.8 \u00b7 N 20.0");
  CHECK(table_point(ne, 180, 120) == Point{175.25, 100});
  CHECK(cm_text(-0.01) == "0.0");
}

TEST_CASE("the sheet names objectives with their points and hides VP values from players") {
  Scenario s = gok_scenario(12);
  REQUIRE(!s.features.empty());
  Feature& hill = s.features.back();
  hill.objective = true;
  hill.points = {{"A", 15}, {"B", 5}};
  VpMarker marker;
  marker.number = 3;
  marker.at = {50, 30};
  marker.place = "village f4";
  marker.value_pct = 30;
  s.objectives.scheme = "vp-markers";
  s.objectives.markers.push_back(marker);
  const std::string umpire = placement_sheet_markdown(make_placement_sheet(s, MapView::umpire));
  const std::string player = placement_sheet_markdown(make_placement_sheet(s, MapView::player));
  CHECK_THAT(umpire, Catch::Contains("## Objectives") && Catch::Contains("A 15 \u00b7 B 5"));
  CHECK_THAT(umpire, Catch::Contains("VP marker 3 (village f4) | W 50.0 \u00b7 S 30.0 | 30 % |"));
  CHECK_THAT(player, Catch::Contains("VP marker 3 (village f4) | W 50.0 \u00b7 S 30.0 | hidden |"));
  CHECK_THAT(player, !Catch::Contains("30 %"));
}

}  // namespace WARGEN_TEST_FILE
