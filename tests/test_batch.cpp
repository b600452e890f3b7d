// wargen batch as a library: the same maps whatever the number of threads, equal to what
// generate writes, skipped seeds replaced under --count, resumable, and a rerun changes no byte;
// its catalogue lists the maps in table order whatever order they finish in.
#include <catch2/catch.hpp>

#include "app/scenario_copies.hpp"
#include "batch/batch_report.hpp"
#include "batch/catalogue.hpp"
#include "core/error.hpp"
#include "scenario/table_label.hpp"
#include "app/run_request.hpp"
#include "scenario_layer/layer_options.hpp"
#include "batch_support.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;
using namespace wargen::test;
using Catch::Contains;

namespace {

const Ruleset& npow() {
  static const Ruleset ruleset = load_ruleset("npow");
  return ruleset;
}

// The npow-tournament template's options (20-point caps): seed 3 cannot meet NPOW-O2.
GenerateRequest tournament_request() {
  RunInputs inputs;
  inputs.template_name = "npow-tournament";
  inputs.seed = "1";
  return prepare_run(inputs).request;
}

// A catalogue's map at a table, with made-up figures.
MapRecord map_at_table(int round, int table) {
  MapRecord m;
  m.round = round;
  m.table = table;
  m.seed = static_cast<std::uint64_t>(100 * round + table);
  m.id = "gok-" + std::to_string(m.seed);
  m.files = {"maps/" + m.id + ".yaml"};
  m.thumbnail = "thumbs/" + m.id + ".png";
  m.figures = key_figures(Scenario{});
  return m;
}

// Where each id first appears in `text`, in the order given.
std::vector<std::size_t> positions(const std::string& text, const std::vector<std::string>& ids) {
  std::vector<std::size_t> at;
  for (const auto& id : ids) at.push_back(text.find(id));
  return at;
}

std::vector<std::string> listing(const std::filesystem::path& dir) {
  std::vector<std::string> names;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) names.push_back(entry.path().filename().string());
  std::sort(names.begin(), names.end());
  return names;
}

}  // namespace

TEST_CASE("seed lists read ranges and single seeds in order and refuse the rest") {
  CHECK(parse_seed_list("1-3,7") == std::vector<std::uint64_t>{1, 2, 3, 7});
  CHECK(parse_seed_list("18446744073709551615") == std::vector<std::uint64_t>{18446744073709551615ull});
  for (const char* bad : {"", "1-", "-3", "3-1", "1,,2", "a", "1-3,2", "0-100000"}) {
    INFO(bad);
    CHECK_THROWS_AS(parse_seed_list(bad), InputError);
  }
  SeedPlan counted;
  counted.count = 2;
  counted.first_seed = 18446744073709551615ull;
  CHECK(counted.seed_at(0) == 18446744073709551615ull);
  CHECK_FALSE(counted.seed_at(1));  // no wrap to seed 0
}

TEST_CASE("a table label puts the table number in place of {n}") {
  CHECK(expand_label("Round 2 \u00b7 Table {n}", 7) == "Round 2 \u00b7 Table 7");
  CHECK(expand_label("{n}/{n}", 12) == "12/12");
  CHECK(expand_label("Final", 3) == "Final");
  Scenario s = gok_scenario(7);
  CHECK(scenario_label(s).empty());
  set_label(s, "Table 4");
  CHECK(scenario_label(s) == "Table 4");
  CHECK(label_prefix(s) == "Table 4 \u00b7 ");
}

TEST_CASE("an unsatisfiable seed is a GenerationError with its own exit code") {
  GenerateRequest request = tournament_request();
  request.seed = 3;
  try {
    generate_scenario(npow(), request);
    FAIL("seed 3 under 20-point caps should not be satisfiable");
  } catch (const GenerationError& e) {
    CHECK(e.exit_code() == 4);
    CHECK(leading_rule(e.what()) == "NPOW-O2");
  }
  CHECK(InputError("x").exit_code() == 2);
}

TEST_CASE("batch maps are what generate writes, the same with one thread or two") {
  const std::size_t count = batch_property_seeds(3);
  TempDir one("batch-j1"), two("batch-j2"), single("batch-generate");
  auto request = [&](const std::filesystem::path& out, unsigned jobs) {
    BatchRequest r = batch_request(gok(), out, count, jobs);
    r.output.formats = known_formats();  // every format
    r.output.label = "Round 2 \u00b7 Table {n}";
    return r;
  };
  BatchOutcome a = run_batch(request(one.path(), 1), nullptr, nullptr);
  BatchOutcome b = run_batch(request(two.path(), 2), nullptr, nullptr);
  REQUIRE(a.maps.size() == count);
  CHECK(read_tree(one.path()) == read_tree(two.path()));
  // Each map against generate's own path (pipeline + copies) with the same seed and label.
  for (const auto& map : a.maps) {
    GenerateRequest g;
    g.seed = map.seed;
    Scenario s = generate_scenario(gok(), g);
    set_label(s, "Round 2 \u00b7 Table " + std::to_string(map.table));
    OutputRequest out;
    out.formats = known_formats();
    out.out_dir = single.path();
    for (const auto& path : write_scenario_copies(s, out, "")) {
      INFO(path.string());
      // The batch's names have the table in front; a Tiled map names its board picture by it.
      const std::string prefix = table_file_prefix(0, map.table, count);
      std::string batch = read_file(one / "maps" / (prefix + path.filename().string()));
      for (std::size_t at = 0; (at = batch.find(prefix, at)) != std::string::npos;) batch.erase(at, prefix.size());
      CHECK(read_file(path) == batch);
    }
  }
  CHECK_THAT(read_file(one / "maps/table-01-gok-1.yaml"), Contains("label: Round 2 \u00b7 Table 1"));
}

