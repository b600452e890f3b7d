// Known answers for the tabletop sight rule the fairness measures use: woods and built-up areas
// block, hills give height (sight/line_of_sight.hpp).
#include <catch2/catch.hpp>

#include "sight/line_of_sight.hpp"
#include "sight_boards.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;
using sight::Cell;
using wargen::test::board_from_text;
constexpr auto sees_on_table = wargen::test::sees_tabletop;

TEST_CASE("Tabletop: a wood between two points blocks sight", "[sight][tabletop]") {
  CHECK(sees_on_table(board_from_text({"........"}), {0, 0}, {7, 0}));
  CHECK_FALSE(sees_on_table(board_from_text({"...c...."}), {0, 0}, {7, 0}));
  CHECK_FALSE(sees_on_table(board_from_text({"........", "...cc...", "........"}), {0, 1}, {7, 1}));
}

TEST_CASE("Tabletop: a hill between blocks, a hill under the eye sees over a near wood", "[sight][tabletop]") {
  CHECK_FALSE(sees_on_table(board_from_text({"...1...."}), {0, 0}, {7, 0}));
  CHECK(sees_on_table(board_from_text({"1c......"}), {0, 0}, {7, 0}));        // the wood is near the hill
  CHECK_FALSE(sees_on_table(board_from_text({"1.....c."}), {0, 0}, {7, 0}));  // the wood hides the target below
  CHECK(sees_on_table(board_from_text({"1......1"}), {0, 0}, {7, 0}));        // hill to hill over a valley
  CHECK(sees_on_table(board_from_text({"1..c...1"}), {0, 0}, {7, 0}));        // … and over a wood in it
  CHECK_FALSE(sees_on_table(board_from_text({"1..C...1"}), {0, 0}, {7, 0}));  // a wood on a hill between
}

}  // namespace WARGEN_TEST_FILE
