// `wargen fairness FILE…` (docs/fairness.md, "The command"): the full report for any scenario
// file, hand-made ones included, from a file or standard input, as text, YAML, JSON or one line.
#include <catch2/catch.hpp>

#include "fairness/fairness_report.hpp"
#include "fairness_tables.hpp"
#include "scenario/scenario_writer.hpp"
#include "support.hpp"
#include "yaml_query.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;
using namespace wargen::test;

namespace {

// The all-cover table of the known answers (balance 0.0533; 540 cm² of 9600: substance 0.056),
// and a point-symmetric one (balance 1; two hills of 368.14 cm² by the shoelace: 0.077).
Scenario lopsided_table() {
  Scenario s = open_table();
  s.deployment = {{"A", "south", rect(0, 20, 120, 30)}, {"B", "north", rect(0, 50, 120, 60)}};
  s.features = {area("f1", "wood", rect(10, 2, 25, 12)), area("f2", "wood", rect(50, 2, 65, 15)),
                area("f3", "wood", rect(90, 4, 105, 17))};
  return s;
}

Scenario even_table() {
  Scenario s = open_table();
  const Polygon hill = {{61.4, 18.2}, {90.7, 20.9}, {84.1, 36.3}, {66.2, 33.8}};
  s.features = {area("f1", "hill", hill), area("f2", "hill", rotated_half_turn(hill, 120, 80))};
  return s;
}

void write(const std::filesystem::path& path, const std::string& text) {
  std::ofstream(path, std::ios::binary) << text;
}

}  // namespace

TEST_CASE("wargen fairness reports hand-made files as text, YAML, JSON and one line", "[fairness][cli]") {
  TempDir dir("fairness-cli");
  write(dir / "lopsided.yaml", write_scenario_yaml(lopsided_table()));
  write(dir / "even.yaml", write_scenario_yaml(even_table()));

  const auto brief = run_wargen("fairness --brief lopsided.yaml even.yaml", dir.path());
  INFO(brief.err);
  REQUIRE(brief.exit_code == 0);
  CHECK(brief.out ==
        "lopsided.yaml: balance 0.053, substance 0.056, 3 pieces\n"
        "even.yaml: balance 1.000, substance 0.077, 2 pieces\n");

  const auto yaml = run_wargen("fairness --yaml lopsided.yaml", dir.path());
  REQUIRE(yaml.exit_code == 0);
  const YamlQuery y(yaml.out);
  CHECK(y["format"].text() == "wargen-fairness/2");
  CHECK(y["balance"].number() == Approx(0.053));
  CHECK(y["one_sided"].number() == Approx(1.13));
  CHECK(y["least_stake"].number() == 0);
  CHECK(y["substance"]["pieces"].number() == 3);
  CHECK(y["sides"][0]["half"]["cover_area_cm2"].number() == 540);

  const auto json = run_wargen("fairness --json lopsided.yaml even.yaml", dir.path());
  REQUIRE(json.exit_code == 0);
  CHECK(json.out.rfind("[\n{\n  \"format\": \"wargen-fairness/2\",", 0) == 0);
  CHECK_THAT(json.out, Catch::Contains("\"balance\": 0.053,") && Catch::Contains("\"balance\": 1,"));
  CHECK(json.out.substr(json.out.size() - 4) == "}\n]\n");

  const auto text = run_wargen("fairness lopsided.yaml", dir.path());
  REQUIRE(text.exit_code == 0);
  CHECK_THAT(text.out, Catch::Contains("balance 0.053 = (0.3 x mean 0.200 + 0.7 x least stake 0.000) / one-sided 1.13") &&
                           Catch::Contains("cover_area_cm2 *"));
}