TEST_CASE("under --count a seed the conventions cannot satisfy is skipped and the next taken") {
  TempDir dir("batch-skip");
  BatchRequest r = batch_request(npow(), dir.path(), 4, 2);
  r.generate = tournament_request();
  r.output.formats = {"yaml"};
  BatchOutcome outcome = run_batch(r, nullptr, nullptr);
  REQUIRE(outcome.maps.size() == 4);
  std::vector<std::uint64_t> seeds;
  for (const auto& m : outcome.maps) seeds.push_back(m.seed);
  CHECK(seeds == std::vector<std::uint64_t>{1, 2, 4, 5});
  REQUIRE(outcome.skipped.size() == 1);
  CHECK(outcome.skipped[0].seed == 3);
  CHECK(outcome.skipped[0].rule == "NPOW-O2");
  const std::string index = read_file(dir / "index.yaml");
  CHECK_THAT(index, Contains("- {seed: 3, rule: NPOW-O2, reason: "));
  CHECK_THAT(read_file(dir / "index.csv"), Contains("skipped,,,,3,"));
  CHECK_THAT(batch_summary(outcome, 4), Contains("1 seeds skipped: NPOW-O2 (seeds 3)"));
  CHECK(outcome.maps[0].balance);
  // A listed seed is not replaced: the list is what the organiser asked for.
  TempDir listed("batch-listed");
  BatchRequest l = batch_request(npow(), listed.path(), 0, 1);
  l.generate = tournament_request();
  l.output.formats = {"yaml"};
  l.seeds.listed = {2, 3};
  BatchOutcome only = run_batch(l, nullptr, nullptr);
  CHECK(only.maps.size() == 1);
  CHECK(only.skipped.size() == 1);
}

TEST_CASE("a batch rerun changes no byte and redoes only what is missing or cut short") {
  TempDir dir("batch-rerun");
  BatchRequest r = batch_request(gok(), dir.path(), 3, 2);
  run_batch(r, nullptr, nullptr);
  const auto first = read_tree(dir.path());
  const auto times = tree_times(dir.path());
  BatchOutcome again = run_batch(r, nullptr, nullptr);
  CHECK(again.resumed() == 3);
  CHECK(read_tree(dir.path()) == first);
  for (const auto& [path, time] : tree_times(dir.path()))
    if (path.rfind("maps/", 0) == 0 || path.rfind("thumbs/", 0) == 0) CHECK(time == times.at(path));
  // A PNG cut short by a kill, a missing YAML and files a SIGKILL left staged under the names
  // write_files_atomically gives them: redone, cleared.
  std::filesystem::resize_file(dir / "maps/table-02-gok-2.png", 100);
  std::filesystem::remove(dir / "maps/table-03-gok-3.yaml");
  for (const char* staged :
       {"maps/.table-01-gok-1.png.wargen-tmp-99999-0", "thumbs/.table-02-gok-2.png.wargen-tmp-99999-3", ".index.html.wargen-tmp-99999-1"})
    std::ofstream(dir / staged) << "partial";
  BatchOutcome mended = run_batch(r, nullptr, nullptr);
  CHECK(mended.resumed() == 1);
  CHECK(read_tree(dir.path()) == first);
}

TEST_CASE("an interrupted batch leaves only complete maps and a rerun finishes the same tree") {
  TempDir whole("batch-whole"), cut("batch-cut");
  BatchRequest r = batch_request(gok(), whole.path(), 4, 1);
  run_batch(r, nullptr, nullptr);
  std::atomic<bool> stop{false};
  BatchRequest c = batch_request(gok(), cut.path(), 4, 1);
  BatchOutcome interrupted = run_batch(c, [&](const BatchProgress&) { stop = true; }, &stop);
  CHECK(interrupted.interrupted);
  CHECK(interrupted.maps.size() < 4);
  CHECK_FALSE(std::filesystem::exists(cut / "index.yaml"));
  // Every file left is complete (none staged, hidden or cut short): the whole batch's, byte for byte.
  for (const auto& [path, bytes] : read_tree(cut.path())) {
    INFO(path);
    CHECK(bytes == read_file(whole / path));
  }
  run_batch(c, nullptr, nullptr);
  CHECK(read_tree(cut.path()) == read_tree(whole.path()));
}

