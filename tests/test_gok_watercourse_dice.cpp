// GOK-T6 dice: every choice the route makes is a logged die, including which table edge a
// watercourse in a corner sector enters by, and a roll that would break the route is rolled again
// with the reason in the log.
#include <catch2/catch.hpp>

#include "support.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;
using namespace wargen::test;

TEST_CASE("GOK-T6: a corner sector's entry edge is a logged 1d2, and short edges are entries") {
  std::size_t edge_dice = 0, short_edge_entries = 0, rerolls = 0;
  for (std::uint64_t seed = 0; seed < 1000; ++seed) {
    const Scenario s = gok_scenario(seed);
    for (const auto& e : s.dice_log) {
      if (e.rule != "GOK-T6") continue;
      if (e.note.find("the table edge it enters by") != std::string::npos) {
        ++edge_dice;
        CHECK(e.dice == "1d2");
      }
      rerolls += e.note.find("roll again") != std::string::npos;
    }
    for (const auto& f : s.features) {
      if (!is_watercourse_kind(f.kind)) continue;
      const std::string origin = f.attributes.at("origin");
      if (origin != "edge:west" && origin != "edge:east") continue;
      ++short_edge_entries;
      // Only the corner sectors touch a short edge, and there the die chose it.
      CHECK((f.sector == "A1" || f.sector == "A2" || f.sector == "F1" || f.sector == "F2"));
    }
  }
  INFO(edge_dice << " entry-edge dice, " << short_edge_entries << " short-edge entries, " << rerolls << " re-rolls");
  CHECK(edge_dice > 0);
  CHECK(short_edge_entries > 0);
  CHECK(short_edge_entries < edge_dice);
  CHECK(rerolls > 0);
}

}  // namespace WARGEN_TEST_FILE
