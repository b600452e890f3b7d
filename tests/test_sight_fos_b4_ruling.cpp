// Known answers for the ruling docs/rules.md gives between FOS-B4's two clauses about obstacles:
// "les obstacles sont considérés comme ayant une hauteur égale à un demi niveau d'élévation" is
// about the cover cells ("abris": woods, villages), and "les obstacles linéaires ne constituent
// pas des obstacles à la vision" about the obstacles on cell edges (streams, walls, earthworks),
// which never block, at any height, anywhere on the line.
//
// Arithmetic, in half levels: an end on level L stands at 2L; a cover cell on ground g has its
// top at 2g + 1. Between ends of different heights, the higher on level H, a cell blocks when its
// top ≥ 2H ("as high as the higher end"); a cover cell that does not also blocks unless it is
// strictly nearer the higher end: d²(cell, higher end) < d²(cell, lower end), in cells.
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "sight/line_of_sight.hpp"
#include "sight_boards.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;
using sight::BlockReason;
using sight::Cell;
using sight::EdgeObstacle;
using wargen::test::board_from_text;

namespace {

struct KnownAnswer {
  const char* row;  // one row of 7 cells (sight_boards.hpp); the ends are cols 0 and 6
  bool visible;
  int blocking_col;  // -1 when visible
  BlockReason reason;
  const char* arithmetic;
};

// The half-level clause: cover between ends of different heights.
const KnownAnswer kHalfLevel[] = {
    // Ends 2 and 0: cover on level 1 tops at 2·1 + 1 = 3 < 4, so only its place decides.
    {"2C....", true, -1, BlockReason::higher_ground, "top 3 < 4; d² 1 to the higher end < 25 to the lower"},
    {"2.C...", true, -1, BlockReason::higher_ground, "top 3 < 4; d² 4 < 16"},
    {"2..C..", false, 3, BlockReason::cover_not_nearer_higher_end, "top 3 < 4; d² 9 = 9: halfway is not nearer"},
    {"2...C.", false, 4, BlockReason::cover_not_nearer_higher_end, "top 3 < 4; d² 16 > 4"},
    // Cover on level 2 tops at 5 ≥ 4: as high as the higher end, wherever it stands.
    {"2D....", false, 1, BlockReason::as_high_as_higher_end, "top 5 >= 4"},
    // Ends 1 and 0: cover on level 0 tops at 1 < 2 – the half level is what lets sight pass here; a
    // wood a whole level high would reach 2 and block.
    {"1c....", true, -1, BlockReason::higher_ground, "top 1 < 2; d² 1 < 25"},
    {"1....c", false, 5, BlockReason::cover_not_nearer_higher_end, "top 1 < 2; d² 25 > 1"},
    // Cover on the higher end's own level tops at 3 ≥ 2.
    {"1C....", false, 1, BlockReason::as_high_as_higher_end, "top 3 >= 2"},
    // Open ground is not an obstacle: on level 1 (top 2 < 4) it passes anywhere between 2 and 0.
    {"2...1.", true, -1, BlockReason::higher_ground, "open ground top 2 < 4, no place rule"},
};

}  // namespace

TEST_CASE("FOS-B4 ruling: cover counts half a level, nearer the higher end (known answers)", "[sight][fos]") {
  for (const KnownAnswer& k : kHalfLevel) {
    INFO(k.row << "."
               << " – " << k.arithmetic);
    const auto board = board_from_text({std::string(k.row) + "."});
    for (auto [from, to] : {std::pair{Cell{0, 0}, Cell{6, 0}}, std::pair{Cell{6, 0}, Cell{0, 0}}}) {
      const sight::SightTrace trace = sight::trace_sight(board, from, to, sight::fos_b4_rule());
      REQUIRE(trace.visible == k.visible);
      REQUIRE(trace.blockers.size() == (k.visible ? 0u : 1u));
      if (k.visible) continue;
      CHECK(trace.blockers[0].cell == Cell{k.blocking_col, 0});
      CHECK(trace.blockers[0].reason == k.reason);
    }
  }
}