TEST_CASE("wargen fairness reads standard input", "[fairness][cli]") {
  TempDir dir("fairness-stdin");
  write(dir / "even.yaml", write_scenario_yaml(even_table()));
  const std::string command = "cd '" + dir.path().string() + "' && '" + WARGEN_BINARY +
                              "' fairness --brief - < even.yaml > out.txt 2> err.txt";
  CHECK(std::system(command.c_str()) == 0);
  CHECK(read_file(dir / "out.txt") == "(stdin): balance 1.000, substance 0.077, 2 pieces\n");
}

TEST_CASE("wargen fairness: a bad file is one line and a non-zero exit, the others still reported",
          "[fairness][cli]") {
  TempDir dir("fairness-bad");
  write(dir / "even.yaml", write_scenario_yaml(even_table()));
  write(dir / "broken.yaml", "format: wargen-scenario/1\nid: [\n");
  Scenario one_zone = even_table();
  one_zone.deployment.pop_back();
  write(dir / "one-zone.yaml", write_scenario_yaml(one_zone));
  const auto r = run_wargen("fairness --brief broken.yaml missing.yaml one-zone.yaml even.yaml", dir.path());
  CHECK(r.exit_code != 0);
  CHECK(r.out == "even.yaml: balance 1.000, substance 0.077, 2 pieces\n");
  REQUIRE(std::count(r.err.begin(), r.err.end(), '\n') == 3);
  CHECK_THAT(r.err, Catch::Contains("broken.yaml") && Catch::Contains("missing.yaml") &&
                        Catch::Contains("deployment zone"));
  CHECK(run_wargen("fairness --yaml --json even.yaml", dir.path()).exit_code != 0);
}

TEST_CASE("batch: the substance floor drops the empty table by default, --min-features counts no choice sites, each "
          "map has its report",
          "[fairness][cli][batch]") {
  TempDir dir("fairness-batch");
  // gok-565 has no piece at all (substance 0); gok-28 has 1 hill and 8 players' choice sites.
  // No --min-substance: the floor, 0.01, is the default.
  const auto r = run_wargen("batch --ruleset gok --seeds 564-565,28 --jobs 1 --format yaml --out b", dir.path());
  INFO(r.err);
  const std::string index = read_file(dir / "b" / "index.yaml");
  CHECK_THAT(index, Catch::Contains("{seed: 565, rule: min-substance, reason: \"substance 0.000, under "
                                    "--min-substance 0.01\"}"));
  CHECK_THAT(index, Catch::Contains("id: gok-28"));  // substance 0.011: over the floor
  run_wargen("batch --ruleset gok --seeds 28,564 --format yaml --min-features 2 --out p", dir.path());
  CHECK_THAT(read_file(dir / "p" / "index.yaml"),
             Catch::Contains("{seed: 28, rule: min-features, reason: \"1 terrain pieces, fewer than --min-features 2\"}"));
  CHECK_THAT(index, Catch::Contains("min_substance: 0.01"));
  REQUIRE(std::filesystem::exists(dir / "b" / "maps" / "table-01-gok-564-fairness.yaml"));
  const YamlQuery report(read_file(dir / "b" / "maps" / "table-01-gok-564-fairness.yaml"));
  CHECK(report["scenario"].text() == "gok-564");
  CHECK_THAT(index, Catch::Contains("maps/table-01-gok-564-fairness.yaml"));
  CHECK(run_wargen("batch --ruleset gok --seeds 1 --min-substance 2 --out c", dir.path()).exit_code == 2);
  // --min-substance 0 keeps the empty table, marked thin.
  const auto kept = run_wargen("batch --ruleset gok --seeds 565 --format yaml --min-substance 0 --out k", dir.path());
  INFO(kept.err);
  CHECK(kept.exit_code == 0);
  const std::string kept_index = read_file(dir / "k" / "index.yaml");
  CHECK_THAT(kept_index, Catch::Contains("id: gok-565") && Catch::Contains("thin: true"));
  CHECK_THAT(kept_index, !Catch::Contains("rule: min-substance"));
}

}  // namespace WARGEN_TEST_FILE
