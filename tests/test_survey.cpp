// `wargen survey`: the report counts what the seeds made, the same whatever the threads, and the
// seed ranges it takes are checked like every other flag.
#include <catch2/catch.hpp>

#include "app/seed_range.hpp"
#include "app/survey.hpp"
#include "core/error.hpp"
#include "support.hpp"
#include "yaml_query.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;
using namespace wargen::test;

namespace {

// The report less its timings, which alone may differ between runs.
std::string without_throughput(const std::string& yaml) { return yaml.substr(0, yaml.find("throughput:")); }

}  // namespace

TEST_CASE("seed ranges: lists, ranges and their errors", "[survey]") {
  CHECK(parse_seed_range("7", "--seeds") == std::vector<std::uint64_t>{7});
  CHECK(parse_seed_range("1-3,10,20-21", "--seeds") == std::vector<std::uint64_t>{1, 2, 3, 10, 20, 21});
  CHECK(parse_seed_range("18446744073709551614-18446744073709551615", "--seeds").size() == 2);
  CHECK_THROWS_WITH(parse_seed_range("5-2", "--seeds"), Catch::Contains("--seeds: '5-2' runs backwards"));
  CHECK_THROWS_WITH(parse_seed_range("1,,2", "--seeds"), Catch::Contains("has an empty part"));
  CHECK_THROWS_WITH(parse_seed_range("1,", "--seeds"), Catch::Contains("has an empty part"));
  CHECK_THROWS_WITH(parse_seed_range("", "--seeds"), Catch::Contains("names no seed"));
  CHECK_THROWS_WITH(parse_seed_range("a-b", "--seeds"), Catch::Contains("is not a whole number"));
  CHECK_THROWS_WITH(parse_seed_range("1-20", "--seeds", 10), Catch::Contains("names more than 10 seeds"));
}

TEST_CASE("survey: counts match the scenarios and threads change nothing but the timings", "[survey]") {
  std::vector<std::uint64_t> seeds = parse_seed_range("1-60", "--seeds");
  SurveyReport one = run_survey(gok(), GenerateRequest{}, seeds, 1);
  SurveyReport two = run_survey(gok(), GenerateRequest{}, seeds, 2);
  CHECK(without_throughput(survey_yaml(one)) == without_throughput(survey_yaml(two)));
  CHECK(one.violations.empty());
  CHECK(one.failures.empty());

  std::uint64_t features = 0, tables = 0;
  for (const auto& [n, count] : one.features) features += static_cast<std::uint64_t>(n) * count, tables += count;
  std::uint64_t expected = 0;
  for (auto seed : seeds) expected += gok_scenario(seed).features.size();
  CHECK(tables == 60);
  CHECK(features == expected);
  std::uint64_t by_kind = 0;
  for (const auto& [kind, n] : one.kind_count) by_kind += n;
  CHECK(by_kind == expected);
}

TEST_CASE("survey: options are checked once, before any table, and hold for every seed", "[survey]") {
  const std::vector<std::uint64_t> seeds = parse_seed_range("1-20", "--seeds");
  CHECK_THROWS_AS(run_survey(gok(), GenerateRequest{0, {{"zone", "central"}}}, seeds, 1), InputError);
  CHECK_THROWS_WITH(run_survey(gok(), GenerateRequest{0, {{"turns", "0"}}}, seeds, 1), Catch::Contains("--turns"));
  // A symmetric survey's tables are the symmetric tables generate_scenario makes.
  const GenerateRequest symmetric{0, {{"symmetric", "true"}}};
  const SurveyReport report = run_survey(gok(), symmetric, seeds, 2);
  CHECK(report.failures.empty());
  CHECK(report.violations.empty());
  std::uint64_t expected = 0;
  for (auto seed : seeds) expected += generate_scenario(gok(), GenerateRequest{seed, symmetric.options}).features.size();
  std::uint64_t features = 0;
  for (const auto& [kind, n] : report.kind_count) features += n;
  CHECK(features == expected);
}