TEST_CASE("batch refuses a hidden VP deal that would change on every run") {
  TempDir dir("batch-refuse");
  BatchRequest r = batch_request(gok(), dir.path(), 2, 1);
  r.generate.options["objectives"] = "vp-markers";
  CHECK_THROWS_WITH(run_batch(r, nullptr, nullptr), Contains("--umpire-key"));
  CHECK(dir.file_count() == 0);
}

TEST_CASE("the progress line shows maps done, rate and time left") {
  BatchProgress p;
  p.maps_done = 10;
  p.maps_wanted = 40;
  p.elapsed_s = 5;
  CHECK(progress_line(p, 10) == "[##--------] 10/40 maps \u00b7 2.0 maps/s \u00b7 15 s left");
}

TEST_CASE("the imbalance and feature filters skip maps out of bounds and draw seeds until the count passes") {
  TempDir probe("batch-probe"), dir("batch-filter");
  BatchRequest all = batch_request(gok(), probe.path(), 6, 2);
  all.output.formats = {"yaml"};
  BatchOutcome every = run_batch(all, nullptr, nullptr);
  std::vector<double> balances;
  for (const auto& m : every.maps) balances.push_back(*m.balance);
  std::sort(balances.begin(), balances.end());
  const double limit = 1.0 - balances[3];  // about half the maps pass

  BatchRequest r = batch_request(gok(), dir.path(), 3, 2);
  r.output.formats = {"yaml"};
  r.max_imbalance = limit;
  BatchOutcome passed = run_batch(r, nullptr, nullptr);
  REQUIRE(passed.maps.size() == 3);
  for (const auto& m : passed.maps) CHECK(1.0 - *m.balance <= limit);
  for (const auto& s : passed.skipped) CHECK(s.rule == "max-imbalance");
  CHECK_THAT(read_file(dir / "index.yaml"), Contains("balance: ") && Contains("cover_area_cm2: "));

  TempDir none("batch-none");
  BatchRequest impossible = batch_request(gok(), none.path(), 2, 1);
  impossible.output.formats = {"yaml"};
  impossible.min_features = 1000;
  impossible.max_consecutive_skips = 5;
  BatchOutcome gave_up = run_batch(impossible, nullptr, nullptr);
  CHECK(gave_up.gave_up);
  CHECK(gave_up.maps.empty());
  REQUIRE(gave_up.skipped.size() == 5);
  CHECK(gave_up.skipped[0].rule == "min-features");
}

TEST_CASE("the catalogue lists maps in table order whatever order they finish in, round by round", "[batch]") {
  TempDir dir("catalogue-order");
  BatchRequest request = batch_request(gok(), dir.path(), 3, 2);
  request.seeds.rounds = 2;
  BatchOutcome outcome;
  {
    Catalogue catalogue(request);
    for (int round : {1, 2}) {
      catalogue.start_round(round);
      for (int table : {3, 1, 2}) {
        catalogue.add(map_at_table(round, table));
        outcome.maps.push_back({round, table, map_at_table(round, table).seed, std::nullopt, false});
      }
    }
    catalogue.publish(outcome);
  }
  const std::vector<std::string> ids = {"gok-101", "gok-102", "gok-103", "gok-201", "gok-202", "gok-203"};
  for (const char* file : {"index.yaml", "index.csv", "index.html"}) {
    INFO(file);
    const std::vector<std::size_t> at = positions(read_file(dir / file), ids);
    CHECK(std::is_sorted(at.begin(), at.end()));
    CHECK(at.back() != std::string::npos);
  }
  CHECK_THAT(read_file(dir / "index.yaml"), Catch::Contains("maps:\n  - round: 1\n    table: 1\n    id: gok-101\n"));
  // The hidden files that held the maps' parts went with the catalogue.
  CHECK(listing(dir.path()) == std::vector<std::string>{"catalogue.pdf", "index.csv", "index.html", "index.yaml"});
}

TEST_CASE("a catalogue not published (an interrupted batch) leaves nothing behind, not even while it is written", "[batch]") {
  TempDir dir("catalogue-dropped");
  const BatchRequest request = batch_request(gok(), dir.path(), 2, 1);
  {
    Catalogue catalogue(request);
    catalogue.start_round(0);
    catalogue.add(map_at_table(0, 2));
    catalogue.add(map_at_table(0, 1));
    // Each file's maps' part is on disk under no name: a kill leaves nothing to clear.
    CHECK(dir.file_count() == 0);
  }
  CHECK(dir.file_count() == 0);
}

}  // namespace WARGEN_TEST_FILE
