// `wargen batch` and exit code 4 as an organiser's script sees them: the command line, a kill in
// the middle and a rerun, and generate's own files for the same seed.
#include <catch2/catch.hpp>

#include <csignal>
#include <thread>

#include "batch_support.hpp"

using namespace wargen;
using namespace wargen::test;
using Catch::Contains;

namespace {

// Still running: exists and is not a zombie waiting for a parent that does not reap it.
bool running(int pid) {
  if (::kill(pid, 0) != 0) return false;
  const std::string stat = read_file("/proc/" + std::to_string(pid) + "/stat");
  const auto close = stat.rfind(')');
  return close != std::string::npos && close + 2 < stat.size() && stat[close + 2] != 'Z';
}
}  // namespace

TEST_CASE("generate tells a seed the conventions cannot satisfy from a typo: exit 4, not 2") {
  TempDir dir("cli-exit4");
  auto result = run_wargen("generate --template npow-tournament --seed 3 --out maps", dir.path());
  CHECK(result.exit_code == 4);
  CHECK(line_count(result.err) == 1);
  CHECK_THAT(result.err, Contains("NPOW-O2"));
  CHECK(dir.file_count() == 0);
  CHECK(run_wargen("generate --template npow-tournament --seed 3 --zone nowhere", dir.path()).exit_code == 2);
}

TEST_CASE("batch writes the maps, the catalogue and a summary, and its maps are generate's") {
  TempDir dir("cli-batch");
  auto result = run_wargen(
      "batch --template npow-tournament --count 4 --jobs 2 --format yaml,png,sheet --label 'Round 2 \u00b7 Table {n}' "
      "--out round2",
      dir.path());
  INFO(result.err);
  REQUIRE(result.exit_code == 0);
  CHECK_THAT(result.out, Contains("4 of 4 maps: 4 written") && Contains("NPOW-O2 (seeds 3)") && Contains("maps/s"));
  for (const char* file : {"index.yaml", "index.csv", "index.html", "catalogue.pdf", "maps/npow-5.png", "thumbs/npow-5.png"})
    CHECK(std::filesystem::exists(dir / "round2" / file));
  // Seed 5 is table 4 (seed 3 was skipped): generate with that label writes the same bytes.
  REQUIRE(run_wargen("generate --template npow-tournament --seed 5 --format yaml,png,sheet "
                     "--label 'Round 2 \u00b7 Table 4' --out single",
                     dir.path())
              .exit_code == 0);
  for (const char* file : {"npow-5.yaml", "npow-5.png", "npow-5-sheet.md"})
    CHECK(read_file(dir / "single" / file) == read_file(dir / "round2/maps" / file));
  CHECK_THAT(read_file(dir / "single/npow-5-sheet.md"), Contains("Round 2 \u00b7 Table 4"));
}

TEST_CASE("batch refuses what it cannot do with one line and exit 2") {
  TempDir dir("cli-batch-bad");
  for (const char* args :
       {"batch --count 3 --seeds 1-3 --out b", "batch --out b", "batch --count x --out b", "batch --seeds 5-1 --out b",
        "batch --count 2 --max-imbalance 2 --out b", "batch --count 2 --objectives vp-markers --out b",
        "batch --ruleset gok --count 2 --view both --out b",  // the later weather a player's copy hides needs a key
        "batch --count 2 --seed 4 --out b"}) {
    auto result = run_wargen(args, dir.path());
    INFO(args << "\n" << result.err);
    CHECK(result.exit_code == 2);
    CHECK(line_count(result.err) == 1);
  }
  CHECK(dir.file_count() == 0);
}

TEST_CASE("a batch killed mid-run and run again gives the same tree as one run through") {
  TempDir dir("cli-batch-kill");
  const std::string args = "batch --ruleset gok --umpire-key 8 --count 8 --jobs 2 --format yaml,png,pdf ";
  REQUIRE(run_wargen(args + "--out whole", dir.path()).exit_code == 0);
  const auto whole = read_tree(dir / "whole");
  for (int signal_number : {SIGKILL, SIGINT}) {
    const std::string out = "cut-" + std::to_string(signal_number);
    // Started in the background; killed once the first map is on disk, while others are under way.
    const std::string command = "cd '" + dir.path().string() + "' && ('" + WARGEN_BINARY + "' " + args + "--out " + out +
                                " > /dev/null 2>&1 & echo $! > " + out + ".pid)";
    REQUIRE(std::system(command.c_str()) == 0);
    const auto pid = std::stoi(read_file(dir / (out + ".pid")));
    for (int waited = 0; waited < 600 && !std::filesystem::exists(dir / out / "maps/gok-1.pdf"); ++waited)
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
    ::kill(pid, signal_number);
    for (int waited = 0; waited < 600 && running(pid); ++waited)
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
    auto rerun = run_wargen(args + "--out " + out, dir.path());
    INFO(rerun.err);
    REQUIRE(rerun.exit_code == 0);
    CHECK(read_tree(dir / out) == whole);
    auto again = run_wargen(args + "--out " + out, dir.path());
    CHECK_THAT(again.out, Contains("0 written, 8 already complete"));
    CHECK(read_tree(dir / out) == whole);
  }
}