TEST_CASE("survey: the command line, its report and its errors", "[survey]") {
  TempDir dir("survey-cli");
  auto ok = run_wargen("survey --ruleset npow300 --seeds 1-20 --jobs 2 --yaml", dir.path());
  CHECK(ok.exit_code == 0);
  YamlQuery report(ok.out);
  CHECK(report["tables"].integer() == 20);
  CHECK(report["violations"].size() == 0);
  CHECK(report["throughput"]["jobs"].integer() == 2);
  CHECK(dir.file_count() == 0);  // survey writes nothing

  auto bad = run_wargen("survey --ruleset gok --seeds 3-1", dir.path());
  CHECK(bad.exit_code == 2);
  CHECK(bad.err == "wargen: --seeds: '3-1' runs backwards (e.g. 1-40, or 1-3,10,20-22)\n");
  bad = run_wargen("survey --ruleset gok --zone south", dir.path());
  CHECK(bad.exit_code == 2);
  CHECK_THAT(bad.err, Catch::StartsWith("wargen: --zone: not an option of ruleset gok"));
  bad = run_wargen("survey --jobs 0", dir.path());
  CHECK(bad.exit_code == 2);
  CHECK_THAT(bad.err, Catch::StartsWith("wargen: --jobs: '0' is out of range"));
}

TEST_CASE("survey: seeds a ruleset cannot generate are reported by message with the first seeds", "[survey]") {
  // Hills as large as the whole table cannot fit into a sector (GOK-T3).
  std::string text = read_file(source_path("rulesets/gok.yaml"));
  auto at = text.find("    length_cm: [18, 26]\n    depth_cm: [12, 18]");
  REQUIRE(at != std::string::npos);
  text.replace(at, std::string("    length_cm: [18, 26]\n    depth_cm: [12, 18]").size(),
               "    length_cm: [95, 100]\n    depth_cm: [95, 100]");
  TempDir dir("survey-failures");
  std::ofstream(dir / "huge.yaml") << text;
  auto run = run_wargen("survey --ruleset huge.yaml --seeds 0-39", dir.path());
  CHECK(run.exit_code == 1);
  CHECK_THAT(run.out, Catch::Contains("generation failures"));
  CHECK_THAT(run.out, Catch::Contains("): GOK-T3: no room for gentle_hill"));
  CHECK_THAT(run.out, Catch::Contains("(first "));
}

TEST_CASE("survey: placement passes count each table by the pass that fitted it", "[survey]") {
  // Whether the report of `run` has a table that took more than one pass; every table that
  // generated is in the histogram once.
  auto counts_retries = [](const CommandResult& run) {
    REQUIRE(run.exit_code <= 1);
    YamlQuery report(run.out);
    std::int64_t generated = report["tables"].integer(), counted = 0;
    for (const auto& failure : report["failures"].items()) generated -= failure["tables"].integer();
    bool retried = false;
    for (const auto& [pass, count] : report["placement_passes_per_table"].entries()) {
      counted += count.integer();
      retried = retried || std::stoi(pass) > 1;
    }
    CHECK(counted == generated);
    return retried;
  };
  TempDir dir("survey-passes");
  // Symmetric NPOW300 tables: the twins must fit too, and some take several passes.
  CHECK(counts_retries(run_wargen("survey --ruleset npow300 --symmetric --seeds 1-60 --yaml", dir.path())));

  // Game of Kings with hills of 40 to 45 cm by 30 to 35 cm in 30 x 30 cm sectors: most tables still
  // fit on the first pass, a few need another (GOK-T3).
  std::string text = read_file(source_path("rulesets/gok.yaml"));
  const std::string sizes = "    length_cm: [18, 26]\n    depth_cm: [12, 18]";
  auto at = text.find(sizes);
  REQUIRE(at != std::string::npos);
  text.replace(at, sizes.size(), "    length_cm: [40, 45]\n    depth_cm: [30, 35]");
  std::ofstream(dir / "crowded.yaml") << text;
  CHECK(counts_retries(run_wargen("survey --ruleset crowded.yaml --seeds 1-60 --yaml", dir.path())));

  // The stock ruleset: every table on the first pass.
  auto stock = run_wargen("survey --ruleset gok --seeds 1-60 --yaml", dir.path());
  REQUIRE(stock.exit_code == 0);
  YamlQuery stock_report(stock.out);
  CHECK(stock_report["placement_passes_per_table"]["1"].integer() == 60);
  CHECK(stock_report["placement_passes_per_table"].size() == 1);
}

}  // namespace WARGEN_TEST_FILE
