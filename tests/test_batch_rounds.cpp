// Whole rounds of a batch: each round from its own block of seeds (no map repeats), files named in
// table order, one print job per round with every table's pages in table order, and a round made
// alone equal, byte for byte, to the same round made with the others. Then shards: parts of a batch
// made apart and merged into what one batch of them all makes.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <regex>
#include <set>

#include "batch/round_print.hpp"
#include "batch/seed_plan.hpp"
#include "core/error.hpp"
#include "scenario/table_label.hpp"
#include "batch_support.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;
using namespace wargen::test;
using Catch::Contains;

namespace {

// The table number each page of `pdf` names ("Table 7" in its label), page by page; 0 for a page
// naming none. Every page of a map's PDF prints its label (scenario/table_label.hpp).
std::vector<int> tables_by_page(const std::filesystem::path& pdf, const std::string& round_text) {
  const std::string txt = pdf.string() + ".txt";
  REQUIRE(std::system(("pdftotext -enc UTF-8 '" + pdf.string() + "' '" + txt + "'").c_str()) == 0);
  const std::string text = read_file(txt);
  std::vector<int> tables;
  const std::regex table(round_text + " \u00b7 Table ([0-9]+)");
  std::size_t start = 0;
  for (std::size_t end; (end = text.find('\f', start)) != std::string::npos; start = end + 1) {
    std::smatch match;
    const std::string page = text.substr(start, end - start);
    tables.push_back(std::regex_search(page, match, table) ? std::stoi(match[1]) : 0);
  }
  return tables;
}

// 1, 2, … n, each page's table once in a row: [1, 1, 2, 3, 3] -> [1, 2, 3].
std::vector<int> runs(const std::vector<int>& pages) {
  std::vector<int> tables;
  for (int t : pages)
    if (tables.empty() || tables.back() != t) tables.push_back(t);
  return tables;
}

std::vector<int> one_to(int n) {
  std::vector<int> v;
  for (int i = 1; i <= n; ++i) v.push_back(i);
  return v;
}

}  // namespace

TEST_CASE("rounds draw from their own seed blocks and files sort in table order", "[batch][rounds]") {
  SeedPlan plan;
  plan.count = 24;
  plan.first_seed = 5;
  CHECK(plan.rounds_made() == std::vector<int>{0});
  plan.rounds = 3;
  CHECK(plan.rounds_made() == std::vector<int>{1, 2, 3});
  CHECK(plan.maps_wanted() == 72);
  CHECK(plan.round_plan(1).seed_at(0) == 5u);
  CHECK(plan.round_plan(3).seed_at(0) == 5u + 2 * kRoundSeedBlock);
  // A round never draws from the next block: its last seed is the block's last.
  CHECK(plan.round_plan(2).seed_at(kRoundSeedBlock - 1) == 5u + 2 * kRoundSeedBlock - 1);
  CHECK_FALSE(plan.round_plan(2).seed_at(kRoundSeedBlock));
  plan.only_round = 2;
  CHECK(plan.rounds_made() == std::vector<int>{2});
  CHECK(plan.maps_wanted() == 24);
  plan.first_seed = 18446744073709551615ull - kRoundSeedBlock;  // round 3's block would start past 2^64 - 1
  CHECK_THROWS_AS(plan.round_plan(3), InputError);

  CHECK(table_file_prefix(0, 3, 24) == "table-03-");
  CHECK(table_file_prefix(2, 12, 24) == "round-2-table-12-");
  CHECK(table_file_prefix(1, 7, 120) == "round-1-table-007-");
  CHECK(expand_label("Round {round} \u00b7 Table {n}", 7, 2) == "Round 2 \u00b7 Table 7");
  CHECK(expand_label("Round {round}", 7) == "Round {round}");  // no rounds: left for check_batch_request to refuse
  CHECK(round_pdf_name(3) == "round-3.pdf");

  BatchRequest r = batch_request(gok(), "unused", 2, 1);
  r.output.label = "R{round} T{n}";
  CHECK_THROWS_WITH(check_batch_request(r), Contains("--label: '{round}' needs --rounds or --round"));
  r.seeds.rounds = 2;
  r.seeds.only_round = 3;
  CHECK_THROWS_WITH(check_batch_request(r), Contains("--round: 3 is past --rounds 2"));
}

