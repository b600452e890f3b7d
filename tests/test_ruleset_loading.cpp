// A malformed ruleset gets one clear message naming the file, the line and the key.
#include <catch2/catch.hpp>

#include "core/error.hpp"
#include "support.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;
using namespace wargen::test;

namespace {
std::string gok_text() { return read_file(source_path("rulesets/gok.yaml")); }

// gok.yaml with the first `from` replaced by `to`.
std::string edited(const std::string& from, const std::string& to) {
  std::string text = gok_text();
  auto at = text.find(from);
  REQUIRE(at != std::string::npos);
  return text.replace(at, from.size(), to);
}

int line_of(const std::string& text, const std::string& needle) {
  auto at = text.find(needle);
  return 1 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<long>(at), '\n'));
}
}  // namespace

TEST_CASE("every built-in ruleset loads and describes itself") {
  auto all = built_in_rulesets();
  REQUIRE(!all.empty());
  for (const auto& r : all) {
    CHECK(!r.name.empty());
    CHECK(!r.description.empty());
    CHECK(load_ruleset(r.name).digest.rfind("sha256:", 0) == 0);
  }
}

TEST_CASE("the digest is the SHA-256 of the file's bytes") {
  Ruleset a = load_ruleset_text(gok_text(), "a.yaml");
  Ruleset b = load_ruleset_text(gok_text() + "\n# a comment\n", "b.yaml");
  CHECK(a.digest == load_ruleset("gok").digest);
  CHECK(a.digest != b.digest);
}

TEST_CASE("ruleset errors name the file - the line and the key") {
  struct Case {
    std::string from, to, key, says;
  };
  const Case cases[] = {
      {"  columns: 6", "  columns: 6\n  colums: 7", "sectors.colums", "is not a known key"},
      {"  width_cm: 182.88\n", "", "table.width_cm", "is required but missing"},
      {"  width_cm: 182.88", "  width_cm: wide", "table.width_cm", "must be a number"},
      {"  dice: 1d6\n  present_on", "  dice: 1x6\n  present_on", "piece.dice", "not dice notation"},
      {"    - {rolls: 6, players_choice: B}", "    - {rolls: 6, players_choice: C}",
       "category_table.results[5].players_choice", "must be A or B"},
      {"      - {rolls: 5, feature: lake}", "      - {rolls: 5, feature: pond}", "categories.water", "'pond'"},
      {"      - {rolls: [1, 2], feature: stream}", "      - {rolls: 2, feature: stream}", "categories.water.results",
       "no row for a roll of 1"},
      {"      - {rolls: 5, feature: lake}", "      - {rolls: [4, 5], feature: lake}", "categories.water.results",
       "more than one row"},
      {"    kind: lake", "    kind: pond", "features.lake.kind", "not a terrain kind"},
      {"  policy: leave_open", "  policy: ask", "players_choice.policy", "leave_open or reroll"},
      {"generator: sector-dice", "generator: hexes", "generator", "unknown generator 'hexes'"},
      {"  depth_cm: 15\n", "  depth_cm: 15\n  depth_cm: 20\n", "deployment.depth_cm", "appears twice"},
      {"          fords: 0                          # foot", "          fords: 1d2 # foot",
       "features.river.quality.results[1].fords", "changes nothing"},
      {"  waypoint_band: [0.3, 0.7]", "  waypoint_band: [0.3, 1.2]", "watercourses.waypoint_band", "0.05..0.95"},
  };
  for (const auto& c : cases) {
    std::string text = edited(c.from, c.to);
    INFO(c.key);
    try {
      load_ruleset_text(text, "my-rules.yaml");
      FAIL("no error");
    } catch (const InputError& e) {
      std::string message = e.what();
      CHECK_THAT(message, Catch::StartsWith("my-rules.yaml:"));
      CHECK_THAT(message, Catch::Contains("key '" + c.key + "'"));
      CHECK_THAT(message, Catch::Contains(c.says));
      CHECK(message.find('\n') == std::string::npos);
    }
  }
}

TEST_CASE("a ruleset error carries the line of the offending key") {
  std::string text = edited("  width_cm: 182.88", "  width_cm: wide");
  CHECK_THROWS_WITH(load_ruleset_text(text, "r.yaml"),
                    Catch::StartsWith("r.yaml:" + std::to_string(line_of(text, "width_cm: wide")) + ":"));
}

TEST_CASE("broken YAML and missing files are refused with their name") {
  CHECK_THROWS_WITH(load_ruleset_text("name: [unclosed\n", "bad.yaml"), Catch::StartsWith("bad.yaml:"));
  CHECK_THROWS_WITH(load_ruleset_text("- a list\n", "list.yaml"), Catch::Contains("must hold a YAML mapping"));
  CHECK_THROWS_WITH(load_ruleset("/nonexistent/rules.yaml"), Catch::Contains("/nonexistent/rules.yaml"));
  CHECK_THROWS_WITH(load_ruleset("nosuchruleset"), Catch::Contains("unknown ruleset 'nosuchruleset'"));
}

TEST_CASE("an impossible ruleset fails to generate with the rule that cannot be met") {
  // Hills as large as the whole table cannot fit into a sector.
  std::string text = edited("    length_cm: [18, 26]\n    depth_cm: [12, 18]", "    length_cm: [95, 100]\n    depth_cm: [95, 100]");
  text = text.replace(text.find("attempts: 400"), std::string("attempts: 400").size(), "attempts: 20");
  Ruleset huge_hills = load_ruleset_text(text, "huge.yaml");
  bool failed = false;
  for (std::uint64_t seed = 0; seed < 50 && !failed; ++seed) {
    try {
      generate_scenario(huge_hills, GenerateRequest{seed, {}});
    } catch (const GenerationError& e) {
      failed = true;
      CHECK_THAT(std::string(e.what()), Catch::StartsWith("GOK-T3: no room for gentle_hill"));
    }
  }
  CHECK(failed);
}

}  // namespace WARGEN_TEST_FILE
