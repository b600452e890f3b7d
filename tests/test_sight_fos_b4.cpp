// Known answers for every clause of FOS-B4 (Fields of Strategy line of sight and detection) on
// small hand-made boards, plus the properties every sight rule must have.
#include <catch2/catch.hpp>

#include "core/rng.hpp"
#include "sight/line_of_sight.hpp"
#include "sight_boards.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;
using sight::Cell;
using sight::Detection;
using wargen::test::board_from_text;
constexpr auto los = wargen::test::sees_fos;

TEST_CASE("FOS-B4 same height: open ground between is seen across", "[sight][fos]") {
  auto b = board_from_text({"......."});
  CHECK(los(b, {0, 0}, {6, 0}));
}

TEST_CASE("FOS-B4 same height: higher ground between blocks", "[sight][fos]") {
  auto b = board_from_text({"...1..."});
  CHECK_FALSE(los(b, {0, 0}, {6, 0}));
  auto ridge = board_from_text({"2221222"});  // both ends on level 2, a dip and no higher ground
  CHECK(los(ridge, {0, 0}, {6, 0}));
  auto higher = board_from_text({"1113111"});
  CHECK_FALSE(los(higher, {0, 0}, {6, 0}));
}

TEST_CASE("FOS-B4 same height: cover between blocks, even in a dip", "[sight][fos]") {
  CHECK_FALSE(los(board_from_text({"...c..."}), {0, 0}, {6, 0}));
  // "aucun terrain plus élevé ou abris": any cover between, whatever its ground.
  CHECK_FALSE(los(board_from_text({"111c111"}), {0, 0}, {6, 0}));
  // The ends' own cells never block: a unit in a wood looks out of it.
  CHECK(los(board_from_text({"c.....c"}), {0, 0}, {6, 0}));
}

TEST_CASE("FOS-B4 different heights: nothing as high as the higher end", "[sight][fos]") {
  // Higher end on level 2, lower on 0: level 2 between blocks, level 1 does not.
  CHECK_FALSE(los(board_from_text({"2..2..."}), {0, 0}, {6, 0}));
  CHECK(los(board_from_text({"2..1..."}), {0, 0}, {6, 0}));
  CHECK(los(board_from_text({"2.....1"}), {0, 0}, {6, 0}));
  CHECK_FALSE(los(board_from_text({"1....2."}), {0, 0}, {6, 0}));  // higher ground beyond the higher end's level
}

TEST_CASE("FOS-B4 different heights: obstacles only nearer the higher end", "[sight][fos]") {
  // Higher end at col 0 (level 1), lower at col 6; the cover cell moves from near to far.
  CHECK(los(board_from_text({"1c....."}), {0, 0}, {6, 0}));
  CHECK(los(board_from_text({"1.c...."}), {0, 0}, {6, 0}));
  CHECK_FALSE(los(board_from_text({"1..c..."}), {0, 0}, {6, 0}));  // the midpoint is not nearer: blocked
  CHECK_FALSE(los(board_from_text({"1...c.."}), {0, 0}, {6, 0}));
  CHECK_FALSE(los(board_from_text({"1....c."}), {0, 0}, {6, 0}));
  // The same seen from the other end: sight is symmetric.
  CHECK(los(board_from_text({"1.c...."}), {6, 0}, {0, 0}));
  CHECK_FALSE(los(board_from_text({"1...c.."}), {6, 0}, {0, 0}));
}

TEST_CASE("FOS-B4 obstacles count half a level", "[sight][fos]") {
  // Ends on levels 2 and 0. Cover on level 1 stands 1.5 levels high: below the higher end, so
  // only its place matters; cover on level 2 stands 2.5 and blocks wherever it is.
  CHECK(los(board_from_text({"2C....."}), {0, 0}, {6, 0}));
  CHECK_FALSE(los(board_from_text({"2....C."}), {0, 0}, {6, 0}));
  CHECK_FALSE(los(board_from_text({"2D....."}), {0, 0}, {6, 0}));
  // Ends on levels 1 and 0: cover on level 1 (1.5) is higher than the higher end.
  CHECK_FALSE(los(board_from_text({"1C....."}), {0, 0}, {6, 0}));
}

