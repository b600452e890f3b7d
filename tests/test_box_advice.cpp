// survey --terrain-box's "one more piece" (app/box_advice.hpp, docs/terrain-box.md): what a failure
// says the box lacked, and a box short of exactly one thing the ruleset needs, whose suggestion
// names that thing and brings its failures to none.
#include <catch2/catch.hpp>
#include <algorithm>
#include <memory>
#include <sstream>
#include <string>

#include "app/box_advice.hpp"
#include "app/survey.hpp"
#include "support.hpp"
#include "terrain_box/terrain_box_file.hpp"
#include "terrain_box/ruleset_pieces.hpp"

namespace WARGEN_TEST_FILE {

using namespace wargen;
using Kinds = std::vector<std::pair<std::string, std::string>>;

namespace {

const TerrainBox kBox = read_terrain_box_text(
    "pieces:\n  - {id: big-hill, kind: hill, variant: steep, footprint: {shape: ellipse, width_cm: 24, depth_cm: 16}, "
    "count: 1}\n",
    "box.yaml");

}  // namespace

TEST_CASE("a failure's list of what the box lacked reads as kinds and variants", "[terrain_box][survey]") {
  CHECK(lacked_kinds("NPOW-P1: the terrain box cannot serve the pool: element 4 of 7 was rolled again 30 times and "
                     "the box has no marsh, wood (open), hill, built_up (village) left; every sector needs an element "
                     "(NPOW-B1: add more pieces to the box)",
                     kBox, "npow") == Kinds{{"marsh", ""}, {"wood", "open"}, {"hill", ""}, {"built_up", "village"}});
  CHECK(lacked_kinds("NPOW-P1: ... the box has no hill, hill for a pair of twins left; ...", kBox, "npow") ==
        Kinds{{"hill", ""}});
  // GOK-T7 names a feature template; NPOW-B1 a piece of the box.
  CHECK(lacked_kinds("GOK-T7: the pick steep_hill in sector 2: the terrain box b.yaml has no steep_hill left (GOK-B1)",
                     kBox, "gok") == Kinds{{"hill", "steep"}});
  CHECK(lacked_kinds("NPOW-B1: the box has no big-hill left for element 3", kBox, "npow") == Kinds{{"hill", "steep"}});
  // Nothing the box could hold: no advice.
  CHECK(lacked_kinds("NPOW-S5: no objective could be placed", kBox, "npow").empty());
  CHECK(lacked_kinds("the box has no dragon left", kBox, "npow").empty());
}

TEST_CASE("a box short of the one steep hill a player picks is told to add it, and then fails no seed",
          "[terrain_box][survey]") {
  // The generous sample without its steep and variant-free hills: a gentle hill cannot serve a
  // steep one, so side A's pick of a steep hill (GOK-T7) fails every seed with a site of A's.
  std::istringstream generous(test::read_file(test::source_path("templates/boxes/generous.yaml")));
  std::string text, line;
  while (std::getline(generous, line))
    if (line.find("steep-hill") == std::string::npos && line.find("long-hill") == std::string::npos) text += line + "\n";
  GenerateRequest request{0, {{"choice_A", "steep_hill"}}};
  request.terrain_box = std::make_shared<const TerrainBox>(read_terrain_box_text(text, "short.yaml"));
  // Seeds whose one site of A's is the only steep hill the table needs (found by survey): the
  // others also roll a steep hill, which one more piece cannot serve twice.
  const std::vector<std::uint64_t> seeds = {2, 3, 5, 7};
  const SurveyReport report = run_survey(load_ruleset("gok"), request, seeds, 2);
  std::uint64_t failed = 0;
  for (const auto& [message, t] : report.failures) failed += t.count;
  CHECK(failed == seeds.size());
  REQUIRE(report.box_suggestions.size() == 1);
  const BoxSuggestion& s = report.box_suggestions.front();
  CHECK(s.kind == "hill");
  CHECK(s.variant == "steep");
  CHECK(s.copied_piece.empty());  // the box has no steep hill to copy: the ruleset's size
  CHECK(s.named_by == seeds.size());
  CHECK(s.failures == 0);
  CHECK(suggestion_text(s) == "add one more hill (steep) (the ruleset's size, 15 × 12 cm)");
  CHECK_THAT(survey_text(report), Catch::Contains("  add one more hill (steep) (the ruleset's size, 15 × 12 cm): "
                                                  "failures 100.0 % → 0.0 % (named by 4 failed seeds)\n"));
  CHECK_THAT(survey_yaml(report), Catch::Contains("  one_more:\n    - {kind: hill, variant: steep, copy_of: \"\", "
                                                  "size: 15 × 12 cm, named_by: 4, failures: 0, text: "));
}

TEST_CASE("one more piece copies the box's own piece of the kind when it has one", "[terrain_box][survey]") {
  // The small sample runs out of hills on NPOW: the advice is its own big hill once more.
  GenerateRequest request;
  request.terrain_box =
      std::make_shared<const TerrainBox>(load_terrain_box(test::source_path("templates/boxes/small-club.yaml")));
  const SurveyReport report = run_survey(load_ruleset("npow"), request, {1, 2, 3, 4, 5, 6, 7, 8, 9, 10}, 2);
  REQUIRE(!report.box_suggestions.empty());
  bool hill = false;
  for (const BoxSuggestion& s : report.box_suggestions) {
    hill = hill || (s.kind == "hill" && s.copied_piece == "big-hill" && s.size == "24 × 16 cm");
    CHECK(s.named_by > 0);
  }
  CHECK(hill);
  CHECK(report.box_suggestions.size() <= kBoxAdviceCandidates);
  CHECK(std::is_sorted(report.box_suggestions.begin(), report.box_suggestions.end(),
                       [](const BoxSuggestion& a, const BoxSuggestion& b) { return a.failures < b.failures; }));
}

}  // namespace WARGEN_TEST_FILE
