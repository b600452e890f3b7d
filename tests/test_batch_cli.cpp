// `wargen batch` and exit code 4 as an organiser's script sees them: the command line, a kill in
// the middle and a rerun, and generate's own files for the same seed with every option it takes.
#include <catch2/catch.hpp>

#include <csignal>
#include <set>
#include <thread>

#include "app/output_options.hpp"
#include "app/ruleset_loader.hpp"
#include "app/scenario_options.hpp"
#include "batch_support.hpp"
#include "core/number_text.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

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
  for (const char* file : {"index.yaml", "index.csv", "index.html", "catalogue.pdf", "maps/table-04-npow-5.png", "thumbs/table-04-npow-5.png"})
    CHECK(std::filesystem::exists(dir / "round2" / file));
  // Seed 5 is table 4 (seed 3 was skipped): generate with that label writes the same bytes.
  REQUIRE(run_wargen("generate --template npow-tournament --seed 5 --format yaml,png,sheet "
                     "--label 'Round 2 \u00b7 Table 4' --out single",
                     dir.path())
              .exit_code == 0);
  for (const char* file : {"npow-5.yaml", "npow-5.png", "npow-5-sheet.md"})
    CHECK(read_file(dir / "single" / file) == read_file(dir / "round2/maps" / (std::string("table-04-") + file)));
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
    for (int waited = 0; waited < 600 && !std::filesystem::exists(dir / out / "maps/table-01-gok-1.pdf"); ++waited)
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

// Every option: `batch` takes every option `generate` takes and must honour each, its maps byte for
// byte what `generate` writes with the same option. The options are walked from their
// declarations (the generators', the scenario layer's and the outputs'), so a new option is
// covered as soon as it is declared: a choice, number or flag gets a value other than its default
// by itself; one that needs more (a text, or companions such as --objectives) takes it from the
// table below, and a text option missing from it fails the test, naming it.
namespace {

// How to exercise one option: the ruleset, the flags that give it (with any companion it needs)
// and the formats that show its effect.
struct OptionCase {
  std::string ruleset;
  std::string flags;
  std::string formats = "yaml,png";  // "" when `flags` give --format
};

// VPM-6: a batch with hidden VP values needs a fixed umpire key, and generate is given the same.
const std::string kHiddenVp = " --objectives vp-markers --umpire-key 7";

// Options whose value or companions the declaration cannot give. `out` is the harness's own.
const std::map<std::string, OptionCase>& explicit_cases() {
  static const std::map<std::string, OptionCase> cases = {
      {"objectives", {"gok", kHiddenVp}},
      {"umpire_key", {"gok", " --objectives vp-markers --umpire-key 12345"}},
      {"defender_held_ground", {"gok", kHiddenVp + " --defender-held-ground"}},
      {"defender", {"gok", kHiddenVp + " --defender-held-ground --defender B"}},
      {"vp_policy", {"gok", kHiddenVp + " --vp-policy A=home-ground"}},
      {"view", {"gok", kHiddenVp + " --view both"}},
      {"site_choice", {"gok", " --site-choice B2=wood"}},  // seed 1's choice sites: B2, D2, E2
      {"format", {"gok", " --format yaml,svg,sheet", ""}},
      {"max_points_per_objective", {"npow", " --max-points-per-objective 30"}},
      {"points_step", {"npow", " --points-step 10"}},
      {"no_yaml", {"gok", " --no-yaml", "png"}},
      {"title", {"gok", " --title 'Table 3: Lobositz'"}},
      {"table", {"npow", " --table 6x4ft"}},
      {"paper", {"gok", " --paper letter", "yaml,pdf"}},
      {"print_scale", {"gok", " --print-scale 1:10", "yaml,pdf"}},
      {"label", {"gok", " --label 'Round 2'"}},
      {"cell_cm", {"gok", " --cell-cm 4", "yaml,fos"}},
      {"grid", {"gok", " --grid cm10"}},
      {"terrain_box", {"gok", " --terrain-box '" + source_path("templates/boxes/small-club.yaml") + "'"}},
  };
  return cases;
}

// A value other than the default, from the declaration alone; "" when it cannot tell one.
std::string declared_value(const OptionSpec& spec) {
  switch (spec.type) {
    case OptionType::boolean:
      return "true";
    case OptionType::choice:
      for (const auto& choice : spec.choices)
        if (choice != spec.default_text && choice != "dice") return choice;
      return "";
    case OptionType::integer:
    case OptionType::number: {
      const auto fallback = read_number(spec.default_text);
      const double value = fallback && *fallback + 1 <= spec.max ? *fallback + 1 : spec.min;
      return format_number(value);
    }
    case OptionType::text:
      return "";
  }
  return "";
}

// The flags giving `spec` a declared value, or "" when there is none.
std::string declared_flags(const OptionSpec& spec) {
  const std::string value = declared_value(spec);
  if (value.empty()) return "";
  if (spec.type == OptionType::boolean) return " " + spec.flag();
  return " " + spec.flag() + " " + (spec.per_side ? "A=" : "") + value;
}

// Every file a run left in `dir` (a map's hidden stamp aside), path -> bytes.
// A directory's map files, without the hidden stamps and the fairness reports, which only a batch
// writes (test_batch checks those).
// A directory's map files by name; `prefix` (a batch's "table-01-") taken off every name and out
// of every file (a Tiled map names its board picture), so a batch's maps compare with generate's.
std::map<std::string, std::string> map_files(const std::filesystem::path& dir, const std::string& prefix = "") {
  std::map<std::string, std::string> files;
  for (const auto& [name, content] : read_tree(dir)) {
    std::string path = name, bytes = content;
    if (path.front() == '.' || path.ends_with("-fairness.yaml")) continue;
    if (!prefix.empty()) {
      REQUIRE(path.rfind(prefix, 0) == 0);
      for (std::size_t at = 0; (at = bytes.find(prefix, at)) != std::string::npos;) bytes.erase(at, prefix.size());
      path.erase(0, prefix.size());
    }
    files[path] = bytes;
  }
  return files;
}

// The files one tree has and the other lacks or holds other bytes in.
std::vector<std::string> differing_files(const std::map<std::string, std::string>& a,
                                         const std::map<std::string, std::string>& b) {
  std::vector<std::string> names;
  for (const auto& [path, bytes] : a)
    if (!b.count(path) || b.at(path) != bytes) names.push_back(path);
  for (const auto& [path, bytes] : b)
    if (!a.count(path)) names.push_back(path);
  return names;
}

}  // namespace

