// The Fields of Strategy board laid on hand-made tables (sight/board_from_scenario.hpp): what
// each cell gets, known cell by cell; then `--format fos` end to end, its YAML read back by
// libyaml and its PNG decoded by cairo.
#include <cairo.h>

#include <catch2/catch.hpp>

#include "core/error.hpp"
#include "fairness_tables.hpp"
#include "fos/fos_board.hpp"
#include "sight/board_from_scenario.hpp"
#include "support.hpp"
#include "yaml_query.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;
using namespace wargen::test;
using sight::Cell;
using sight::EdgeObstacle;
using sight::Surface;

namespace {

// 60 × 40 cm: 12 × 8 cells of 5 cm; A deploys on row 0, B on row 7.
Scenario small_table() { return table(60, 40, rect(0, 0, 60, 6), rect(0, 34, 60, 40)); }

}  // namespace

TEST_CASE("FoS board: cover, water, hill levels by the cell centre", "[fos]") {
  Scenario s = small_table();
  s.features = {area("f1", "wood", rect(4, 9, 16, 16)),         // centres (7.5, 12.5) and (12.5, 12.5)
                area("f2", "lake", rect(40, 10, 51, 14)),       // centres (42.5, 12.5), (47.5, 12.5)
                area("f3", "hill", rect(20, 0, 36, 11)),        // cols 4–6, rows 0–1
                area("f4", "hill", rect(29, 4, 39, 9)),         // cols 6–7, row 1 – a second level on (6, 1)
                area("f5", "built_up", rect(41, 11, 44, 14))};  // inside the lake: water wins
  const auto b = sight::board_from_scenario(s, 5);
  CHECK(b.board.cols() == 12);
  CHECK(b.board.rows() == 8);
  CHECK(b.board.surface({1, 2}) == Surface::cover);
  CHECK(b.board.surface({2, 2}) == Surface::cover);
  CHECK(b.board.surface({3, 2}) == Surface::normal);
  CHECK(b.board.surface({8, 2}) == Surface::forbidden);
  CHECK(b.board.surface({9, 2}) == Surface::forbidden);
  CHECK(b.board.level({4, 0}) == 1);
  CHECK(b.board.level({5, 1}) == 1);
  CHECK(b.board.level({6, 1}) == 2);
  CHECK(b.board.level({7, 1}) == 1);
  CHECK(b.board.level({8, 1}) == 0);
  CHECK(b.board.level({4, 2}) == 0);
}

TEST_CASE("FoS board: a river is forbidden except at its bridge", "[fos]") {
  Scenario s = small_table();
  s.features = {line("f1", "river", {{0, 22}, {60, 22}}, 3)};
  s.crossings = {{"x1", "bridge", {32, 22}, "f1"}};
  const auto b = sight::board_from_scenario(s, 5);
  for (int col = 0; col < 12; ++col) {
    INFO("col " << col);
    CHECK(b.board.surface({col, 3}) == Surface::normal);
    // Within 1.5 + 3.75 cm of the bridge: the centres (32.5, 22.5) and (27.5, 22.5).
    CHECK(b.board.surface({col, 4}) == (col == 5 || col == 6 ? Surface::normal : Surface::forbidden));
  }
  REQUIRE(b.crossings.size() == 1);
  CHECK(b.crossings[0].cell == Cell{6, 4});
}

TEST_CASE("FoS board: streams, hedges and earthworks lie on cell edges, open at a ford", "[fos]") {
  Scenario s = small_table();
  s.features = {line("f1", "stream", {{30, 0}, {30, 40}}, 1), line("f2", "obstacle", {{0, 17}, {20, 17}}, 0.5),
                line("f3", "earthwork", {{40, 10}, {50, 20}}, 1)};
  s.crossings = {{"x1", "ford", {30, 12}, "f1"}};
  const auto b = sight::board_from_scenario(s, 5);
  for (int row = 0; row < 8; ++row) {
    INFO("row " << row);
    CHECK(b.board.east_edge({5, row}) == (row == 2 ? EdgeObstacle::none : EdgeObstacle::stream));
    CHECK(b.board.east_edge({4, row}) == EdgeObstacle::none);
  }
  for (int col = 0; col < 8; ++col) {  // the earthwork's cells are checked below
    INFO("col " << col);
    CHECK(b.board.north_edge({col, 2}) == (col < 4 ? EdgeObstacle::obstacle : EdgeObstacle::none));
    CHECK(b.board.surface({col, 3}) == Surface::normal);  // an obstacle never makes a cell forbidden
  }
  // The earthwork's diagonal is a staircase of edges: no orthogonal step crosses it unmarked.
  CHECK(b.board.east_edge({8, 2}) == EdgeObstacle::earthwork);
  CHECK(b.board.north_edge({8, 2}) == EdgeObstacle::earthwork);
  CHECK(b.board.east_edge({9, 3}) == EdgeObstacle::earthwork);
}

