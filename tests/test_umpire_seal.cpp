// VPM-6: an umpire's copy ends in a seal, an HMAC-SHA256 under its umpire key of the table's
// identity, its id and its hidden contents. A copy edited by hand – a VP value turned from 5 to 95 (which turned "withdraws" into
// "stands"), the scenario id, the ruleset's name – is refused by adjudicate (exit 2, one line) and
// reported by validate, rather than judged.
#include <catch2/catch.hpp>

#include <fstream>

#include "scenario/scenario_json.hpp"
#include "scenario/scenario_reader.hpp"
#include "scenario/scenario_writer.hpp"
#include "scenario/umpire_seal.hpp"
#include "scenario_layer/player_copy.hpp"
#include "support.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;
using namespace wargen::test;
using Catch::Matchers::Contains;

namespace {

Scenario umpire_copy() {
  GenerateRequest request;
  request.seed = 58;
  request.options = {{"objectives", "vp-markers"}, {"armies", "true"}, {"umpire_key", "235"}};
  return generate_scenario(gok(), request);
}

// The text with `from` replaced by `to` once; the test fails if `from` is not there.
std::string edited(std::string text, const std::string& from, const std::string& to) {
  const auto at = text.find(from);
  REQUIRE(at != std::string::npos);
  return text.replace(at, from.size(), to);
}

std::optional<std::string> problem_of(const std::string& text) {
  return umpire_seal_problem(read_scenario_yaml(text, "umpire.yaml"));
}

}  // namespace

TEST_CASE("an umpire's copy is sealed under its key, and a player's copy is not") {
  const Scenario s = umpire_copy();
  const std::string yaml = write_scenario_yaml(s);
  const auto seal_at = yaml.rfind("\numpire_seal: \"hmac-sha256:");
  REQUIRE(seal_at != std::string::npos);
  CHECK(yaml.size() - seal_at == std::string("\numpire_seal: \"hmac-sha256:\"\n").size() + 64);  // the last line
  CHECK(problem_of(yaml) == std::nullopt);
  // JSON is the same document: the same seal, and it holds when read back.
  CHECK(umpire_seal_problem(read_scenario_yaml(write_scenario_json(s), "umpire.json")) == std::nullopt);
  // The seal is keyed: the same contents under another key give another seal.
  Scenario other_key = s;
  other_key.options["umpire_key"] = "236";
  CHECK(umpire_seal_of(other_key) != umpire_seal_of(s));
  // Layout and a tool's x- keys are not sealed: a tool may add its notes to the umpire's copy.
  Scenario noted = read_scenario_yaml(yaml, "umpire.yaml");
  noted.extensions["x-umpire"] = "Jo";
  noted.objectives.markers[0].extensions["x-token"] = "red";
  CHECK(umpire_seal_problem(noted) == std::nullopt);
  // A player's copy has no key, hence no seal; a scenario that hides nothing has neither.
  const std::string player = write_scenario_yaml(player_copy(read_scenario_yaml(yaml, "umpire.yaml")));
  CHECK(player.find("umpire_seal") == std::string::npos);
  CHECK(problem_of(player) == std::nullopt);
  CHECK(write_scenario_yaml(gok_scenario(7)).find("umpire_seal") == std::string::npos);
}

TEST_CASE("an umpire's copy edited by hand breaks its seal") {
  const std::string yaml = write_scenario_yaml(umpire_copy());
  const struct {
    const char* what;
    std::string text;
  } edits[] = {
      {"a VP value", edited(yaml, "value_pct: 5}", "value_pct: 95}")},
      {"the id", edited(yaml, "id: gok-58", "id: gok-59")},
      {"the ruleset's name", edited(yaml, "name: gok,", "name: ../../etc/passwd,")},
      {"the seed", edited(yaml, "seed: 58", "seed: 59")},
      {"a hidden die", edited(yaml, "note: weather at the start of turn 12", "note: weather at the start of turn 13")},
      {"an option", edited(yaml, "armies: \"true\"", "armies: \"false\"")},
      {"the key", edited(yaml, "umpire_key: \"235\"", "umpire_key: \"236\"")},
      {"the seal", edited(yaml, "umpire_seal: \"hmac-sha256:", "umpire_seal: \"hmac-sha256:0")},
  };
  for (const auto& e : edits) {
    INFO(e.what);
    auto problem = problem_of(e.text);
    REQUIRE(problem);
    CHECK_THAT(*problem, Contains("does not match the umpire's copy"));
  }
  // The seal cut off, or a seal where there is no key to make it with.
  CHECK_THAT(problem_of(yaml.substr(0, yaml.rfind("umpire_seal:"))).value_or(""), Contains("is required"));
  const std::string keyless = edited(yaml, "umpire_key: \"235\"", "keyless: \"235\"");
  CHECK_THAT(problem_of(keyless).value_or(""), Contains("no umpire key"));
}

TEST_CASE("adjudicate refuses an edited umpire's copy and validate reports it") {
  TempDir dir("umpire-seal");
  REQUIRE(run_wargen("generate --template gok-vp-battle --seed 58 --umpire-key 235 --format yaml", dir.path())
              .exit_code == 0);
  std::ofstream(dir / "state.yaml") << read_file(source_path("output-samples/adjudication/vp-withdrawal/state.yaml"));
  REQUIRE(run_wargen("adjudicate gok-58-umpire.yaml state.yaml", dir.path()).exit_code == 0);
  std::ofstream(dir / "edited.yaml") << edited(read_file(dir / "gok-58-umpire.yaml"), "value_pct: 5}", "value_pct: 95}");
  auto judged = run_wargen("adjudicate edited.yaml state.yaml", dir.path());
  CHECK(judged.exit_code == 2);
  CHECK(judged.out.empty());
  CHECK_THAT(judged.err, Contains("wargen: edited.yaml: key 'umpire_seal': does not match the umpire's copy"));
  CHECK(std::count(judged.err.begin(), judged.err.end(), '\n') == 1);
  auto validated = run_wargen("validate gok-58-umpire.yaml edited.yaml", dir.path());
  CHECK(validated.exit_code == 1);
  CHECK_THAT(validated.out, Contains("gok-58-umpire.yaml: valid") &&
                                Contains("edited.yaml: VPM-6: umpire_seal does not match the umpire's copy"));
}

}  // namespace WARGEN_TEST_FILE
