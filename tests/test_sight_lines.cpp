// SightLines answers every line as line_of_sight does, under both rules, on boards with hills,
// hills on hills, cover on hills and water, including the lines through cell corners and the
// lines its box count passes without a walk (sight/sight_lines.hpp); and what a zone sees
// (sight/zone_view.hpp, which tries the blockers of earlier lines on later ones) is what
// line_of_sight from each of its cells sees.
#include <catch2/catch.hpp>

#include "core/rng.hpp"
#include "fairness/zone_sight.hpp"
#include "sight/sight_lines.hpp"
#include "sight_boards.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;
using sight::Cell;

// A board of `cols` × `rows` cells: levels 0..max_level, about `cover_in` cells in 8 cover.
sight::Board random_board(Pcg32& rng, int cols, int rows, int max_level, std::uint32_t cover_in_8) {
  sight::Board board(cols, rows, 5);
  for (int row = 0; row < rows; ++row)
    for (int col = 0; col < cols; ++col) {
      const Cell c{col, row};
      board.set_level(c, rng.between(0, max_level));
      const std::uint32_t roll = rng.below(8);
      if (roll < cover_in_8)
        board.set_surface(c, sight::Surface::cover);
      else if (roll == 7)
        board.set_surface(c, sight::Surface::forbidden);
    }
  return board;
}

// Every ordered pair of cells; the count of lines seen, so a test can check both answers occur.
int compare_all_pairs(const sight::Board& board, const sight::SightRule& rule) {
  sight::SightLines lines(board, rule);
  int seen = 0;
  for (int r1 = 0; r1 < board.rows(); ++r1)
    for (int c1 = 0; c1 < board.cols(); ++c1)
      for (int r2 = 0; r2 < board.rows(); ++r2)
        for (int c2 = 0; c2 < board.cols(); ++c2) {
          const Cell a{c1, r1}, b{c2, r2};
          const bool expected = sight::line_of_sight(board, a, b, rule);
          const bool got = lines.sees(a, b);
          if (got != expected) FAIL_CHECK("(" << c1 << "," << r1 << ") to (" << c2 << "," << r2 << "): " << got);
          seen += got;
        }
  return seen;
}

TEST_CASE("SightLines: the same answer as line_of_sight for every pair, both rules", "[sight]") {
  Pcg32 rng(20261129, 40);
  const sight::SightRule rules[] = {sight::tabletop_rule(), sight::fos_b4_rule(),
                                    sight::fos_b4_rule(sight::Observer::leader)};
  for (int round = 0; round < 40; ++round) {
    const int cols = rng.between(3, 14), rows = rng.between(3, 11);
    const int max_level = rng.between(0, 3);
    const auto cover_in_8 = static_cast<std::uint32_t>(rng.between(0, 3));
    const sight::Board board = random_board(rng, cols, rows, max_level, cover_in_8);
    const int pairs = cols * rows * cols * rows;
    for (const auto& rule : rules) {
      const int seen = compare_all_pairs(board, rule);
      CHECK(seen > 0);
      if (cover_in_8 > 0 || max_level > 0) CHECK(seen < pairs);
    }
  }
}

TEST_CASE("SightLines: known answers on hand boards, corners included", "[sight][tabletop]") {
  using wargen::test::board_from_text;
  const auto rule = sight::tabletop_rule();
  const auto open = board_from_text({"........", "........", "........"});
  sight::SightLines on_open(open, rule);
  CHECK(on_open.sees({0, 0}, {7, 2}));
  CHECK_THROWS_AS(on_open.sees({0, 0}, {8, 0}), std::out_of_range);
  const auto wood = board_from_text({"........", "...c....", "........"});
  CHECK_FALSE(sight::SightLines(wood, rule).sees({0, 1}, {7, 1}));
  CHECK(sight::SightLines(wood, rule).sees({0, 0}, {7, 0}));
  // The diagonal (0,0)-(2,2) passes exactly through the corner between (1,0) and (0,1): woods on
  // both block, a wood on one lets sight slip between.
  CHECK_FALSE(sight::SightLines(board_from_text({"...", "c..", ".c."}), rule).sees({0, 0}, {2, 2}));
  CHECK(sight::SightLines(board_from_text({"...", "...", ".c."}), rule).sees({0, 0}, {2, 2}));
  CHECK(sight::SightLines(board_from_text({"...", "c..", "..."}), rule).sees({2, 2}, {0, 0}));
  // A hill under the eye sees over a wood near it, not over one near the target.
  CHECK(sight::SightLines(board_from_text({"1c......"}), rule).sees({0, 0}, {7, 0}));
  CHECK_FALSE(sight::SightLines(board_from_text({"1.....c."}), rule).sees({0, 0}, {7, 0}));
}

TEST_CASE("visible_share: the share line_of_sight gives, on random boards and zones", "[sight][fairness]") {
  Pcg32 rng(20261129, 41);
  const sight::SightRule rules[] = {sight::tabletop_rule(), sight::fos_b4_rule()};
  int partly_seen = 0;
  for (int round = 0; round < 40; ++round) {
    const int cols = rng.between(8, 30), rows = rng.between(8, 20);
    const sight::Board board =
        random_board(rng, cols, rows, rng.between(0, 2), static_cast<std::uint32_t>(rng.between(1, 3)));
    // Two bands along the south and north edges, as deployment zones lie, and a blob between.
    std::vector<Cell> south, north, blob;
    const int depth = rng.between(1, 3);
    for (int row = 0; row < rows; ++row)
      for (int col = 0; col < cols; ++col) {
        if (row < depth) south.push_back({col, row});
        if (row >= rows - depth) north.push_back({col, row});
        if (std::abs(col - cols / 2) <= 2 && std::abs(row - rows / 2) <= 1) blob.push_back({col, row});
      }
    for (const auto& rule : rules) {
      sight::SightLines lines(board, rule);
      sight::ZoneView view(lines, south);  // one view for both target sets: its memory carries over
      for (const auto* targets : {&north, &blob}) {
        std::size_t expected = 0;
        for (Cell t : *targets)
          for (Cell e : south)
            if (board.surface(e) != sight::Surface::forbidden && sight::line_of_sight(board, e, t, rule)) {
              ++expected;
              break;
            }
        const double share = static_cast<double>(expected) / static_cast<double>(targets->size());
        CHECK(visible_share(view, *targets) == share);
        partly_seen += share > 0 && share < 1;
      }
    }
  }
  CHECK(partly_seen > 20);  // the boards hide some targets and not others
}

}  // namespace WARGEN_TEST_FILE