TEST_CASE("FOS-B4 ruling: same height, the clause's other half – any cover blocks", "[sight][fos]") {
  // Ends on level 1 both: cover on level 0 tops at 1 < 2, yet "aucun … abris" blocks it.
  const auto dip = sight::trace_sight(board_from_text({"1..c..1"}), {0, 0}, {6, 0}, sight::fos_b4_rule());
  REQUIRE_FALSE(dip.visible);
  CHECK(dip.blockers[0].reason == BlockReason::cover_between);
  const auto hill = sight::trace_sight(board_from_text({"..1...."}), {0, 0}, {6, 0}, sight::fos_b4_rule());
  REQUIRE_FALSE(hill.visible);
  CHECK(hill.blockers[0].cell == Cell{2, 0});
  CHECK(hill.blockers[0].reason == BlockReason::higher_ground);
}

TEST_CASE("FOS-B4 ruling: linear obstacles never block, and are no half-level obstacle", "[sight][fos]") {
  const EdgeObstacle kinds[] = {EdgeObstacle::stream, EdgeObstacle::obstacle, EdgeObstacle::earthwork};
  // Each row: ends at cols 0 and 6, the higher end (if any) at col 0; an obstacle on every edge.
  // Counted as a half-level obstacle, the edge by the lower end (d² 30.25 > 0.25) would block
  // "2.....", "1....." and "1c....".
  const std::vector<std::string> rows = {".......", "2......", "1......", "1c.....", "111.111"};
  for (EdgeObstacle kind : kinds)
    for (const std::string& row : rows) {
      INFO(row << " edge kind " << static_cast<int>(kind));
      auto board = board_from_text({row, row, row});
      for (int r = 0; r < 3; ++r)
        for (int col = 0; col < 7; ++col) {
          if (col + 1 < 7) board.set_east_edge({col, r}, kind);
          if (r + 1 < 3) board.set_north_edge({col, r}, kind);
        }
      CHECK(sight::trace_sight(board, {0, 1}, {6, 1}, sight::fos_b4_rule()).visible);
      CHECK(sight::trace_sight(board, {0, 0}, {6, 2}, sight::fos_b4_rule()).visible);  // across edges both ways
    }
}

TEST_CASE("FOS-B4 ruling: the two cells beside a corner are both named", "[sight][fos]") {
  const auto trace = sight::trace_sight(board_from_text({"...", "c..", ".c."}), {0, 0}, {2, 2}, sight::fos_b4_rule());
  REQUIRE_FALSE(trace.visible);
  REQUIRE(trace.blockers.size() == 2);
  CHECK(trace.blockers[0].cell == Cell{1, 0});
  CHECK(trace.blockers[1].cell == Cell{0, 1});
}

TEST_CASE("FOS-B4 detection explained: which limit decides", "[sight][fos]") {
  const auto unit = sight::fos_b4_rule(), leader = sight::fos_b4_rule(sight::Observer::leader);
  const auto open = board_from_text({".........."});
  CHECK(sight::explain_detection(open, {0, 0}, {6, 0}, unit).limit == sight::DetectionLimit::none);
  CHECK(sight::explain_detection(open, {0, 0}, {7, 0}, unit).limit == sight::DetectionLimit::identify_range);
  CHECK(sight::explain_detection(open, {0, 0}, {9, 0}, unit).limit == sight::DetectionLimit::detect_range);
  // A leader detects at 9, but identifies no farther than a unit: "détecter", not identify.
  const auto far = sight::explain_detection(open, {0, 0}, {9, 0}, leader);
  CHECK(far.detection == sight::Detection::detected);
  CHECK(far.limit == sight::DetectionLimit::identify_range);
  const auto wood = board_from_text({"..c"});
  CHECK(sight::explain_detection(wood, {0, 0}, {2, 0}, unit).limit == sight::DetectionLimit::cover_range);
  CHECK(sight::explain_detection(wood, {0, 0}, {2, 0}, leader).detection == sight::Detection::identified);
  CHECK(sight::explain_detection(board_from_text({"..1.."}), {0, 0}, {4, 0}, unit).limit ==
        sight::DetectionLimit::no_line_of_sight);
}

}  // namespace WARGEN_TEST_FILE
