// Every fairness measure earns its place by varying (docs/fairness.md): over 200 seeds per
// ruleset, `survey` finds each counted measure's balance, the balance and the substance spread
// out, never one value on every table (as supply_road_length_cm once was, 1 on every NPOW table).
#include <catch2/catch.hpp>

#include "app/ruleset_loader.hpp"
#include "app/survey.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;

TEST_CASE("survey: no fairness measure is constant over 200 seeds", "[fairness][survey]") {
  for (const char* name : {"gok", "npow", "npow300"}) {
    const Ruleset ruleset = load_ruleset(name);
    std::vector<std::uint64_t> seeds;
    for (std::uint64_t seed = 1; seed <= 200; ++seed) seeds.push_back(seed);
    const SurveyReport report = run_survey(ruleset, GenerateRequest{0, {}}, seeds, 1);
    CHECK(report.fairness.count("balance"));
    CHECK(report.fairness.count("substance"));
    for (const auto& [measure, values] : report.fairness) {
      INFO(name << " " << measure << ": " << values.size() << " tables");
      REQUIRE(values.size() >= 10);
      CHECK(values.front() < values.back());  // sorted: min < max
    }
    // The text says which figures it spreads.
    CHECK_THAT(survey_text(report), Catch::Contains("terrain_area_cm2: ") && !Catch::Contains("(constant)"));
    // And how many tables a batch would skip as too thin by default: Game of Kings' empty and
    // near-empty ones (13, seed 2 with no piece among them), no NPOW table.
    const std::size_t thin = std::string(name) == "gok" ? 13 : 0;
    CHECK_THAT(survey_text(report),
               Catch::Contains("under the substance floor 0.01: " + std::to_string(thin) + " of 200 tables"));
  }
}

}  // namespace WARGEN_TEST_FILE