TEST_CASE("batch honours every option generate takes: its maps are generate's, byte for byte", "[batch]") {
  const std::vector<std::string> rulesets = {"gok", "npow", "npow300"};
  // Scenario option key -> the first ruleset taking it, and its declaration there (choices filled in).
  std::map<std::string, std::pair<std::string, OptionSpec>> ruleset_of;
  for (const auto& name : rulesets)
    for (const auto& spec : scenario_option_specs(load_ruleset(name))) ruleset_of.emplace(spec.key, std::pair(name, spec));

  std::vector<OptionSpec> specs = all_scenario_option_specs();
  for (const auto& spec : output_option_specs()) specs.push_back(spec);
  TempDir dir("batch-every-option");
  std::set<std::string> walked;
  for (const auto& spec : specs) {
    if (spec.key == "out" || !walked.insert(spec.key).second) continue;  // the harness gives --out
    INFO("option " << spec.flag());
    OptionCase c;
    if (auto it = explicit_cases().find(spec.key); it != explicit_cases().end()) {
      c = it->second;
    } else {
      const auto it_ruleset = ruleset_of.find(spec.key);
      c.ruleset = it_ruleset != ruleset_of.end() ? it_ruleset->second.first : "gok";
      c.flags = declared_flags(it_ruleset != ruleset_of.end() ? it_ruleset->second.second : spec);
    }
    if (c.flags.empty()) {
      FAIL_CHECK("no value for " << spec.flag() << ": add it to explicit_cases()");
      continue;
    }
    const std::string common =
        "--ruleset " + c.ruleset + (c.formats.empty() ? "" : " --format " + c.formats) + c.flags;
    // The first of a few seeds the option's table can be made with.
    std::uint64_t seed = 0;
    for (std::uint64_t tried = 1; tried <= 3 && !seed; ++tried) {
      std::filesystem::remove_all(dir / "g");
      if (run_wargen("generate --seed " + std::to_string(tried) + " --out g " + common, dir.path()).exit_code == 0)
        seed = tried;
    }
    if (!seed) {
      FAIL_CHECK("generate " << common << " makes no table with seeds 1 to 3");
      continue;
    }
    std::filesystem::remove_all(dir / "b");
    auto batch = run_wargen("batch --jobs 1 --seeds " + std::to_string(seed) + " --out b " + common, dir.path());
    INFO(batch.out << batch.err);
    CHECK(batch.exit_code == 0);
    const auto generated = map_files(dir / "g");
    CHECK(!generated.empty());
    CHECK(differing_files(map_files(dir / "b/maps", "table-01-"), generated) == std::vector<std::string>{});
  }
}

}  // namespace WARGEN_TEST_FILE
