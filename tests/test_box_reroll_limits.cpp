// The box's bounds on "more dicing" are ruleset keys (docs/rules.md): GoK's piece.box_reroll_limit
// (GOK-B1, rolls again for one sector) and NPOW's pool.box_reroll_limit (NPOW-B1, re-rolls of one
// element). Missing, they are 12 and 30, as the built-in rulesets play; given, they bound the
// re-rolls; a bad value is refused in one line naming the file, the line and the key.
#include <algorithm>
#include <catch2/catch.hpp>
#include <map>
#include <string>
#include <vector>

#include "box_builders.hpp"
#include "core/error.hpp"
#include "generators/sector_dice/box_matching.hpp"
#include "message_of.hpp"
#include "npow_support.hpp"
#include "support.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;
using namespace wargen::test;

namespace {

constexpr const char* kGokPieceLine = "  present_on: [4, 6]\n";          // in gok.yaml's piece section
constexpr const char* kNpowPoolLine = "  rolled_for_area_cm2: 21600\n";  // in npow.yaml's pool section

struct RulesetText {
  std::string file, text;
  int line = 0;  // the line added
};

// rulesets/NAME.yaml with `line` added after `after` (a line it holds once).
RulesetText ruleset_text(const std::string& name, const std::string& after, const std::string& line) {
  RulesetText out{name + "-limit.yaml", read_file(source_path("rulesets/" + name + ".yaml")), 0};
  const auto at = out.text.find(after);
  REQUIRE(at != std::string::npos);
  REQUIRE(out.text.find(after, at + 1) == std::string::npos);
  out.text.insert(at + after.size(), line);
  out.line = static_cast<int>(std::count(out.text.begin(), out.text.begin() + at + after.size(), '\n')) + 1;
  return out;
}

Ruleset ruleset_with(const std::string& name, const std::string& after, const std::string& line) {
  const RulesetText r = ruleset_text(name, after, line);
  return load_ruleset_text(r.text, r.file);
}

Scenario gok_with_box(const Ruleset& ruleset, std::uint64_t seed, const std::shared_ptr<const TerrainBox>& box) {
  GenerateRequest request;
  request.seed = seed;
  request.terrain_box = box;
  return ruleset.generator->generate(ruleset, request, nullptr);
}

// GOK-B1's rolls again for the box, by sector ("sector B1: which hill | box: rolled again, ...").
std::map<std::string, int> box_rerolls_by_sector(const Scenario& s) {
  std::map<std::string, int> out;
  for (const auto& e : s.dice_log)
    if (!box_reroll_lacking(e.note).empty()) ++out[e.note.substr(7, e.note.find(':') - 7)];
  return out;
}

// The terrain's dice (GOK-T3..T7), which the ruleset's other keys leave alone.
std::vector<std::string> terrain_rolls(const Scenario& s) {
  std::vector<std::string> out;
  for (const auto& e : s.dice_log)
    if (e.note.rfind("sector ", 0) == 0) out.push_back(e.rule + " " + std::to_string(e.result) + " " + e.note);
  return out;
}

// The message of the GenerationError the NPOW seed ends with, or "" when a table is made.
std::string npow_failure(const Ruleset& ruleset, std::uint64_t seed, const std::shared_ptr<const TerrainBox>& box) {
  GenerateRequest request;
  request.seed = seed;
  request.options["zone"] = "central";
  request.terrain_box = box;
  try {
    generate_scenario(ruleset, request);
  } catch (const GenerationError& e) {
    return e.what();
  }
  return "";
}

}  // namespace

TEST_CASE("GoK: piece.box_reroll_limit bounds a sector's rolls again for the box, 12 when not given", "[terrain-box]") {
  const auto box = make_box("one hill", {area_piece("the-hill", "hill", "", PieceShape::ellipse, 22, 15, 1)});
  const Ruleset twelve = ruleset_with("gok", kGokPieceLine, "  box_reroll_limit: 12\n");
  const Ruleset two = ruleset_with("gok", kGokPieceLine, "  box_reroll_limit: 2\n");
  int most_by_default = 0, most_by_two = 0;
  for (std::uint64_t seed = 0; seed < 60; ++seed) {
    INFO("seed " << seed);
    const Scenario by_default = gok_with_box(gok(), seed, box);
    CHECK(terrain_rolls(by_default) == terrain_rolls(gok_with_box(twelve, seed, box)));
    for (const auto& [sector, n] : box_rerolls_by_sector(by_default)) most_by_default = std::max(most_by_default, n);
    for (const auto& [sector, n] : box_rerolls_by_sector(gok_with_box(two, seed, box))) {
      CHECK(n <= 2);
      most_by_two = std::max(most_by_two, n);
    }
  }
  CHECK(most_by_default > 2);  // the default bound is not what stops most sectors
  CHECK(most_by_default <= 12);
  CHECK(most_by_two == 2);
}

TEST_CASE("NPOW: pool.box_reroll_limit bounds one element's re-rolls for the box, 30 when not given",
          "[npow][terrain-box]") {
  // Three pieces for a pool of 7 to 12: the fourth element is rolled again until the bound.
  const auto box = make_box("three pieces", {area_piece("hill", "hill", "", PieceShape::ellipse, 30, 15, 1),
                                             area_piece("wood", "wood", "", PieceShape::ellipse, 30, 15, 1),
                                             area_piece("village", "built_up", "", PieceShape::rectangle, 15, 15, 1)});
  const Ruleset three = ruleset_with("npow", kNpowPoolLine, "  box_reroll_limit: 3\n");
  for (std::uint64_t seed = 0; seed < 5; ++seed) {
    INFO("seed " << seed);
    CHECK_THAT(npow_failure(npow_ruleset("npow"), seed, box), Catch::Contains("was rolled again 30 times"));
    CHECK_THAT(npow_failure(three, seed, box), Catch::Contains("was rolled again 3 times"));
  }
}

TEST_CASE("a bad box_reroll_limit is refused naming the file, the line and the key", "[terrain-box]") {
  struct Where {
    const char* ruleset;
    const char* after;
    const char* key;  // as the message names it: the section, then the key
  };
  for (const Where& where :
       {Where{"gok", kGokPieceLine, "piece.box_reroll_limit"}, Where{"npow", kNpowPoolLine, "pool.box_reroll_limit"}})
    for (const char* value : {"0", "-2", "1001", "many", "[12]"}) {
      const RulesetText r =
          ruleset_text(where.ruleset, where.after, std::string("  box_reroll_limit: ") + value + "\n");
      const std::string message = message_of([&] { load_ruleset_text(r.text, r.file); });
      INFO(where.ruleset << ", box_reroll_limit: " << value);
      CHECK_THAT(message, Catch::StartsWith(r.file + ":" + std::to_string(r.line) + ": key '" + where.key + "': "));
    }
}

}  // namespace WARGEN_TEST_FILE
