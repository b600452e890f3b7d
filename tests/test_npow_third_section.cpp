// NPOW-S3: after a second 0, the third 60 cm of river "may be placed" (peuvent être placés). The
// ruleset says who decides (watercourses.third_section_placed): always (the default), never (the
// second 0 is rolled again), or the defender, by a logged die. The validator replays the same
// pool and so agrees with whichever the ruleset says.
#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>

#include "generators/npow/npow_params.hpp"
#include "generators/npow/terrain_pool.hpp"
#include "npow_support.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;
using namespace wargen::test;

namespace {

std::string npow_text() {
  std::ifstream in(std::string(WARGEN_SOURCE_DIR) + "/rulesets/npow.yaml");
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// rulesets/npow.yaml with `third_section_placed` set to `choice` (and the defender's table).
Ruleset third_section_ruleset(const std::string& choice) {
  std::string text = npow_text();
  const std::string key = "  third_section_placed: always\n";
  auto at = text.find(key);
  REQUIRE(at != std::string::npos);
  std::string replacement = "  third_section_placed: " + choice + "\n";
  if (choice == "defender")
    replacement +=
        "  defender_third_section:\n    dice: 1d6\n    results:\n      - {rolls: [1, 3], choice: place}\n"
        "      - {rolls: [4, 6], choice: decline}\n";
  text.replace(at, key.size(), replacement);
  return load_ruleset_text(text, "npow-third-" + choice + ".yaml");
}

struct PoolOutcome {
  TerrainPool pool;
  std::vector<DiceLogEntry> log;
};

PoolOutcome pool_of(const Ruleset& ruleset, std::uint64_t seed) {
  PoolOutcome out;
  Pcg32 rng = Pcg32::for_stage(seed, "pool");
  LiveDice dice(rng, out.log);
  out.pool = roll_pool(dynamic_cast<const NpowParams&>(*ruleset.params), {"central", false}, dice);
  return out;
}

bool logged(const std::vector<DiceLogEntry>& log, const std::string& words) {
  for (const auto& e : log)
    if (e.rule == "NPOW-S3" && e.note.find(words) != std::string::npos) return true;
  return false;
}

Scenario generate(const Ruleset& ruleset, std::uint64_t seed) {
  GenerateRequest request;
  request.seed = seed;
  return generate_scenario(ruleset, request);
}

}  // namespace

TEST_CASE("NPOW-S3 third section: always, never or the defender's logged choice", "[npow][tables]") {
  Ruleset always = third_section_ruleset("always");
  Ruleset never = third_section_ruleset("never");
  Ruleset defender = third_section_ruleset("defender");
  int third_always = 0, third_never = 0, placed = 0, declined = 0, rolled_again = 0;
  for (std::uint64_t seed = 0; seed < 10000; ++seed) {
    PoolOutcome a = pool_of(always, seed), n = pool_of(never, seed), d = pool_of(defender, seed);
    // The built-in ruleset is `always`, written out or not.
    REQUIRE(a.log == pool_of(npow_ruleset("npow"), seed).log);
    third_always += a.pool.second_river() != nullptr;
    third_never += n.pool.second_river() != nullptr;
    rolled_again += logged(n.log, "a second 0 whose section is not placed");
    // Each second 0 asks the defender; a declined one is rolled again, and a later 0 asks again.
    const auto& table = dynamic_cast<const NpowParams&>(*defender.params).defender_third_section;
    int places = 0, declines = 0, rerolls = 0;
    for (const auto& e : d.log) {
      if (e.note.find("the defender's choice") != std::string::npos)
        (table.lookup(e.result) == "place" ? places : declines)++;
      rerolls += e.note.find("a second 0 whose section is not placed") != std::string::npos;
    }
    REQUIRE(places == (d.pool.second_river() != nullptr ? 1 : 0));
    REQUIRE(rerolls == declines);
    placed += places;
    declined += declines;
    REQUIRE(n.pool.river_sections() <= 2);
  }
  CHECK(third_always > 100);
  CHECK(third_never == 0);
  CHECK(rolled_again == third_always);  // the same second 0s, rolled again instead
  CHECK(placed + declined >= third_always);
  CHECK(placed > third_always / 3);
  CHECK(declined > third_always / 3);
}

TEST_CASE("NPOW-S3 third section: the validator follows the ruleset's choice", "[npow][validate]") {
  Ruleset never = third_section_ruleset("never");
  Ruleset defender = third_section_ruleset("defender");
  int checked_never = 0, checked_defender = 0;
  for (std::uint64_t seed = 0; seed < 3000 && (checked_never < 5 || checked_defender < 10); ++seed) {
    if (checked_never < 5 && logged(pool_of(never, seed).log, "not placed")) {
      Scenario s = generate(never, seed);
      INFO("never, seed " << seed);
      CHECK(never.generator->validate(s, never).empty());
      // Read as `always`, the log's re-roll of the second 0 is a roll the procedure does not make.
      CHECK_FALSE(npow_ruleset("npow").generator->validate(s, npow_ruleset("npow")).empty());
      ++checked_never;
    }
    if (checked_defender < 10 && logged(pool_of(defender, seed).log, "the defender's choice")) {
      Scenario s = generate(defender, seed);
      INFO("defender, seed " << seed);
      CHECK(defender.generator->validate(s, defender).empty());
      // The defender's die changed: the pool the validator replays is another one.
      for (auto& e : s.dice_log)
        if (e.rule == "NPOW-S3" && e.note.find("the defender's choice") != std::string::npos) {
          e.result = e.rolls.front() = e.result <= 3 ? 6 : 1;
          break;
        }
      CHECK_FALSE(defender.generator->validate(s, defender).empty());
      ++checked_defender;
    }
  }
  CHECK(checked_never == 5);
  CHECK(checked_defender == 10);
}

TEST_CASE("NPOW-S3 third section: a choice the ruleset does not know is refused with its key", "[npow][options]") {
  std::string text = npow_text();
  auto at = text.find("third_section_placed: always");
  REQUIRE(at != std::string::npos);
  std::string bad = text;
  bad.replace(at, 28, "third_section_placed: sometimes");
  CHECK_THROWS_WITH(load_ruleset_text(bad, "club.yaml"), Catch::Contains("club.yaml") &&
                                                             Catch::Contains("third_section_placed") &&
                                                             Catch::Contains("always, never or defender"));
  std::string no_table = text;
  no_table.replace(at, 28, "third_section_placed: defender");
  CHECK_THROWS_WITH(load_ruleset_text(no_table, "club.yaml"), Catch::Contains("defender_third_section"));
}

TEST_CASE("NPOW-S3 second zero: any later roll, or only the roll after the first 0", "[npow][tables]") {
  std::string text = npow_text();
  const std::string key = "  second_zero_roll: any_later\n";
  auto at = text.find(key);
  REQUIRE(at != std::string::npos);
  text.replace(at, key.size(), "  second_zero_roll: next_roll\n");
  const Ruleset next_roll = load_ruleset_text(text, "npow-next-roll.yaml");
  const Ruleset& any_later = npow_ruleset("npow");
  int rivers = 0, third_any = 0, third_next = 0, misplaced = 0;
  for (std::uint64_t seed = 0; seed < 4000; ++seed) {
    PoolOutcome a = pool_of(any_later, seed), n = pool_of(next_roll, seed);
    const PoolElement* first = nullptr;
    for (const auto& e : n.pool.elements)
      if (e.river_sections > 0 && !e.second_zero) first = &e;
    rivers += first != nullptr;
    third_any += a.pool.second_river() != nullptr;
    if (const PoolElement* second = n.pool.second_river()) {
      ++third_next;
      if (!first || second->index != first->index + 1) ++misplaced;
    }
  }
  INFO(rivers << " tables with a river, a third section on " << third_any << " (any_later) and " << third_next
              << " (next_roll)");
  CHECK(misplaced == 0);
  // About 45 % of the river tables (any later 0) against about 10 % (the next roll alone).
  CHECK(third_any > 3 * rivers / 10);
  CHECK(third_next > rivers / 20);
  CHECK(third_next < 3 * rivers / 20);
}

}  // namespace WARGEN_TEST_FILE