TEST_CASE("FOS-B4 linear obstacles do not block sight", "[sight][fos]") {
  auto b = board_from_text({"......."});
  for (int col = 0; col < 6; ++col) b.set_east_edge({col, 0}, sight::EdgeObstacle::earthwork);
  CHECK(los(b, {0, 0}, {6, 0}));
}

TEST_CASE("FOS-B4 water is flat: it never blocks", "[sight][fos]") {
  CHECK(los(board_from_text({"...~..."}), {0, 0}, {6, 0}));
}

TEST_CASE("FOS-B4 detection: 8 cells, 7 and 8 not identified", "[sight][fos]") {
  auto b = board_from_text({".........."});
  const auto rule = sight::fos_b4_rule();
  CHECK(sight::detect(b, {0, 0}, {6, 0}, rule) == Detection::identified);
  CHECK(sight::detect(b, {0, 0}, {7, 0}, rule) == Detection::detected);
  CHECK(sight::detect(b, {0, 0}, {8, 0}, rule) == Detection::detected);
  CHECK(sight::detect(b, {0, 0}, {9, 0}, rule) == Detection::hidden);
  // Cells are counted as moves in 8 directions: a diagonal of 8 is 8 cells.
  auto square = board_from_text(std::vector<std::string>(10, ".........."));
  CHECK(sight::detect(square, {0, 0}, {8, 8}, rule) == Detection::detected);
  CHECK(sight::detect(square, {0, 0}, {9, 9}, rule) == Detection::hidden);
  // In range but no line of sight.
  CHECK(sight::detect(board_from_text({"...1..."}), {0, 0}, {6, 0}, rule) == Detection::hidden);
}

TEST_CASE("FOS-B4 detection: a unit in cover is seen at 1 cell, by a leader at 2", "[sight][fos]") {
  auto b = board_from_text({"..c.c.c"});
  const auto unit = sight::fos_b4_rule(), leader = sight::fos_b4_rule(sight::Observer::leader);
  CHECK(sight::detect(b, {1, 0}, {2, 0}, unit) == Detection::identified);
  CHECK(sight::detect(b, {0, 0}, {2, 0}, unit) == Detection::hidden);
  CHECK(sight::detect(b, {0, 0}, {2, 0}, leader) == Detection::identified);
  CHECK(sight::detect(b, {1, 0}, {4, 0}, leader) == Detection::hidden);
  // A leader detects a unit in the open at 9 cells.
  auto open = board_from_text({".........."});
  CHECK(sight::detect(open, {0, 0}, {9, 0}, leader) == Detection::detected);
  CHECK(sight::detect(open, {0, 0}, {9, 0}, unit) == Detection::hidden);
}

TEST_CASE("Sight through a cell corner: blocked only between two blocking cells", "[sight][fos]") {
  // From (0,0) to (2,2) the line passes the corners of (1,0)/(0,1) and (2,1)/(1,2).
  CHECK(los(board_from_text({"...", ".c.", "..."}), {0, 0}, {2, 2}) == false);  // through the cover cell itself
  CHECK(los(board_from_text({"...", "c..", ".c."}), {0, 0}, {2, 2}) == false);  // both beside the corner
  CHECK(los(board_from_text({"...", "c..", "..."}), {0, 0}, {2, 2}));           // one of the two
  // Touching cells always see each other.
  CHECK(los(board_from_text({"c.", ".c"}), {0, 0}, {1, 1}));
}

TEST_CASE("Sight is symmetric under both rules", "[sight][property]") {
  Pcg32 rng = Pcg32::for_stage(20261123, "sight-symmetry");
  const char kinds[] = {'.', '.', '.', '.', '1', '2', 'c', 'C', '~'};
  for (int trial = 0; trial < 300; ++trial) {
    std::vector<std::string> rows(9, std::string(12, '.'));
    for (auto& row : rows)
      for (auto& k : row) k = kinds[rng.below(sizeof kinds)];
    auto b = board_from_text(rows);
    const Cell x{static_cast<int>(rng.below(12)), static_cast<int>(rng.below(9))};
    const Cell y{static_cast<int>(rng.below(12)), static_cast<int>(rng.below(9))};
    for (const auto& rule : {sight::fos_b4_rule(), sight::tabletop_rule()})
      REQUIRE(sight::line_of_sight(b, x, y, rule) == sight::line_of_sight(b, y, x, rule));
  }
}

}  // namespace WARGEN_TEST_FILE