// The issue's own command: 3 rounds of 24 NPOW tournament tables (YAML only: the print jobs are drawn
// whatever the formats). About 9 s of CPU: 72 maps with their thumbnails and three round PDFs, then
// round 2 again alone.
TEST_CASE("batch --rounds 3 --count 24: 72 distinct maps, three print jobs in table order, round 2 alone the same",
          "[batch][rounds][cli]") {
  REQUIRE(std::system("pdftotext -v > /dev/null 2>&1") == 0);  // poppler-utils: the CI image has it
  TempDir dir("batch-rounds");
  const std::string batch = "batch --template npow-tournament --count 24 --jobs 2 --format yaml ";
  const auto all = run_wargen(batch + "--rounds 3 --out t", dir.path());
  INFO(all.err);
  REQUIRE(all.exit_code == 0);
  CHECK_THAT(all.out, Contains("72 of 72 maps") && Contains("print job: t/round-3.pdf"));
  const auto tree = read_tree(dir / "t");

  // 72 maps: distinct seeds and distinct scenario files, 24 a round, named round by round.
  std::set<std::string> yamls, seeds;
  std::map<int, int> per_round;
  const std::regex name(R"(maps/round-([1-3])-table-([0-9]{2})-npow-([0-9]+)\.yaml)");
  for (const auto& [path, bytes] : tree) {
    std::smatch match;
    if (!std::regex_match(path, match, name)) continue;
    ++per_round[std::stoi(match[1])];
    yamls.insert(bytes);
    seeds.insert(match[3]);
    // Round K's seeds come from its own block.
    const std::uint64_t seed = std::stoull(match[3]), block_start = 1 + (std::stoull(match[1]) - 1) * kRoundSeedBlock;
    CHECK((seed >= block_start && seed < block_start + 1000));
    CHECK_THAT(bytes, Contains("label: Round " + match[1].str() + " \u00b7 Table " + std::to_string(std::stoi(match[2]))));
  }
  CHECK(yamls.size() == 72);
  CHECK(seeds.size() == 72);
  CHECK(per_round == std::map<int, int>{{1, 24}, {2, 24}, {3, 24}});

  // Each round's print job: every page names its table, tables 1 to 24 in order.
  for (int round = 1; round <= 3; ++round) {
    INFO("round " << round);
    const auto pages = tables_by_page(dir / "t" / round_pdf_name(round), "Round " + std::to_string(round));
    CHECK(pages.size() >= 48);  // each table's map and its placement sheet at least
    CHECK(runs(pages) == one_to(24));
  }
  const std::string index = tree.at("index.yaml");
  CHECK_THAT(index, Contains("rounds: [1, 2, 3]") && Contains("prints: [round-1.pdf, round-2.pdf, round-3.pdf]") &&
                        Contains("  - round: 3\n    table: 24\n"));

  // Round 2 alone: its maps, thumbnails and print job byte for byte those of --rounds 3.
  const auto alone = run_wargen(batch + "--round 2 --out r2", dir.path());
  REQUIRE(alone.exit_code == 0);
  std::size_t compared = 0;
  for (const auto& [path, bytes] : read_tree(dir / "r2")) {
    if (path.rfind("index.", 0) == 0 || path == "catalogue.pdf" || path == "batch-options.yaml") continue;
    INFO(path);
    CHECK(path.find("round-2") != std::string::npos);
    REQUIRE(tree.count(path));
    CHECK(tree.at(path) == bytes);
    ++compared;
  }
  CHECK(compared == 1 + 24 * 3 + 24);  // round-2.pdf; per map YAML, fairness report, stamp; thumbnails
  // And into the batch's own directory: the same batch, nothing to redo.
  const auto again = run_wargen(batch + "--round 2 --out t", dir.path());
  CHECK_THAT(again.out, Contains("0 written, 24 already complete"));
}

TEST_CASE("batch --merge: two shards make what one batch of their seeds makes, byte for byte", "[batch][merge][cli]") {
  TempDir dir("batch-merge");
  // Every seed a table, gok-2's empty one too (the substance floor is not what is tested here).
  const std::string options = "--ruleset gok --format yaml,png --jobs 1 --min-substance 0 --label 'Table {n}' ";
  for (const char* shard : {"--seeds 1-3 --out A", "--seeds 4-6 --out B", "--seeds 1-6 --out union"})
    REQUIRE(run_wargen("batch " + options + shard, dir.path()).exit_code == 0);
  // A's maps keep their tables and are copied; B's become tables 4-6: new names, new labels, redrawn.
  const auto merged = run_wargen("batch " + options + "--merge A,B --out all", dir.path());
  INFO(merged.err);
  REQUIRE(merged.exit_code == 0);
  CHECK_THAT(merged.out, Contains("6 of 6 maps: 3 written, 3 already complete"));
  CHECK(read_tree(dir / "all") == read_tree(dir / "union"));
  CHECK_THAT(read_file(dir / "all/maps/table-04-gok-4.yaml"), Contains("label: Table 4"));

  // Rounds made on two machines: nothing to redraw.
  const std::string rounds = "batch --ruleset gok --format yaml --jobs 1 --count 2 ";
  for (const char* part : {"--round 1 --out r1", "--round 2 --out r2", "--rounds 2 --out both"})
    REQUIRE(run_wargen(rounds + part, dir.path()).exit_code == 0);
  const auto merged_rounds = run_wargen(rounds + "--rounds 2 --merge r1,r2 --out rounds", dir.path());
  CHECK_THAT(merged_rounds.out, Contains("4 of 4 maps: 0 written, 4 already complete"));
  CHECK(read_tree(dir / "rounds") == read_tree(dir / "both"));

  // Shards that are not parts of this batch: one line, exit 2, nothing written.
  REQUIRE(run_wargen("batch " + options + "--seeds 7 --min-features 1 --out other", dir.path()).exit_code == 0);
  REQUIRE(run_wargen("batch " + options + "--seeds 8 --px-per-cm 4 --out drawn", dir.path()).exit_code == 0);
  struct Refused {
    std::string shards, says;
  };
  for (const Refused& r : {Refused{"A,other", "--merge other: made with other options (--min-features \"1\" there, not given here)"},
                           Refused{"A,drawn", "--merge drawn: drawn with other output options (px_per_cm differs)"},
                           Refused{"A,union", "--merge union: seed 1 is in A too; each seed belongs to one shard"},
                           Refused{"A,missing", "--merge missing: no finished batch there"}}) {
    INFO(r.shards);
    const auto refused = run_wargen("batch " + options + "--merge " + r.shards + " --out refused", dir.path());
    CHECK(refused.exit_code == 2);
    CHECK_THAT(refused.err, Contains(r.says));
    CHECK(line_count(refused.err) == 1);
    CHECK_FALSE(std::filesystem::exists(dir / "refused"));
  }
}

}  // namespace WARGEN_TEST_FILE
