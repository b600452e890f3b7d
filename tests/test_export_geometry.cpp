// Known answers for what the picture exports compute: sight walls and their road gaps (dd2vtt), the
// board's terrain per cell (tmj), and the JSON and base64 they are written with.
#include <catch2/catch.hpp>

#include "export/board_cells.hpp"
#include "export/dd2vtt.hpp"
#include "export/json_writer.hpp"
#include "export/sight_walls.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;

namespace {

Scenario table_100() {
  Scenario s;
  s.table_width_cm = 100;
  s.table_depth_cm = 100;
  return s;
}

Feature area(const std::string& id, const std::string& kind, Polygon outline) {
  Feature f;
  f.id = id;
  f.kind = kind;
  f.outline = std::move(outline);
  return f;
}

Feature line(const std::string& id, const std::string& kind, Polyline path, double width_cm) {
  Feature f;
  f.id = id;
  f.kind = kind;
  f.path = std::move(path);
  f.width_cm = width_cm;
  return f;
}

bool near(Point a, Point b) { return std::abs(a.x - b.x) < 1e-9 && std::abs(a.y - b.y) < 1e-9; }

}  // namespace

TEST_CASE("a road into a town opens a road-wide gap in its wall", "[exports]") {
  Scenario s = table_100();
  s.features.push_back(area("f1", "built_up", {{40, 40}, {60, 40}, {60, 60}, {40, 60}}));
  s.features.push_back(line("f2", "road", {{50, 0}, {50, 50}}, 4));
  const SightWalls sight = sight_walls(s);
  // One wall, from the gap's east side round the town to its west side.
  REQUIRE(sight.walls.size() == 1);
  const Polyline& wall = sight.walls[0];
  CHECK(near(wall.front(), {52, 40}));
  CHECK(near(wall.back(), {48, 40}));
  CHECK(wall.size() == 6);  // 52,40 · 60,40 · 60,60 · 40,60 · 40,40 · 48,40
}

TEST_CASE("a road through a wood opens it where it enters and where it leaves", "[exports]") {
  // NPOW-P4: roads run across woods; tokens follow them through.
  Scenario s = table_100();
  s.features.push_back(area("f1", "wood", {{40, 40}, {60, 40}, {60, 60}, {40, 60}}));
  s.features.push_back(line("f2", "road", {{50, 0}, {50, 100}}, 4));
  const SightWalls sight = sight_walls(s);
  REQUIRE(sight.walls.size() == 2);
  const Polyline east{{52, 40}, {60, 40}, {60, 60}, {52, 60}}, west{{48, 60}, {40, 60}, {40, 40}, {48, 40}};
  for (std::size_t k = 0; k < 2; ++k) {
    const Polyline& expected = k == 0 ? west : east;  // the stretch through the ring's start comes first
    REQUIRE(sight.walls[k].size() == expected.size());
    for (std::size_t i = 0; i < expected.size(); ++i) CHECK(near(sight.walls[k][i], expected[i]));
  }
}

TEST_CASE("roads ending on a town's corner open one gap round the corner", "[exports]") {
  // Two roads meet the outline at its first vertex, where two edges (and the ring's closing edge)
  // touch: one gap, road-wide on each side of the corner, not one per edge or per road.
  Scenario s = table_100();
  s.features.push_back(area("f1", "built_up", {{40, 40}, {60, 40}, {60, 60}, {40, 60}}));
  s.features.push_back(line("f2", "road", {{30, 30}, {40, 40}}, 4));
  s.features.push_back(line("f3", "road", {{40, 20}, {40, 40}}, 4));
  const SightWalls sight = sight_walls(s);
  REQUIRE(sight.walls.size() == 1);
  CHECK(near(sight.walls[0].front(), {42, 40}));
  CHECK(near(sight.walls[0].back(), {40, 42}));
  CHECK(sight.walls[0].size() == 5);  // 42,40 · 60,40 · 60,60 · 40,60 · 40,42
}

