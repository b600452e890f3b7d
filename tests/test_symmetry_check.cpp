// The symmetric-table check (symmetry/symmetry_check.hpp) on hand-made tables: what it accepts
// and each way a piece can lack its twin.
#include <catch2/catch.hpp>
#include <cmath>

#include "symmetry/half_turn.hpp"
#include "symmetry/symmetry_check.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;

namespace {

Feature area(std::string id, std::string kind, Polygon outline) {
  Feature f;
  f.id = std::move(id);
  f.kind = std::move(kind);
  f.outline = std::move(outline);
  return f;
}

// 100 × 60 table: a hill in the south-west and its twin in the north-east, a river from the
// west edge to the east edge through the centre, both deployment zones.
Scenario symmetric_table() {
  Scenario s;
  s.table_width_cm = 100;
  s.table_depth_cm = 60;
  s.features.push_back(area("hill-1", "hill", {{10, 5}, {30, 5}, {30, 15}, {10, 15}}));
  // The twin written from another vertex: an outline has no first corner.
  s.features.push_back(area("hill-2", "hill", {{90, 55}, {70, 55}, {70, 45}, {90, 45}}));
  Feature river;
  river.id = "river-1";
  river.kind = "river";
  river.width_cm = 3;
  river.path = {{0, 20}, {40, 25}, {50, 30}, {60, 35}, {100, 40}};
  s.features.push_back(river);
  s.deployment.push_back({"A", "south", {{0, 0}, {100, 0}, {100, 10}, {0, 10}}});
  s.deployment.push_back({"B", "north", {{0, 50}, {100, 50}, {100, 60}, {0, 60}}});
  return s;
}

std::vector<std::string> messages(const Scenario& s) {
  std::vector<std::string> out;
  for (const auto& v : symmetry_faults(s)) {
    CHECK(v.rule == kSymmetryRule);
    out.push_back(v.message);
  }
  return out;
}

}  // namespace

TEST_CASE("half turn: about the table's centre, on the 0.01 cm grid, its own inverse", "[symmetry]") {
  TableSize gok{182.88, 76.2};
  CHECK(half_turn(Point{0, 0}, gok) == Point{182.88, 76.2});
  CHECK(half_turn(Point{30.48, 38.1}, gok) == Point{152.4, 38.1});
  CHECK(table_centre(gok) == Point{91.44, 38.1});
  CHECK(half_turn(table_centre(gok), gok) == table_centre(gok));
  for (double x = 0; x <= 182.88; x += 0.37)
    for (double y = 0; y <= 76.2; y += 0.53) {
      Point p{std::round(x * 100) / 100, std::round(y * 100) / 100};
      REQUIRE(half_turn(half_turn(p, gok), gok) == p);
    }
}

TEST_CASE("symmetric table: a twin pair, a river that is its own twin, both zones", "[symmetry]") {
  CHECK(messages(symmetric_table()).empty());
}

TEST_CASE("symmetric table: objective points follow the sides", "[symmetry]") {
  Scenario s = symmetric_table();
  s.features[0].points = {{"A", 10}};
  s.features[1].points = {{"B", 10}};
  CHECK(messages(s).empty());
  s.features[1].points = {{"A", 10}};  // the same side's points on both: not the same table for B
  CHECK(messages(s) == std::vector<std::string>{
                           "feature hill-1 (hill) has no twin: nothing of its kind, size and points lies where a half "
                           "turn about the table's centre takes it",
                           "feature hill-2 (hill) has no twin: nothing of its kind, size and points lies where a half "
                           "turn about the table's centre takes it"});
}

TEST_CASE("symmetric table: each way of lacking a twin is reported", "[symmetry]") {
  SECTION("a twin moved by 0.01 cm") {
    Scenario s = symmetric_table();
    s.features[1].outline[0].x = 90.01;
    CHECK(messages(s).size() == 2);
  }
  SECTION("a twin off by the last bit of one coordinate") {
    // Compared exactly: the other piece's half turn (on the 0.01 cm grid) misses it by that bit.
    // Its own half turn is put back on the grid, and meets the other piece.
    Scenario s = symmetric_table();
    s.features[1].outline[0].x = std::nextafter(s.features[1].outline[0].x, 1000.0);
    const std::vector<std::string> found = messages(s);
    REQUIRE(found.size() == 1);
    CHECK(found[0].rfind("feature " + s.features[0].id + " ", 0) == 0);
  }
  SECTION("a twin of another kind") {
    Scenario s = symmetric_table();
    s.features[1].kind = "wood";
    CHECK(messages(s).size() == 2);
  }
  SECTION("a twin with other attributes") {
    Scenario s = symmetric_table();
    s.features[1].attributes["steep"] = "true";
    CHECK(messages(s).size() == 2);
  }
  SECTION("two pieces cannot share one twin") {
    Scenario s = symmetric_table();
    s.features.push_back(s.features[0]);
    s.features.back().id = "hill-3";
    CHECK(messages(s) == std::vector<std::string>{"feature hill-3 (hill) has no twin: nothing of its kind, size and "
                                                  "points lies where a half turn about the table's centre takes it"});
  }
  SECTION("a river that is not its own twin") {
    Scenario s = symmetric_table();
    s.features[2].path[1] = {40, 26};
    CHECK(messages(s).size() == 1);
  }
  SECTION("river sections in the wrong order along a self-twin river") {
    Scenario s = symmetric_table();
    s.features[2].sections = {{1, 0, 60, "stream", "fordable", 2, ""}, {2, 60, 120, "river", "impassable", 4, ""}};
    CHECK(messages(s).size() == 1);
    s.features[2].sections[1].quality = "stream";
    s.features[2].sections[1].passability = "fordable";
    s.features[2].sections[1].width_cm = 2;
    CHECK(messages(s).empty());
  }
  SECTION("a crossing without its twin") {
    Scenario s = symmetric_table();
    Crossing c;
    c.id = "bridge-1";
    c.kind = "bridge";
    c.at = {40, 25};
    c.feature = "river-1";
    s.crossings.push_back(c);
    CHECK(messages(s) == std::vector<std::string>{
                             "crossing bridge-1 (bridge) has no twin at its half turn about the table's centre"});
    c.id = "bridge-2";
    c.at = {60, 35};
    s.crossings.push_back(c);
    CHECK(messages(s).empty());
  }
  SECTION("deployment zones of different depth") {
    Scenario s = symmetric_table();
    s.deployment[1].polygon[0].y = 49;
    s.deployment[1].polygon[1].y = 49;
    CHECK(messages(s).size() == 2);
  }
}

}  // namespace WARGEN_TEST_FILE
