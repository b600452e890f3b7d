// survey --terrain-box's "one more piece" (app/box_advice.hpp, docs/terrain-box.md): what a failure
// carries of what the box lacked, the advice read from that and not from its words, and a box short
// of exactly one thing the ruleset needs, whose suggestion names that thing and brings its failures
// to none.
#include <catch2/catch.hpp>
#include <algorithm>
#include <memory>
#include <sstream>
#include <stdexcept>
#include <string>

#include "app/box_advice.hpp"
#include "app/survey.hpp"
#include "core/error.hpp"
#include "generators/npow/npow_params.hpp"
#include "generators/npow/placement_search.hpp"
#include "support.hpp"
#include "terrain_box/terrain_box_file.hpp"

namespace WARGEN_TEST_FILE {

using namespace wargen;
using Kinds = std::vector<LackedKind>;

namespace {

std::shared_ptr<const TerrainBox> sample_box(const std::string& name) {
  return std::make_shared<const TerrainBox>(load_terrain_box(test::source_path("templates/boxes/" + name)));
}

// The generous sample without its steep and variant-free hills: a gentle hill cannot serve a steep
// one, so side A's pick of a steep hill (GOK-T7) fails every seed with a site of A's.
std::shared_ptr<const TerrainBox> box_without_steep_hills() {
  std::istringstream generous(test::read_file(test::source_path("templates/boxes/generous.yaml")));
  std::string text, line;
  while (std::getline(generous, line))
    if (line.find("steep-hill") == std::string::npos && line.find("long-hill") == std::string::npos)
      text += line + "\n";
  return std::make_shared<const TerrainBox>(read_terrain_box_text(text, "short.yaml"));
}

// What generating `request` on `ruleset` throws (it must fail): its message and what the box lacked.
GenerationError failure_of(const std::string& ruleset, const GenerateRequest& request) {
  try {
    generate_checked_scenario(load_ruleset(ruleset), request);
  } catch (const GenerationError& e) {
    return e;
  }
  throw std::runtime_error("seed " + std::to_string(request.seed) + " of " + ruleset + " generated");
}

}  // namespace

TEST_CASE("a box shortage carries the kinds the box lacked, as the generator knew them", "[terrain_box][survey]") {
  SECTION("NPOW-P1: every kind the pool's dice asked for, each once, in the order asked") {
    // Seed 48 of npow with the small sample: the pool's element 4 is rolled again 30 times.
    const GenerationError e = failure_of("npow", {48, {}, sample_box("small-club.yaml")});
    CHECK(e.box_lacked() == Kinds{{"marsh", ""},
                                  {"open_field", ""},
                                  {"wood", "open"},
                                  {"hill", ""},
                                  {"built_up", "village"},
                                  {"enclosed_field", "farm"},
                                  {"river", ""}});
    // The message names the same kinds, in the same order.
    CHECK_THAT(e.what(), Catch::Contains("the box has no marsh, open_field, wood (open), hill, built_up (village), "
                                         "enclosed_field (farm), river left"));
  }
  SECTION("GOK-T7: the feature picked, or the kind of the category picked") {
    GenerateRequest request{2, {{"choice_A", "steep_hill"}}};
    request.terrain_box = box_without_steep_hills();
    CHECK(failure_of("gok", request).box_lacked() == Kinds{{"hill", "steep"}});
    request = {4, {{"choice_A", "hill"}}};
    request.terrain_box = box_without_steep_hills();
    CHECK(failure_of("gok", request).box_lacked() == Kinds{{"hill", ""}});
  }
  SECTION("NPOW-B1 in a placement pass: what the last failed pass lacked") {
    const Ruleset npow = load_ruleset("npow");
    Kinds lacked;
    try {
      placement_exhausted(dynamic_cast<const NpowParams&>(*npow.params), TerrainPool{}, "NPOW-B1", 3,
                          "the box has no big-hill left for element 3", {{"hill", "steep"}});
    } catch (const GenerationError& e) {
      lacked = e.box_lacked();
    }
    CHECK(lacked == Kinds{{"hill", "steep"}});
  }
  SECTION("a failure the box is not the cause of carries nothing") {
    // Seed 5 of npow with the small sample: its pool is served, but too few objectives (NPOW-S5).
    const GenerationError e = failure_of("npow", {5, {}, sample_box("small-club.yaml")});
    CHECK_THAT(e.what(), Catch::StartsWith("NPOW-S5:"));
    CHECK(e.box_lacked().empty());
  }
}

TEST_CASE("the advice reads what the failures lacked, not their words", "[terrain_box][survey]") {
  GenerateRequest request{0, {{"choice_A", "steep_hill"}}};
  request.terrain_box = box_without_steep_hills();
  const std::vector<std::uint64_t> seeds = {2, 3, 5, 7};  // each fails on A's pick of a steep hill alone
  FailureTally failed;
  failed.count = seeds.size();
  failed.box_lacked = {{"hill", "steep"}};
  // A message that names nothing the box could hold: the lack is still advised on...
  auto advice = advise_box(load_ruleset("gok"), request, seeds, {{"GOK-T7: reworded, no kind named", failed}}, 2);
  REQUIRE(advice.size() == 1);
  CHECK(advice.front().kind == "hill");
  CHECK(advice.front().variant == "steep");
  CHECK(advice.front().named_by == seeds.size());
  CHECK(advice.front().failures == 0);
  // ...and one that reads like a shortage but carries none is not.
  failed.box_lacked.clear();
  advice = advise_box(load_ruleset("gok"), request, seeds,
                      {{"GOK-T7: the terrain box short.yaml has no steep_hill left (GOK-B1)", failed}}, 2);
  CHECK(advice.empty());
}

TEST_CASE("a box short of the one steep hill a player picks is told to add it, and then fails no seed",
          "[terrain_box][survey]") {
  GenerateRequest request{0, {{"choice_A", "steep_hill"}}};
  request.terrain_box = box_without_steep_hills();
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
  request.terrain_box = sample_box("small-club.yaml");
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