TEST_CASE("walls are cut at the table's edge and only woods and towns have them", "[exports]") {
  Scenario s = table_100();
  s.features.push_back(area("f1", "wood", {{-10, 80}, {10, 80}, {10, 120}, {-10, 120}}));
  s.features.push_back(area("f2", "hill", {{40, 40}, {60, 40}, {60, 60}, {40, 60}}));
  s.features.push_back(area("f3", "wood", {{200, 200}, {210, 200}, {210, 210}}));  // off the table
  const SightWalls sight = sight_walls(s);
  REQUIRE(sight.walls.size() == 1);
  const Polyline expected{{0, 80}, {10, 80}, {10, 100}};
  REQUIRE(sight.walls[0].size() == expected.size());
  for (std::size_t i = 0; i < expected.size(); ++i) CHECK(near(sight.walls[0][i], expected[i]));
}

TEST_CASE("polyline_parts_in_box keeps the inside stretches in order", "[exports]") {
  const Box box{0, 0, 10, 10};
  const auto parts = polyline_parts_in_box({{-5, 5}, {5, 5}, {5, 15}, {8, 15}, {8, 5}, {15, 5}}, box);
  REQUIRE(parts.size() == 2);
  CHECK(parts[0] == Polyline{{0, 5}, {5, 5}, {5, 10}});
  CHECK(parts[1] == Polyline{{8, 10}, {8, 5}, {10, 5}});
  CHECK(polyline_parts_in_box({{20, 20}, {30, 30}}, box).empty());
}

TEST_CASE("board cells take the terrain that matters most at their centre", "[exports]") {
  Scenario s = table_100();
  s.table_width_cm = 30;
  s.table_depth_cm = 12;                                           // 3 x 2 cells of 10 cm, the last row overhanging
  s.features.push_back(line("f1", "road", {{0, 7}, {30, 7}}, 4));  // through row 0
  s.features.push_back(area("f2", "lake", {{10, 0}, {20, 0}, {20, 12}, {10, 12}}));  // column 1
  s.features.push_back(area("f3", "wood", {{20, 0}, {30, 0}, {30, 3}, {20, 3}}));    // below row 0
  const Board board = board_cells(s, 10);
  REQUIRE(board.columns == 3);
  REQUIRE(board.rows == 2);
  // Row 0's centres are at y = 7 (the road); row 1's at y = -3, off the table.
  CHECK(board.cells[0].terrain == "road");
  CHECK(board.cells[1].terrain == "lake");  // water over road
  CHECK(board.cells[1].feature == "f2");
  CHECK(board.cells[2].terrain == "road");
  CHECK(board.cells[3].terrain == "open");
  CHECK(board.cells[3].feature.empty());
  CHECK_THROWS_AS(board_cells(s, 0), std::invalid_argument);
}

TEST_CASE("the JSON writer and base64 give fixed bytes", "[exports]") {
  JsonWriter json;
  json.begin_object();
  json.key("text").value("a \"quote\"\n\x01");
  json.key("numbers").begin_array(true).value(0.1 + 0.2, 4).value(-0.00001, 4).value(2.5, 0).value(7).end_array();
  json.key("flag").value(false);
  json.key("empty").begin_array().end_array();
  json.end_object();
  CHECK(json.finish() ==
        "{\n  \"text\": \"a \\\"quote\\\"\\n\\u0001\",\n  \"numbers\": [0.3, 0, 3, 7],\n  \"flag\": false,\n"
        "  \"empty\": []\n}\n");
  JsonWriter unbalanced;
  unbalanced.begin_array();
  CHECK_THROWS_AS(unbalanced.finish(), std::logic_error);
  CHECK(base64("Man") == "TWFu");
  CHECK(base64("Ma") == "TWE=");
  CHECK(base64("M") == "TQ==");
  CHECK(base64("") == "");
  CHECK(base64(std::string("\xff\xfe\x00", 3)) == "//4A");
}

}  // namespace WARGEN_TEST_FILE