TEST_CASE("FoS board: roads, deployment cells and objectives", "[fos]") {
  Scenario s = small_table();
  s.features = {line("f1", "road", {{2, 2}, {2, 38}}, 3), area("f2", "built_up", rect(20, 15, 31, 26))};
  s.features[1].objective = true;
  s.features[1].points = {{"A", 10}, {"B", 15}};
  const auto b = sight::board_from_scenario(s, 5);
  for (int row = 0; row < 8; ++row) {
    CHECK(b.has_road({0, row}));
    CHECK_FALSE(b.has_road({1, row}));
  }
  REQUIRE(b.deployment.size() == 2);
  CHECK(b.deployment[0].cells.size() == 12);  // row 0: the centres at y 2.5
  CHECK(b.deployment[1].cells.size() == 12);  // row 7: the centres at y 37.5
  REQUIRE(b.objectives.size() == 1);
  CHECK(b.objectives[0].site.total_points() == 25);
  CHECK(b.objectives[0].cell == Cell{5, 4});  // the centroid (25.5, 20.5)
  CHECK(b.objectives[0].cells.size() == 4);   // centres (22.5|27.5, 17.5|22.5)
}

TEST_CASE("FoS board: the cell size is checked", "[fos]") {
  CHECK_THROWS_AS(sight::board_from_scenario(small_table(), 0.5), InputError);
  CHECK_THROWS_AS(sight::board_from_scenario(small_table(), 101), InputError);
  // A cell size that does not divide the table: the last column is cut short by the edge.
  CHECK(sight::board_from_scenario(small_table(), 7).board.cols() == 9);
}

TEST_CASE("FoS board: FOS-B4 sight from each zone, seen in the YAML", "[fos]") {
  Scenario s = small_table();
  s.features = {area("f1", "wood", rect(0, 15, 60, 20))};  // a belt of wood across the table
  const FosBoard fos = make_fos_board(s, 5);
  CHECK(fos.seen_bits({3, 1}) == 1);  // south of the wood: A sees it, B cannot (FOS-B4: cover between)
  const YamlQuery y(fos_board_yaml(s, fos));
  CHECK(y["format"].text() == "wargen-fos-board/1");
  CHECK(y["cols"].integer() == 12);
  CHECK(y["rows"].integer() == 8);
  const YamlQuery seen = y["seen_from"];
  REQUIRE(seen.size() == 8);
  // Rows are listed north first: the wood is row 3 (index 4); B's side of it is seen by B only.
  CHECK(y["terrain"][4].text() == "############");
  CHECK(seen[0].text() == "BBBBBBBBBBBB");
  CHECK(seen[7].text() == "AAAAAAAAAAAA");
  CHECK(seen[4].text() == "++++++++++++");  // the wood's own cells: a unit looks into it
}

TEST_CASE("FoS board: a piece smaller than a cell marks the cell it stands in", "[fos]") {
  Scenario s = small_table();
  s.features = {area("f1", "building", rect(35.5, 20.5, 37, 22)), area("f2", "hill", rect(11, 26, 13.5, 29))};
  const auto b = sight::board_from_scenario(s, 5);
  CHECK(b.board.surface({7, 4}) == Surface::cover);  // holds no centre; its centroid (36.25, 21.25)
  CHECK(b.board.level({2, 5}) == 1);                 // the centroid (12.25, 27.5)
  int cover = 0;
  for (int row = 0; row < 8; ++row)
    for (int col = 0; col < 12; ++col) cover += b.board.surface({col, row}) == Surface::cover;
  CHECK(cover == 1);
}

}  // namespace WARGEN_TEST_FILE
