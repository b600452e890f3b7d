// `wargen sight` as a tool calls it: exit codes and one-line errors, standard input, and a
// player's copy that gives the umpire's answers and nothing more.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdlib>
#include <fstream>

#include "support.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen::test;

TEST_CASE("wargen sight: bad input is one line and exit 2, with nothing on stdout", "[sight][cli]") {
  TempDir dir("sight-cli-bad");
  REQUIRE(run_wargen("generate --seed 7 --out .", dir.path()).exit_code == 0);
  std::ofstream((dir / "pairs.txt").string()) << "10,10 20,20\n10,10 oops\n";
  const char* bad[] = {
      "sight gok-7.yaml --from 10,10 --to 500,10",   // off the table
      "sight gok-7.yaml --from '10;10' --to 20,20",  // malformed
      "sight gok-7.yaml --from 10,10",               // no --to
      "sight missing.yaml --from 10,10 --to 20,20",  // unreadable scenario
      "sight gok-7.yaml --from 10,10 --to 20,20 --cell-cm 0.5",
      "sight gok-7.yaml --from 10,10 --to 20,20 --json --yaml",
      "sight gok-7.yaml --pairs pairs.txt",  // line 2
      "sight - --pairs -",
  };
  for (const char* args : bad) {
    INFO(args);
    const auto r = run_wargen(args, dir.path());
    CHECK(r.exit_code == 2);
    CHECK(r.out.empty());
    CHECK(r.err.rfind("wargen: ", 0) == 0);
    CHECK(r.err.find('\n') == r.err.size() - 1);
  }
  CHECK_THAT(run_wargen("sight gok-7.yaml --pairs pairs.txt", dir.path()).err,
             Catch::Contains("pairs.txt:2: to: 'oops' is not a point X,Y"));
}

TEST_CASE("wargen sight: a player's copy answers as the umpire's, and tells nothing hidden", "[sight][cli]") {
  TempDir dir("sight-cli-player");
  REQUIRE(run_wargen("generate --template gok-vp-battle --seed 11 --umpire-key 99 --view both --out .", dir.path())
              .exit_code == 0);
  // A grid of pairs across the whole table (182.88 × 76.2 cm), both ways.
  std::ofstream pairs((dir / "pairs.txt").string());
  for (int i = 0; i < 12; ++i)
    for (int j = 0; j < 8; ++j)
      pairs << 5 + 15 * i << "," << 4 + 9 * j << " " << 170 - 14 * j << "," << 72 - 6 * i << "\n";
  pairs.close();
  for (const char* form : {"", " --json", " --yaml"}) {
    INFO(form);
    const auto umpire = run_wargen(std::string("sight gok-11-umpire.yaml --pairs pairs.txt") + form, dir.path());
    // The player's copy through standard input, as a tool would pipe it.
    const std::string piped = "cd '" + dir.path().string() + "' && '" + WARGEN_BINARY +
                              "' sight gok-11-player.yaml --pairs -" + form + " < pairs.txt > player.txt";
    REQUIRE(umpire.exit_code == 0);
    REQUIRE(std::system(piped.c_str()) == 0);
    CHECK(read_file(dir / "player.txt") == umpire.out);
    CHECK(umpire.out.find("value") == std::string::npos);
    CHECK(umpire.out.find("umpire") == std::string::npos);
  }
  const auto text = run_wargen("sight gok-11-player.yaml --pairs pairs.txt", dir.path());
  CHECK(std::count(text.out.begin(), text.out.end(), '\n') == 96);
  CHECK_THAT(text.out, Catch::Contains(": visible, ") && Catch::Contains(": not visible, "));
}

}  // namespace WARGEN_TEST_FILE
