// What generate, batch and serve write has passed every check `wargen validate` makes: a table
// its own validator rejects is a bug (InvalidTableError, exit 3) and never a file. The checks are
// injected here – the real generator, its validator made to reject – so the test does not need a
// seed that breaks a rule. Survey still counts what tables break, to report them.
#include <catch2/catch.hpp>

#include "app/pipeline.hpp"
#include "app/survey.hpp"
#include "core/error.hpp"
#include "support.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;

namespace {

// The ruleset's own generator, with a validator that also finds `rule` broken on every table.
class RejectingGenerator final : public ScenarioGenerator {
 public:
  explicit RejectingGenerator(const ScenarioGenerator& real) : real_(real) {}
  std::string name() const override { return real_.name(); }
  std::string describe() const override { return real_.describe(); }
  std::vector<OptionSpec> options(const GeneratorParams* params) const override { return real_.options(params); }
  std::shared_ptr<const GeneratorParams> read_params(YamlMap& root) const override { return real_.read_params(root); }
  Scenario generate(const Ruleset& ruleset, const GenerateRequest& request, GenerationEffort* effort) const override {
    return real_.generate(ruleset, request, effort);
  }
  std::vector<Violation> validate(const Scenario& scenario, const Ruleset& ruleset) const override {
    auto found = real_.validate(scenario, ruleset);
    found.push_back({"TEST-1", "injected: every table breaks it"});
    return found;
  }

 private:
  const ScenarioGenerator& real_;
};

}  // namespace

TEST_CASE("generate refuses to hand out a table its validator rejects", "[pipeline][validate]") {
  for (const std::string name : {"gok", "npow"}) {
    Ruleset ruleset = load_ruleset(name);
    RejectingGenerator rejecting(*ruleset.generator);
    GenerateRequest request;
    request.seed = 7;
    CHECK_NOTHROW(generate_scenario(ruleset, request));  // the real validator passes it
    ruleset.generator = &rejecting;
    try {
      generate_scenario(ruleset, request);
      FAIL(name << ": a table that breaks TEST-1 was handed out");
    } catch (const InvalidTableError& e) {
      CHECK(e.exit_code() == 3);
      const std::string message = e.what();
      CHECK(message.find("seed 7 of ruleset '" + name + "'") != std::string::npos);
      CHECK(message.find("TEST-1 (injected: every table breaks it)") != std::string::npos);
      CHECK(message.find("nothing was written") != std::string::npos);
    }
    // A survey does not stop at it: it counts the tables that break the rule.
    SurveyReport report = run_survey(ruleset, GenerateRequest{}, {1, 2, 3}, 1);
    REQUIRE(report.violations.count("TEST-1") == 1);
    CHECK(report.violations.at("TEST-1").count == 3);
  }
}

TEST_CASE("GOK-T6: a course shaped shorter than the rule is shaped again (seed 234532)", "[gok][validate]") {
  // Its stream f4 was drawn 37.47 cm long, under the 38.1 cm minimum, and written all the same.
  Ruleset ruleset = load_ruleset("gok");
  GenerateRequest request;
  request.seed = 234532;
  Scenario s = generate_checked_scenario(ruleset, request);
  CHECK(validate_scenario(s, ruleset).empty());
}

TEST_CASE("GOK-T6: a straight course that would touch another watercourse is laid out again (seed 798896)",
          "[gok][validate]") {
  // Its stream f4, drawn straight when no meander kept clear, ran into stream f5 away from its end.
  Ruleset ruleset = load_ruleset("gok");
  GenerateRequest request;
  request.seed = 798896;
  Scenario s = generate_checked_scenario(ruleset, request);
  CHECK(validate_scenario(s, ruleset).empty());
}

}  // namespace WARGEN_TEST_FILE
